/** @module The two platform pieces the cache needs: background work and the zone's page cache. */

/** What the cache needs of an ExecutionContext: work that may finish after the response. */
export type BackgroundWork = Pick<ExecutionContext, "waitUntil">;

/** The zone's default Cache API cache. */
export function pageCache(): Cache {
  return caches.default;
}
