/** @module The searchable documents of the site, gathered from the CMS through its client. */
import * as v from "valibot";
import * as s from "../../shared/cms/schemas.ts";
import { href } from "../../shared/routes.ts";
import type { CmsClient } from "../cms/client.ts";
import { htmlToText } from "../lib/plain-text.ts";

/** What kind of page a document is; ranks services above staff above news, for example. */
export type DocKind = "service" | "location" | "team" | "staff" | "page" | "news" | "job";

export interface SearchDoc {
  /** The page's path; unique, so it is also the document id. */
  id: string;
  kind: DocKind;
  title: string;
  /** Short words that name the page: names, roles, places, departments. */
  keywords: string;
  /** Plain text of the page. */
  body: string;
  /** Thumbnail path, or "" when the page has no image. */
  image: string;
}

/** Relative weight of each kind, applied on top of text relevance. */
export const kindBoost: Record<DocKind, number> = {
  service: 1.6,
  location: 1.3,
  team: 1.2,
  page: 1.1,
  staff: 1,
  news: 0.8,
  job: 0.8,
};

/** List answers may leave out long HTML fields; the index takes them when they are there. */
export const newsItem = v.object({ ...s.newsSummary.entries, content: v.optional(v.string(), "") });
export const jobItem = v.object({ ...s.jobSummary.entries, description: v.optional(v.string(), "") });

const text = (...parts: string[]) => parts.map(htmlToText).filter(Boolean).join(" ");

/** The code-authored legal pages (no CMS content): title and a short description. */
const legalPages: SearchDoc[] = [
  {
    id: "/nondiscrimination",
    kind: "page",
    title: "Notice of nondiscrimination and language assistance",
    keywords: "civil rights discrimination interpreter translation language Section 1557",
    body: "We do not discriminate. Free language assistance, interpreters and aids for people with disabilities.",
    image: "",
  },
  {
    id: "/accessibility",
    kind: "page",
    title: "Accessibility statement",
    keywords: "accessibility screen reader disability barrier",
    body: "Our commitment to an accessible website, and how to report a barrier.",
    image: "",
  },
];

/** Gathers every document; any CMS failure rejects, so a half-built index is never saved. */
export async function collectDocuments(cms: CmsClient): Promise<SearchDoc[]> {
  const [services, locations, teams, staff, news, jobs, about, star, covid, privacy] = await Promise.all([
    cms.services(),
    cms.locations(),
    cms.all("teams", s.team),
    cms.all("staff_members", s.staffMember),
    cms.all("news-stories", newsItem),
    cms.all("job-openings", jobItem),
    cms.aboutUs(),
    cms.star(),
    cms.covid19(),
    cms.privacy(),
  ]);
  const pages = [
    { path: "/about-us", page: about },
    { path: "/star", page: star },
    { path: "/covid-19", page: covid },
    { path: "/privacy", page: privacy },
  ];
  return [
    ...services.map((x) => ({
      id: href("service", { id: x.url_slug }),
      kind: "service" as const,
      title: x.display_title,
      keywords: x.url_slug.replaceAll("-", " "),
      body: text(x.summary, x.content),
      image: x.image.src,
    })),
    ...locations.map((x) => ({
      id: href("location", { id: x.post_name }),
      kind: "location" as const,
      title: x.title,
      keywords: `${x.nav_title} ${x.address.street} ${x.address.city}`,
      body: text(x.summary, x.content),
      image: x.image.src,
    })),
    ...teams.map((x) => ({
      id: href("team", { team: x.post_name }),
      kind: "team" as const,
      title: x.title,
      keywords: x.nav_title,
      body: text(x.purpose),
      image: x.image.src,
    })),
    ...staff.map((x) => ({
      id: href("staffMember", { id: x.id }),
      kind: "staff" as const,
      title: x.credentials ? `${x.name}, ${x.credentials}` : x.name,
      keywords: `${x.role} ${x.languages.join(" ")}`,
      body: text(x.bio),
      image: x.photo.src,
    })),
    ...news.map((x) => ({
      id: href("newsStory", { slug: x.slug }),
      kind: "news" as const,
      title: x.title,
      keywords: "",
      body: text(x.excerpt, x.content),
      image: x.image.src,
    })),
    ...jobs.map((x) => ({
      id: href("jobOpening", { id: x.id }),
      kind: "job" as const,
      title: x.title,
      keywords: `${x.department} ${x.location.replaceAll("-", " ")}`,
      body: text(x.description),
      image: "",
    })),
    ...pages.map(({ path, page }) => ({
      id: path,
      kind: "page" as const,
      title: page.title,
      keywords: "",
      body: text(page.summary, page.content),
      image: page.image?.src ?? "",
    })),
    ...legalPages,
  ];
}
