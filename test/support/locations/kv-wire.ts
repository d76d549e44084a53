/**
 * @module How a location's KV client and the hub's bridge talk over HTTP (both sides import this):
 * one request per KV operation, the value as the raw body, options and metadata as JSON in headers.
 */

/** The bridge's paths, one per KV operation. */
export const kvPaths = {
  get: "/kv/get",
  put: "/kv/put",
  delete: "/kv/delete",
  list: "/kv/list",
} as const;

/** Request: the put options (`expiration`, `expirationTtl`, `metadata`) or the get's `cacheTtl`, as JSON. */
export const optionsHeader = "x-kv-options";
/** Answer to a get: the stored metadata as JSON (`null` when none), URI-encoded (headers are Latin-1). */
export const metadataHeader = "x-kv-metadata";
/** Request: which location asks (for the hub's counters and log). */
export const locationHeader = "x-kv-location";
/** Answer: the message of the error the hub's KV threw (a 400), as KV would throw it in the location. */
export const errorHeader = "x-kv-error";

export const encodeJsonHeader = (value: unknown): string => encodeURIComponent(JSON.stringify(value ?? null));
export const decodeJsonHeader = (value: string | null): unknown =>
  value === null ? null : JSON.parse(decodeURIComponent(value));
