/**
 * @module A page URL's one spelling, settled before any cache or CMS call (decision 0048): the query
 * parameters that change a page, each once with a value that passes its rule, sorted by name, then the
 * tracking parameters campaigns add (which change nothing). Anything else (an empty or repeated value, a
 * value that fails its rule, an unknown parameter) makes the URL unclean: the page route sends the
 * visitor to the clean one, so no other spelling is ever rendered, cached or kept.
 */
import { isDepartment } from "../../../shared/cms/departments.ts";
import { unlocalizedPath } from "../../../shared/i18n/locales.ts";
import { paramRules } from "../../../shared/routes.ts";

type Rule = (value: string) => boolean;

const slug: Rule = (value) => value.length <= 120 && paramRules.slug.test(value);

/**
 * Query parameters that change a page, by path without its language prefix (the same in every
 * language), each with the rule its value must pass. A job filter's location must also name a clinic
 * (worker/routes/pages/page-query.ts).
 */
const knownParams: Array<{ path: RegExp; params: Record<string, Rule> }> = [
  { path: /^\/job-openings(?:\/\d+)?$/, params: { department: isDepartment, location: slug } },
  // The contact form's success state after a plain (no-JavaScript) post.
  { path: /^\/contact-us$/, params: { sent: (value) => value === "1" } },
];

/** Parameters campaigns and ad platforms add to links: kept as they are, never read by a page. */
const trackingParam = /^(?:utm_[a-z]{1,20}|gclid|fbclid|msclkid|mc_cid|mc_eid)$/;

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

export interface PageQuery {
  /** The parameters that change the page, each once and valid, sorted by name. */
  kept: [string, string][];
  /** Tracking parameters, in the order given. */
  tracking: [string, string][];
  /** Whether the URL's query is already its one spelling (`search` is it). */
  clean: boolean;
  /** The query's one spelling (`?…`, or "" for none). */
  search: string;
}

/** `path` with the query `params`. */
export const withQuery = (path: string, params: [string, string][]): string => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

/** `url`'s query read by the page's rules: what counts, what is only tracking, and its one spelling. */
export function pageQuery(url: URL): PageQuery {
  if (url.search === "") return { kept: [], tracking: [], clean: true, search: "" };
  const rules = knownParams.find((k) => k.path.test(unlocalizedPath(url.pathname)))?.params ?? {};
  const seen = new Set<string>();
  const kept: [string, string][] = [];
  const tracking: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    // The first non-empty value counts; an empty one (the filter form's "all") or a repeat is dropped.
    const fresh = !seen.has(name) && value !== "";
    if (value !== "") seen.add(name);
    if (rule && fresh && rule(value)) kept.push([name, value]);
    else if (!rule && fresh && trackingParam.test(name)) tracking.push([name, value]);
  }
  const search = withQuery("", [...kept.sort(byName), ...tracking]);
  return { kept, tracking, clean: url.search === search, search };
}

/** The path plus the query parameters that change the page, sorted: the page's identity. */
export const normalizedPath = (url: URL): string => withQuery(url.pathname, pageQuery(url).kept);
