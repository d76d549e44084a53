/**
 * @module `/sitemap.xml` from the CMS slug lists plus the fixed pages, in every language a page exists
 * in (with `xhtml:link` alternates between them), and `/robots.txt` pointing to it.
 */
import { Hono } from "hono";
import type { ContentType, SlugEntry } from "../../shared/cms/types.ts";
import { itemLang } from "../../shared/components/in-language.tsx";
import { defaultLocale, type Locale, locales, localizedPath } from "../../shared/i18n/locales.ts";
import {
  href,
  listPageSize,
  parameterlessRoutes,
  paramRules,
  type RouteDef,
  type RouteName,
  routes,
} from "../../shared/routes.ts";
import type { CmsClient } from "../cms/client.ts";
import { textError } from "../lib/answers.ts";
import { errorFields, log } from "../lib/log.ts";
import type { AppEnv } from "../request/app-env.ts";
import { cmsIn } from "../request/cms-in.ts";
import { alternatesOf, singletonReads } from "./pages/languages.ts";

const names = Object.keys(routes) as RouteName[];

/** Pages without parameters that belong in the index (noindex pages such as login and 404 do not). */
const fixedPages = parameterlessRoutes.filter(({ name }) => !routes[name].noindex);

/** Every route whose pages are a CMS collection's items, with the rule an item's slug must pass to be linked. */
const itemRoutes = names.flatMap((name) => {
  const def: RouteDef = routes[name];
  const [param, rule] = Object.entries(def.params)[0] ?? [];
  return def.collection && param && rule
    ? [
        {
          collection: def.collection,
          rule: paramRules[rule],
          path: (slug: string) => def.path.replace(`:${param}`, slug),
        },
      ]
    : [];
});

/** One page in one language, with its date when known. */
interface Entry {
  path: string;
  lastmod?: string;
}

/** A page in the languages it exists in: its path (the default language's) and each language's entry. */
interface Page {
  path: string;
  versions: Partial<Record<Locale, { lastmod?: string }>>;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The `YYYY-MM-DD` of a CMS date, or undefined when it is not a date. */
function day(value: string | undefined): string | undefined {
  const time = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

const newest = (entries: SlugEntry[]) =>
  entries
    .map((e) => day(e.modified))
    .filter((d): d is string => d !== undefined)
    .sort()
    .at(-1);

/** Paths of list pages 2..n (page 1 is the bare list path, already among the fixed pages). */
function laterPages(name: "news" | "jobOpenings", total: number): Entry[] {
  const pages = Math.ceil(total / listPageSize);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ path: href(name, { page: i + 2 }) }));
}

/** A page's `<url>` in each of its languages; with two or more, each names them all (`xhtml:link`). */
function urlsXml(origin: string, page: Page): string[] {
  const languages = locales.filter((locale) => page.versions[locale]);
  const links = alternatesOf(page.path, languages)
    .map(
      (alt) =>
        `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(`${origin}${alt.path}`)}"/>`,
    )
    .join("");
  return languages.map((locale) => {
    const lastmod = page.versions[locale]?.lastmod;
    const loc = escapeXml(`${origin}${localizedPath(page.path, locale)}`);
    return `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`;
  });
}

function sitemapXml(origin: string, pages: Page[]): string {
  const urls = pages.flatMap((page) => urlsXml(origin, page));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** What the CMS says about the site in one language: its slug lists and its singleton pages. */
interface LanguageContent {
  byType: Record<ContentType, SlugEntry[]>;
  /** Each singleton page's date, for the pages that exist in this language (undefined date when unknown). */
  singletons: Partial<Record<RouteName, { lastmod?: string }>>;
}

const itemTypes = itemRoutes.map((r) => r.collection);
const singletonNames = Object.keys(singletonReads) as RouteName[];

/**
 * The CMS's slug lists (only the items translated into `locale`, for a language other than the
 * default) and which singleton pages it has in `locale`. A slug list that cannot be read throws; a
 * singleton that cannot be read counts as there in the default language (its page says what is
 * wrong) and as untranslated in any other.
 */
async function contentIn(cms: CmsClient, locale: Locale): Promise<LanguageContent> {
  const lists = await Promise.all(itemTypes.map((type) => cms.slugs(type)));
  const byType = Object.fromEntries(itemTypes.map((t, i) => [t, lists[i] ?? []])) as Record<
    ContentType,
    SlugEntry[]
  >;
  const answers = await Promise.allSettled(singletonNames.map((name) => singletonReads[name]?.(cms)));
  const singletons: LanguageContent["singletons"] = {};
  singletonNames.forEach((name, i) => {
    const answer = answers[i];
    const value = answer?.status === "fulfilled" ? answer.value : undefined;
    // A content page's date is a nicety: when one cannot be read, its URL is listed without lastmod.
    const lastmod = day((value as { modified?: string } | undefined)?.modified);
    if (locale === defaultLocale || (value !== undefined && itemLang(value) === locale))
      singletons[name] = { lastmod };
  });
  return { byType, singletons };
}

/** Every page of the sitemap, each with the languages it exists in. */
function sitemapPages(content: Record<Locale, LanguageContent>): Page[] {
  const pages = new Map<string, Page>();
  const add = (path: string, locale: Locale, lastmod?: string) => {
    const page = pages.get(path) ?? { path, versions: {} };
    page.versions[locale] = { lastmod };
    pages.set(path, page);
  };
  for (const locale of locales) {
    const { byType, singletons } = content[locale];
    const english = content[defaultLocale].byType;
    const listLastmod: Record<string, string | undefined> = {
      [href("news")]: newest(byType["news-stories"]),
      [href("jobOpenings")]: newest(byType["job-openings"]),
    };
    for (const { name, path } of fixedPages) {
      if (!(name in singletonReads)) add(path, locale, listLastmod[path]);
      else if (singletons[name]) add(path, locale, singletons[name].lastmod);
    }
    // The lists show every item in every language (untranslated ones marked), so they page alike.
    for (const entry of [
      ...laterPages("news", english["news-stories"].length),
      ...laterPages("jobOpenings", english["job-openings"].length),
    ])
      add(entry.path, locale);
    for (const item of itemRoutes)
      for (const e of byType[item.collection])
        if (item.rule.test(e.slug)) add(item.path(e.slug), locale, day(e.modified));
  }
  return [...pages.values()];
}

export const sitemap = new Hono<AppEnv>();

sitemap.get("/sitemap.xml", async (c) => {
  let found: LanguageContent[];
  try {
    found = await Promise.all(locales.map((locale) => contentIn(cmsIn(c, locale), locale)));
  } catch (error) {
    log("error", "sitemap", "sitemap: slug lists failed", errorFields(error));
    c.header("retry-after", "60");
    return textError(c, 503, "The sitemap is temporarily unavailable.");
  }
  const content = Object.fromEntries(locales.map((l, i) => [l, found[i]])) as Record<Locale, LanguageContent>;
  return c.body(sitemapXml(c.get("origin"), sitemapPages(content)), 200, {
    "content-type": "application/xml; charset=utf-8",
  });
});

sitemap.get("/robots.txt", (c) => {
  const config = c.get("config");
  // A site kept out of search engines (staging) says so to every crawler, and offers no sitemap.
  if (config.searchEngines === "noindex") return c.text("User-agent: *\nDisallow: /\n");
  return c.text(`User-agent: *\nAllow: /\n\nSitemap: ${c.get("origin")}/sitemap.xml\n`);
});
