/** @module The Google Custom Search adapter (optional; Google stops answering on 2027-01-01). */
import * as v from "valibot";
import type { Locale } from "../../shared/i18n/locales.ts";
import { pageMarkers, perPage, type SearchResult, startIndexOf } from "../../shared/search/types.ts";
import type { SearchProvider } from "./provider.ts";
import { SearchUnavailable } from "./provider.ts";
import { highlight } from "./snippet.ts";
import { queryTerms } from "./text.ts";

export const cseEndpoint = "https://www.googleapis.com/customsearch/v1";

const marker = v.object({ startIndex: v.number() });

/** The parts of Google's answer the site reads. */
const cseResponse = v.object({
  searchInformation: v.optional(v.object({ totalResults: v.optional(v.string(), "0") })),
  queries: v.optional(
    v.object({ previousPage: v.optional(v.array(marker)), nextPage: v.optional(v.array(marker)) }),
  ),
  items: v.optional(
    v.array(
      v.object({
        link: v.string(),
        title: v.string(),
        snippet: v.optional(v.string(), ""),
        pagemap: v.optional(v.object({ cse_thumbnail: v.optional(v.array(v.object({ src: v.string() }))) })),
      }),
    ),
    [],
  ),
});

/** Google's own previous/next markers when it sends them, else ours from the total. */
function markersOf(
  queries: v.InferOutput<typeof cseResponse>["queries"],
  page: number,
  total: number,
): SearchResult["queries"] {
  if (!queries) return pageMarkers(page, total);
  const out: SearchResult["queries"] = {};
  const previous = queries.previousPage?.[0];
  const next = queries.nextPage?.[0];
  if (previous) out.previousPage = [{ startIndex: previous.startIndex }];
  if (next && next.startIndex <= 91) out.nextPage = [{ startIndex: next.startIndex }];
  return out;
}

export interface CseOptions {
  key: string;
  cx: string;
  timeoutMs: number;
  /** The visitor's language: Google keeps to pages written in it (`lr`) and answers in it (`hl`). */
  locale: Locale;
}

/** Google answers plain `snippet` text too; it is highlighted and escaped like the built-in one. */
export function cseProvider({ key, cx, timeoutMs, locale }: CseOptions): SearchProvider {
  return {
    async search(term, page) {
      const url = new URL(cseEndpoint);
      url.search = new URLSearchParams({
        start: String(startIndexOf(page)),
        key,
        cx,
        q: term,
        lr: `lang_${locale}`,
        hl: locale,
      }).toString();
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch {
        throw new SearchUnavailable(504, "The search service did not answer.");
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new SearchUnavailable(502, `The search service answered ${response.status}.`);
      }
      const parsed = v.safeParse(cseResponse, await response.json().catch(() => null));
      if (!parsed.success) throw new SearchUnavailable(502, "The search service sent an unexpected answer.");
      const terms = queryTerms(term, locale);
      // Google serves at most 100 results, whatever it estimates.
      const total = Math.min(100, Number(parsed.output.searchInformation?.totalResults ?? "0") || 0);
      return {
        items: parsed.output.items.slice(0, perPage).map((item) => ({
          link: item.link,
          title: item.title,
          htmlSnippet: highlight(item.snippet, terms, locale, Number.POSITIVE_INFINITY),
          pagemap: {
            cse_thumbnail: (item.pagemap?.cse_thumbnail ?? []).slice(0, 1).map(({ src }) => ({ src })),
          },
        })),
        queries: markersOf(parsed.output.queries, page, total),
        totalResults: total,
      } satisfies SearchResult;
    },
  };
}
