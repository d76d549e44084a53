/**
 * @module The demo CMS's languages, as a WordPress multilingual plugin shows them on the REST API:
 * the `lang` parameter of every read, and each item in that language where it has a translation,
 * else in the default language, marked with the `lang` of its text; a staff member's role may be
 * translated alone, marked with `role_lang`.
 */
import type { MiddlewareHandler } from "hono";
import type { ContentType } from "../../../shared/cms/types.ts";
import { defaultLocale, isLocale, type Locale, locales } from "../../../shared/i18n/locales.ts";
import * as es from "./seed/es/index.ts";

type Item = Record<string, unknown>;
type Fields = Record<string, Partial<Item>>;

/** One language's translations: the collections by the key their URLs are built from, then the rest. */
interface Catalogue {
  collections: Record<ContentType, Fields>;
  /** The role alone of staff members with no translation, by `id`. */
  staffRoles: Record<string, string>;
  starEvents: Fields;
  pages: Fields;
  home: Partial<Item> | null;
  star: Partial<Item> | null;
}

/** Every language but the default, with its translations (worker/cms/demo/seed/<locale>/). */
export const catalogues: Partial<Record<Locale, Catalogue>> = {
  es: {
    collections: {
      "health-services": es.servicesEs,
      locations: es.locationsEs,
      teams: es.teamsEs,
      staff_members: es.staffEs,
      "news-stories": es.newsEs,
      "job-openings": es.jobsEs,
    },
    staffRoles: es.staffRolesEs,
    starEvents: es.starEventsEs,
    pages: es.pagesEs,
    home: es.homeEs,
    star: es.starEs,
  },
};

/** What identifies an item is the same in every language: a translation never changes it. */
const identity = ["id", "slug", "url_slug", "post_name"];

/** `item` in `locale` when `translation` exists, else as it is; either way marked with its `lang`. */
function localize<T extends object>(item: T, translation: Partial<Item> | null | undefined, locale: Locale) {
  if (!translation || locale === defaultLocale) return { ...item, lang: defaultLocale };
  const merged: Item = { ...item, ...translation, lang: locale };
  for (const key of identity) {
    if (key in item) merged[key] = (item as Item)[key];
    else delete merged[key];
  }
  return merged as T & { lang: Locale };
}

/** Answers in one language: each kind of item by the key its translations are filed under. */
function inLanguage(locale: Locale) {
  const catalogue = locale === defaultLocale ? undefined : catalogues[locale];
  return {
    /** A collection item, by the key its public URL is built from (`slugOf`). */
    item: <T extends object>(type: ContentType, key: string, item: T) => {
      const translation = catalogue?.collections[type][key];
      const answer = localize(item, translation, locale);
      const role = type === "staff_members" && !translation ? catalogue?.staffRoles[key] : undefined;
      return role === undefined ? answer : { ...answer, role, role_lang: locale };
    },
    /** Whether the collection item filed under `key` has a version in this language. */
    has: (type: ContentType, key: string) =>
      locale === defaultLocale || catalogue?.collections[type][key] !== undefined,
    starEvent: <T extends { id: number }>(event: T) =>
      localize(event, catalogue?.starEvents[String(event.id)], locale),
    /** A CMS-backed page, by the seed's export name (aboutUs, covid19, contactPage, privacy). */
    page: <T extends object>(name: string, page: T) => localize(page, catalogue?.pages[name], locale),
    home: <T extends object>(home: T) => localize(home, catalogue?.home, locale),
    star: <T extends object>(star: T) => localize(star, catalogue?.star, locale),
  };
}

export type Language = ReturnType<typeof inLanguage>;

/** The answer to a read whose `lang` names no language of the site (WordPress's own error body). */
const unknownLanguage = {
  code: "rest_invalid_param",
  message: "Invalid parameter(s): lang",
  data: { status: 400, params: { lang: `lang is not one of ${locales.join(", ")}.` } },
};

/**
 * Reads `?lang=` on every GET: absent is the default language; a language of the site sets
 * `language`; anything else is a 400.
 */
export const languageParam: MiddlewareHandler<{ Variables: { language: Language } }> = async (c, next) => {
  if (c.req.method === "POST") return next();
  const raw = c.req.query("lang");
  const locale = raw === undefined ? defaultLocale : isLocale(raw) ? raw : null;
  if (!locale) return c.json(unknownLanguage, 400);
  c.set("language", inLanguage(locale));
  await next();
};
