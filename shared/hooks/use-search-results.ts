/** @module The widget's search: loading, one page of results, and failure (logged, nothing opened). */
import { useCallback, useRef, useState } from "react";
import { fetchResults, pageLocale } from "../lib/search-client.ts";
import { failureLog } from "../search/texts.ts";
import { maxTermLength, normalizeTerm, type SearchResult } from "../search/types.ts";

export interface SearchState {
  term: string;
  /** 0-based page shown. */
  page: number;
  result: SearchResult | null;
  loading: boolean;
}

const idle: SearchState = { term: "", page: 0, result: null, loading: false };

/** `run(term, page)` searches unless the term is blank or too long; `clear()` closes the results. */
export function useSearchResults() {
  const [state, setState] = useState<SearchState>(idle);
  const latest = useRef(0);
  const run = useCallback(async (raw: string, page: number) => {
    const term = normalizeTerm(raw);
    if (term === "" || term.length > maxTermLength) return false;
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const result = await fetchResults(term, page, pageLocale());
      if (ticket === latest.current) setState({ term, page, result, loading: false });
      return true;
    } catch (error) {
      console.error(failureLog, error);
      if (ticket === latest.current) setState((s) => ({ ...s, loading: false }));
      return false;
    }
  }, []);
  const clear = useCallback(() => setState(idle), []);
  return { state, run, clear };
}
