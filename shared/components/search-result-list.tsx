/** @module The list of search results, used by the results page and the widget's results modal. */
import { assetUrl } from "../lib/safe-html.ts";
import type { SearchItem } from "../search/types.ts";

interface Props {
  items: SearchItem[];
  /** Heading level of each result title. */
  headingLevel?: 2 | 3;
}

export function SearchResultList({ items, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="search-results">
      {items.map((item) => {
        const thumb = item.pagemap.cse_thumbnail[0]?.src;
        return (
          <li key={item.link} className="search-result" lang={item.lang}>
            {thumb ? <img src={assetUrl(thumb)} alt="" width={64} height={64} loading="lazy" /> : null}
            <div>
              <Heading className="search-result-title">
                <a href={item.link}>{item.title}</a>
              </Heading>
              {/* htmlSnippet is escaped text with <b> marks, built by the worker's highlighter. */}
              <p className="search-result-snippet" dangerouslySetInnerHTML={{ __html: item.htmlSnippet }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
