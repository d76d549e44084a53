/**
 * @module The whole-page cache: this isolate's memory, then this location's Cache API, then a render.
 * Stale-while-revalidate and stale-if-error within a location; a purge reaches every location through
 * the shared cache state. The last good copy of a real page is kept in KV for CMS outages only
 * (last-good.ts, decision 0048): no visitor's request writes anything else to KV. Sets `X-Cache` and
 * `X-Cache-Tier`.
 */
import type { Config } from "../env.ts";
import { privateNoStore } from "../lib/answers.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { buildId } from "./build-id.ts";
import { type CacheState, currentState, knownState, purgedAt } from "./cache-state.ts";
import { type Dress, forgetHotPage, hotPage, keepHot } from "./hot-pages.ts";
import { keepLastGood, lastGood } from "./last-good.ts";
import { normalizedPath, pageCacheKey, pageQuery } from "./page-key.ts";
import { type BackgroundWork, pageCache } from "./platform.ts";

/** A stored page as the tiers keep it: the bytes every answer sends, and what goes with them. */
export interface StoredPage {
  body: ArrayBuffer;
  status: number;
  /** The page's own headers (no cache or security headers). */
  headers: [string, string][];
  /** When its render began (ms since epoch). */
  renderedAt: number;
  /** The purge time of its path the rendering isolate knew when the render began (0 for none). */
  purgeSeen: number;
}

/** Internal header of a render that failed because the CMS is down (respond.tsx): never sent. */
export const cmsDownHeader = "x-cms-down";

/** Which tier answered a HIT or STALE: this isolate's memory, this location's Cache API, or the last good copy. */
type Tier = "memory" | "location" | "last-good";

export interface PageCacheInput {
  request: Request;
  kv: KVNamespace;
  ctx: BackgroundWork;
  config: Config;
  /** The route pattern answering the request (the page log names hot answers by it). */
  route: string;
  /** Renders the page (streaming): on a miss, and for background refreshes. */
  render: () => Promise<Response>;
  /**
   * Whether a 200 of this request is a real page to keep as the last good copy: its params resolved
   * to content and its URL has no tracking parameter (feeds and other answers leave it out).
   */
  keepsLastGood?: boolean;
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
  cmsDownHeader,
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
  out.headers.delete(cmsDownHeader);
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

/**
 * Writes a page whose render began at `started`, knowing `purgeSeen`, to this location, and a real
 * page's 200 as its last good copy when its bytes changed.
 */
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
  const path = normalizedPath(new URL(input.request.url));
  const build = buildId(input.config);
  await Promise.all([
    storeLocal(key, page, input.config),
    keepsLastGood(page.status, input)
      ? keepLastGood(input.kv, path, {
          body: page.body,
          headers: response.headers,
          build,
          renderedAt: started,
        })
      : null,
  ]);
}

const keepsLastGood = (status: number, input: PageCacheInput) =>
  status === 200 &&
  input.keepsLastGood === true &&
  pageQuery(new URL(input.request.url)).tracking.length === 0;

/** The answer while the CMS is down: this page's last good copy (never stored in this location), or the render's 503. */
async function outageAnswer(response: Response, input: PageCacheInput): Promise<Response> {
  const url = new URL(input.request.url);
  const copy = input.keepsLastGood ? await lastGood(input.kv, normalizedPath(url)) : null;
  if (!copy) return outgoing(response, "MISS");
  await response.body?.cancel();
  const page: StoredPage = { ...copy, status: 200, purgeSeen: 0 };
  return answer(page, "STALE", "last-good");
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

/** Renders the page again in the background, once per key at a time in this isolate. */
async function revalidate(key: string, path: string, input: PageCacheInput): Promise<void> {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  try {
    const purgeSeen = purgedAt(await currentState(input.kv), path);
    const started = Date.now();
    const response = await input.render();
    if (storable(response) && !response.headers.has(cmsDownHeader))
      await store(key, response, { started, purgeSeen }, input);
    else await response.body?.cancel();
  } catch (error) {
    console.error("page refresh failed", error);
  } finally {
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
  if (local && ageSeconds(local, now) < config.cacheMaxStaleSeconds) {
    ctx.waitUntil(revalidate(key, url.pathname, input));
    return answer(local, "STALE", "location");
  }
  const rendering = { started: Date.now(), purgeSeen: purgedAt(state, url.pathname) };
  const response = await input.render();
  if (response.headers.has(cmsDownHeader)) return outageAnswer(response, input);
  if (!storable(response)) return outgoing(response, response.headers.has("set-cookie") ? "BYPASS" : "MISS");
  // Feeds carry their own; a page takes the time its render began, as its stored copy will.
  if (!response.headers.has("last-modified"))
    response.headers.set("last-modified", new Date(rendering.started).toUTCString());
  const [visitor, copy] = response.body!.tee();
  ctx.waitUntil(store(key, new Response(copy, response), rendering, input));
  return outgoing(new Response(visitor, response), "MISS");
}
