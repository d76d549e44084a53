/** @module The typed CMS client: one method per SPEC.md §7 resource, each checked against its schema. */
import type * as v from "valibot";
import { type ApiRoute, apiBase, apiPath, apiRoutes, contactPageId, fill } from "../../shared/cms/paths.ts";
import * as s from "../../shared/cms/schemas.ts";
import type { ContentType } from "../../shared/cms/types.ts";
import { defaultLocale, type Locale } from "../../shared/i18n/locales.ts";
import { CmsError } from "./errors.ts";
import { checked, type Fetcher, fetchBody } from "./fetch-json.ts";
import { itemsOf } from "./items-of.ts";
import { beginRender, rememberedAnswer } from "./memo.ts";

/** How the worker reaches the CMS (chosen by access.ts): the origin requests are addressed to, and what sends them. */
export interface CmsAccess {
  origin: string;
  fetch: Fetcher;
  /** True when the demo CMS answers (no `CMS_ORIGIN`). */
  demo: boolean;
}

export interface CmsClientOptions {
  /** Which CMS, and how to reach it (access.ts). */
  access: CmsAccess;
  timeoutMs: number;
  /**
   * Seconds an answer is shared with renders in this isolate that began before it was asked for (see
   * memo.ts); 0 for never. The client is the render's: it begins when the client is made.
   */
  memoSeconds: number;
  /**
   * Keeps this request alive until `read` settles (the request's `ctx.waitUntil`), so an answer this
   * render asked for still arrives, and is shared, when the render ended without it (it failed on
   * another read).
   */
  keepAlive?: (read: Promise<unknown>) => void;
  /** Told of each read that fails because the CMS is unavailable (read-failures.ts), caught later or not. */
  onUnavailable?: () => void;
  /**
   * The language to read content in. Any other than the default adds `lang=<locale>` to every read,
   * and the CMS answers each item in that language where it has a translation (docs/cms-contract.json).
   */
  locale?: Locale;
}

export type CmsClient = ReturnType<typeof createCmsClient>;

/** The routes the worker posts submissions to. */
export type PostRoute = Extract<ApiRoute, "signup" | "contactForm">;

type Params = Record<string, string | number | undefined>;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the CMS took over ${ms} ms`)), ms));

export function createCmsClient({
  access,
  timeoutMs,
  memoSeconds,
  keepAlive,
  onUnavailable,
  locale = defaultLocale,
}: CmsClientOptions) {
  const begun = beginRender();
  const lang = locale === defaultLocale ? "" : `lang=${locale}`;
  const withLang = (query: string) => (lang ? `${query}${query ? "&" : "?"}${lang}` : query);
  // The shared answer is the JSON body; each caller checks it against its own schema, which also
  // gives every render values of its own (the same URL is read with different schemas by pages
  // and the search index).
  const get = async <S extends v.GenericSchema>(
    route: ApiRoute,
    schema: S,
    params?: Params,
    query = "",
  ): Promise<v.InferOutput<S>> => {
    const url = `${access.origin}${apiBase}${fill(apiRoutes[route], params)}${withLang(query)}`;
    try {
      const body = await rememberedAnswer(
        url,
        memoSeconds * 1000,
        () => {
          const read = fetchBody(access.fetch, url, timeoutMs);
          keepAlive?.(read.catch(() => undefined));
          return read;
        },
        { begun },
      );
      return checked(schema, body);
    } catch (error) {
      if (error instanceof CmsError && error.kind === "unavailable") onUnavailable?.();
      throw error;
    }
  };
  const first = async <T>(items: Promise<T[]>): Promise<T> => {
    const item = (await items)[0];
    if (item === undefined) throw new CmsError(404, "not-found");
    return item;
  };
  const list = <S extends v.GenericSchema>(
    type: ContentType,
    schema: S,
    filter: [string, string],
    count: number,
    filter2?: [string, string],
  ) =>
    get("list", itemsOf(schema, type), {
      type,
      filter: filter.join(":"),
      count,
      filter2: filter2?.join(":"),
    });

  return {
    /** The language this client reads content in. */
    locale,
    common: () => get("common", s.common),
    home: () => get("home", s.homePage),
    /** The contact page by its role; a CMS without that route (404) is asked by the contract's old fixed id. */
    contactPage: () =>
      get("contactPageByRole", s.contentPage).catch((error: unknown) => {
        if (error instanceof CmsError && error.kind === "not-found")
          return get("contactPage", s.contentPage, { id: contactPageId });
        throw error;
      }),
    aboutUs: () => get("aboutUs", s.contentPage),
    covid19: () => get("covid19", s.contentPage),
    privacy: () => get("privacy", s.contentPage),
    star: () => get("star", s.starPage),
    starEvents: () => get("starEvents", itemsOf(s.starEvent, "star-events")),
    team: (slug: string) => get("team", s.teamLong, { slug }),
    staffMember: (id: string) => get("staffMember", s.staffMember, { id }),
    service: (slug: string) => first(list("health-services", s.service, ["url_slug", slug], 1)),
    services: () => list("health-services", s.service, ["status", "publish"], 100),
    location: (slug: string) => first(list("locations", s.location, ["post_name", slug], 1)),
    locations: () => list("locations", s.location, ["status", "publish"], 100),
    staffAt: (location: string) => list("staff_members", s.staffMember, ["locations", location], 100),
    jobOpenings: (page: number, perPage: number) =>
      get(
        "jobOpenings",
        itemsOf(s.jobSummary, "job-openings"),
        {},
        `?orderby=created&order=desc&page=${page}&per_page=${perPage}`,
      ),
    jobOpeningsWhere: (filter: [string, string], filter2?: [string, string]) =>
      list("job-openings", s.jobSummary, filter, 100, filter2),
    jobOpening: (id: string) => get("jobOpening", s.jobOpening, { id }),
    jobOpeningsTotal: () => first(get("total", s.countList, { type: "job-openings" })),
    news: (page: number, perPage: number) =>
      get("news", itemsOf(s.newsSummary, "news"), {}, `?page=${page}&per_page=${perPage}`),
    newsStory: (slug: string) => get("newsStory", s.newsStory, { slug }),
    newsTotal: () => first(get("newsTotal", s.countList)),
    featuredNews: (count: number) => get("featuredNews", itemsOf(s.newsSummary, "news"), { count }),
    covidNews: (count: number) => get("covidNews", itemsOf(s.newsSummary, "news"), { count }),
    totals: () => get("totals", s.totals),
    total: (type: ContentType) => first(get("total", s.countList, { type })),
    pages: (type: ContentType) => first(get("pages", s.countList, { type })),
    slugs: (type: ContentType) => get("slugs", itemsOf(s.slugEntry, `${type} slugs`), { type }),
    /** Every published item of a collection (at most 100), checked against `schema`. */
    all: <S extends v.GenericSchema>(type: ContentType, schema: S) =>
      list(type, schema, ["status", "publish"], 100),
    /**
     * POSTs `body` as JSON to a submission route within the time limit, with `headers` added. The
     * CMS's answer, whatever its status; throws when the CMS cannot be reached in time.
     */
    post: (route: PostRoute, body: unknown, headers: Record<string, string>): Promise<Response> => {
      const request = new Request(`${access.origin}${apiPath(route)}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      return Promise.race([access.fetch(request), timeout(timeoutMs)]);
    },
  };
}
