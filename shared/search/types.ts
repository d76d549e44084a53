/** @module The search result shape of SPEC.md §3, shared by the search API, the results page and the widget. */

export interface SearchItem {
  /** Site-relative path (built-in index) or absolute URL (Google CSE). */
  link: string;
  /** Plain text; render it as text. */
  title: string;
  /** Escaped text with matches wrapped in `<b>`; safe to render as HTML. */
  htmlSnippet: string;
  pagemap: { cse_thumbnail: { src: string }[] };
  /** The language of the title and snippet when it is not the search's (a page not translated yet). */
  lang?: string;
}

interface PageMarker {
  /** 1-based index of the first result of that page (10*page+1). */
  startIndex: number;
}

export interface SearchResult {
  items: SearchItem[];
  queries: { previousPage?: [PageMarker]; nextPage?: [PageMarker] };
  totalResults: number;
  /** Set when the provider failed; items is then empty. */
  error?: { code: number; message: string };
}

/** Results per page, for every provider (SPEC.md §9). */
export const perPage = 10;
/** Most completions offered (SPEC.md §9). */
export const maxSuggestions = 5;
/** Longest accepted search term, in characters. */
export const maxTermLength = 100;

/** The one-character terms whose completions a search box reads ahead (`/api/search/first-letters`). */
export const firstLetters = [..."abcdefghijklmnopqrstuvwxyz0123456789"];

/** The 1-based start index of a 0-based page (SPEC.md §7.6). */
export const startIndexOf = (page: number) => perPage * page + 1;

/** The previous/next markers for a 0-based page of `total` results. */
export function pageMarkers(page: number, total: number): SearchResult["queries"] {
  const queries: SearchResult["queries"] = {};
  if (page > 0 && total > 0) queries.previousPage = [{ startIndex: startIndexOf(page - 1) }];
  if (startIndexOf(page + 1) <= total) queries.nextPage = [{ startIndex: startIndexOf(page + 1) }];
  return queries;
}

/** A term normalized for searching: trimmed, inner whitespace collapsed. Empty means "do not search". */
export const normalizeTerm = (raw: string) => raw.trim().replace(/\s+/g, " ");
