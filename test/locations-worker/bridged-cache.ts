/**
 * @module `ctx.cache` in a location of the multi-location harness: the harness's Workers Cache fake runs
 * in Node in front of every location (test/support/locations/edge-front.ts), so the Worker's purges and
 * invalidations travel there over HTTP, as on Cloudflare they reach the Worker's one cache everywhere.
 */
import { edgePath } from "../support/locations/edge-wire.ts";

async function call(bridge: string, mode: "purge" | "invalidate", options: CachePurgeOptions) {
  const response = await fetch(new URL(edgePath(mode), bridge), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(options),
  });
  if (!response.ok) throw new Error(`the harness's edge answered ${response.status} to a ${mode}`);
  return (await response.json()) as CachePurgeResult;
}

/** The Workers Cache of the harness whose edge bridge is at `bridge`. */
export const bridgedCache = (bridge: string): CacheContext => ({
  purge: (options) => call(bridge, "purge", options),
  invalidate: (options) => call(bridge, "invalidate", options),
});

/** `ctx` with `cache` set, its own methods still called on it. */
export function withCache(ctx: ExecutionContext, cache: CacheContext): ExecutionContext {
  return new Proxy(ctx, {
    get(target, name) {
      if (name === "cache") return cache;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
