/**
 * @module The pages the accessibility sweep visits: every route table example, a real news story, the
 * 404 page, and the same pages in Spanish.
 */
import { localizedPath } from "../../../shared/i18n/locales.ts";
import { pageExamples } from "../../support/page-examples.ts";

export { pageExamples as sweepPaths } from "../../support/page-examples.ts";

/** Each swept page's Spanish version: one per route type. */
export const spanishSweepPaths = pageExamples.map(({ name, path }) => ({
  name,
  path: localizedPath(path, "es"),
}));

/** The server-rendered search results page. */
export const searchResultsPath = "/search/dental/1";
