/** @module The route table: every page of SPEC.md §2 with its parameter rules and flags, and typed links to them. */
import type { ContentType } from "./cms/types.ts";
import { type Locale, localizedPath } from "./i18n/locales.ts";

/** Parameter rules; a value that breaks its rule answers 404 without calling the CMS. */
export const paramRules = {
  slug: /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/,
  page: /^[1-9]\d{0,3}$/,
  id: /^[1-9]\d{0,8}$/,
} as const;
type ParamRule = keyof typeof paramRules;

export interface RouteFlags {
  /** Removes the nav bar and side drawer. */
  hideNav?: boolean;
  /** Removes the footer. */
  hideFooter?: boolean;
  /** Sends an unauthenticated visitor to /login (SPEC.md §2). */
  requiresAuth?: boolean;
}

export interface RouteDef<P extends string = string> {
  /** Hono path pattern; `:name?` marks an optional parameter. */
  path: P;
  params: Record<string, ParamRule>;
  flags: RouteFlags;
  /** A concrete example on demo content, used by tests, the sitemap and the benchmarks. */
  example: string;
  /** The CMS collection whose slug list names this route's pages (the sitemap's item pages). */
  collection?: ContentType;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
}

const route = <P extends string>(
  path: P,
  example: string,
  params: Record<string, ParamRule> = {},
  extra: { flags?: RouteFlags; collection?: ContentType; noindex?: boolean } = {},
): RouteDef<P> => ({ path, example, params, flags: extra.flags ?? {}, ...extra });

/** Every page route, by name. */
export const routes = {
  home: route("/", "/"),
  location: route("/locations/:id", "/locations/main-street", { id: "slug" }, { collection: "locations" }),
  service: route("/services/:id", "/services/dental", { id: "slug" }, { collection: "health-services" }),
  jobOpenings: route("/job-openings/:page?", "/job-openings", { page: "page" }),
  jobOpening: route(
    "/job-openings/job/:id",
    "/job-openings/job/601",
    { id: "id" },
    { collection: "job-openings" },
  ),
  team: route("/team/:team", "/team/dental-team", { team: "slug" }, { collection: "teams" }),
  staffMember: route("/staff_member/:id", "/staff_member/401", { id: "id" }, { collection: "staff_members" }),
  aboutUs: route("/about-us", "/about-us"),
  contactUs: route("/contact-us", "/contact-us"),
  news: route("/news/:page?", "/news", { page: "page" }),
  newsStory: route("/news/story/:slug", "/news/story/SLUG", { slug: "slug" }, { collection: "news-stories" }),
  covid19: route("/covid-19", "/covid-19"),
  star: route("/star", "/star"),
  starEvents: route("/star-events", "/star-events"),
  donate: route("/donate", "/donate"),
  privacy: route("/privacy", "/privacy"),
  nondiscrimination: route("/nondiscrimination", "/nondiscrimination"),
  accessibility: route("/accessibility", "/accessibility"),
  login: route("/login", "/login", {}, { noindex: true }),
  notFound: route("/404", "/404", {}, { noindex: true }),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/** Items on one page of a paged list (news, job openings). */
export const listPageSize = 10;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Value = string | number;
/** The parameters of route `N`: required ones must be given; `:name?` ones may be left out. */
type RouteParams<N extends RouteName> = {
  [K in ParamNames<(typeof routes)[N]["path"]> as K extends `${string}?` ? never : K]: Value;
} & {
  [K in ParamNames<(typeof routes)[N]["path"]> as K extends `${infer O}?` ? O : never]?: Value;
};
export type HrefArgs<N extends RouteName> =
  ParamNames<(typeof routes)[N]["path"]> extends never
    ? []
    : Exclude<ParamNames<(typeof routes)[N]["path"]>, `${string}?`> extends never
      ? [params?: RouteParams<N>]
      : [params: RouteParams<N>];

/**
 * The path of route `name` with its parameters filled in (encoded). An optional page number of 1,
 * or one left out, gives the bare list path: `href("news", { page: 1 })` is `/news`.
 */
export function href<N extends RouteName>(name: N, ...[params]: HrefArgs<N>): string {
  const values = (params ?? {}) as Record<string, Value | undefined>;
  const path = routes[name].path.replace(/\/:(\w+)(\?)?/g, (_, key: string, optional: string | undefined) => {
    const value = values[key];
    if (value === undefined || (optional && String(value) === "1")) {
      if (optional) return "";
      throw new Error(`route ${name} needs its ${key} parameter`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return path === "" ? "/" : path;
}

/** `href` for a page in `locale`: `localizedHref("es", "news")` is `/es/news`. */
export const localizedHref = <N extends RouteName>(locale: Locale, name: N, ...args: HrefArgs<N>): string =>
  localizedPath(href(name, ...args), locale);

/** Routes whose every parameter is optional, with the path they have without any (a paged list's first page). */
export const parameterlessRoutes: { name: RouteName; path: string }[] = (Object.keys(routes) as RouteName[])
  .filter((name) => !/:\w+(?![\w?])/.test(routes[name].path))
  .map((name) => ({ name, path: routes[name].path.replace(/\/:\w+\?/g, "") || "/" }));

/** Checks raw params against a route's rules; returns the params when all pass, else null. */
export function checkParams(
  def: RouteDef,
  raw: Record<string, string | undefined>,
): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [name, rule] of Object.entries(def.params)) {
    const value = raw[name];
    if (value === undefined || value === "") continue;
    if (value.length > 120 || !paramRules[rule].test(value)) return null;
    out[name] = value;
  }
  return out;
}
