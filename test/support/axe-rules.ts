/** @module The axe rule sets every page is held to, shared by the e2e sweep and the bench. */

/** The WCAG 2.0, 2.1 and 2.2 A and AA rule sets. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
