/** @module The cache layer: Workers Cache's edge policy and tags, the last good copy, purging. */
export { buildId } from "./build-id.ts";
export { cachedPage, cmsDownHeader, uncachedPage } from "./html-cache.ts";
export { commonDataKey, commonDataKeys, searchIndexKeys } from "./keys.ts";
export { edgeCache } from "./platform.ts";
export { type EdgePurge, purgeCache } from "./purge.ts";
export { consumePurges } from "./purge-queue.ts";
export { maxPurgePaths, purgeTarget } from "./purge-target.ts";
export { pageTags } from "./tags.ts";
