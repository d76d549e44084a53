/** @module The search provider contract: one page of results in SPEC.md §3's shape. */
import type { SearchResult } from "../../shared/search/types.ts";

export interface SearchProvider {
  /** Results for a normalized, non-empty term; `page` counts from 0. Rejects when the provider fails. */
  search(term: string, page: number): Promise<SearchResult>;
}

/** A provider failure the API reports with an error marker. */
export class SearchUnavailable extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "SearchUnavailable";
  }
}
