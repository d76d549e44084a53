/** @module The route table: every page of SPEC.md §2 with its parameter rules and flags. */

/** Parameter rules; a value that breaks its rule answers 404 without calling the CMS. */
export const paramRules = {
  slug: /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/,
  page: /^[1-9]\d{0,3}$/,
  id: /^[1-9]\d{0,8}$/,
} as const;
export type ParamRule = keyof typeof paramRules;

export interface RouteFlags {
  /** Removes the nav bar and side drawer. */
  hideNav?: boolean;
  /** Removes the footer. */
  hideFooter?: boolean;
  /** Sends an unauthenticated visitor to /login (SPEC.md §2). */
  requiresAuth?: boolean;
}

export interface RouteDef {
  /** Hono path pattern; `:name?` marks an optional parameter. */
  path: string;
  params: Record<string, ParamRule>;
  flags: RouteFlags;
  /** A concrete example on demo content, used by tests, the sitemap and the benchmarks. */
  example: string;
}

const route = (
  path: string,
  example: string,
  params: Record<string, ParamRule> = {},
  flags: RouteFlags = {},
) => ({
  path,
  example,
  params,
  flags,
});

/** Every page route, by name. */
export const routes = {
  home: route("/", "/"),
  location: route("/locations/:id", "/locations/main-street", { id: "slug" }),
  service: route("/services/:id", "/services/dental", { id: "slug" }),
  jobOpenings: route("/job-openings/:page?", "/job-openings", { page: "page" }),
  jobOpening: route("/job-openings/job/:id", "/job-openings/job/601", { id: "id" }),
  team: route("/team/:team", "/team/dental-team", { team: "slug" }),
  staffMember: route("/staff_member/:id", "/staff_member/401", { id: "id" }),
  aboutUs: route("/about-us", "/about-us"),
  contactUs: route("/contact-us", "/contact-us"),
  news: route("/news/:page?", "/news", { page: "page" }),
  newsStory: route("/news/story/:slug", "/news/story/SLUG", { slug: "slug" }),
  covid19: route("/covid-19", "/covid-19"),
  star: route("/star", "/star"),
  starEvents: route("/star-events", "/star-events"),
  donate: route("/donate", "/donate"),
  privacy: route("/privacy", "/privacy"),
  nondiscrimination: route("/nondiscrimination", "/nondiscrimination"),
  accessibility: route("/accessibility", "/accessibility"),
  login: route("/login", "/login"),
  notFound: route("/404", "/404"),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

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
