/**
 * @module The global tier: every rendered page also goes to KV, which every location reads, so a
 * page rendered in one location is served by all the others without a render or a CMS call, also
 * while the CMS is down (decision 0044). A copy is the page's bytes with its status, headers and
 * render time as KV metadata; it expires with the page cache's longest stale time. KV takes one
 * write a second per key: a failed write is logged and the page is still answered.
 */
import { globalPageKey, refreshLeaseKey } from "./keys.ts";

/** A stored page as every tier keeps it: the bytes every answer sends, and what goes with them. */
export interface StoredPage {
  body: ArrayBuffer;
  status: number;
  /** The page's own headers (no cache or security headers). */
  headers: [string, string][];
  /** When its render began (ms since epoch). */
  renderedAt: number;
  /**
   * The purge time of its path that the rendering isolate knew when the render began (0 for none):
   * a copy is served only while that is its path's latest purge (cache-state.ts).
   */
  purgeSeen: number;
}

interface GlobalMeta {
  status: number;
  renderedAt: number;
  purgeSeen: number;
  headers: [string, string][];
}

/** KV's limits (Workers KV limits): a key of at most 512 bytes, metadata of at most 1024. */
const maxKeyBytes = 512;
const maxMetaBytes = 1024;
/** KV's shortest expiry. */
const minTtlSeconds = 60;
/** How long one location's refresh holds the page for everyone (KV's shortest expiry). */
const leaseSeconds = 60;
/**
 * How long a lease holds others back, whatever KV keeps: longer than a render may take (the CMS's
 * time limit and the render), short enough that a refresh that died with its isolate is retried soon.
 */
const leaseHoldMs = 20_000;

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** The KV key of the page stored under `pageKey`, or null when KV cannot take a key that long. */
function keyOf(pageKey: string): string | null {
  const key = globalPageKey(pageKey);
  return bytes(key) <= maxKeyBytes ? key : null;
}

const isMeta = (value: unknown): value is GlobalMeta =>
  typeof value === "object" &&
  value !== null &&
  Number.isInteger((value as GlobalMeta).status) &&
  Number.isFinite((value as GlobalMeta).renderedAt) &&
  Number.isFinite((value as GlobalMeta).purgeSeen) &&
  Array.isArray((value as GlobalMeta).headers);

/** The global copy of the page under `pageKey`, or null (none, unreadable, or KV failing). */
export async function readGlobal(kv: KVNamespace, pageKey: string): Promise<StoredPage | null> {
  const key = keyOf(pageKey);
  if (!key) return null;
  try {
    const { value, metadata } = await kv.getWithMetadata<GlobalMeta>(key, "arrayBuffer");
    if (value === null || !isMeta(metadata)) return null;
    const { status, headers, renderedAt, purgeSeen } = metadata;
    return { body: value, status, headers, renderedAt, purgeSeen };
  } catch (error) {
    console.error("global page read failed", error instanceof Error ? error.message : error);
    return null;
  }
}

/** Writes `page` as the global copy under `pageKey`, kept for `ttlSeconds`. */
export async function writeGlobal(
  kv: KVNamespace,
  pageKey: string,
  page: StoredPage,
  ttlSeconds: number,
): Promise<void> {
  const key = keyOf(pageKey);
  const { status, renderedAt, purgeSeen, headers } = page;
  const metadata: GlobalMeta = { status, renderedAt, purgeSeen, headers };
  if (!key || bytes(JSON.stringify(metadata)) > maxMetaBytes) return;
  try {
    await kv.put(key, page.body, { metadata, expirationTtl: Math.max(minTtlSeconds, Math.ceil(ttlSeconds)) });
  } catch (error) {
    // Most likely KV's one write a second per key, from another location storing the same page.
    console.error("global page write failed", error instanceof Error ? error.message : error);
  }
}

/**
 * Takes the lease on refreshing the page under `pageKey`, unless another location holds it: the
 * first location to find the global copy stale renders it again for all. KV is eventually
 * consistent, so two locations within its propagation delay can both take it (an extra render,
 * never a wrong page). A failed refresh gives the lease back (`releaseRefreshLease`), and a lease
 * older than `leaseHoldMs` counts as given back, so a CMS that recovers is read again at once.
 */
export async function takeRefreshLease(kv: KVNamespace, pageKey: string, now = Date.now()): Promise<boolean> {
  const key = refreshLeaseKey(pageKey);
  if (bytes(key) > maxKeyBytes) return true;
  try {
    const held = Number((await kv.get(key)) ?? Number.NaN);
    if (now - held < leaseHoldMs) return false;
    await kv.put(key, String(now), { expirationTtl: leaseSeconds });
    return true;
  } catch {
    // Without KV there is no one to coordinate with: refresh here.
    return true;
  }
}

/** Gives the lease back after a refresh that stored nothing, so the next stale visit tries again. */
export async function releaseRefreshLease(kv: KVNamespace, pageKey: string): Promise<void> {
  const key = refreshLeaseKey(pageKey);
  if (bytes(key) > maxKeyBytes) return;
  // KV's one write a second per key may refuse it: the lease then lapses after leaseHoldMs.
  await kv.delete(key).catch(() => undefined);
}
