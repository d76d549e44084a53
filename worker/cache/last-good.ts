/**
 * @module The last good copy of each real page, in KV, for CMS outages only (decision 0048). Workers
 * Cache evicts what few people visit, so one copy per page is kept where every location can read it:
 * written only for a 200 whose params resolved to content, only when its bytes changed (their hash is
 * in the metadata, and this isolate remembers the hashes it wrote or read), and served only when a
 * render fails because the CMS is down, never when it refers to a client asset this build does not have.
 */
import { isolateState } from "../lib/isolate-state.ts";
import { clientManifest } from "../render/manifest.ts";
import { lastGoodKey } from "./keys.ts";

/** What a copy keeps beside its bytes (KV metadata: at most 1024 bytes). */
interface LastGoodMeta {
  /** SHA-256 of the bytes, hex. */
  hash: string;
  /** The build that rendered it (build-id.ts). */
  build: string;
  /** When it was rendered (ms since epoch). */
  renderedAt: number;
  /** The page's own headers (content type, language, …). */
  headers: [string, string][];
}

export interface LastGoodPage {
  body: ArrayBuffer;
  headers: [string, string][];
  renderedAt: number;
}

/** KV's limits: a key of at most 512 bytes, metadata of at most 1024. */
const maxKeyBytes = 512;
const maxMetaBytes = 1024;
/** Headers a copy keeps: what describes the bytes, nothing about one answer. */
const kept = new Set(["content-type", "content-language", "link", "last-modified"]);

/** Key → hash of the copy this isolate last wrote or read, so an unchanged page costs no KV read. */
const knownHashes = new Map<string, string>();
isolateState("last good page hashes", () => knownHashes.clear());

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

/** Every client asset URL this build has: a copy naming any other is not served. */
const assetPattern = /\/assets\/[\w.-]+\.(?:js|css|map)/g;
const currentAssets = new Set(JSON.stringify(clientManifest).match(assetPattern) ?? []);

/** Whether every client asset `html` refers to is one this build serves. */
export const assetsExist = (html: string): boolean =>
  (html.match(assetPattern) ?? []).every((url) => currentAssets.has(url));

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const keyOf = (path: string): string | null => {
  const key = lastGoodKey(path);
  return byteLength(key) <= maxKeyBytes ? key : null;
};

/**
 * Keeps `body` as the last good copy of `path` (its canonical path and query) unless KV already holds
 * these bytes. Returns whether it wrote. A failed write is logged; the visitor's answer never waits on it.
 */
export async function keepLastGood(
  kv: KVNamespace,
  path: string,
  page: { body: ArrayBuffer; headers: Headers; build: string; renderedAt: number },
): Promise<boolean> {
  const key = keyOf(path);
  if (!key) return false;
  const hash = await sha256(page.body);
  if (knownHashes.get(key) === hash) return false;
  try {
    const stored = await kv.getWithMetadata<LastGoodMeta>(key, "stream");
    await stored.value?.cancel();
    if (stored.metadata?.hash === hash) {
      knownHashes.set(key, hash);
      return false;
    }
    const headers = [...page.headers].filter(([name]) => kept.has(name));
    const metadata: LastGoodMeta = { hash, build: page.build, renderedAt: page.renderedAt, headers };
    if (byteLength(JSON.stringify(metadata)) > maxMetaBytes) return false;
    await kv.put(key, page.body, { metadata });
    knownHashes.set(key, hash);
    return true;
  } catch (error) {
    console.error("last good copy not kept", error instanceof Error ? error.message : error);
    return false;
  }
}

/** The last good copy of `path`, if there is one this build can serve (its assets all exist). */
export async function lastGood(kv: KVNamespace, path: string): Promise<LastGoodPage | null> {
  const key = keyOf(path);
  if (!key) return null;
  try {
    const { value, metadata } = await kv.getWithMetadata<LastGoodMeta>(key, "arrayBuffer");
    if (value === null || !metadata || !Array.isArray(metadata.headers)) return null;
    if (!assetsExist(new TextDecoder().decode(value))) return null;
    knownHashes.set(key, metadata.hash);
    return { body: value, headers: metadata.headers, renderedAt: metadata.renderedAt };
  } catch (error) {
    console.error("last good copy unreadable", error instanceof Error ? error.message : error);
    return null;
  }
}
