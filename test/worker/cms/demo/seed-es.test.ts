import { describe, expect, it } from "vitest";
import * as es from "../../../../worker/cms/demo/seed/es/index.ts";
import type { Translations } from "../../../../worker/cms/demo/seed/es/translations.ts";
import { jobs } from "../../../../worker/cms/demo/seed/jobs.ts";
import { locations } from "../../../../worker/cms/demo/seed/locations.ts";
import { news } from "../../../../worker/cms/demo/seed/news.ts";
import * as pages from "../../../../worker/cms/demo/seed/pages.ts";
import { services } from "../../../../worker/cms/demo/seed/services.ts";
import { staff } from "../../../../worker/cms/demo/seed/staff.ts";
import { starEvents } from "../../../../worker/cms/demo/seed/star-events.ts";
import { teams } from "../../../../worker/cms/demo/seed/teams.ts";

/** The seed's content pages, by export name, as the Spanish map keys them. */
const contentPages = {
  aboutUs: pages.aboutUs,
  covid19: pages.covid19,
  contactPage: pages.contactPage,
  privacy: pages.privacy,
};

/** Each translation map with the English items it translates, keyed the same way. */
const collections: [name: string, english: Record<string, unknown>, spanish: Translations<object>][] = [
  ["services", Object.fromEntries(services.map((x) => [x.url_slug, x])), es.servicesEs],
  ["locations", Object.fromEntries(locations.map((x) => [x.post_name, x])), es.locationsEs],
  ["teams", Object.fromEntries(teams.map((x) => [x.post_name, x])), es.teamsEs],
  ["staff", Object.fromEntries(staff.map((x) => [String(x.id), x])), es.staffEs],
  ["news", Object.fromEntries(news.map((x) => [x.slug, x])), es.newsEs],
  ["jobs", Object.fromEntries(jobs.map((x) => [String(x.id), x])), es.jobsEs],
  ["star events", Object.fromEntries(starEvents.map((x) => [String(x.id), x])), es.starEventsEs],
  ["pages", contentPages, es.pagesEs],
];

/** Every translated item paired with its English original, including home and STAR. */
const pairs: [label: string, english: unknown, spanish: unknown][] = [
  ...collections.flatMap(([name, english, spanish]) =>
    Object.entries(spanish).map(([key, item]): [string, unknown, unknown] => [
      `${name}/${key}`,
      english[key],
      item,
    ]),
  ),
  ["home", pages.home, es.homeEs],
  ["star", pages.star, es.starEs],
];

/** The string leaves of a translation with their English counterparts; image URLs are not text. */
function textFields(label: string, english: unknown, spanish: unknown): [string, string, string][] {
  if (typeof spanish === "string") return [[label, String(english), spanish]];
  if (spanish === null || typeof spanish !== "object") return [];
  const en = (english ?? {}) as Record<string, unknown>;
  return Object.entries(spanish).flatMap(([key, value]) =>
    key === "src" ? [] : textFields(`${label}.${key}`, en[key], value),
  );
}

const htmlFields = pairs.flatMap(([label, english, spanish]) =>
  textFields(label, english, spanish).filter(([, en]) => en.trimStart().startsWith("<")),
);

