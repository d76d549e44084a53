import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogues } from "../../../shared/i18n/catalogue.ts";
import { localizedPath } from "../../../shared/i18n/locales.ts";
import { type RouteName, routes } from "../../../shared/routes.ts";
import { lastGoodKey } from "../../../worker/cache/keys.ts";
import * as spanishSeed from "../../../worker/cms/demo/seed/es/index.ts";
import * as jobs from "../../../worker/cms/demo/seed/jobs.ts";
import * as locations from "../../../worker/cms/demo/seed/locations.ts";
import * as news from "../../../worker/cms/demo/seed/news.ts";
import * as pages from "../../../worker/cms/demo/seed/pages.ts";
import * as services from "../../../worker/cms/demo/seed/services.ts";
import * as staff from "../../../worker/cms/demo/seed/staff.ts";
import * as starEvents from "../../../worker/cms/demo/seed/star-events.ts";
import * as teams from "../../../worker/cms/demo/seed/teams.ts";
import { call } from "../support/app.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

type Catalogue = Record<string, Record<string, string>>;
const en = catalogues.en as unknown as Catalogue;
const es = catalogues.es as unknown as Catalogue;
const spanishTexts = Object.values(es).flatMap((area) => Object.values(area));

/** Finds `piece` as whole words: "news" is in "All news", not in "newsletter". */
const asWords = (piece: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u");

/**
 * The English texts whose appearance on a Spanish page means untranslated chrome: the literal parts
 * (around `{placeholders}`) of every English text that differs from its Spanish one, 4 characters or
 * longer, and not also part of some Spanish text (a name both languages use).
 */
const englishPieces: Array<{ id: string; piece: string; pattern: RegExp }> = Object.entries(en).flatMap(
  ([area, keys]) =>
    Object.entries(keys).flatMap(([key, text]) =>
      text === es[area]?.[key]
        ? []
        : text
            .split(/\{\w+\}/)
            .map((piece) => piece.trim())
            .filter((piece) => piece.length >= 4 && !spanishTexts.some((t) => t.includes(piece)))
            .map((piece) => ({ id: `${area}.${key}`, piece, pattern: asWords(piece) })),
    ),
);

/** Every text of the demo CMS, in both languages: CMS content is not chrome, even where it has an English word. */
const cmsTexts: string[] = [];
const collect = (value: unknown): void => {
  if (typeof value === "string") cmsTexts.push(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v);
};
collect([jobs, locations, news, pages, services, staff, starEvents, teams]);

const englishCount = cmsTexts.length;
collect(spanishSeed);
const spanishCmsTexts = new Set(cmsTexts.slice(englishCount).map((t) => t.trim()));
const longCmsTexts = cmsTexts.filter((t) => t.trim().length > 3).map((t) => t.trim());

/**
 * `text` without the CMS texts in it: "Centro de Salud Main Street | Riverbend" keeps " | Riverbend".
 * A text that is part of a CMS text, or is exactly a Spanish CMS text ("Dental"), is all CMS.
 */
function withoutCms(text: string): string {
  const trimmed = text.trim();
  if (spanishCmsTexts.has(trimmed) || longCmsTexts.some((t) => t.includes(trimmed))) return "";
  let rest = trimmed;
  for (const t of longCmsTexts) if (rest.includes(t)) rest = rest.split(t).join(" ");
  return rest;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return entities[name] ?? whole;
    return String.fromCodePoint(name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });

/** Attributes a visitor (or a screen reader, or a search result) shows as text. */
const shownAttributes = ["alt", "title", "aria-label", "placeholder", "aria-description", "content"];

/**
 * The texts of a page's chrome: its text and its shown attributes, leaving out what is marked as
 * another language (`lang="en"`: CMS content without a translation, shown as such) and scripts but
 * the structured data.
 */
async function chromeTexts(html: string): Promise<string[]> {
  const structured: string[] = [];
  const stripped = await new HTMLRewriter()
    // Text marked as another language: untranslated CMS content, the taglines in other languages.
    .on("[lang]", {
      element: (el) => {
        if (el.getAttribute("lang") !== "es") el.remove();
      },
    })
    .on("script[type='application/ld+json']", {
      element: () => void structured.push(""),
      text: (chunk) => void structured.push(`${structured.pop() ?? ""}${chunk.text}`),
    })
    .on("script, style", {
      element: (el) => {
        el.remove();
      },
    })
    .transform(new Response(html))
    .text();
  // Structured data's texts (names, descriptions) are the page's words too; its addresses are not.
  const found: string[] = [];
  for (const json of structured)
    JSON.stringify(JSON.parse(json), (_, value: unknown) => {
      // Addresses are not text; HTML is a CMS body (a job's description), not chrome.
      if (typeof value === "string" && !/^(?:https?:|\/)/.test(value) && !/<\w/.test(value))
        found.push(value);
      return value;
    });
  let text = "";
  await new HTMLRewriter()
    .on("*", {
      element(el) {
        for (const name of shownAttributes) {
          const value = el.getAttribute(name);
          // An address (og:url, a canonical) is not text, even where it spells a path like /news.
          if (value && !/^(?:https?:|\/)/.test(value)) found.push(decode(value));
        }
      },
    })
    .onDocument({
      text(chunk) {
        text += chunk.text;
        if (chunk.lastInTextNode) {
          found.push(decode(text));
          text = "";
        }
      },
    })
    .transform(new Response(stripped))
    .text();
  return found.filter((t) => t.trim() !== "");
}

/** The English texts found in a Spanish page's chrome, as `area.key: "piece" in "…context…"`. */
async function englishIn(html: string): Promise<string[]> {
  const texts = await chromeTexts(html);
  return englishPieces.flatMap(({ id, piece, pattern }) => {
    const where = texts.find((t) => pattern.test(t) && pattern.test(withoutCms(t)));
    return where ? [`${id}: "${piece}" in "${where.trim().slice(0, 120)}"`] : [];
  });
}

/** A Spanish news story's path, from a story the Spanish news list links to (the crawl checks the link itself). */
async function storyPath(): Promise<string> {
  const html = await (await call("/es/news")).text();
  const path = /href="((?:\/es)?\/news\/story\/[^"#?]+)"/.exec(html)?.[1];
  if (!path) throw new Error("the Spanish news list links to no story");
  return localizedPath(path, "es");
}

describe("the Spanish pages' chrome", () => {
  afterEach(() => vi.restoreAllMocks());

  it("has English texts to look for", () => {
    expect(englishPieces.length).toBeGreaterThan(0);
  });

  const names = Object.keys(routes) as RouteName[];
  it.each(names)(
    "has no English text of the catalogue on the %s page, and says it is Spanish",
    async (name) => {
      const path = name === "newsStory" ? await storyPath() : localizedPath(routes[name].example, "es");
      const res = await call(path);
      expect(res.status, path).toBe(name === "notFound" ? 404 : 200);
      const html = await res.text();
      expect(html, path).toMatch(/<html lang="es"/);
      expect(await englishIn(html), path).toEqual([]);
    },
  );

  it("has no English text of the catalogue on a page that is not there, or a later page of a list", async () => {
    for (const [path, status] of [
      ["/es/no-such-page", 404],
      ["/es/locations/no-such-location", 404],
      ["/es/news/2", 200],
    ] as const) {
      const res = await call(path);
      expect(res.status, path).toBe(status);
      const html = await res.text();
      expect(html, path).toMatch(/<html lang="es"/);
      expect(await englishIn(html), path).toEqual([]);
    }
  });

  it("has no English text of the catalogue on the page shown while the CMS is down", async () => {
    // A page with no last good copy: the outage screen, not the copy an earlier test's render kept.
    await env.CACHE.delete(lastGoodKey("/es/about-us"));
    const cms = fakeCms();
    cms.mode = "down";
    const res = await call("/es/about-us", {}, { CMS_ORIGIN: fakeCmsOrigin });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(await englishIn(html)).toEqual([]);
  });

  it("has no English text of the catalogue on the configuration error page", async () => {
    const res = await call("/es/", {}, { SITE_URL: "not-an-origin" });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(await englishIn(html)).toEqual([]);
  });
});
