/** @module The cache layer: KV stale-while-revalidate, the whole-page cache, generations and purging. */
export { buildId } from "./build-id.ts";
export { bumpGeneration, currentGeneration } from "./generation.ts";
export { hotSeconds } from "./hot-pages.ts";
export {
  bypassesCache,
  type CacheStatus,
  cachedPage,
  htmlBrowserCacheControl,
  uncachedPage,
} from "./html-cache.ts";
export { commonDataKey, generationKey, searchIndexKey } from "./keys.ts";
export { type SwrOptions, swr } from "./kv-swr.ts";
export { normalizedPath, pageCacheKey } from "./page-key.ts";
export { type PurgeResult, purgeCache } from "./purge.ts";
export { maxPurgePaths, type PurgeTarget, purgeTarget } from "./purge-target.ts";
