/** @module The cache layer: KV stale-while-revalidate, the whole-page cache, generations and purging. */
export { buildId } from "./build-id.ts";
export { bumpGeneration, currentGeneration } from "./cache-state.ts";

export { cachedPage, cmsDownHeader, uncachedPage } from "./html-cache.ts";
export { commonDataKey, commonDataKeys, searchIndexKeys } from "./keys.ts";

export { pageCacheKey } from "./page-key.ts";
export { purgeCache } from "./purge.ts";
export { maxPurgePaths, purgeTarget } from "./purge-target.ts";
