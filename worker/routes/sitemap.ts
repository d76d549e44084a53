/** @module `/sitemap.xml` from the CMS slug lists plus the fixed pages, and `/robots.txt` pointing to it. */
import { Hono } from "hono";
import type { ContentType, SlugEntry } from "../../shared/cms/types.ts";
import { paramRules } from "../../shared/routes.ts";
import type { AppEnv } from "../app-env.ts";
import { perPage } from "./pages/loaders-lists.tsx";

/** Pages without parameters that belong in the index (login and 404 are noindex). */
const fixedPaths = [
  "/",
  "/about-us",
  "/contact-us",
  "/news",
  "/job-openings",
  "/covid-19",
  "/star",
  "/star-events",
  "/donate",
  "/privacy",
  "/nondiscrimination",
  "/accessibility",
];

/** Where each collection's items live, and the rule their slug must pass to be linked. */
const itemPaths: Record<ContentType, { prefix: string; rule: RegExp }> = {
  locations: { prefix: "/locations/", rule: paramRules.slug },
  "health-services": { prefix: "/services/", rule: paramRules.slug },
  "job-openings": { prefix: "/job-openings/job/", rule: paramRules.id },
  teams: { prefix: "/team/", rule: paramRules.slug },
  staff_members: { prefix: "/staff_member/", rule: paramRules.id },
  "news-stories": { prefix: "/news/story/", rule: paramRules.slug },
};

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
function laterPages(base: string, total: number): Entry[] {
  const pages = Math.ceil(total / perPage);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ path: `${base}/${i + 2}` }));
}

export function sitemapXml(origin: string, entries: Entry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export const sitemap = new Hono<AppEnv>();

sitemap.get("/sitemap.xml", async (c) => {
  const origin = c.get("config").siteUrl ?? new URL(c.req.url).origin;
  const types = Object.keys(itemPaths) as ContentType[];
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
    "/news": newest(byType["news-stories"]),
    "/job-openings": newest(byType["job-openings"]),
    "/about-us": pageDay(0),
    "/covid-19": pageDay(1),
    "/privacy": pageDay(2),
    "/contact-us": pageDay(3),
    "/star": pageDay(4),
  };
  const entries: Entry[] = [
    ...fixedPaths.map((path) => ({ path, lastmod: listLastmod[path] })),
    ...laterPages("/news", byType["news-stories"].length),
    ...laterPages("/job-openings", byType["job-openings"].length),
    ...types.flatMap((type) =>
      byType[type]
        .filter((e) => itemPaths[type].rule.test(e.slug))
        .map((e) => ({ path: `${itemPaths[type].prefix}${e.slug}`, lastmod: day(e.modified) })),
    ),
  ];
  return c.body(sitemapXml(origin, entries), 200, {
    "content-type": "application/xml; charset=utf-8",
  });
});

sitemap.get("/robots.txt", (c) => {
  const origin = c.get("config").siteUrl ?? new URL(c.req.url).origin;
  return c.text(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
});
