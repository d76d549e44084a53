import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { apiBase } from "../../../shared/cms/paths.ts";
import { type MessageKey, textsFor } from "../../../shared/i18n/catalogue.ts";
import { cmsAccess } from "../../../worker/cms/access.ts";
import { staff } from "../../../worker/cms/demo/seed/staff.ts";
import { teams } from "../../../worker/cms/demo/seed/teams.ts";
import { getConfig } from "../../../worker/env.ts";
import { call } from "../support/app.ts";

const es = textsFor("es");
const en = textsFor("en");

/** The demo CMS's own answer in Spanish, before any schema: what it says each item's language is. */
async function cmsEs<T>(path: string): Promise<T> {
  const access = cmsAccess(env, getConfig(env));
  const url = `${access.origin}${apiBase}${path}${path.includes("?") ? "&" : "?"}lang=es`;
  const res = await access.fetch(new Request(url));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}
/** An item's language as the CMS states it; an item without `lang` is in English. */
const langOf = (item: { lang?: string }) => item.lang ?? "en";

const page = async (path: string, status = 200) => {
  const res = await call(path);
  expect(res.status, path).toBe(status);
  return res.text();
};
const part = (html: string, tag: "main" | "footer") =>
  new RegExp(`<${tag}[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? "";
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

/** Internal links of `<main>` and `<footer>` that leave the page's language (the language switcher aside). */
function linksOutsideSpanish(html: string): string[] {
  const chrome = part(html, "main") + part(html, "footer");
  return [...chrome.matchAll(/<a ([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => !attrs.includes("hrefLang="))
    .map((attrs) => /href="([^"]*)"/.exec(attrs)?.[1] ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("/es/"))
    .filter((href) => !/^\/(?:uploads\/|sitemap\.xml$|news\/feed\.xml$|star-events.*\.ics$)/.test(href));
}

/** A page of each family in Spanish, with texts of the catalogue its chrome must show. */
const families: [path: string, keys: MessageKey[], status?: number][] = [
  ["/es/", ["home.ourServices", "home.makeAppointment", "home.allNews", "footer.learnMore"]],
  [
    "/es/locations/main-street",
    ["locations.visitUs", "locations.directions", "locations.servicesHere", "crumbs.home"],
  ],
  ["/es/services/dental", ["crumbs.home"]],
  [
    "/es/job-openings",
    ["jobs.title", "jobs.allLocations", "jobs.allDepartments", "jobs.filter", "jobs.postedInline"],
  ],
  [
    "/es/job-openings/job/601",
    ["jobs.apply", "jobs.schedule", "jobs.department", "jobs.department.medical", "jobs.posted"],
  ],
  ["/es/team/dental-team", ["people.meetTeam", "people.aboutUs"]],
  ["/es/staff_member/401", ["people.seesPatientsAt", "people.languages"]],
  ["/es/about-us", ["pages.generalInfo"]],
  ["/es/covid-19", ["news.covidNews"]],
  ["/es/contact-us", ["pages.contactUs"]],
  ["/es/privacy", ["pages.privacy"]],
  ["/es/news", ["news.title", "news.subscribe", "pager.next"]],
  ["/es/news/2", ["pager.previous"]],
  ["/es/star", ["star.seeEvents", "star.aboutStar"]],
  ["/es/star-events", ["star.eventsTitle", "star.subscribe", "star.donateToStar"]],
  ["/es/donate", ["star.giveOnline", "star.contactUs"]],
  ["/es/nondiscrimination", ["nondiscrimination.heading", "nondiscrimination.assistance", "legal.lang.es"]],
  ["/es/accessibility", ["accessibility.heading", "accessibility.doKeyboard", "accessibility.reviewed"]],
  ["/es/login", ["pages.signIn", "pages.patientPortal"]],
  ["/es/404", ["errors.notFoundHeading", "errors.goHome"], 404],
];

describe("the server-rendered pages in Spanish", () => {
  it("shows each family's texts from the Spanish catalogue, not the English one, with the footer's", async () => {
    for (const [path, keys, status] of families) {
      const html = await page(path, status);
      // The page's own parts: the nav bar and drawer islands have catalogues of their own.
      const text = decode(part(html, "main") + part(html, "footer"));
      // CMS content without a translation is English on purpose; where there is none, no English text is left.
      const allSpanish = !html.includes('class="fallback-note"');
      for (const key of keys) {
        expect(text.includes(decode(es(key))), `${path} shows ${key}`).toBe(true);
        if (allSpanish && en(key) !== es(key))
          expect(text.includes(decode(en(key))), `${path} shows ${key} in English`).toBe(false);
      }
      expect(text.includes(es("footer.nondiscrimination")), `${path} has the Spanish footer`).toBe(true);
    }
  });

  it("keeps every internal link of the page and its footer under /es/", async () => {
    for (const [path, , status] of families) {
      expect(linksOutsideSpanish(await page(path, status)), path).toEqual([]);
    }
  });

  it("offers the English version of the page in the footer, in English", async () => {
    const footer = part(await page("/es/news"), "footer");
    expect(footer).toMatch(/<a class="language-switch" href="\/news" hrefLang="en" lang="en">English<\/a>/);
  });

  it("pages the Spanish news list with Spanish labels and Spanish links", async () => {
    const html = await page("/es/news");
    const total = (await cmsEs<number[]>("/news/total"))[0] ?? 0;
    const pages = Math.ceil(total / 10);
    expect(pages).toBeGreaterThan(1);
    expect(html).toContain(`<nav class="pager" aria-label="${es("news.pagerLabel")}">`);
    expect(decode(html)).toContain(es("pager.status", { page: 1, pages }));
    expect(html).toMatch(/<a class="button" href="\/es\/news\/2" rel="next">/);
    expect(html).toContain(`<h1>${es("news.title")}</h1>`);
    expect(decode(await page("/es/news/2"))).toContain(es("news.headingPaged", { page: 2 }));
  });

  it("marks each news card the CMS has no Spanish for with lang=en, with one note above the list", async () => {
    const stories = await cmsEs<{ slug: string; lang?: string }[]>("/news?page=1&per_page=10");
    expect(stories.length).toBe(10);
    const html = await page("/es/news");
    for (const story of stories) {
      const card = new RegExp(
        `<article class="card news-card"( lang="en")?>(?:(?!</article>).)*?href="/es/news/story/${story.slug}"`,
        "s",
      ).exec(html);
      expect(card, story.slug).not.toBeNull();
      expect(card?.[1] ? "en" : "es", story.slug).toBe(langOf(story));
    }
    const untranslated = stories.filter((s) => langOf(s) !== "es").length;
    expect(html.split(es("content.listFallbackNote")).length - 1).toBe(untranslated > 0 ? 1 : 0);
  });

  it("shows no English staff role without lang=en on a team or location page, and marks each role by its language in the CMS", async () => {
    const paths = [
      ...teams.map((t) => `/es/team/${t.post_name}`),
      "/es/locations/main-street",
      "/es/locations/riverside",
    ];
    let roles = 0;
    for (const path of paths) {
      const html = part(await page(path), "main");
      const cards = [
        ...html.matchAll(
          /<li>(?:(?!<\/li>).)*?href="\/es\/staff_member\/(\d+)"(?:(?!<\/li>).)*?<span( lang="(\w+)")?>([^<]*)<\/span><\/li>/gs,
        ),
      ];
      expect(cards.length, path).toBeGreaterThan(0);
      let english = 0;
      for (const [, id, , lang, role] of cards) {
        const member = await cmsEs<{ role: string; role_lang?: string; lang?: string }>(
          `/staff_member/id/${id}`,
        );
        const roleLang = member.role_lang ?? langOf(member);
        expect(lang ?? "es", `${path}: role of ${id}`).toBe(roleLang);
        expect(decode(role ?? ""), `${path}: role of ${id}`).toBe(member.role);
        const seeded = staff.find((m) => String(m.id) === id)?.role;
        if (decode(role ?? "") === seeded) expect(lang, `${path}: English role of ${id}`).toBe("en");
        if (lang === "en") english++;
        roles++;
      }
      expect(html.split(es("content.listFallbackNote")).length - 1, path).toBe(english > 0 ? 1 : 0);
    }
    expect(roles).toBeGreaterThanOrEqual(staff.length);
  });

  it("wraps a CMS page without a Spanish version in lang=en with the Spanish note, and a translated one in neither", async () => {
    const newest = (await cmsEs<{ slug: string }[]>("/news?page=1&per_page=1"))[0]?.slug;
    const items: [path: string, cms: string][] = [
      ["/es/locations/main-street", "/locations/post_name:main-street/1"],
      ["/es/services/dental", "/health-services/url_slug:dental/1"],
      ["/es/job-openings/job/601", "/job-opening/id/601"],
      ["/es/team/dental-team", "/team/dental-team/long"],
      ["/es/about-us", "/about-us"],
      [`/es/news/story/${newest}`, `/news/story/${newest}`],
    ];
    for (const [path, cmsPath] of items) {
      const answer = await cmsEs<{ lang?: string } | { lang?: string }[]>(cmsPath);
      const item = Array.isArray(answer) ? answer[0] : answer;
      expect(item, cmsPath).toBeDefined();
      const html = part(await page(path), "main");
      const wrapped = html.includes(
        `<div lang="en"><p class="fallback-note" lang="es">${es("chrome.fallbackNote")}</p><h1>`,
      );
      expect(wrapped, path).toBe(langOf(item ?? {}) !== "es");
      expect(html.includes(es("chrome.fallbackNote")), path).toBe(wrapped);
    }
  });

  it("shows dates in Spanish and keeps the English ones as they were", async () => {
    const text = decode(part(await page("/es/star-events"), "main"));
    expect(text).toContain("sábado 5 de diciembre de 2026, ");
    expect(text).not.toContain("sáb,");
    expect(text).toMatch(/\d{1,2}:\d{2} [ap]\. ?m\./);
    const news = decode(part(await page("/es/news"), "main"));
    expect(news).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
    expect(news).not.toMatch(/(?<!\p{L})(?:lun|mar|mié|jue|vie|sáb|dom),? \d{1,2} de/u);
    expect(decode(part(await page("/star-events"), "main"))).toContain("Sat December 5, 2026");
  });
});
