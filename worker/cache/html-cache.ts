/** @module Whole-page HTML cache in the Cache API: stale-while-revalidate, stale-if-error, X-Cache. */
import type { Config } from "../env.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { buildId } from "./build-id.ts";
import { currentGeneration, knownGeneration } from "./generation.ts";
import { type Dress, forgetHotPage, hotPage, keepHot } from "./hot-pages.ts";
import { pageCacheKey, pageQuery } from "./page-key.ts";
import { type BackgroundWork, pageCache } from "./platform.ts";

type CacheStatus = "HIT" | "MISS" | "STALE" | "BYPASS";

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
 * Internal header on cached copies: when the page was rendered (ms since epoch). Visitors get the
 * same moment as `Last-Modified`, which is stored with the page, so every answer of one copy has the
 * same headers (no `Age`).
 */
const renderedAtHeader = "x-rendered-at";
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

/**
 * The headers a visitor gets with a fresh stored page (an `X-Cache: HIT`), as `outgoing` gives them:
 * worked out once when the page goes hot, so each answer from memory builds its headers once instead
 * of copying and editing them.
 */
function hitHeaders(stored: Headers): [string, string][] {
  // The Cache API adds its own `Age`; the page's `Last-Modified` says the same, once for every answer.
  const internal = [renderedAtHeader, "server-timing", "age"];
  const kept = [...stored].filter(([name]) => !internal.includes(name));
  return [
    ...kept.filter(([name]) => name !== "cache-control" && name !== "x-cache"),
    ["x-cache", "HIT"],
    ["cache-control", htmlBrowserCacheControl],
  ];
}

/** The response as a visitor gets it: X-Cache, browser cache rules, no internal timestamps. */
function outgoing(response: Response, status: CacheStatus): Response {
  const out = new Response(response.body, response);
  out.headers.set("x-cache", status);
  out.headers.delete(renderedAtHeader);
  if (status === "HIT" || status === "STALE") {
    out.headers.delete("server-timing");
    out.headers.delete("age");
  }
  const shared = status !== "BYPASS" && storable(response);
  out.headers.set("cache-control", shared ? htmlBrowserCacheControl : "private, no-store");
  return out;
}

/** Writes a rendered page under `key`, stamped with its render time. */
async function store(key: string, response: Response, config: Config): Promise<void> {
  forgetHotPage(key);
  const headers = new Headers(response.headers);
  headers.delete("server-timing");
  const renderedAt = Date.now();
  headers.set(renderedAtHeader, String(renderedAt));
  headers.set("last-modified", new Date(renderedAt).toUTCString());
  headers.set("cache-control", `public, max-age=${config.cacheMaxStaleSeconds}`);
  try {
    await pageCache().put(key, new Response(response.body, { status: response.status, headers }));
  } catch (error) {
    console.error("page cache write failed", error);
  }
}

/** Renders the page again in the background (once per key in this isolate) and stores it if usable. */
async function revalidate(key: string, input: PageCacheInput): Promise<void> {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  try {
    const response = await input.render();
    if (storable(response)) await store(key, response, input.config);
    else await response.body?.cancel();
  } catch (error) {
    console.error("page refresh failed", error);
  } finally {
    refreshing.delete(key);
  }
}

/** The hot page under `key` if it is fresh, as a visitor's answer, with its route. */
function freshHot(key: string, config: Config, now: number, dress?: Dress) {
  const hot = hotPage(key, now, dress);
  if (!hot || (now - hot.renderedAt) / 1000 >= freshSeconds(hot.status, config)) return null;
  return { response: hot.response, route: hot.route };
}

/**
 * The answer to a GET from a page hot in this isolate's memory, or null when
 * there is none (or the generation must be read again first). The cheapest answer the site gives:
 * the worker asks this before routing (`worker/hot-answer.ts`); everything else is `cachedPage`'s.
 */
export function hotAnswer(request: Request, config: Config, now: number, dress: Dress) {
  if (request.method !== "GET" || bypassesCache(request)) return null;
  const generation = knownGeneration(now);
  if (generation === null) return null;
  const url = new URL(request.url);
  // A URL whose query fails its rules is sent to the clean one by its page, never answered here.
  if (!pageQuery(url).clean) return null;
  return freshHot(
    pageCacheKey(siteOrigin(config, url), url, generation, buildId(config)),
    config,
    now,
    dress,
  );
}

/** A page response that must not be cached, marked `X-Cache: BYPASS`. */
export const uncachedPage = (response: Response): Response => outgoing(response, "BYPASS");

/** Answers a page request from the cache when it can, else renders it (streaming) and caches it. */
export async function cachedPage(input: PageCacheInput): Promise<Response> {
  const { request, config, ctx } = input;
  if (bypassesCache(request)) return uncachedPage(await input.render());
  const url = new URL(request.url);
  const generation = await currentGeneration(input.kv);
  const key = pageCacheKey(siteOrigin(config, url), url, generation, buildId(config));
  const hot = freshHot(key, config, Date.now());
  if (hot) return hot.response;
  const cached = await pageCache()
    .match(key)
    .catch(() => undefined);
  if (cached) {
    const renderedAt = Number(cached.headers.get(renderedAtHeader) ?? 0);
    const age = (Date.now() - renderedAt) / 1000;
    const fresh = freshSeconds(cached.status, config);
    if (age < fresh) {
      const visitor = hitHeaders(cached.headers);
      const freshUntil = renderedAt + fresh * 1000;
      return keepHot(key, cached, visitor, renderedAt, freshUntil, input.route);
    }
    if (age < config.cacheMaxStaleSeconds) {
      ctx.waitUntil(revalidate(key, input));
      return outgoing(cached, "STALE");
    }
    await cached.body?.cancel();
  }
  const response = await input.render();
  if (!storable(response)) return outgoing(response, response.headers.has("set-cookie") ? "BYPASS" : "MISS");
  const [visitor, copy] = response.body!.tee();
  ctx.waitUntil(store(key, new Response(copy, response), config));
  return outgoing(new Response(visitor, response), "MISS");
}
