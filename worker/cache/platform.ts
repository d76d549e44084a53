/** @module The platform pieces the cache needs: background work, and this Worker's Workers Cache. */

/** What the cache needs of an ExecutionContext: work that may finish after the response. */
export type BackgroundWork = Pick<ExecutionContext, "waitUntil">;

/** The header that tags an answer for purges: Cloudflare consumes it and strips it from the answer. */
export const cacheTagHeader = "cache-tag";

/**
 * This Worker's Workers Cache (`ctx.cache`): present where `[cache] enabled = true` is deployed and
 * where a test puts its fake; absent under `wrangler dev`, where every request renders.
 */
export const edgeCache = (ctx: unknown): CacheContext | undefined =>
  (ctx as { cache?: CacheContext } | undefined)?.cache ?? undefined;
