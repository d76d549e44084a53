/** @module The axe rule sets every page is held to, shared by the e2e sweep and the bench. */

/** The WCAG 2.0, 2.1 and 2.2 A and AA rule sets. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The rules of `wcagTags` whose results read colours: the only ones a colour scheme can change, as
 * the dark scheme changes nothing but theme.css's colour properties (test/node/colour-schemes.test.ts
 * holds it to that). A page passes every rule in its light scheme and these again in dark.
 */
export const colourRules = ["color-contrast", "link-in-text-block"];
