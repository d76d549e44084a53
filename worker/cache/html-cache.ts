/**
 * @module A page's answer as Workers Cache keeps it (decision 0048): the edge stores, collapses, tiers,
 * serves stale and purges; the worker says each answer's edge policy and tags, and no header that
 * differs per answer (on a hit it does not run). Private answers are `private, no-store`. While the CMS
 * is down a page the edge no longer has is answered from its last good copy (last-good.ts). Without
 * Workers Cache (`wrangler dev`) every request renders.
 */

import type { Config } from "../env.ts";
import { privateNoStore } from "../lib/answers.ts";
import { unavailableReads } from "../lib/read-failures.ts";
import { buildId } from "./build-id.ts";
import { keepLastGood, lastGood } from "./last-good.ts";
import { type BackgroundWork, cacheTagHeader } from "./platform.ts";

export interface PageCacheInput {
  request: Request;
  kv: KVNamespace;
  ctx: BackgroundWork;
  config: Config;
  /** Renders the answer (streaming). */
  render: () => Promise<Response>;
  /** The answer's Cache-Tags (tags.ts). */
  tags: string[];
  /**
   * A real page's canonical path and query (its last good copy's name), and whether a 200 of this
   * request may be kept as that copy (not for a URL with tracking parameters). Feeds have none.
   */
  lastGood?: { path: string; keep: boolean };
}

/** Internal header of a render that failed because the CMS is down (respond.tsx): never sent. */
export const cmsDownHeader = "x-cms-down";
/** The edge's own policy header (Cloudflare strips it from the answer). */
const edgePolicyHeader = "cloudflare-cdn-cache-control";
/** A 404 of a real route is kept at the edge this long before it is rendered again. */
const notFoundSeconds = 60;
/** A page rendered with a CMS read left out (read-failures.ts) is kept this long, never as a last good copy. */
const partialSeconds = 30;
/** A last good copy answered during an outage is kept at the edge this long, then asked for again. */
const outageSeconds = 60;
/** What browsers get for shared HTML: always revalidate (the edge answers that cheaply). */
const browserPolicy = "public, max-age=0, must-revalidate";

/** Cookies that mean a signed-in visitor; such requests never share a cached page. */
const sessionCookie = /(?:^|;\s*)(?:__Host-session|__Secure-session|session|wordpress_logged_in_[^=]*)=/i;

const bypassesCache = (request: Request): boolean =>
  request.headers.has("authorization") || sessionCookie.test(request.headers.get("cookie") ?? "");

/**
 * The edge policy of a shared answer: fresh for `fresh` seconds, then served stale while one render
 * refreshes it and whenever the worker fails, for the longest stale time. Only `max-age` says the
 * fresh window: `s-maxage`, `must-revalidate` and `proxy-revalidate` would turn both stale rules off.
 */
const edgePolicy = (fresh: number, config: Config) =>
  `max-age=${fresh}, stale-while-revalidate=${config.cacheMaxStaleSeconds}, stale-if-error=${config.cacheMaxStaleSeconds}`;

/** Headers only a render has, that no shared answer may carry. */
const perRender = ["set-cookie", cmsDownHeader];

/** `response` with its body and status, marked shared at the edge for `fresh` seconds under `tags`. */
function shared(response: Response, fresh: number, input: PageCacheInput): Response {
  const out = new Response(response.body, response);
  for (const name of perRender) out.headers.delete(name);
  out.headers.set(edgePolicyHeader, edgePolicy(fresh, input.config));
  out.headers.set("cache-control", browserPolicy);
  if (input.tags.length) out.headers.set(cacheTagHeader, input.tags.join(","));
  return out;
}

/** A response no shared cache may keep: the visitor's own, or one that must be rendered every time. */
export function uncachedPage(response: Response): Response {
  const out = new Response(response.body, response);
  out.headers.delete(cmsDownHeader);
  out.headers.delete(edgePolicyHeader);
  out.headers.set("cache-control", privateNoStore);
  return out;
}

/** The answer while the CMS is down: the page's last good copy, else the render's 503 (never shared). */
async function outageAnswer(response: Response, input: PageCacheInput): Promise<Response> {
  const copy = input.lastGood ? await lastGood(input.kv, input.lastGood.path) : null;
  if (!copy) return uncachedPage(response);
  await response.body?.cancel();
  const page = new Response(copy.body, { status: 200, headers: copy.headers });
  if (!page.headers.has("last-modified"))
    page.headers.set("last-modified", new Date(copy.renderedAt).toUTCString());
  return shared(page, outageSeconds, input);
}

/** Renders the answer and says how the edge keeps it; keeps a real page's 200 as its last good copy. */
export async function cachedPage(input: PageCacheInput): Promise<Response> {
  const { request, ctx } = input;
  if (bypassesCache(request)) return uncachedPage(await input.render());
  const started = Date.now();
  const response = await input.render();
  if (response.headers.has(cmsDownHeader)) return outageAnswer(response, input);
  const partial = () => unavailableReads(ctx) > 0;
  const ok = partial() ? partialSeconds : input.config.cacheFreshSeconds;
  const fresh = response.status === 200 ? ok : response.status === 404 ? notFoundSeconds : null;
  if (fresh === null || response.headers.has("set-cookie") || !response.body) return uncachedPage(response);
  // Feeds carry their own; a page takes the time its render began.
  if (!response.headers.has("last-modified"))
    response.headers.set("last-modified", new Date(started).toUTCString());
  const answer = shared(response, fresh, input);
  if (response.status !== 200 || !input.lastGood?.keep || partial()) return answer;
  const [visitor, copy] = answer.body!.tee();
  const { path } = input.lastGood;
  const page = { headers: answer.headers, build: buildId(input.config), renderedAt: started };
  // Asked again once the page is whole: a read that failed while it streamed makes it partial too.
  const keep = (body: ArrayBuffer) => !partial() && keepLastGood(input.kv, path, { ...page, body });
  ctx.waitUntil(new Response(copy).arrayBuffer().then(keep));
  return new Response(visitor, answer);
}
