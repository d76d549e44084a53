import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../support/app.ts";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

describe("the sitemap", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is XML listing the fixed pages, list pages 2..n and every CMS item, with absolute URLs", async () => {
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
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
      /<url><loc>http:\/\/clinic.test\/locations\/main-street<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/.exec(
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

  it("lists only URLs that answer 200", async () => {
    const urls = locs(await (await call("/sitemap.xml")).text());
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      const res = await call(new URL(url).pathname);
      expect(res.status, url).toBe(200);
      await res.text();
    }
  });

  it("answers 503, not 500, when the CMS cannot give the slug lists", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("connection refused"));
    const res = await call("/sitemap.xml", {}, { CMS_ORIGIN: "http://cms.invalid" });
    expect(res.status).toBe(503);
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
