/** @module The built-in provider: answers from the site's own index (the default). */
import { pageMarkers, perPage, type SearchResult } from "../../shared/search/types.ts";
import { type Engine, query } from "./engine.ts";
import type { SearchProvider } from "./provider.ts";
import { highlight } from "./snippet.ts";
import { processTerm, tokenize } from "./text.ts";

/** A provider over the engine `getEngine` resolves to (loaded lazily, per request). */
export function builtinProvider(getEngine: () => Promise<Engine>): SearchProvider {
  return {
    async search(term, page) {
      const hits = query(await getEngine(), term);
      const queryTerms = tokenize(term)
        .map(processTerm)
        .filter((t): t is string => Boolean(t));
      const items = hits.slice(page * perPage, (page + 1) * perPage).map((hit) => ({
        link: String(hit.id),
        title: hit.title,
        htmlSnippet: highlight(hit.body, [...hit.terms, ...queryTerms]),
        pagemap: { cse_thumbnail: hit.image ? [{ src: hit.image }] : [] },
      }));
      return {
        items,
        queries: pageMarkers(page, hits.length),
        totalResults: hits.length,
      } satisfies SearchResult;
    },
  };
}
