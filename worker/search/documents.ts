/** @module The searchable documents of the site in one language, gathered from the CMS through its client. */
import * as v from "valibot";
import { departmentLabel } from "../../shared/cms/departments.ts";
import * as s from "../../shared/cms/schemas.ts";
import { textsFor } from "../../shared/i18n/catalogue.ts";
import { type Locale, localizedPath } from "../../shared/i18n/locales.ts";
import { href } from "../../shared/routes.ts";
import type { CmsClient } from "../cms/client.ts";
import { htmlToText } from "../lib/plain-text.ts";

/** What kind of page a document is; ranks services above staff above news, for example. */
export type DocKind = "service" | "location" | "team" | "staff" | "page" | "news" | "job";

export interface SearchDoc {
  /** The page's path in the index's language (`/es/…` for Spanish); unique, so it is also the document id. */
  id: string;
  kind: DocKind;
  title: string;
  /** Short words that name the page: names, roles, places, departments. */
  keywords: string;
  /** Plain text of the page. */
  body: string;
  /** Thumbnail path, or "" when the page has no image. */
  image: string;
  /** The language of the text: the index's, or another when the page is not translated yet. */
  lang: Locale;
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

/** The code-authored legal pages (no CMS content), per language: title and a short description. */
const legalPages: Record<Locale, SearchDoc[]> = {
  en: [
    {
      id: "/nondiscrimination",
      kind: "page",
      title: "Notice of nondiscrimination and language assistance",
      keywords: "civil rights discrimination interpreter translation language Section 1557",
      body: "We do not discriminate. Free language assistance, interpreters and aids for people with disabilities.",
      image: "",
      lang: "en",
    },
    {
      id: "/accessibility",
      kind: "page",
      title: "Accessibility statement",
      keywords: "accessibility screen reader disability barrier",
      body: "Our commitment to an accessible website, and how to report a barrier.",
      image: "",
      lang: "en",
    },
  ],
  es: [
    {
      id: "/es/nondiscrimination",
      kind: "page",
      title: "Aviso de no discriminación y asistencia lingüística",
      keywords: "derechos civiles discriminación intérprete traducción idioma Sección 1557",
      body: "No discriminamos. Asistencia lingüística gratuita, intérpretes y ayudas para personas con discapacidades.",
      image: "",
      lang: "es",
    },
    {
      id: "/es/accessibility",
      kind: "page",
      title: "Declaración de accesibilidad",
      keywords: "accesibilidad lector de pantalla discapacidad barrera",
      body: "Nuestro compromiso con un sitio web accesible, y cómo informarnos sobre una barrera.",
      image: "",
      lang: "es",
    },
  ],
};

/**
 * Gathers every document in the language `cms` reads (its paths are that language's); any CMS
 * failure rejects, so a half-built index is never saved.
 */
export async function collectDocuments(cms: CmsClient): Promise<SearchDoc[]> {
  const { locale } = cms;
  const path = (bare: string) => localizedPath(bare, locale);
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
    { bare: "/about-us", page: about },
    { bare: "/star", page: star },
    { bare: "/covid-19", page: covid },
    { bare: "/privacy", page: privacy },
  ];
  return [
    ...services.map((x) => ({
      id: path(href("service", { id: x.url_slug })),
      kind: "service" as const,
      title: x.display_title,
      keywords: x.url_slug.replaceAll("-", " "),
      body: text(x.summary, x.content),
      image: x.image.src,
      lang: x.lang,
    })),
    ...locations.map((x) => ({
      id: path(href("location", { id: x.post_name })),
      kind: "location" as const,
      title: x.title,
      keywords: `${x.nav_title} ${x.address.street} ${x.address.city}`,
      body: text(x.summary, x.content),
      image: x.image.src,
      lang: x.lang,
    })),
    ...teams.map((x) => ({
      id: path(href("team", { team: x.post_name })),
      kind: "team" as const,
      title: x.title,
      keywords: x.nav_title,
      body: text(x.purpose),
      image: x.image.src,
      lang: x.lang,
    })),
    ...staff.map((x) => ({
      id: path(href("staffMember", { id: x.id })),
      kind: "staff" as const,
      title: x.credentials ? `${x.name}, ${x.credentials}` : x.name,
      keywords: `${x.role} ${x.languages.join(" ")}`,
      body: text(x.bio),
      image: x.photo.src,
      lang: x.lang,
    })),
    ...news.map((x) => ({
      id: path(href("newsStory", { slug: x.slug })),
      kind: "news" as const,
      title: x.title,
      keywords: "",
      body: text(x.excerpt, x.content),
      image: x.image.src,
      lang: x.lang,
    })),
    ...jobs.map((x) => ({
      id: path(href("jobOpening", { id: x.id })),
      kind: "job" as const,
      title: x.title,
      keywords: `${textsFor(locale)(departmentLabel(x.department))} ${x.location.replaceAll("-", " ")}`,
      body: text(x.description),
      image: "",
      lang: x.lang,
    })),
    ...pages.map(({ bare, page }) => ({
      id: path(bare),
      kind: "page" as const,
      title: page.title,
      keywords: "",
      body: text(page.summary, page.content),
      image: page.image?.src ?? "",
      lang: page.lang,
    })),
    ...legalPages[locale],
  ];
}
