/** @module The platform pieces the cache needs: background work, and this Worker's Workers Cache. */

/** What the cache needs of an ExecutionContext: work that may finish after the response. */
export type BackgroundWork = Pick<ExecutionContext, "waitUntil">;

/** The header that tags an answer for purges (Cloudflare strips it from the answer). */
export const cacheTagHeader = "cache-tag";

/** This Worker's Workers Cache (`ctx.cache`): absent under `wrangler dev`, where every request renders. */
export const edgeCache = (ctx: unknown): CacheContext | undefined =>
  (ctx as { cache?: CacheContext } | undefined)?.cache ?? undefined;
