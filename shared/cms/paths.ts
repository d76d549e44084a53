/**
 * @module Every CMS path the site uses (SPEC.md §7), spelled once: the CMS client, the demo CMS,
 * the form routes, the browser's calls and `check-cms` all take their paths from here.
 */

/** Everything below this path on the site's domain belongs to the CMS (cms-service route). */
export const cmsServiceRoot = "/cms-service";
/** Where the CMS's REST API lives, on the CMS origin and on the site's own domain. */
const cmsPrefix = `${cmsServiceRoot}/index.php/wp-json`;
/** The content API (SPEC.md §7: `{api}`). */
export const apiBase = `${cmsPrefix}/v1`;
/** The JWT auth namespace. */
export const authBase = `${cmsPrefix}/jwt-auth/v1`;

/**
 * The content API's routes below `apiBase`, as Hono patterns (`:name` a parameter, `:name?` an
 * optional last segment). The demo CMS routes these patterns; the client fills them with `fill`.
 */
export const apiRoutes = {
  common: "/common",
  home: "/home",
  aboutUs: "/about-us",
  covid19: "/covid-19",
  privacy: "/privacy",
  star: "/star",
  starEvents: "/star-events",
  /** The contact page, found by its role (the page the CMS's settings choose). */
  contactPageByRole: "/contact-page",
  /** The contract's first spelling, by a fixed id: asked only of a CMS that has no `/contact-page`. */
  contactPage: "/contact-page/id/:id",
  team: "/team/:slug/long",
  staffMember: "/staff_member/id/:id",
  /** Paged with `?orderby=created&order=desc&page=&per_page=`. */
  jobOpenings: "/job-openings",
  jobOpening: "/job-opening/id/:id",
  /** Paged with `?page=&per_page=`. */
  news: "/news",
  newsTotal: "/news/total",
  newsStory: "/news/story/:slug",
  featuredNews: "/news/homepage-featured/:count",
  covidNews: "/news/covid-19/:count",
  totals: "/totals",
  total: "/:type/total",
  pages: "/:type/pages",
  slugs: "/:type/slugs",
  /** `{type}/{field}:{value}/{count}[/{field2}:{value2}]` (SPEC.md §7.4). */
  list: "/:type/:filter/:count/:filter2?",
  signup: "/signup",
  contactForm: "/contact-us-form-endpoint",
  /** The demo CMS only: stored submissions, behind the ops token. */
  demoSubmissions: "/demo/submissions",
} as const;

/** The JWT auth namespace's routes below `authBase`. */
export const authRoutes = {
  validateToken: "/token/validate",
} as const;

export type ApiRoute = keyof typeof apiRoutes;

/** The contact page's id in the contract's first spelling (SPEC.md §5: `contact-page/id/895`). */
export const contactPageId = "895";

/** A path segment's value, percent-encoded; `:` stays as it is (SPEC.md §7.4's `field:value` filters). */
const encodeSegment = (value: string) => encodeURIComponent(value).replaceAll("%3A", ":");

/**
 * `pattern` with each `:name` replaced by its encoded value; an optional parameter left out drops
 * its segment. A required parameter left out is a programming error and throws.
 */
export function fill(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  return pattern
    .split("/")
    .flatMap((segment) => {
      if (!segment.startsWith(":")) return [segment];
      const optional = segment.endsWith("?");
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === "") {
        if (optional) return [];
        throw new Error(`CMS path ${pattern} needs ${name}`);
      }
      return [encodeSegment(String(value))];
    })
    .join("/");
}

/** The site-relative path of a content API route (what the browser and the CMS origin see). */
export const apiPath = (route: ApiRoute, params?: Record<string, string | number | undefined>): string =>
  `${apiBase}${fill(apiRoutes[route], params)}`;

/** The browser's POST targets and token check, on the site's own domain. */
export const browserPaths = {
  signup: apiPath("signup"),
  contactForm: apiPath("contactForm"),
  validateToken: `${authBase}${authRoutes.validateToken}`,
} as const;

/**
 * The only calls the site's domain passes on to the CMS under `cmsServiceRoot`: what the browser
 * code calls there itself. The two forms have routes of their own (worker/routes/forms), so today
 * this is the token check alone; everything else under `/cms-service/` is a 404 from the worker.
 */
export const browserCmsCalls: readonly { method: "GET" | "POST"; path: string }[] = [
  { method: "POST", path: browserPaths.validateToken },
];
