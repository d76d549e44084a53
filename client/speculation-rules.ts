/** @module Speculation Rules: prerender same-site page links on hover/touch ("moderate"), never service paths. */

/** Paths that are not pages, or must not run twice: never prerendered. */
const excluded = ["/cms-service/*", "/proxy*", "/api/*", "/__ops/*", "/sitemap.xml", "/robots.txt", "/login"];

export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          ...excluded.map((path) => ({ not: { href_matches: path } })),
          { not: { selector_matches: "[rel~=nofollow], [target=_blank], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
