/** @module Cache keys for whole pages: the generation plus the URL with its query normalized. */
import { unlocalizedPath } from "../../shared/i18n/locales.ts";

/**
 * Query parameters that change a page, by path without its language prefix (the same in every
 * language); every other parameter (utm_*, gclid, …) is ignored.
 */
const knownParams: Array<{ path: RegExp; params: string[] }> = [
  { path: /^\/job-openings(?:\/\d+)?$/, params: ["department", "location"] },
  // The contact form's success state after a plain (no-JavaScript) post.
  { path: /^\/contact-us$/, params: ["sent"] },
];

/** The path plus its known query parameters, sorted by name then value; unknown ones dropped. */
export function normalizedPath(url: URL): string {
  if (url.search === "") return url.pathname;
  const allowed = knownParams.find((k) => k.path.test(unlocalizedPath(url.pathname)))?.params ?? [];
  const kept = [...url.searchParams]
    .filter(([name, value]) => allowed.includes(name) && value !== "")
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(kept).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The Cache API key of a page, as a URL (the Cache API takes one as it takes a Request, and a hot
 * page is found by it without building a Request): `origin` is the site's canonical origin (or the
 * request's), `build` the build id (so a deploy never serves HTML pointing at assets it removed).
 */
export function pageCacheKey(origin: string, url: URL, generation: string, build: string): string {
  const prefix = `${encodeURIComponent(generation)}.${encodeURIComponent(build)}`;
  return `${origin}/__page-cache/${prefix}${normalizedPath(url)}`;
}
