/** @module The KV keys the cache layer owns or purges, in one place. */

/** CMS common data (services, locations, teams) behind nav, footer and drawer. */
export const commonDataKey = "cms:common";

/** The site search index (written by the search area, dropped by a full purge). */
export const searchIndexKey = "search:index";

/** The current whole-page cache generation. */
export const generationKey = "cache:generation";
