/**
 * @module Every Spanish text the project itself writes, as a visitor reads it: the Spanish catalogue,
 * the Spanish language strings of shared/i18n/locales.ts and the demo CMS's Spanish content, each
 * with where it comes from. The glossary test and the spell check read them.
 */
import { catalogues } from "../../../shared/i18n/catalogue.ts";
import { localeInfo } from "../../../shared/i18n/locales.ts";
import * as seed from "./seed/es/index.ts";

export interface SpanishText {
  /** `catalogue:area.key`, `locales:es.name` or `cms:<collection>/<key>.<field>`. */
  where: string;
  /** The text as shown: HTML tags and `{placeholders}` removed, entities decoded. */
  text: string;
  /** The field's value exactly as written (HTML and placeholders included). */
  raw: string;
}

const entities: Record<string, string> = { amp: "&", nbsp: " ", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** What a visitor reads of `raw`: tags become spaces, entities their characters, placeholders spaces. */
const visibleText = (raw: string): string =>
  raw
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|nbsp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? " ")
    .replace(/\{\{?\w+\}?\}/g, " ");

/** URLs and paths in the data (image sources, links) are not text. */
const notText = (key: string, value: string) =>
  key === "src" || key === "lang" || /^(?:\/|https?:)/.test(value.trim());

function leaves(where: string, value: unknown, key = ""): { where: string; raw: string }[] {
  if (typeof value === "string") return notText(key, value) ? [] : [{ where, raw: value }];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(`${where}.${k}`, v, k));
}

/** The demo CMS's Spanish translations, by collection. */
const collections: Record<string, unknown> = {
  services: seed.servicesEs,
  locations: seed.locationsEs,
  teams: seed.teamsEs,
  staff: {
    ...seed.staffEs,
    ...Object.fromEntries(Object.entries(seed.staffRolesEs).map(([id, role]) => [id, { role }])),
  },
  news: seed.newsEs,
  jobs: seed.jobsEs,
  starEvents: seed.starEventsEs,
  pages: seed.pagesEs,
  home: seed.homeEs,
  star: seed.starEs,
};

/** Every Spanish text, catalogue first, then the locale strings, then the demo CMS's content. */
export function spanishTexts(): SpanishText[] {
  const { intl: _intl, prefix: _prefix, ...locale } = localeInfo.es;
  return [
    ...Object.entries(catalogues.es).flatMap(([area, keys]) =>
      Object.entries(keys).map(([key, raw]) => ({ where: `catalogue:${area}.${key}`, raw })),
    ),
    ...leaves("locales:es", locale),
    ...Object.entries(collections).flatMap(([name, items]) => leaves(`cms:${name}`, items)),
  ].map(({ where, raw }) => ({ where, raw, text: visibleText(raw) }));
}
