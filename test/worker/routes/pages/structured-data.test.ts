import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { apiBase } from "../../../../shared/cms/paths.ts";
import { textsFor } from "../../../../shared/i18n/catalogue.ts";
import { localeInfo } from "../../../../shared/i18n/locales.ts";
import { cmsAccess } from "../../../../worker/cms/access.ts";
import { getConfig } from "../../../../worker/env.ts";
import {
  articleLd,
  type LdArgs,
  organizationLd,
  personLd,
} from "../../../../worker/routes/pages/structured-data.ts";
import { call } from "../../support/app.ts";

type Ld = Record<string, unknown>;

const jsonLd = async (path: string): Promise<Ld[]> => {
  const res = await call(path);
  expect(res.status, path).toBe(200);
  return [...(await res.text()).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Ld,
  );
};
const ofType = (blocks: Ld[], type: string) => blocks.filter((b) => b["@type"] === type);

/** Every string in `value` that is a URL on the site's origin. */
function siteUrls(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("http://clinic.test/") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(siteUrls);
  if (value && typeof value === "object") return Object.values(value).flatMap(siteUrls);
  return [];
}

const spanishPages = [
  "/es/",
  "/es/locations/main-street",
  "/es/services/dental",
  "/es/job-openings",
  "/es/job-openings/job/601",
  "/es/team/dental-team",
  "/es/staff_member/401",
  "/es/about-us",
  "/es/news",
  "/es/star-events",
  "/es/donate",
  "/es/nondiscrimination",
  "/es/accessibility",
];

describe("structured data in the page's language", () => {
  it("describes every Spanish page as a WebPage in es-US at its Spanish URL", async () => {
    for (const path of spanishPages) {
      const [page, ...more] = ofType(await jsonLd(path), "WebPage");
      expect(more, path).toEqual([]);
      expect(page?.inLanguage, path).toBe("es-US");
      expect(page?.url, path).toBe(`http://clinic.test${path}`);
    }
    const [english] = ofType(await jsonLd("/news"), "WebPage");
    expect(english?.inLanguage).toBe("en-US");
  });

  it("keeps every page URL of a Spanish page's structured data under /es/, files aside", async () => {
    for (const path of spanishPages) {
      const urls = siteUrls(await jsonLd(path)).map((url) => new URL(url).pathname);
      expect(urls.length, path).toBeGreaterThan(0);
      const outside = urls.filter((p) => !p.startsWith("/es/") && !/^\/(?:uploads\/|favicon\.svg$)/.test(p));
      expect(outside, path).toEqual([]);
    }
  });

  it("names the breadcrumbs in Spanish", async () => {
    const [trail] = ofType(await jsonLd("/es/news"), "BreadcrumbList");
    const items = trail?.itemListElement as Ld[];
    expect(items.map((i) => i.name)).toEqual([textsFor("es")("crumbs.home"), textsFor("es")("news.title")]);
  });

  it("gives a news article and an event the language their text is in, as the CMS states it", async () => {
    const access = cmsAccess(env, getConfig(env));
    const answer = async (path: string) =>
      (await (await access.fetch(new Request(`${access.origin}${apiBase}${path}?lang=es`))).json()) as {
        slug: string;
        lang?: "en" | "es";
      }[];
    const [story] = await answer("/news");
    expect(story).toBeDefined();
    const [article] = ofType(await jsonLd(`/es/news/story/${story?.slug}`), "NewsArticle");
    expect(article?.inLanguage).toBe(localeInfo[story?.lang ?? "en"].intl);
    const events = await answer("/star-events");
    const lds = ofType(await jsonLd("/es/star-events"), "Event");
    expect(lds.map((e) => e.inLanguage)).toEqual(events.map((e) => localeInfo[e.lang ?? "en"].intl));
  });
});

describe("URLs the CMS gives structured data", () => {
  const args: LdArgs = { origin: "https://clinic.example", locale: "en", link: () => "/" };
  const hostile = [
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "http://evil.example/x.png",
    "//evil.example/x.png",
    "https://evil.example/x.png",
  ];

  it("keep a social profile only when it is a full https address", () => {
    const ld = organizationLd(args, "Clinic", ["https://social.example/clinic", ...hostile.slice(0, 4)]);
    expect((ld as Ld).sameAs).toEqual(["https://social.example/clinic"]);
  });

  it("keep an image only when it is the site's own", () => {
    const image = (src: string) => ({ src, width: 1, height: 1, alt: "" });
    const own = articleLd(args, { image: image("/wp-content/uploads/a.jpg") } as never, "Clinic") as Ld;
    expect(own.image).toEqual(["https://clinic.example/uploads/a.jpg"]);
    for (const src of hostile) {
      expect((articleLd(args, { image: image(src) } as never, "Clinic") as Ld).image, src).toEqual([]);
      expect(
        JSON.stringify(personLd(args, { photo: image(src), id: 1 } as never, "Clinic")),
        src,
      ).not.toMatch(/evil|javascript|data:/);
    }
  });
});
