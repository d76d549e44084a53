/** @module The pages the accessibility sweep visits: every route table example, a real news story, the 404 page. */
export { pageExamples as sweepPaths } from "../../support/page-examples.ts";

/** The server-rendered search results page. */
export const searchResultsPath = "/search/dental/1";
