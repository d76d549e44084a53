/**
 * @module The worker each location of the multi-location harness runs (`wrangler dev` of this file with
 * the site's wrangler.toml): the site exactly as deployed, except that its `CACHE` KV namespace is the
 * hub's (shared by every location, test/support/locations/kv-hub.ts) instead of this process's own, and
 * its `ctx.cache` is the harness's Workers Cache fake in front of every location (bridged-cache.ts), as
 * deployed with `[cache] enabled = true`. Everything else (Cache API, isolate memory, queues, D1, rate
 * limits, assets) stays the location's own. Two test-only probes prove the sharing and the separation:
 * `/__harness/kv` and `/__harness/cache` (never kept by the edge: `no-store`).
 */

import type { OutboxMessage } from "../../worker/forms/outbox.ts";
import site from "../../worker/index.ts";
import { bridgedCache, withCache } from "./bridged-cache.ts";
import { BridgedKv } from "./bridged-kv.ts";

/** The site's bindings plus the harness's own variables (`--var` on the command line). */
type LocationEnv = Env & {
  /** The hub's bridge (`http://127.0.0.1:<port>`): where `CACHE` lives. */
  KV_BRIDGE?: string;
  /** This location's name, for the hub's counters. */
  LOCATION_NAME?: string;
  /** The harness edge's bridge (`http://127.0.0.1:<port>`): where `ctx.cache` purges go. */
  EDGE_BRIDGE?: string;
};

/** `ctx` with the harness's Workers Cache as `ctx.cache`; as it is when the harness runs no edge. */
const edgeContext = (env: LocationEnv, ctx: ExecutionContext): ExecutionContext =>
  env.EDGE_BRIDGE ? withCache(ctx, bridgedCache(env.EDGE_BRIDGE)) : ctx;

/** The env the site gets, one per env object the runtime gives (so anything kept per env stays one). */
const wrapped = new WeakMap<LocationEnv, Env>();

function sharedKvEnv(env: LocationEnv): Env {
  const known = wrapped.get(env);
  if (known) return known;
  if (!env.KV_BRIDGE) throw new Error("location worker: KV_BRIDGE is not set (the hub's bridge URL)");
  const out: Env = { ...env, CACHE: new BridgedKv(env.KV_BRIDGE, env.LOCATION_NAME ?? "location") };
  wrapped.set(env, out);
  return out;
}

const harnessPaths = { kv: "/__harness/kv", cache: "/__harness/cache" } as const;
/** A probe's answer is this location's, now: the edge never keeps it. */
const noStore = { "cache-control": "no-store" };

/**
 * `/__harness/kv?key=`: PUT stores the body under the key in the shared KV, GET reads it (404 when absent).
 * `/__harness/cache?key=`: the same in this location's Cache API (`caches.default`).
 */
async function probe(request: Request, env: Env): Promise<Response | null> {
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  if (url.pathname !== harnessPaths.kv && url.pathname !== harnessPaths.cache) return null;
  if (!key) return new Response("key is required", { status: 400, headers: noStore });
  if (url.pathname === harnessPaths.kv) {
    if (request.method === "PUT") {
      await env.CACHE.put(key, await request.text());
      return new Response(null, { status: 204, headers: noStore });
    }
    const value = await env.CACHE.get(key);
    return value === null
      ? new Response("absent", { status: 404, headers: noStore })
      : new Response(value, { headers: noStore });
  }
  const cacheKey = new Request(`https://harness.internal/${encodeURIComponent(key)}`);
  if (request.method === "PUT") {
    await caches.default.put(
      cacheKey,
      new Response(await request.text(), { headers: { "cache-control": "public, max-age=600" } }),
    );
    return new Response(null, { status: 204, headers: noStore });
  }
  const hit = await caches.default.match(cacheKey);
  return hit
    ? new Response(await hit.text(), { headers: noStore })
    : new Response("absent", { status: 404, headers: noStore });
}

export default {
  fetch: async (request, env, ctx) => {
    const shared = sharedKvEnv(env);
    return (await probe(request, shared)) ?? site.fetch(request, shared, edgeContext(env, ctx));
  },
  scheduled: (controller, env, ctx) => site.scheduled(controller, sharedKvEnv(env), edgeContext(env, ctx)),
  queue: (batch, env, ctx) => site.queue(batch, sharedKvEnv(env), edgeContext(env, ctx)),
} satisfies ExportedHandler<LocationEnv, OutboxMessage>;
