/** @module First-load JavaScript and CSS of a page, in gzip bytes, from its HTML and the built files in dist/public. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { islandAttr, strategyAttr } from "../../shared/contract/islands.ts";

const publicDir = path.resolve(import.meta.dirname, "../../dist/public");
/** The client build's manifest (dist/manifest.json). */
export const manifest = JSON.parse(readFileSync(path.resolve(publicDir, "../manifest.json"), "utf8")) as {
  entry: string;
  preload: string[];
  islands: Record<string, string>;
  /** The page's inline loader, which adds the entry and its preloads. */
  loader: { text: string };
};

const gz = (bytes: Buffer | string) => gzipSync(bytes).length;
const read = (url: string) => readFileSync(path.join(publicDir, url));

/** A script and every chunk it imports statically (`import … from "./chunk.js"`), transitively. */
function withStaticImports(url: string, seen: Set<string>) {
  if (seen.has(url) || !existsSync(path.join(publicDir, url))) return;
  seen.add(url);
  const code = read(url).toString("utf8");
  for (const m of code.matchAll(/(?:from|import)\s*"(\.\/[\w.-]+\.js)"/g))
    withStaticImports(path.posix.join(path.posix.dirname(url), m[1]!), seen);
}

/** An island's tag: its name, then (before the next island) its hydration strategy. */
const islandTags = new RegExp(
  `${islandAttr}="([a-z-]+)"(?:(?!${islandAttr})[^>])*?${strategyAttr}="([a-z]+)"`,
  "g",
);

export interface FirstLoad {
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
}

/**
 * Counts the entry script and its static imports (which the page's loader adds after the first paint),
 * and the islands hydrated at load (strategy "load", which the entry imports right away) with their
 * static imports; plus the inlined stylesheet. A page with islands must carry this build's loader:
 * if it does not, the page's JavaScript cannot be counted, and this throws rather than count none.
 */
export function firstLoad(html: string): FirstLoad {
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
  const scripts = new Set<string>();
  const runsLoader = html.includes(manifest.loader.text);
  if (!runsLoader && html.includes(`${islandAttr}=`))
    throw new Error(
      "a page with islands does not carry the build's loader: its JavaScript cannot be counted",
    );
  const roots = runsLoader ? [manifest.entry, ...manifest.preload] : [];
  for (const m of html.matchAll(islandTags))
    if (m[2] === "load" && manifest.islands[m[1]!]) roots.push(manifest.islands[m[1]!]!);
  for (const url of roots) withStaticImports(url, scripts);
  // Read up to the closing tag: the stylesheet holds '<' itself (range media queries such as width <= 960px).
  const css = attr(/<style>([\s\S]*?)<\/style>/g);
  return {
    htmlGzip: gz(html),
    jsGzip: [...scripts].reduce((s, u) => s + gz(read(u)), 0),
    cssGzip: css.reduce((s, text) => s + gz(text), 0),
    jsFiles: scripts.size,
  };
}
