/** @module HTML files the benchmark adds to the built static assets while it runs, and removes after. */
import { rmSync, writeFileSync } from "node:fs";

/** Waits until the asset server answers `path` as HTML (`wrangler dev` picks up new asset files by itself). */
async function untilServed(base: string, path: string) {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    if (res.ok && res.headers.get("content-type")?.startsWith("text/html")) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${path}: the asset server never served it`);
}

/**
 * Writes `html` as `dist/public/assets/<name>.html`, waits until the running worker at `base` serves it
 * at `/assets/<name>`, and returns that path and a function that removes the file.
 */
export async function serveStaticHtml(
  base: string,
  name: string,
  html: string,
): Promise<{ path: string; remove: () => void }> {
  const file = `dist/public/assets/${name}.html`;
  writeFileSync(file, html);
  const path = `/assets/${name}`;
  const remove = () => rmSync(file, { force: true });
  try {
    await untilServed(base, path);
  } catch (error) {
    remove();
    throw error;
  }
  return { path, remove };
}
