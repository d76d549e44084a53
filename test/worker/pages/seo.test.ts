import { describe, expect, it } from "vitest";
import { localeOfPath, unlocalizedPath } from "../../../shared/i18n/locales.ts";
import { call, sitemapPaths } from "../support/app.ts";

type Ld = Record<string, unknown>;

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Ld,
  );
}

const has = (obj: unknown, path: string) =>
  path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Ld)[k] : undefined), obj);

/** Properties each type must carry (Google's required ones, plus what the issue asks for). */
const required: Record<string, string[]> = {
  MedicalOrganization: ["name", "url", "logo", "sameAs"],
  MedicalClinic: [
    "name",
    "address.streetAddress",
    "address.addressLocality",
    "geo.latitude",
    "geo.longitude",
    "telephone",
    "openingHoursSpecification",
  ],
  JobPosting: [
    "title",
    "description",
    "datePosted",
    "hiringOrganization.name",
    "jobLocation.address.addressLocality",
    "employmentType",
    "validThrough",
  ],
  NewsArticle: ["headline", "image", "datePublished", "author", "publisher.name"],
  Event: ["name", "startDate", "location.name", "location.address.streetAddress"],
  BreadcrumbList: ["itemListElement"],
  Person: ["name", "jobTitle", "worksFor.name"],
  WebPage: ["name", "url", "inLanguage"],
};

/** The sweeps render every page of the sitemap, in both languages: their time grows with the content. */
const sweepTimeout = 90_000;

describe("SEO and structured data on every sitemap page", () => {
  it(
    "gives each page a unique title, description and canonical URL, and the social tags",
    async () => {
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const path of await sitemapPaths()) {
        const html = await (await call(path)).text();
        expect(html, path).toContain(`<html lang="${localeOfPath(path)}"`);
        // Unique within a language: a person's name is their page's title in both.
        const title = `${localeOfPath(path)} ${attr(html, /<title>([^<]+)<\/title>/) ?? ""}`;
        const description = `${localeOfPath(path)} ${meta(html, "description") ?? ""}`;
        expect(title.length, path).toBeGreaterThan(6);
        expect(description.length, path).toBeGreaterThan(23);
        // Text, not CMS markup: a reference like &amp; is decoded before the page escapes it once.
        expect(description, path).not.toMatch(/&amp;(?:amp|nbsp|rsquo|lt|gt|#\d+);|<|>/);
        expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
        expect(
          descriptions.get(description),
          `${path} repeats the description of ${descriptions.get(description)}`,
        ).toBeUndefined();
        titles.set(title, path);
        descriptions.set(description, path);
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`http://clinic.test${path}`);
        expect(meta(html, "og:url"), path).toBe(`http://clinic.test${path}`);
        expect(meta(html, "og:image"), path).toMatch(/^http:\/\/clinic\.test\/.+\.(?:png|jpe?g|webp)$/);
        expect(meta(html, "twitter:card"), path).toBe("summary_large_image");
        expect(meta(html, "og:title"), path).toBeTruthy();
      }
    },
    sweepTimeout,
  );

  it(
    "gives every JSON-LD block valid JSON with the required properties of its type",
    async () => {
      const seen = new Set<string>();
      for (const path of await sitemapPaths()) {
        const html = await (await call(path)).text();
        const blocks = jsonLd(html);
        if (unlocalizedPath(path) !== "/")
          expect(
            blocks.map((b) => b["@type"]),
            path,
          ).toContain("BreadcrumbList");
        for (const block of blocks) {
          expect(block["@context"], path).toBe("https://schema.org");
          const type = String(block["@type"]);
          seen.add(type);
          for (const prop of required[type] ?? []) {
            const value = has(block, prop);
            expect(value, `${path} ${type}.${prop}`).toBeDefined();
            expect(value, `${path} ${type}.${prop}`).not.toBe("");
          }
        }
      }
      expect([...seen].sort()).toEqual(Object.keys(required).sort());
    },
    sweepTimeout,
  );

  it("puts the organization with its social profiles on the home page", async () => {
    const [org] = jsonLd(await (await call("/")).text()).filter((b) => b["@type"] === "MedicalOrganization");
    expect(org?.sameAs).toEqual(
      expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.facebook\.com\//)]),
    );
  });

  it("describes a job with Google's employment type values and its pay", async () => {
    const blocks = jsonLd(await (await call("/job-openings/job/601")).text());
    const job = blocks.find((b) => b["@type"] === "JobPosting") as Ld;
    expect([
      "FULL_TIME",
      "PART_TIME",
      "CONTRACTOR",
      "TEMPORARY",
      "INTERN",
      "VOLUNTEER",
      "PER_DIEM",
      "OTHER",
    ]).toContain(job.employmentType);
    expect(String(job.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(String(job.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(job.description).not.toMatch(/<script/i);
  });

  it("gives a clinic its phone in international form and an opening-hours entry per open day", async () => {
    const clinic = jsonLd(await (await call("/locations/main-street")).text()).find(
      (b) => b["@type"] === "MedicalClinic",
    ) as Ld;
    expect(clinic.telephone).toBe("+1-503-555-0142");
    const hours = clinic.openingHoursSpecification as Ld[];
    expect(hours.length).toBeGreaterThanOrEqual(5);
    for (const h of hours) {
      expect(String(h.dayOfWeek)).toMatch(
        /^https:\/\/schema\.org\/(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/,
      );
      expect(String(h.opens)).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it("keeps login and 404 out of search indexes", async () => {
    for (const path of ["/login", "/404"]) {
      expect(await (await call(path)).text(), path).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});
