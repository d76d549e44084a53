/** @module Cache keys for whole pages: the generation plus the URL with its checked query normalized. */
import { isDepartment } from "../../shared/cms/departments.ts";
import { unlocalizedPath } from "../../shared/i18n/locales.ts";
import { paramRules } from "../../shared/routes.ts";

type Rule = (value: string) => boolean;

const slug: Rule = (value) => value.length <= 120 && paramRules.slug.test(value);

/**
 * Query parameters that change a page, by path without its language prefix (the same in every
 * language), each with the rule its value must pass; every other parameter (utm_*, gclid, …) is
 * ignored. A job filter's location must also name a clinic (worker/routes/pages/page-query.ts).
 */
const knownParams: Array<{ path: RegExp; params: Record<string, Rule> }> = [
  { path: /^\/job-openings(?:\/\d+)?$/, params: { department: isDepartment, location: slug } },
  // The contact form's success state after a plain (no-JavaScript) post.
  { path: /^\/contact-us$/, params: { sent: (value) => value === "1" } },
];

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The known query parameters of `url` that count, sorted by name: each one given once with a value
 * that passes its rule. An empty value reads as absent (the job filter's "all" sends one). `clean`
 * is false when a known parameter is given twice or fails its rule: such a URL is never a key of
 * its own; the page sends the visitor to the clean one.
 */
export function pageQuery(url: URL): { kept: [string, string][]; clean: boolean } {
  if (url.search === "") return { kept: [], clean: true };
  const rules = knownParams.find((k) => k.path.test(unlocalizedPath(url.pathname)))?.params;
  if (!rules) return { kept: [], clean: true };
  const seen = new Set<string>();
  const kept: [string, string][] = [];
  let clean = true;
  for (const [name, value] of url.searchParams) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule || value === "") continue;
    if (seen.has(name) || !rule(value)) clean = false;
    else kept.push([name, value]);
    seen.add(name);
  }
  return { kept: kept.sort(byName), clean };
}

/** `path` with the query `params`. */
export const withQuery = (path: string, params: [string, string][]): string => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

/** The path plus its known query parameters that pass their rules, sorted by name; all others dropped. */
export const normalizedPath = (url: URL): string => withQuery(url.pathname, pageQuery(url).kept);

/**
 * The Cache API key of a page, as a URL (the Cache API takes one as it takes a Request, and a hot
 * page is found by it without building a Request): `origin` is the site's canonical origin (or the
 * request's), `build` the build id (so a deploy never serves HTML pointing at assets it removed).
 */
export function pageCacheKey(origin: string, url: URL, generation: string, build: string): string {
  const prefix = `${encodeURIComponent(generation)}.${encodeURIComponent(build)}`;
  return `${origin}/__page-cache/${prefix}${normalizedPath(url)}`;
}
