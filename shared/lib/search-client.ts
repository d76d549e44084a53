/** @module The browser's calls to the search API: completions and one page of results. */
import type { SearchResult } from "../search/types.ts";

class SearchRequestFailed extends Error {
  constructor(status: number) {
    super(`search request failed (${status})`);
    this.name = "SearchRequestFailed";
  }
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal: signal ?? null, headers: { accept: "application/json" } });
  if (!response.ok) throw new SearchRequestFailed(response.status);
  return (await response.json()) as T;
}

/** At most five completions for `term` (already trimmed and non-empty). */
export async function fetchSuggestions(term: string, signal?: AbortSignal): Promise<string[]> {
  const body = await getJson<{ suggestions?: unknown }>(
    `/api/search/suggest?q=${encodeURIComponent(term)}`,
    signal,
  );
  return Array.isArray(body.suggestions)
    ? body.suggestions.filter((s) => typeof s === "string").slice(0, 5)
    : [];
}

/** One page (counting from 0) of results for `term`; rejects on any failure or an error marker. */
export async function fetchResults(term: string, page: number, signal?: AbortSignal): Promise<SearchResult> {
  const body = await getJson<SearchResult>(`/api/search?q=${encodeURIComponent(term)}&page=${page}`, signal);
  if (body.error || !Array.isArray(body.items)) throw new SearchRequestFailed(body.error?.code ?? 502);
  return body;
}
