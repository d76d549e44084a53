/** @module `/sitemap.xml` from the CMS slug lists plus the fixed pages, and `/robots.txt` pointing to it. */
import { Hono } from "hono";
import type { ContentType, SlugEntry } from "../../shared/cms/types.ts";
import {
  href,
  listPageSize,
  parameterlessRoutes,
  paramRules,
  type RouteDef,
  type RouteName,
  routes,
} from "../../shared/routes.ts";
import type { AppEnv } from "../app-env.ts";

const names = Object.keys(routes) as RouteName[];

/** Pages without parameters that belong in the index (noindex pages such as login and 404 do not). */
const fixedPaths = parameterlessRoutes.filter(({ name }) => !routes[name].noindex).map(({ path }) => path);

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

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The `YYYY-MM-DD` of a CMS date, or undefined when it is not a date. */
function day(value: string): string | undefined {
  const time = Date.parse(value);
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

function sitemapXml(origin: string, entries: Entry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export const sitemap = new Hono<AppEnv>();

sitemap.get("/sitemap.xml", async (c) => {
  const origin = c.get("config").siteUrl ?? new URL(c.req.url).origin;
  const types = itemRoutes.map((r) => r.collection);
  let lists: SlugEntry[][];
  try {
    lists = await Promise.all(types.map((type) => c.get("cms").slugs(type)));
  } catch (error) {
    console.error("sitemap: slug lists failed", error);
    return c.text("The sitemap is temporarily unavailable.", 503, { "retry-after": "60" });
  }
  const byType = Object.fromEntries(types.map((t, i) => [t, lists[i] ?? []])) as Record<
    ContentType,
    SlugEntry[]
  >;
  const cms = c.get("cms");
  const pages = await Promise.allSettled([
    cms.aboutUs(),
    cms.covid19(),
    cms.privacy(),
    cms.contactPage(),
    cms.star(),
  ]);
  // A content page's date is a nicety: when one cannot be read, its URL is listed without lastmod.
  const pageDay = (i: number) => {
    const result = pages[i];
    return result?.status === "fulfilled" ? day(result.value.modified) : undefined;
  };
  const listLastmod: Record<string, string | undefined> = {
    [href("news")]: newest(byType["news-stories"]),
    [href("jobOpenings")]: newest(byType["job-openings"]),
    [href("aboutUs")]: pageDay(0),
    [href("covid19")]: pageDay(1),
    [href("privacy")]: pageDay(2),
    [href("contactUs")]: pageDay(3),
    [href("star")]: pageDay(4),
  };
  const entries: Entry[] = [
    ...fixedPaths.map((path) => ({ path, lastmod: listLastmod[path] })),
    ...laterPages("news", byType["news-stories"].length),
    ...laterPages("jobOpenings", byType["job-openings"].length),
    ...itemRoutes.flatMap((item) =>
      byType[item.collection]
        .filter((e) => item.rule.test(e.slug))
        .map((e) => ({ path: item.path(e.slug), lastmod: day(e.modified) })),
    ),
  ];
  return c.body(sitemapXml(origin, entries), 200, {
    "content-type": "application/xml; charset=utf-8",
  });
});

sitemap.get("/robots.txt", (c) => {
  const config = c.get("config");
  // A site kept out of search engines (staging) says so to every crawler, and offers no sitemap.
  if (config.searchEngines === "noindex") return c.text("User-agent: *\nDisallow: /\n");
  const origin = config.siteUrl ?? new URL(c.req.url).origin;
  return c.text(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
});
