/** @module Completions for a search box: the first letter read at once, then 500 ms after typing stops (SPEC.md §9), at most five. */
import { useEffect, useRef, useState } from "react";
import { completionsOf, firstLetterCompletions, pageLocale } from "../lib/search-client.ts";
import { maxTermLength, normalizeTerm } from "../search/types.ts";

/** How long typing must pause before completions are read (when a read came shortly before). */
const completionDelayMs = 500;

/**
 * The completions for `text`; empty while the term is blank, too long, or `enabled` is false, and
 * while the completions read last were for another term (typing goes on). A term typed when no read
 * started in the last 500 ms (the first letter) is read at once, so completions follow the first
 * key without delay; while typing goes on, reads wait until it pauses for 500 ms. A one-letter term
 * whose completions the box read ahead (`readFirstLetters`) shows them in the same frame as the key.
 */
export function useCompletions(text: string, enabled: boolean): string[] {
  const [read, setRead] = useState<{ term: string; completions: string[] }>({ term: "", completions: [] });
  const lastRead = useRef(Number.NEGATIVE_INFINITY);
  const term = normalizeTerm(text);
  const usable = enabled && term !== "" && term.length <= maxTermLength;
  const ahead = usable ? firstLetterCompletions(term, pageLocale()) : undefined;
  useEffect(() => {
    if (!usable) return;
    if (ahead) {
      lastRead.current = performance.now();
      return;
    }
    const controller = new AbortController();
    const readNow = () => {
      lastRead.current = performance.now();
      completionsOf(term, pageLocale(), controller.signal).then(
        (completions) => setRead({ term, completions }),
        (error: unknown) => {
          if (!controller.signal.aborted) {
            console.warn("search completions failed", error);
            setRead({ term, completions: [] });
          }
        },
      );
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (performance.now() - lastRead.current >= completionDelayMs) readNow();
    else timer = setTimeout(readNow, completionDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, usable, ahead]);
  if (!usable) return [];
  return ahead ?? (read.term === term ? read.completions : []);
}
