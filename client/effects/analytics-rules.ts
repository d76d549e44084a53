/**
 * @module When a page view may be reported and what it may say (SPEC.md §2, DESIGN.md "Security and
 * privacy"), pure: only pages of the route table, never a form or search page in any language, and
 * never a query, a search term or another site's path.
 */
import { unlocalizedPath } from "../../shared/i18n/locales.ts";
import { paramRules, type RouteName, routes } from "../../shared/routes.ts";

/**
 * Routes never reported: the contact form's page, and pages that name no content of the site (any
 * path can land on the not-found page, and the login page is only a guard's target).
 */
const untracked: ReadonlySet<RouteName> = new Set<RouteName>(["contactUs", "login", "notFound"]);

/** A route pattern as a whole-path test: each parameter must pass its rule, `:name?` may be absent. */
function patternOf(path: string, params: Record<string, keyof typeof paramRules>): RegExp {
  const source = path.replace(/[.*+^${}()|[\]\\]/g, "\\$&").replace(/\/:(\w+)(\?)?/g, (_, name, optional) => {
    const rule = paramRules[params[name] ?? "slug"].source.replace(/^\^|\$$/g, "");
    return optional ? `(?:/${rule})?` : `/${rule}`;
  });
  return new RegExp(`^${source === "" ? "/" : source}$`);
}

const tracked = (Object.keys(routes) as RouteName[])
  .filter((name) => !untracked.has(name))
  .map((name) => patternOf(routes[name].path, routes[name].params));

/** Query parameters a page view may carry: the clinic's own campaign tags, nothing a visitor typed. */
const campaignParams = ["utm_source", "utm_medium", "utm_campaign"];
const campaignValue = /^[\w.-]{1,60}$/;

/** `path` without its language prefix or a trailing slash (`/es/contact-us/` → `/contact-us`). */
const routePath = (path: string) => unlocalizedPath(path).replace(/(.)\/+$/, "$1");

/**
 * Whether `path` (a `location.pathname`) is a page whose views may be reported: it is a page of the
 * route table other than a form's or a guard's, in any language. Search pages, at `searchBase` or
 * anywhere else, are not in the table, so they never are.
 */
export function isTrackedPath(path: string, searchBase: string): boolean {
  const bare = routePath(path);
  const base = searchBase.replace(/\/+$/, "");
  if (base !== "" && (bare === base || bare.startsWith(`${base}/`))) return false;
  return tracked.some((pattern) => pattern.test(bare));
}

export interface TrackContext {
  /** Measurement id; null when unset or in local mode (the server sends null then). */
  id: string | null;
  /** navigator.globalPrivacyControl */
  gpc: boolean;
  /** `location.pathname` */
  path: string;
  /** The configured search base path (SEARCH_BASE_PATH). */
  searchBase: string;
}

export function shouldTrack({ id, gpc, path, searchBase }: TrackContext): boolean {
  return Boolean(id) && !gpc && isTrackedPath(path, searchBase);
}

/**
 * The page view's location and referrer as reported, in place of the browser's own: the page
 * without its query (but for campaign tags), and the referrer as its origin only, or as a tracked
 * page of this site.
 */
export function pageViewFields(
  page: URL,
  referrer: string,
  searchBase: string,
): { page_location: string; page_referrer: string } {
  const campaign = new URLSearchParams();
  for (const name of campaignParams) {
    const value = page.searchParams.get(name);
    if (value !== null && campaignValue.test(value)) campaign.set(name, value);
  }
  const query = campaign.toString();
  return {
    page_location: `${page.origin}${page.pathname}${query ? `?${query}` : ""}`,
    page_referrer: referrerOf(page, referrer, searchBase),
  };
}

/**
 * What a page view says of its referrer: none when there was none; a tracked page of this site by
 * its path; anything else by its origin only (another site's path, or one of this site's search or
 * form pages, may name what the visitor looked for); an address that is not a web page as this
 * site's own origin, so the browser's referrer is never reported in its place.
 */
function referrerOf(page: URL, referrer: string, searchBase: string): string {
  if (referrer === "") return "";
  const url = URL.canParse(referrer) ? new URL(referrer) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return `${page.origin}/`;
  const own = url.origin === page.origin && isTrackedPath(url.pathname, searchBase);
  return `${url.origin}${own ? url.pathname : "/"}`;
}

/** The same-origin proxy URL of the analytics script. */
export const analyticsScriptUrl = (id: string) => `/proxy?type=analytics&id=${encodeURIComponent(id)}`;
