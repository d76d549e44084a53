/**
 * @module How a location's `ctx.cache` (test/locations-worker/bridged-cache.ts) reaches the harness's
 * Workers Cache fake in Node (edge-front.ts): one POST per purge or invalidate, the options as JSON, the
 * fake's result as JSON. Both sides import this.
 */

/** The bridge's path: `POST /edge/purge` or `POST /edge/invalidate`. */
export const edgePath = (mode: "purge" | "invalidate") => `/edge/${mode}`;
