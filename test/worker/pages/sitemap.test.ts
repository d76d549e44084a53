import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiBase } from "../../../shared/cms/paths.ts";
import type { ContentType } from "../../../shared/cms/types.ts";
import { localizedPath } from "../../../shared/i18n/locales.ts";
import { routes } from "../../../shared/routes.ts";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { call } from "../support/app.ts";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

/** Each `<url>`'s address and its `xhtml:link` alternates (hreflang → URL). */
function urlEntries(xml: string): Map<string, Record<string, string>> {
  const entries = new Map<string, Record<string, string>>();
  for (const [block] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? "";
    const links = [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    entries.set(loc, Object.fromEntries(links.map((m) => [m[1], m[2]])));
  }
  return entries;
}

/** A page's `<link rel="alternate" hreflang>` links (hreflang → URL). */
const pageAlternates = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map((m) => [
      m[1],
      m[2],
    ]),
  );

/** What the demo CMS answers at an API path (the same CMS the worker reads in these tests). */
async function demo<T>(path: string): Promise<T> {
  const res = await demoCms.fetch(new Request(`http://demo-cms.internal${apiBase}/${path}`), env);
  return (await res.json()) as T;
}

describe("the sitemap", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is XML listing the fixed pages, list pages 2..n and every CMS item, with absolute URLs", async () => {
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const urls = locs(xml);
    expect(urls.every((u) => u.startsWith("http://clinic.test/"))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of [
      "/",
      "/about-us",
      "/contact-us",
      "/star",
      "/star-events",
      "/donate",
      "/privacy",
      "/nondiscrimination",
      "/accessibility",
      "/covid-19",
      "/news",
      "/job-openings",
      "/news/2",
      "/locations/main-street",
      "/services/dental",
      "/team/dental-team",
      "/staff_member/401",
      "/job-openings/job/601",
    ]) {
      expect(urls, path).toContain(`http://clinic.test${path}`);
    }
    expect(urls.some((u) => u.includes("/news/story/"))).toBe(true);
    expect(urls).not.toContain("http://clinic.test/login");
    expect(urls).not.toContain("http://clinic.test/404");
  });

  it("gives lastmod as a date for CMS items", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    const entry =
      /<url><loc>http:\/\/clinic.test\/locations\/main-street<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(
        xml,
      );
    expect(entry?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("gives the CMS content pages their modified date as lastmod", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    for (const path of ["/about-us", "/covid-19", "/privacy", "/contact-us", "/star"]) {
      expect(xml, path).toMatch(
        new RegExp(`<loc>http://clinic.test${path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
    }
  });

  it("uses the configured site URL for absolute URLs when there is one", async () => {
    const xml = await (await call("/sitemap.xml", {}, { SITE_URL: "https://www.example.org/" })).text();
    const urls = locs(xml);
    expect(urls[0]).toBe("https://www.example.org/");
    expect(urls.every((u) => u.startsWith("https://www.example.org/"))).toBe(true);
  });

  it("lists only URLs that answer 200, each page naming the same alternates as its sitemap entry", async () => {
    const entries = urlEntries(await (await call("/sitemap.xml")).text());
    expect(entries.size).toBeGreaterThan(100);
    for (const [url, alternates] of entries) {
      const res = await call(new URL(url).pathname);
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(html, url).not.toContain('name="robots"');
      expect(pageAlternates(html), url).toEqual(alternates);
      // Every alternate is itself listed, and names the same set back.
      for (const other of Object.values(alternates))
        expect(entries.get(other), `${url} → ${other}`).toEqual(alternates);
    }
  }, 120_000);

  it("answers 503, not 500, never stored, when the CMS cannot give the slug lists", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("connection refused"));
    const res = await call("/sitemap.xml", {}, { CMS_ORIGIN: "http://cms.invalid" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the sitemap's languages", () => {
  it("declares the xhtml namespace and gives a page in both languages en, es and x-default alternates", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = urlEntries(xml);
    const both = {
      en: "http://clinic.test/donate",
      es: "http://clinic.test/es/donate",
      "x-default": "http://clinic.test/donate",
    };
    expect(entries.get("http://clinic.test/donate")).toEqual(both);
    expect(entries.get("http://clinic.test/es/donate")).toEqual(both);
  });

  it("always lists the Spanish version of the site's own pages: lists, legal pages, donate, events", async () => {
    const urls = locs(await (await call("/sitemap.xml")).text());
    for (const path of [
      "/es/news",
      "/es/news/2",
      "/es/job-openings",
      "/es/star-events",
      "/es/donate",
      "/es/nondiscrimination",
      "/es/accessibility",
    ])
      expect(urls, path).toContain(`http://clinic.test${path}`);
    expect(urls).not.toContain("http://clinic.test/es/login");
    expect(urls).not.toContain("http://clinic.test/es/404");
  });

  it("lists a CMS item in Spanish exactly when the CMS's Spanish slug list has it, and leaves the rest out", async () => {
    const urls = new Set(locs(await (await call("/sitemap.xml")).text()));
    let untranslated = 0;
    for (const def of Object.values(routes)) {
      const collection = "collection" in def ? (def.collection as ContentType) : undefined;
      if (!collection) continue;
      const english = await demo<Array<{ slug: string }>>(`${collection}/slugs`);
      const spanish = new Set(
        (await demo<Array<{ slug: string }>>(`${collection}/slugs?lang=es`)).map((e) => e.slug),
      );
      for (const { slug } of english) {
        const path = def.path.replace(/:\w+/, slug);
        expect(urls.has(`http://clinic.test${path}`), path).toBe(true);
        expect(urls.has(`http://clinic.test${localizedPath(path, "es")}`), `es ${path}`).toBe(
          spanish.has(slug),
        );
        if (!spanish.has(slug)) untranslated++;
      }
    }
    // The demo CMS leaves some items in English on purpose (older news, most staff): they must be left out.
    expect(untranslated).toBeGreaterThan(0);
  });

  it("lists a CMS page in Spanish exactly when the CMS answers it in Spanish", async () => {
    const urls = new Set(locs(await (await call("/sitemap.xml")).text()));
    const singletons = { "/": "home", "/about-us": "about-us", "/covid-19": "covid-19", "/star": "star" };
    for (const [path, api] of Object.entries(singletons)) {
      const answer = await demo<{ lang?: string }>(`${api}?lang=es`);
      expect(urls.has(`http://clinic.test${localizedPath(path, "es")}`), path).toBe(answer.lang === "es");
    }
  });
});

describe("robots.txt", () => {
  it("is served by the worker and points to the absolute sitemap URL", async () => {
    const res = await call("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Sitemap: http://clinic.test/sitemap.xml");
  });

  it("keeps every crawler out of a site configured for noindex, whose pages say noindex too", async () => {
    const vars = { SEARCH_ENGINES: "noindex" };
    const text = await (await call("/robots.txt", {}, vars)).text();
    expect(text).toBe("User-agent: *\nDisallow: /\n");
    const page = await (await call("/about-us", { headers: { authorization: "Bearer x" } }, vars)).text();
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    const indexed = await (await call("/about-us", { headers: { authorization: "Bearer x" } })).text();
    expect(indexed).not.toContain('name="robots"');
  });

  it("points to the configured site URL when there is one", async () => {
    const text = await (await call("/robots.txt", {}, { SITE_URL: "https://www.example.org" })).text();
    expect(text).toContain("Sitemap: https://www.example.org/sitemap.xml");
  });
});
