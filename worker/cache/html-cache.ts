/**
 * @module The whole-page cache: this isolate's memory, then this location's Cache API, then the
 * global tier in KV every location reads, then a render. Stale-while-revalidate and stale-if-error
 * across the tiers; one location refreshes a stale page for all; a purge reaches every tier of
 * every location through the shared cache state (decision 0044). Sets `X-Cache` and
 * `X-Cache-Tier`.
 */
import type { Config } from "../env.ts";
import { privateNoStore } from "../lib/answers.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { buildId } from "./build-id.ts";
import { type CacheState, currentState, knownState, purgedAt } from "./cache-state.ts";
import {
  readGlobal,
  releaseRefreshLease,
  type StoredPage,
  takeRefreshLease,
  writeGlobal,
} from "./global-tier.ts";
import { type Dress, forgetHotPage, hotPage, keepHot } from "./hot-pages.ts";
import { pageCacheKey, pageQuery } from "./page-key.ts";
import { type BackgroundWork, pageCache } from "./platform.ts";

/** Which tier answered a HIT or STALE: this isolate's memory, this location's Cache API, or KV. */
type Tier = "memory" | "location" | "global";

export interface PageCacheInput {
  request: Request;
  kv: KVNamespace;
  ctx: BackgroundWork;
  config: Config;
  /** The route pattern answering the request (the page log names hot answers by it). */
  route: string;
  /** Renders the page (streaming): on a miss, and for background refreshes. */
  render: () => Promise<Response>;
}

/**
 * Internal header on the Cache API's copies: when the page's render began (ms since epoch). Visitors
 * get the same moment as `Last-Modified`, stored with the page, so every answer of one copy has the
 * same headers (no `Age`).
 */
const renderedAtHeader = "x-rendered-at";
/** Internal header on the Cache API's copies: the purge time its render knew (`StoredPage.purgeSeen`). */
const purgeSeenHeader = "x-purge-seen";
/** Headers a stored page never keeps: cache state, per-answer timings, the Cache API's own `Age`. */
const notStored = new Set([
  renderedAtHeader,
  purgeSeenHeader,
  "server-timing",
  "age",
  "cache-control",
  "x-cache",
  "x-cache-tier",
]);
/** A 404 is cached for at most this long before it is rendered again. */
const notFoundFreshSeconds = 60;
/** What browsers get for cacheable HTML: always revalidate with the worker. */
const htmlBrowserCacheControl = "public, max-age=0, must-revalidate";

/** Cookies that mean a signed-in visitor; such requests never share a cached page. */
const sessionCookie = /(?:^|;\s*)(?:__Host-session|__Secure-session|session|wordpress_logged_in_[^=]*)=/i;

const refreshing = new Set<string>();

const bypassesCache = (request: Request): boolean =>
  request.headers.has("authorization") || sessionCookie.test(request.headers.get("cookie") ?? "");

const storable = (response: Response): boolean =>
  (response.status === 200 || response.status === 404) &&
  !response.headers.has("set-cookie") &&
  !!response.body;

const freshSeconds = (status: number, config: Config) =>
  status === 404 ? Math.min(notFoundFreshSeconds, config.cacheFreshSeconds) : config.cacheFreshSeconds;

const ageSeconds = (page: { renderedAt: number }, now: number) => (now - page.renderedAt) / 1000;
const isFresh = (page: StoredPage, config: Config, now: number) =>
  ageSeconds(page, now) < freshSeconds(page.status, config);

/** Whether `page` may be served: its render knew its path's latest purge (cache-state.ts). */
const current = (page: { purgeSeen: number }, state: CacheState, path: string) =>
  page.purgeSeen >= purgedAt(state, path);

/** The page's own headers of `headers`: what a stored copy keeps. */
const ownHeaders = (headers: Headers): [string, string][] =>
  [...headers].filter(([name]) => !notStored.has(name));

/** A stored page as a visitor gets it from `tier`. */
const answerHeaders = (page: StoredPage, status: "HIT" | "STALE", tier: Tier): [string, string][] => [
  ...page.headers,
  ["x-cache", status],
  ["x-cache-tier", tier],
  ["cache-control", htmlBrowserCacheControl],
];
const answer = (page: StoredPage, status: "HIT" | "STALE", tier: Tier) =>
  new Response(page.body, { status: page.status, headers: answerHeaders(page, status, tier) });

/** A rendered (or uncacheable) response as a visitor gets it: X-Cache, browser cache rules. */
function outgoing(response: Response, status: "MISS" | "BYPASS"): Response {
  const out = new Response(response.body, response);
  out.headers.set("x-cache", status);
  out.headers.delete(renderedAtHeader);
  const shared = status !== "BYPASS" && storable(response);
  out.headers.set("cache-control", shared ? htmlBrowserCacheControl : privateNoStore);
  return out;
}

/** This location's copy of the page under `key`, read whole, or null. */
async function readLocal(key: string): Promise<StoredPage | null> {
  const cached = await pageCache()
    .match(key)
    .catch(() => undefined);
  if (!cached) return null;
  return {
    body: await cached.arrayBuffer(),
    status: cached.status,
    headers: ownHeaders(cached.headers),
    renderedAt: Number(cached.headers.get(renderedAtHeader) ?? 0),
    purgeSeen: Number(cached.headers.get(purgeSeenHeader) ?? 0),
  };
}

/** Writes `page` to this location's Cache API, kept until its longest stale time. */
async function storeLocal(key: string, page: StoredPage, config: Config): Promise<void> {
  const headers = new Headers(page.headers);
  headers.set(renderedAtHeader, String(page.renderedAt));
  headers.set(purgeSeenHeader, String(page.purgeSeen));
  const keepSeconds = Math.max(1, Math.floor(config.cacheMaxStaleSeconds - ageSeconds(page, Date.now())));
  headers.set("cache-control", `public, max-age=${keepSeconds}`);
  try {
    await pageCache().put(key, new Response(page.body, { status: page.status, headers }));
  } catch (error) {
    console.error("page cache write failed", error);
  }
}

