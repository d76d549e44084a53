/** @module The KV keys the cache layer owns or purges, in one place. */
import { type Locale, locales } from "../../shared/i18n/locales.ts";

/** CMS common data (services, locations, teams) behind nav, footer and drawer, in one language. */
export const commonDataKey = (locale: Locale) => `cms:common:${locale}`;
/** Every language's common data key. */
export const commonDataKeys = locales.map(commonDataKey);

/**
 * The site search index of one language (written by the search area, dropped by a full purge). The
 * version names the index's text handling: bump it when worker/search/text.ts changes how words are
 * normalized, so no deployment loads an index built by another's rules.
 */
export const searchIndexKey = (locale: Locale) => `search:index:v2:${locale}`;

/** Every language's search index key. */
export const searchIndexKeys = locales.map(searchIndexKey);

/** The last good copy of a real page (its canonical path and query), for CMS outages (last-good.ts). */
export const lastGoodKey = (path: string) => `page:last-good:${path}`;
