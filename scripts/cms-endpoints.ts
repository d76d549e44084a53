/**
 * @module Every CMS endpoint the site reads, with the valibot schema the worker checks it against:
 * the source of `check-cms` and of docs/cms-contract.json. Paths come from shared/cms/paths.ts.
 */
import * as v from "valibot";
import { type ApiRoute, apiBase, apiPath, apiRoutes, contactPageId } from "../shared/cms/paths.ts";
import * as s from "../shared/cms/schemas.ts";
import { type ContentType, contentTypes } from "../shared/cms/types.ts";
import { defaultLocale, type Locale } from "../shared/i18n/locales.ts";
import { jobItem, newsItem } from "../worker/search/documents.ts";

type Params = Record<string, string | number>;

export interface Endpoint {
  /** A name for reports, unique. */
  name: string;
  route: ApiRoute;
  /** Fixed parameters of a list endpoint. */
  params?: Params;
  query?: string;
  schema: v.GenericSchema;
  /**
   * An item endpoint: the list it takes a real id or slug from, and how. Returns null when the list
   * is empty (nothing to check).
   */
  from?: { list: string; pick: (answer: unknown) => Params | null };
  /**
   * The endpoint the site reads instead when this one answers 404 (the contact page by its role, else
   * by the contract's old fixed id): while that one answers, this one's 404 is a warning (cms-either.ts).
   */
  either?: string;
}

const listFilter = (type: ContentType, filter = "status:publish", count = 100) => ({
  type,
  filter,
  count,
});

/** The first item of an array answer, or null. */
const firstItem = (answer: unknown): Record<string, unknown> | null =>
  Array.isArray(answer) && typeof answer[0] === "object" && answer[0] !== null
    ? (answer[0] as Record<string, unknown>)
    : null;
const pickFirst =
  (field: string, as: string) =>
  (answer: unknown): Params | null => {
    const value = firstItem(answer)?.[field];
    return typeof value === "string" || typeof value === "number" ? { [as]: value } : null;
  };

/** Schemas of the collection lists (`{type}/status:publish/100`), as the worker reads them. */
const collectionSchemas: Record<ContentType, v.GenericSchema> = {
  locations: s.location,
  "health-services": s.service,
  "job-openings": jobItem,
  teams: s.team,
  staff_members: s.staffMember,
  "news-stories": newsItem,
};

/** Endpoints that need no id: every list and fixed page. */
const lists: Endpoint[] = [
  { name: "common", route: "common", schema: s.common },
  { name: "home", route: "home", schema: s.homePage },
  { name: "contact page", route: "contactPageByRole", schema: s.contentPage, either: "contact page by id" },
  {
    name: "contact page by id",
    route: "contactPage",
    params: { id: contactPageId },
    schema: s.contentPage,
    either: "contact page",
  },
  { name: "about us", route: "aboutUs", schema: s.contentPage },
  { name: "covid-19", route: "covid19", schema: s.contentPage },
  { name: "privacy", route: "privacy", schema: s.contentPage },
  { name: "star", route: "star", schema: s.starPage },
  { name: "star events", route: "starEvents", schema: v.array(s.starEvent) },
  {
    name: "job openings",
    route: "jobOpenings",
    query: "?orderby=created&order=desc&page=1&per_page=10",
    schema: v.array(s.jobSummary),
  },
  { name: "news", route: "news", query: "?page=1&per_page=10", schema: v.array(s.newsSummary) },
  { name: "news total", route: "newsTotal", schema: s.countList },
  { name: "featured news", route: "featuredNews", params: { count: 3 }, schema: v.array(s.newsSummary) },
  { name: "covid-19 news", route: "covidNews", params: { count: 5 }, schema: v.array(s.newsSummary) },
  { name: "totals", route: "totals", schema: s.totals },
  ...contentTypes.flatMap((type): Endpoint[] => [
    {
      name: `${type} list`,
      route: "list",
      params: listFilter(type),
      schema: v.array(collectionSchemas[type]),
    },
    { name: `${type} total`, route: "total", params: { type }, schema: s.countList },
    { name: `${type} pages`, route: "pages", params: { type }, schema: s.countList },
    { name: `${type} slugs`, route: "slugs", params: { type }, schema: v.array(s.slugEntry) },
  ]),
];

/** Endpoints read with a real id or slug taken from a list's answer. */
const items: Endpoint[] = [
  {
    name: "team",
    route: "team",
    schema: s.teamLong,
    from: {
      list: "common",
      pick: (answer) => {
        const teams = (answer as { teams?: unknown } | null)?.teams;
        return pickFirst("post_name", "slug")(teams);
      },
    },
  },
  {
    name: "staff member",
    route: "staffMember",
    schema: s.staffMember,
    from: { list: "staff_members list", pick: pickFirst("id", "id") },
  },
  {
    name: "service by slug",
    route: "list",
    schema: v.pipe(v.array(s.service), v.length(1)),
    from: {
      list: "health-services list",
      pick: (answer) => {
        const slug = pickFirst("url_slug", "slug")(answer)?.slug;
        return slug === undefined ? null : listFilter("health-services", `url_slug:${slug}`, 1);
      },
    },
  },
  {
    name: "location by slug",
    route: "list",
    schema: v.pipe(v.array(s.location), v.length(1)),
    from: {
      list: "locations list",
      pick: (answer) => {
        const slug = pickFirst("post_name", "slug")(answer)?.slug;
        return slug === undefined ? null : listFilter("locations", `post_name:${slug}`, 1);
      },
    },
  },
  {
    name: "staff at a location",
    route: "list",
    schema: v.array(s.staffMember),
    from: {
      list: "locations list",
      pick: (answer) => {
        const slug = pickFirst("post_name", "slug")(answer)?.slug;
        return slug === undefined ? null : listFilter("staff_members", `locations:${slug}`);
      },
    },
  },
  {
    name: "job opening",
    route: "jobOpening",
    schema: s.jobOpening,
    from: { list: "job openings", pick: pickFirst("id", "id") },
  },
  {
    name: "news story",
    route: "newsStory",
    schema: s.newsStory,
    from: { list: "news", pick: pickFirst("slug", "slug") },
  },
];

/** Every endpoint: lists first, then the items they name. */
export const cmsEndpoints: Endpoint[] = [...lists, ...items];

/** An endpoint's name in a report: plain in the default language, with any other (`home (es)`). */
export const nameIn = (name: string, locale: Locale): string =>
  locale === defaultLocale ? name : `${name} (${locale})`;

/**
 * The site-relative path of `endpoint` with `params` (its own, or those picked from a list), read in
 * `locale`: any language but the default adds `lang=<locale>`, as the worker's CMS client does.
 */
export function endpointPath(
  endpoint: Endpoint,
  params: Params = endpoint.params ?? {},
  locale: Locale = defaultLocale,
): string {
  const query = endpoint.query ?? "";
  const lang = locale === defaultLocale ? "" : `${query ? "&" : "?"}lang=${locale}`;
  return `${apiPath(endpoint.route, params)}${query}${lang}`;
}

/** The path the contract shows: a list's own, or an item's pattern (`:name` for a parameter). */
export const contractPath = (endpoint: Endpoint): string =>
  endpoint.from ? `${apiBase}${apiRoutes[endpoint.route]}` : endpointPath(endpoint);
