/** @module The KV keys the cache layer owns or purges, in one place. */
import { type Locale, locales } from "../../shared/i18n/locales.ts";

/** CMS common data (services, locations, teams) behind nav, footer and drawer, in one language. */
export const commonDataKey = (locale: Locale) => `cms:common:${locale}`;
/** The common data's keys in every language, for purges. */
export const commonDataKeys = locales.map(commonDataKey);

/**
 * The site search index of one language (written by the search area, dropped by a full purge). The
 * version names the index's text handling: bump it when worker/search/text.ts changes how words are
 * normalized, so no deployment loads an index built by another's rules.
 */
export const searchIndexKey = (locale: Locale) => `search:index:v2:${locale}`;

/** Every language's search index key. */
export const searchIndexKeys = locales.map(searchIndexKey);

/** The page cache's shared state: its generation and recent path purges (cache-state.ts). */
export const cacheStateKey = "cache:state";

/** The global tier's copy of the page stored under `pageKey` in a location's cache (global-tier.ts). */
export const globalPageKey = (pageKey: string) => `page:${pageKey}`;

/** The short lease of one location refreshing the page under `pageKey` for all (global-tier.ts). */
export const refreshLeaseKey = (pageKey: string) => `lease:${pageKey}`;