/** Writes a page whose render began at `started`, knowing `purgeSeen`, to this location and the global tier. */
async function store(
  key: string,
  response: Response,
  { started, purgeSeen }: { started: number; purgeSeen: number },
  input: PageCacheInput,
): Promise<void> {
  forgetHotPage(key);
  const page: StoredPage = {
    body: await response.arrayBuffer(),
    status: response.status,
    headers: ownHeaders(response.headers),
    renderedAt: started,
    purgeSeen,
  };
  await Promise.all([
    storeLocal(key, page, input.config),
    writeGlobal(input.kv, key, page, input.config.cacheMaxStaleSeconds),
  ]);
}

/** Keeps a fresh copy in memory and answers it as `tier` gave it. */
function hit(key: string, page: StoredPage, tier: Tier, input: PageCacheInput) {
  keepHot(key, {
    page,
    headers: answerHeaders(page, "HIT", "memory"),
    route: input.route,
    freshUntil: page.renderedAt + freshSeconds(page.status, input.config) * 1000,
  });
  return answer(page, "HIT", tier);
}

/**
 * Renders the page again in the background for every location: once per key in this isolate, and
 * only by the location that takes the refresh lease (global-tier.ts).
 */
async function revalidate(key: string, path: string, input: PageCacheInput): Promise<void> {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  let leased = false;
  let stored = false;
  try {
    leased = await takeRefreshLease(input.kv, key);
    if (!leased) return;
    const purgeSeen = purgedAt(await currentState(input.kv), path);
    const started = Date.now();
    const response = await input.render();
    if (storable(response)) {
      await store(key, response, { started, purgeSeen }, input);
      stored = true;
    } else await response.body?.cancel();
  } catch (error) {
    console.error("page refresh failed", error);
  } finally {
    // A refresh that stored nothing (the CMS failing) lets the next stale visit anywhere try again.
    if (leased && !stored) await releaseRefreshLease(input.kv, key);
    refreshing.delete(key);
  }
}

/** The hot page under `key` if it is fresh and not purged since, as a visitor's answer, with its route. */
function freshHot(key: string, state: CacheState, path: string, config: Config, now: number, dress?: Dress) {
  const hot = hotPage(key, now, dress);
  if (!hot) return null;
  const fresh = ageSeconds(hot, now) < freshSeconds(hot.status, config);
  if (!fresh || !current(hot, state, path)) {
    forgetHotPage(key);
    return null;
  }
  return { response: hot.response, route: hot.route };
}

/**
 * The answer to a GET from a page hot in this isolate's memory, or null when there is none (or the
 * cache state must be read again first). The cheapest answer the site gives: the worker asks this
 * before routing (`worker/hot-answer.ts`); everything else is `cachedPage`'s.
 */
export function hotAnswer(request: Request, config: Config, now: number, dress: Dress) {
  if (request.method !== "GET" || bypassesCache(request)) return null;
  const state = knownState(now);
  if (state === null) return null;
  const url = new URL(request.url);
  // A URL whose query fails its rules is sent to the clean one by its page, never answered here.
  if (!pageQuery(url).clean) return null;
  const key = pageCacheKey(siteOrigin(config, url), url, state.generation, buildId(config));
  return freshHot(key, state, url.pathname, config, now, dress);
}

/** A page response that must not be cached, marked `X-Cache: BYPASS`. */
export const uncachedPage = (response: Response): Response => outgoing(response, "BYPASS");

/** Answers a page request from the first tier that has it fresh, else renders it (streaming) and stores it. */
export async function cachedPage(input: PageCacheInput): Promise<Response> {
  const { request, config, ctx, kv } = input;
  if (bypassesCache(request)) return uncachedPage(await input.render());
  const url = new URL(request.url);
  const state = await currentState(kv);
  const key = pageCacheKey(siteOrigin(config, url), url, state.generation, buildId(config));
  const usable = (page: StoredPage | null) => (page && current(page, state, url.pathname) ? page : null);
  const now = Date.now();
  const hot = freshHot(key, state, url.pathname, config, now);
  if (hot) return hot.response;
  const local = usable(await readLocal(key));
  if (local && isFresh(local, config, now)) return hit(key, local, "location", input);
  // Another location may have the page, or a fresher copy of it.
  const global = usable(await readGlobal(kv, key));
  if (global && isFresh(global, config, now)) {
    ctx.waitUntil(storeLocal(key, global, config));
    return hit(key, global, "global", input);
  }
  const [stale, tier] =
    global && global.renderedAt > (local?.renderedAt ?? 0)
      ? [global, "global" as const]
      : [local, "location" as const];
  if (stale && ageSeconds(stale, now) < config.cacheMaxStaleSeconds) {
    ctx.waitUntil(revalidate(key, url.pathname, input));
    return answer(stale, "STALE", tier);
  }
  const rendering = { started: Date.now(), purgeSeen: purgedAt(state, url.pathname) };
  const response = await input.render();
  if (!storable(response)) return outgoing(response, response.headers.has("set-cookie") ? "BYPASS" : "MISS");
  // Feeds carry their own; a page takes the time its render began, as its stored copy will.
  if (!response.headers.has("last-modified"))
    response.headers.set("last-modified", new Date(rendering.started).toUTCString());
  const [visitor, copy] = response.body!.tee();
  ctx.waitUntil(store(key, new Response(copy, response), rendering, input));
  return outgoing(new Response(visitor, response), "MISS");
}
