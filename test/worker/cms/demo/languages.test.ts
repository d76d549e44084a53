/**
 * @module The demo CMS's `?lang=`: each item in the language asked for where it has a translation
 * (worker/cms/demo/seed/es), else in English, always marked with the `lang` of its text.
 */
import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { apiBase } from "../../../../shared/cms/paths.ts";
import * as s from "../../../../shared/cms/schemas.ts";
import { type ContentType, contentTypes } from "../../../../shared/cms/types.ts";
import { demoCms } from "../../../../worker/cms/demo/index.ts";
import * as es from "../../../../worker/cms/demo/seed/es/index.ts";

type Item = Record<string, unknown>;

const get = (path: string) => demoCms.request(`${apiBase}/${path}`, {}, env);
async function getJson(path: string): Promise<unknown> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.json();
}

/** The seed's text as the demo CMS sends it: `{{brand}}` filled in. */
const brand = env.BRAND_NAME ?? "Riverbend Community Health";
const asSent = (value: unknown) =>
  JSON.parse(JSON.stringify(value).replaceAll("{{brand}}", brand.replaceAll('"', '\\"'))) as unknown;

/** The Spanish translations of each collection, by the key its URLs are built from. */
const spanish: Record<ContentType, Record<string, Item>> = {
  "health-services": es.servicesEs,
  locations: es.locationsEs,
  teams: es.teamsEs,
  staff_members: es.staffEs,
  "news-stories": es.newsEs,
  "job-openings": es.jobsEs,
};
const keyOf: Record<ContentType, string> = {
  "health-services": "url_slug",
  locations: "post_name",
  teams: "post_name",
  staff_members: "id",
  "news-stories": "slug",
  "job-openings": "id",
};
const identity = ["id", "slug", "url_slug", "post_name"];

/** Checks `answer` against its English twin and its translation; returns whether it was in Spanish. */
function expectInLanguage(
  answer: Item,
  english: Item,
  translation: Item | null | undefined,
  what: string,
  /** The fields translated alone, each marked with its `<field>_lang`, when the item has no translation. */
  alone: Item = {},
) {
  if (!translation) {
    const marks = Object.fromEntries(Object.keys(alone).map((field) => [`${field}_lang`, "es"]));
    expect(answer, what).toEqual({ ...english, ...alone, ...marks, lang: "en" });
    return false;
  }
  expect(answer.lang, what).toBe("es");
  for (const [field, value] of Object.entries(translation)) {
    if (identity.includes(field)) continue;
    expect(answer[field], `${what}: ${field}`).toEqual(asSent(value));
  }
  for (const field of identity) expect(answer[field], `${what}: ${field}`).toEqual(english[field]);
  return true;
}

/** Every object in `value` that carries a `lang`, at any depth. */
function langs(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(langs);
  if (typeof value !== "object" || value === null) return [];
  const own = "lang" in value ? [(value as Item).lang] : [];
  return [...own, ...Object.values(value).flatMap(langs)];
}

const reads = [
  "common",
  "home",
  "about-us",
  "covid-19",
  "privacy",
  "star",
  "star-events",
  "contact-page",
  "contact-page/id/895",
  "team/dental-team/long",
  "staff_member/id/401",
  "job-openings?orderby=created&order=desc&page=1&per_page=10",
  "job-opening/id/601",
  "news?page=1&per_page=10",
  "news/homepage-featured/3",
  "news/covid-19/5",
  "locations/status:publish/100",
];

