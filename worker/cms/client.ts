/** @module The typed CMS client: one method per SPEC.md §7 resource, each checked against its schema. */
import * as v from "valibot";
import * as s from "../../shared/cms/schemas.ts";
import type { ContentType } from "../../shared/cms/types.ts";
import { CmsError } from "./errors.ts";
import { checked, type Fetcher, fetchBody } from "./fetch-json.ts";
import { rememberedAnswer } from "./memo.ts";

export const apiBase = "/cms-service/index.php/wp-json/v1";
export const authBase = "/cms-service/index.php/wp-json/jwt-auth/v1";

export interface CmsClientOptions {
  /** Origin requests are addressed to (any origin works for the in-process demo CMS). */
  origin: string;
  fetcher: Fetcher;
  timeoutMs: number;
  /** Seconds an answer is shared with other renders in this isolate (see memo.ts); 0 for never. */
  memoSeconds: number;
}

export type CmsClient = ReturnType<typeof createCmsClient>;

const enc = encodeURIComponent;

export function createCmsClient({ origin, fetcher, timeoutMs, memoSeconds }: CmsClientOptions) {
  // The shared answer is the JSON body; each caller checks it against its own schema, which also
  // gives every render values of its own (the same URL is read with different schemas by pages
  // and the search index).
  const get = async <S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> => {
    const url = `${origin}${apiBase}/${path}`;
    const body = await rememberedAnswer(url, memoSeconds * 1000, () => fetchBody(fetcher, url, timeoutMs));
    return checked(schema, body);
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
  ) => {
    const extra = filter2 ? `/${enc(filter2[0])}:${enc(filter2[1])}` : "";
    return get(`${type}/${enc(filter[0])}:${enc(filter[1])}/${count}${extra}`, v.array(schema));
  };

  return {
    common: () => get("common", s.common),
    home: () => get("home", s.homePage),
    contactPage: () => get("contact-page/id/895", s.contentPage),
    aboutUs: () => get("about-us", s.contentPage),
    covid19: () => get("covid-19", s.contentPage),
    privacy: () => get("privacy", s.contentPage),
    star: () => get("star", s.starPage),
    starEvents: () => get("star-events", v.array(s.starEvent)),
    team: (slug: string) => get(`team/${enc(slug)}/long`, s.teamLong),
    staffMember: (id: string) => get(`staff_member/id/${enc(id)}`, s.staffMember),
    service: (slug: string) => first(list("health-services", s.service, ["url_slug", slug], 1)),
    services: () => list("health-services", s.service, ["status", "publish"], 100),
    location: (slug: string) => first(list("locations", s.location, ["post_name", slug], 1)),
    locations: () => list("locations", s.location, ["status", "publish"], 100),
    staffAt: (location: string) => list("staff_members", s.staffMember, ["locations", location], 100),
    jobOpenings: (page: number, perPage: number) =>
      get(`job-openings?orderby=created&order=desc&page=${page}&per_page=${perPage}`, v.array(s.jobSummary)),
    jobOpeningsWhere: (filter: [string, string], filter2?: [string, string]) =>
      list("job-openings", s.jobSummary, filter, 100, filter2),
    jobOpening: (id: string) => get(`job-opening/id/${enc(id)}`, s.jobOpening),
    jobOpeningsTotal: () => first(get("job-openings/total", s.countList)),
    news: (page: number, perPage: number) =>
      get(`news?page=${page}&per_page=${perPage}`, v.array(s.newsSummary)),
    newsStory: (slug: string) => get(`news/story/${enc(slug)}`, s.newsStory),
    newsTotal: () => first(get("news/total", s.countList)),
    featuredNews: (count: number) => get(`news/homepage-featured/${count}`, v.array(s.newsSummary)),
    covidNews: (count: number) => get(`news/covid-19/${count}`, v.array(s.newsSummary)),
    totals: () => get("totals", s.totals),
    total: (type: ContentType) => first(get(`${type}/total`, s.countList)),
    pages: (type: ContentType) => first(get(`${type}/pages`, s.countList)),
    slugs: (type: ContentType) => get(`${type}/slugs`, v.array(s.slugEntry)),
    /** Every published item of a collection (at most 100), checked against `schema`. */
    all: <S extends v.GenericSchema>(type: ContentType, schema: S) =>
      list(type, schema, ["status", "publish"], 100),
  };
}
