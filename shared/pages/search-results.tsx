/** @module The server-rendered search results page: summary, results and real previous/next links. */
import { Pager } from "../components/pager.tsx";
import { SearchForm } from "../components/search-form.tsx";
import { SearchResultList } from "../components/search-result-list.tsx";
import { useT } from "../hooks/use-locale.ts";
import { resultSummary } from "../search/texts.ts";
import type { SearchResult } from "../search/types.ts";

interface Props {
  base: string;
  term: string;
  /** 1-based page number. */
  page: number;
  pages: number;
  result: SearchResult | null;
  /** Shown instead of results (an unusable term, or search unavailable). */
  message?: string;
}

export function SearchResultsPage({ base, term, page, pages, result, message }: Props) {
  const t = useT();
  const heading = !term
    ? t("pages.search")
    : page > 1
      ? t("pages.searchResultsPaged", { page })
      : t("pages.searchResults");
  return (
    <section className="page search-page">
      <h1>{heading}</h1>
      <SearchForm base={base} term={term} id="search-page-input" />
      {message ? <p role="status">{message}</p> : null}
      {result ? (
        <>
          <p role="status" className="search-summary">
            {resultSummary(t, result.totalResults, term)}
          </p>
          <SearchResultList items={result.items} />
          <Pager
            basePath={`${base}/${encodeURIComponent(term)}`}
            page={page}
            pages={pages}
            label={t("pages.searchPagerLabel")}
          />
        </>
      ) : null}
    </section>
  );
}
