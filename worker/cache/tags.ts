/**
 * @module The Cache-Tags of a page (decision 0048): its path, the content items it shows, `common` (the
 * nav, drawer and footer every page shows) and its language, so a content change or an ops purge reaches
 * exactly the pages that show the thing. Tags are printable ASCII, matched without regard to case.
 */
import type { Locale } from "../../shared/i18n/locales.ts";

/** The tag every page carries: the common data behind its chrome. */
export const commonTag = "common";
/** The tag of one page path (without query; every query of the path). */
export const pathTag = (path: string) => `path:${path}`;
/** The tag of every page in one language. */
const languageTag = (locale: Locale) => `lang:${locale}`;
/** The tag of one content item: `news-stories:welcome`, `locations:main-street`. */
export const itemTag = (collection: string, id: string) => `${collection}:${id}`;
/** The tag of every list of a collection: `list:news-stories`. */
export const listTag = (collection: string) => `list:${collection}`;

/** What Cloudflare keeps (it drops others silently): printable ASCII, at most 1024 characters. */
const valid = /^[\x21-\x7e]{1,1024}$/;

/** A page's tags: its path, its items, common, its language; each valid, once. */
export function pageTags(path: string, locale: Locale, items: string[] = []): string[] {
  const tags = [pathTag(path), ...items, commonTag, languageTag(locale)];
  return [...new Set(tags)].filter((tag) => valid.test(tag));
}
