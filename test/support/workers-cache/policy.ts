/**
 * @module How the Workers Cache fake reads a Worker's response: whether and how long it may be kept,
 * served stale, and under which tags. Each rule sits beside the sentence of Cloudflare's Workers Cache
 * documentation (developers.cloudflare.com/workers/cache/configuration/) it follows.
 */

export interface EdgePolicy {
  /** Seconds the copy is fresh. */
  freshSeconds: number;
  /** Seconds past freshness it may be served while one background run refreshes it. */
  staleWhileRevalidate: number;
  /** Seconds past freshness it may be served when the Worker fails. */
  staleIfError: number;
}

/** Directives of a cache-control-like header, by lower-case name (`true` for a bare directive). */
function directives(value: string): Map<string, string | true> {
  const out = new Map<string, string | true>();
  for (const part of value.split(",")) {
    const [name, arg] = part.trim().split("=", 2) as [string, string | undefined];
    if (name) out.set(name.toLowerCase(), arg === undefined ? true : arg.replace(/^"|"$/g, ""));
  }
  return out;
}

const seconds = (value: string | true | undefined): number | null =>
  typeof value === "string" && /^\d+$/.test(value) ? Number(value) : null;

/**
 * "Responses with no `Cache-Control` header are still cached … Cloudflare applies RFC 9111 heuristic
 * freshness … Responses whose status is not in the table are not cached by default."
 */
const heuristicTtl: Record<number, number> = {
  200: 7200,
  203: 7200,
  204: 7200,
  300: 1200,
  301: 1200,
  404: 180,
  405: 60,
  410: 180,
  414: 60,
  501: 60,
};

/**
 * "If you do not set `stale-if-error` explicitly, … Cloudflare's default behavior is to serve stale
 * responses on Worker error indefinitely (as long as the cached entry has not been purged)."
 */
const indefinitely = Number.POSITIVE_INFINITY;

/** The policy of a Worker's response to a GET or HEAD, or null when Workers Cache does not store it. */
export function edgePolicy(request: Request, response: Response): EdgePolicy | null {
  // "Workers Caching never stores … `520`–`526` … `206 Partial Content`."
  if ((response.status >= 520 && response.status <= 526) || response.status === 206) return null;
  // "The response includes a `Set-Cookie` header" → BYPASS.
  if (response.headers.has("set-cookie")) return null;
  /*
   * "When multiple cache headers are present, the most specific wins: 1. `cloudflare-cdn-cache-control`
   * … 2. `cdn-cache-control` … 3. `Cache-Control`."
   */
  const header =
    response.headers.get("cloudflare-cdn-cache-control") ??
    response.headers.get("cdn-cache-control") ??
    response.headers.get("cache-control");
  if (header === null) {
    const ttl = heuristicTtl[response.status];
    return ttl === undefined
      ? null
      : { freshSeconds: ttl, staleWhileRevalidate: 0, staleIfError: indefinitely };
  }
  const d = directives(header);
  // "The response `Cache-Control` header includes `private` or `no-store`" → BYPASS.
  if (d.has("private") || d.has("no-store")) return null;
  // "The request includes an `Authorization` header. The response is only stored if `Cache-Control`
  // includes `public`, `must-revalidate`, or `s-maxage`."
  if (
    request.headers.has("authorization") &&
    !d.has("public") &&
    !d.has("must-revalidate") &&
    !d.has("s-maxage")
  )
    return null;
  // "`Cache-Control: no-cache` does not bypass the cache. The response is stored, but the cached entry is
  // treated as stale immediately."
  const fresh = d.has("no-cache") ? 0 : (seconds(d.get("s-maxage")) ?? seconds(d.get("max-age")) ?? 0);
  /*
   * "If your response includes any of `s-maxage`, `must-revalidate`, or `proxy-revalidate`, the
   * stale-serving behavior is disabled … The same is true for `stale-if-error`."
   */
  const noStale = d.has("s-maxage") || d.has("must-revalidate") || d.has("proxy-revalidate");
  return {
    freshSeconds: fresh,
    staleWhileRevalidate: noStale ? 0 : (seconds(d.get("stale-while-revalidate")) ?? 0),
    staleIfError: noStale ? 0 : (seconds(d.get("stale-if-error")) ?? indefinitely),
  };
}

/**
 * The tags of a response: "The `Cache-Tag` header value is a comma-separated list of tags … Tag values
 * must be printable ASCII (`0x21`–`0x7E`) … each tag is at most 1024 characters … Invalid tags … are
 * silently dropped during cache storage" and "Tag matching at purge time is case-insensitive."
 */
export function cacheTags(response: Response): string[] {
  const header = response.headers.get("cache-tag") ?? "";
  return header
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0 && tag.length <= 1024 && /^[\x21-\x7e]+$/.test(tag))
    .map((tag) => tag.toLowerCase());
}
