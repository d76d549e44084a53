/** @module The KV keys the cache layer owns or purges, in one place. */
import { type Locale, locales } from "../../shared/i18n/locales.ts";

/** CMS common data (services, locations, teams) behind nav, footer and drawer, in one language. */
export const commonDataKey = (locale: Locale) => `cms:common:${locale}`;
/** The common data's keys in every language, for purges. */
export const commonDataKeys = locales.map(commonDataKey);

/** The site search index (written by the search area, dropped by a full purge). */
export const searchIndexKey = "search:index";

/** The current whole-page cache generation. */
export const generationKey = "cache:generation";
