/** @module The search texts of SPEC.md §8, shared by the results page and the widget. */

/** 'No search results for "{term}"' or 'Found {n} result(s) for "{term}"' (singular for 1). */
export function resultSummary(total: number, term: string): string {
  if (total === 0) return `No search results for "${term}"`;
  return `Found ${total} ${total === 1 ? "result" : "results"} for "${term}"`;
}

export const failureLog = "Error: getSearchResults failed";

/** The results page path for a term and a 1-based page. */
export const resultsPath = (base: string, term: string, page: number) =>
  `${base}/${encodeURIComponent(term)}/${page}`;
