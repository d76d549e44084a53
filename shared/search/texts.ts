/** @module The search texts of SPEC.md §8, shared by the results page and the widget. */
import type { MessageKey, MessageVars } from "../i18n/catalogue.ts";

/** The summary of `total` results for `term` in `t`'s language: none, one (singular) or more (plural). */
export function resultSummary(
  t: (key: MessageKey, vars?: MessageVars) => string,
  total: number,
  term: string,
): string {
  if (total === 0) return t("search.none", { term });
  return t(total === 1 ? "search.foundOne" : "search.foundOther", { count: total, term });
}

export const failureLog = "Error: getSearchResults failed";

/** The results page path for a term and a 1-based page. */
export const resultsPath = (base: string, term: string, page: number) =>
  `${base}/${encodeURIComponent(term)}/${page}`;
