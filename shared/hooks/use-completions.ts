/** @module Completions for a search box: read 500 ms after typing stops (SPEC.md §9), at most five. */
import { useEffect, useState } from "react";
import { fetchSuggestions, pageLocale } from "../lib/search-client.ts";
import { maxTermLength, normalizeTerm } from "../search/types.ts";

/** How long typing must pause before completions are read. */
const completionDelayMs = 500;

/** The completions for `text`; empty while the term is blank, too long, or `enabled` is false. */
export function useCompletions(text: string, enabled: boolean): string[] {
  const [completions, setCompletions] = useState<string[]>([]);
  useEffect(() => {
    const term = normalizeTerm(text);
    if (!enabled || term === "" || term.length > maxTermLength) {
      setCompletions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(term, pageLocale(), controller.signal).then(setCompletions, (error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn("search completions failed", error);
          setCompletions([]);
        }
      });
    }, completionDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled]);
  return completions;
}
