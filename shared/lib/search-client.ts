/** @module The browser's calls to the search API, in the page's language: completions and one page of results. */
import { type Locale, localeOfPath } from "../i18n/locales.ts";
import type { SearchResult } from "../search/types.ts";

class SearchRequestFailed extends Error {
  constructor(status: number) {
    super(`search request failed (${status})`);
    this.name = "SearchRequestFailed";
  }
}

/** The language of the page being shown, which its path names (`/es/…` is Spanish). */
export const pageLocale = (): Locale => localeOfPath(window.location.pathname);

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal: signal ?? null, headers: { accept: "application/json" } });
  if (!response.ok) throw new SearchRequestFailed(response.status);
  return (await response.json()) as T;
}

/** At most five completions for `term` (already trimmed and non-empty) from `locale`'s index. */
export async function fetchSuggestions(
  term: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<string[]> {
  const body = await getJson<{ suggestions?: unknown }>(
    `/api/search/suggest?q=${encodeURIComponent(term)}&lang=${locale}`,
    signal,
  );
  return Array.isArray(body.suggestions)
    ? body.suggestions.filter((s) => typeof s === "string").slice(0, 5)
    : [];
}

/** One page (counting from 0) of results for `term` in `locale`; rejects on any failure or an error marker. */
export async function fetchResults(
  term: string,
  page: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const body = await getJson<SearchResult>(
    `/api/search?q=${encodeURIComponent(term)}&page=${page}&lang=${locale}`,
    signal,
  );
  if (body.error || !Array.isArray(body.items)) throw new SearchRequestFailed(body.error?.code ?? 502);
  return body;
}