describe("the demo CMS's language parameter", () => {
  it("answers in English, every item marked lang en, without lang and with lang=en alike", async () => {
    for (const path of reads) {
      const plain = await getJson(path);
      const marked = langs(plain);
      expect(marked.length, path).toBeGreaterThan(0);
      expect(new Set(marked), path).toEqual(new Set(["en"]));
      const join = path.includes("?") ? "&" : "?";
      expect(await getJson(`${path}${join}lang=en`), path).toEqual(plain);
    }
  });

  it("answers 400 in WordPress's shape to a lang that names no language of the site", async () => {
    for (const lang of ["fr", "ES", "", "es-US"]) {
      const res = await get(`home?lang=${lang}`);
      expect(res.status, lang).toBe(400);
      expect(await res.json()).toEqual({
        code: "rest_invalid_param",
        message: "Invalid parameter(s): lang",
        data: { status: 400, params: { lang: "lang is not one of en, es." } },
      });
    }
  });

  it("marks every item of every Spanish read es or en, and never anything else", async () => {
    for (const path of reads) {
      const join = path.includes("?") ? "&" : "?";
      const answer = await getJson(`${path}${join}lang=es`);
      for (const lang of langs(answer)) expect(["es", "en"], path).toContain(lang);
    }
  });

  it("answers each collection item in Spanish where it has a translation, else in English (a staff member's role in Spanish, marked role_lang)", async () => {
    let translated = 0;
    for (const type of contentTypes) {
      const english = (await getJson(`${type}/status:publish/100`)) as Item[];
      const answers = (await getJson(`${type}/status:publish/100?lang=es`)) as Item[];
      expect(
        answers.map((a) => a[keyOf[type]]),
        type,
      ).toEqual(english.map((e) => e[keyOf[type]]));
      answers.forEach((answer, i) => {
        const en = english[i] as Item;
        const key = String(en[keyOf[type]]);
        const role = type === "staff_members" ? es.staffRolesEs[key] : undefined;
        const alone = role === undefined ? {} : { role };
        if (expectInLanguage(answer, en, spanish[type][key], `${type} ${key}`, alone)) translated++;
      });
    }
    // Fails until the Spanish seed has content: a Spanish read with nothing in Spanish proves nothing.
    expect(translated, "translated collection items").toBeGreaterThan(0);
  });

  it("answers the pages, home, STAR page and STAR events in Spanish where translated", async () => {
    const pages: [string, Item | null | undefined][] = [
      ["home", es.homeEs],
      ["star", es.starEs],
      ["about-us", es.pagesEs.aboutUs],
      ["covid-19", es.pagesEs.covid19],
      ["privacy", es.pagesEs.privacy],
      ["contact-page/id/895", es.pagesEs.contactPage],
    ];
    let translated = 0;
    for (const [path, translation] of pages) {
      const { lang: _lang, ...english } = (await getJson(path)) as Item;
      if (expectInLanguage((await getJson(`${path}?lang=es`)) as Item, english, translation, path))
        translated++;
    }
    const events = (await getJson("star-events")) as Item[];
    const eventsEs = (await getJson("star-events?lang=es")) as Item[];
    events.forEach(({ lang: _lang, ...event }, i) => {
      const translation = es.starEventsEs[String(event.id)];
      if (expectInLanguage(eventsEs[i] as Item, event, translation, `star event ${event.id}`)) translated++;
    });
    expect(translated, "translated pages and events").toBeGreaterThan(0);
  });

  it("gives the nav's common data and a team's members in the language of each item", async () => {
    const common = v.parse(s.common, await getJson("common?lang=es"));
    for (const entry of common.services) {
      const translation = es.servicesEs[entry.url_slug];
      expect(entry.lang, entry.url_slug).toBe(translation ? "es" : "en");
      if (translation?.display_title) expect(entry.display_title).toBe(asSent(translation.display_title));
    }
    for (const entry of [...common.locations, ...common.teams]) {
      const translation = (es.locationsEs[entry.post_name] ?? es.teamsEs[entry.post_name]) as
        | Item
        | undefined;
      expect(entry.lang, entry.post_name).toBe(translation ? "es" : "en");
      if (translation?.nav_title) expect(entry.nav_title).toBe(asSent(translation.nav_title));
    }
    for (const { post_name } of common.teams) {
      const team = v.parse(s.teamLong, await getJson(`team/${post_name}/long?lang=es`));
      expect(team.lang).toBe(es.teamsEs[post_name] ? "es" : "en");
      for (const member of team.members) {
        const translated = es.staffEs[String(member.id)];
        expect(member.lang, member.slug).toBe(translated ? "es" : "en");
        expect(member.role_lang, member.slug).toBe(translated ? undefined : "es");
        expect(member.role, member.slug).toBe(translated?.role ?? es.staffRolesEs[String(member.id)]);
      }
    }
    expect(langs(common).filter((l) => l === "es").length, "nav entries in Spanish").toBeGreaterThan(0);
  });

  it("lists in slugs?lang=es exactly the items that have a Spanish version, and all of them without it", async () => {
    for (const type of contentTypes) {
      const all = v.parse(v.array(s.slugEntry), await getJson(`${type}/slugs`));
      const spanishOnly = v.parse(v.array(s.slugEntry), await getJson(`${type}/slugs?lang=es`));
      const wanted = all.filter((entry) => spanish[type][entry.slug] !== undefined);
      expect(spanishOnly, type).toEqual(wanted);
    }
  });

  it("finds items by slug and field filters in Spanish as in English (slugs and ids are shared)", async () => {
    const slugs = Object.keys(es.servicesEs);
    expect(slugs.length, "translated services").toBeGreaterThan(0);
    for (const slug of slugs) {
      const [service] = v.parse(
        v.pipe(v.array(s.service), v.length(1)),
        await getJson(`health-services/url_slug:${slug}/1?lang=es`),
      );
      expect(service?.url_slug).toBe(slug);
      expect(service?.lang).toBe("es");
    }
    const english = (await getJson("staff_members/locations:main-street/50")) as Item[];
    const answers = (await getJson("staff_members/locations:main-street/50?lang=es")) as Item[];
    expect(answers.map((a) => a.id)).toEqual(english.map((e) => e.id));
    expect(answers.length).toBeGreaterThan(0);
  });

  it("counts the same totals in every language (untranslated items fall back, they do not vanish)", async () => {
    for (const path of ["totals", "news/total", ...contentTypes.map((t) => `${t}/total`)])
      expect(await getJson(`${path}?lang=es`), path).toEqual(await getJson(path));
  });
});
