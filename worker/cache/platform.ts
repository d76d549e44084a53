/** @module The two platform pieces the cache needs, typed narrowly so DOM typings do not get in the way. */

/** What the cache needs of an ExecutionContext: work that may finish after the response. */
export interface BackgroundWork {
  waitUntil(promise: Promise<unknown>): void;
}

/** The zone's default Cache API cache (`caches.default` in Workers). */
export function pageCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}
