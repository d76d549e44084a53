/** @module The built-in provider: answers from the site's own index of one language (the default). */
import type { Locale } from "../../shared/i18n/locales.ts";
import { pageMarkers, perPage, type SearchResult } from "../../shared/search/types.ts";
import { type Engine, query } from "./engine.ts";
import type { SearchProvider } from "./provider.ts";
import { highlight } from "./snippet.ts";
import { queryTerms } from "./text.ts";

/** A provider over `locale`'s engine, which `getEngine` resolves to (loaded lazily, per request). */
export function builtinProvider(getEngine: () => Promise<Engine>, locale: Locale): SearchProvider {
  return {
    async search(term, page) {
      const hits = query(await getEngine(), term);
      const terms = queryTerms(term, locale);
      const items = hits.slice(page * perPage, (page + 1) * perPage).map((hit) => ({
        link: String(hit.id),
        title: hit.title,
        htmlSnippet: highlight(hit.body, [...hit.terms, ...terms], locale),
        pagemap: { cse_thumbnail: hit.image ? [{ src: hit.image }] : [] },
        ...(hit.lang && hit.lang !== locale ? { lang: hit.lang } : {}),
      }));
      return {
        items,
        queries: pageMarkers(page, hits.length),
        totalResults: hits.length,
      } satisfies SearchResult;
    },
  };
}
