/**
 * @module The last good copy of each real page, in KV, for CMS outages only (decision 0048): Workers
 * Cache evicts what few people visit. Written only for a 200 whose params resolved to content, only
 * when its bytes differ from KV's copy (their SHA-256 is in the metadata, read before each write: another
 * location may have written since, so no isolate's memory stands for KV's); served only when a render
 * fails because the CMS is down, and never if it names a client asset this build does not have. A copy
 * knows the build that rendered it.
 */
import { errorFields, log } from "../lib/log.ts";
import { clientManifest } from "../render/manifest.ts";
import { lastGoodKey } from "./keys.ts";

/** What a copy keeps beside its bytes (KV metadata: at most 1024 bytes). */
interface Meta {
  hash: string;
  build: string;
  renderedAt: number;
  headers: [string, string][];
}

/** Headers a copy keeps: what describes the bytes, nothing about one answer. */
const kept = new Set(["content-type", "content-language", "link", "last-modified"]);
const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
/** KV takes keys of at most 512 bytes. */
const keyOf = (path: string) => (bytes(lastGoodKey(path)) <= 512 ? lastGoodKey(path) : null);

const assetPattern = /\/assets\/[\w.-]+\.(?:js|css|map)/g;
/** Every client asset URL this build serves. */
const currentAssets = new Set(JSON.stringify(clientManifest).match(assetPattern) ?? []);
/** Whether every client asset `html` refers to is one this build serves. */
export const assetsExist = (html: string): boolean =>
  (html.match(assetPattern) ?? []).every((url) => currentAssets.has(url));

async function sha256(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Keeps `page` as the last good copy of `path` (canonical path and query) unless KV holds these bytes. */
export async function keepLastGood(
  kv: KVNamespace,
  path: string,
  page: { body: ArrayBuffer; headers: Headers; build: string; renderedAt: number },
): Promise<boolean> {
  const key = keyOf(path);
  const hash = await sha256(page.body);
  if (!key) return false;
  try {
    const stored = await kv.getWithMetadata<Meta>(key, "stream");
    await stored.value?.cancel();
    if (stored.metadata?.hash === hash) return false;
    const headers = [...page.headers].filter(([name]) => kept.has(name));
    const metadata: Meta = { hash, build: page.build, renderedAt: page.renderedAt, headers };
    if (bytes(JSON.stringify(metadata)) > 1024) return false;
    await kv.put(key, page.body, { metadata });
    return true;
  } catch (error) {
    log("error", "cache", "last good copy not kept", errorFields(error));
    return false;
  }
}

/** The last good copy of `path`, if there is one this build can serve. */
export async function lastGood(kv: KVNamespace, path: string) {
  const key = keyOf(path);
  if (!key) return null;
  try {
    const { value, metadata } = await kv.getWithMetadata<Meta>(key, "arrayBuffer");
    if (value === null || !metadata || !Array.isArray(metadata.headers)) return null;
    if (!assetsExist(new TextDecoder().decode(value))) return null;
    return { body: value, headers: metadata.headers, renderedAt: metadata.renderedAt };
  } catch (error) {
    log("error", "cache", "last good copy unreadable", errorFields(error));
    return null;
  }
}