/** The href of every link in an HTML fragment, read by the runtime's own HTML parser. */
async function hrefs(html: string): Promise<string[]> {
  const found: string[] = [];
  await new HTMLRewriter()
    .on("a[href]", {
      element(a) {
        found.push(a.getAttribute("href") ?? "");
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

const isSitePage = (href: string): boolean => href.startsWith("/") && !href.startsWith("/wp-content/");
const newest = <T extends { created: string }>(items: T[], count: number): T[] =>
  [...items].sort((a, b) => Date.parse(b.created) - Date.parse(a.created)).slice(0, count);

describe("the demo CMS's Spanish content", () => {
  it("translates every service, location and team", () => {
    expect(Object.keys(es.servicesEs).sort()).toEqual(services.map((x) => x.url_slug).sort());
    expect(Object.keys(es.locationsEs).sort()).toEqual(locations.map((x) => x.post_name).sort());
    expect(Object.keys(es.teamsEs).sort()).toEqual(teams.map((x) => x.post_name).sort());
  });

  it("translates the home page, the STAR page, every STAR event and the four content pages", () => {
    expect(es.homeEs?.hero_title).toBeTruthy();
    expect(es.starEs?.content).toBeTruthy();
    expect(Object.keys(es.starEventsEs).sort()).toEqual(starEvents.map((x) => String(x.id)).sort());
    expect(Object.keys(es.pagesEs).sort()).toEqual(Object.keys(contentPages).sort());
  });

  it("translates the ten newest news stories and every featured or COVID-19 story, and leaves others in English", () => {
    const expected = new Set([
      ...newest(news, 10).map((x) => x.slug),
      ...news.filter((x) => x.featured || x.covid).map((x) => x.slug),
    ]);
    const translated = Object.keys(es.newsEs);
    expect(translated.length).toBeGreaterThanOrEqual(10);
    expect(new Set(translated)).toEqual(expected);
    expect(translated.length).toBeLessThan(news.length);
  });

  it("translates the six newest job openings and the Spanish interpreter's, and leaves the older ones in English", () => {
    const translated = Object.keys(es.jobsEs);
    const interpreter = jobs.find((x) => x.slug === "medical-interpreter-spanish-riverside");
    expect(interpreter).toBeDefined();
    expect(translated.length).toBeGreaterThanOrEqual(7);
    expect(translated.sort()).toEqual(
      [...newest(jobs, 6), ...(interpreter ? [interpreter] : [])].map((x) => String(x.id)).sort(),
    );
    expect(translated.length).toBeLessThan(jobs.length);
  });

  it("translates exactly the staff who see patients at Main Street", () => {
    const mainStreet = staff.filter((x) => x.locations.includes("main-street")).map((x) => String(x.id));
    expect(mainStreet.length).toBeGreaterThan(0);
    expect(Object.keys(es.staffEs).sort()).toEqual(mainStreet.sort());
  });

  it("gives every other staff member a Spanish role of its own, so no role is left in English", () => {
    const others = staff.filter((x) => es.staffEs[String(x.id)] === undefined).map((x) => String(x.id));
    expect(others.length).toBeGreaterThan(0);
    expect(Object.keys(es.staffRolesEs).sort()).toEqual(others.sort());
    for (const x of staff) {
      const role = es.staffEs[String(x.id)]?.role ?? es.staffRolesEs[String(x.id)];
      expect(role, x.slug).toBeDefined();
      expect(role, x.slug).not.toBe(x.role);
    }
  });

  it.each(collections)("names only existing English items in the %s map", (_name, english, spanish) => {
    const unknown = Object.keys(spanish).filter((key) => english[key] === undefined);
    expect(unknown).toEqual([]);
  });

  it("leaves no text longer than twenty characters identical to its English original", () => {
    const untranslated = pairs
      .flatMap(([label, english, spanish]) => textFields(label, english, spanish))
      .filter(([, en, sp]) => en.length > 20 && en === sp)
      .map(([label]) => label);
    expect(untranslated).toEqual([]);
  });

  it("keeps every {{brand}} token of the English text", () => {
    const count = (text: string): number => text.split("{{brand}}").length - 1;
    const lost = pairs
      .flatMap(([label, english, spanish]) => textFields(label, english, spanish))
      .filter(([, en, sp]) => count(sp) < Math.min(count(en), 1))
      .map(([label]) => label);
    expect(lost).toEqual([]);
  });

  it("points every internal page link of translated HTML at the Spanish page of the English link", async () => {
    expect(htmlFields.length).toBeGreaterThan(50);
    for (const [label, en, sp] of htmlFields) {
      const spanishLinks = (await hrefs(sp)).filter(isSitePage);
      for (const href of spanishLinks) expect(href, label).toMatch(/^\/es\//);
      const englishLinks = (await hrefs(en)).filter(isSitePage).map((href) => `/es${href}`);
      expect(spanishLinks.sort(), label).toEqual(englishLinks.sort());
    }
  });
});
