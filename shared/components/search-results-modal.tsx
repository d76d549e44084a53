/** @module The widget's results modal: summary headline, results, previous/next, and a link to the results page. */
import type { MouseEvent } from "react";
import { useT } from "../hooks/use-locale.ts";
import type { SearchState } from "../hooks/use-search-results.ts";
import { resultSummary, resultsPath } from "../search/texts.ts";
import { Modal } from "./modal.tsx";
import { SearchResultList } from "./search-result-list.tsx";

/** SPEC.md §9: the results page is opened 1000 ms after the link is chosen. */
const resultsPageDelayMs = 1000;

interface Props {
  id: string;
  base: string;
  state: SearchState;
  onPage: (page: number) => void;
  onClose: () => void;
}

export function SearchResultsModal({ id, base, state, onPage, onClose }: Props) {
  const t = useT();
  const { result, term, page, loading } = state;
  if (!result) return null;
  const href = resultsPath(base, term, page + 1);
  const openPage = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setTimeout(() => window.location.assign(href), resultsPageDelayMs);
  };
  return (
    <Modal
      open
      id={id}
      onClose={onClose}
      headline={resultSummary(t, result.totalResults, term)}
      vw={80}
      vh={80}
      mvw={95}
      mvh={85}
      googleCSEUsecase
      innerClasses="search-modal-body"
      ariaDescription={t("search.description", { term, page: page + 1 })}
    >
      {loading ? (
        <p role="status" className="search-loading">
          {t("search.loading")}
        </p>
      ) : null}
      <SearchResultList items={result.items} headingLevel={3} />
      <div className="search-modal-pager">
        {result.queries.previousPage ? (
          <button type="button" className="button" onClick={() => onPage(page - 1)} disabled={loading}>
            {t("search.previous")}
          </button>
        ) : null}
        {result.queries.nextPage ? (
          <button type="button" className="button" onClick={() => onPage(page + 1)} disabled={loading}>
            {t("search.next")}
          </button>
        ) : null}
        {result.totalResults > 0 ? (
          <a className="search-all-link" href={href} onClick={openPage}>
            {t("search.seeAll")}
          </a>
        ) : null}
      </div>
    </Modal>
  );
}
