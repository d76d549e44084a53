/** @module Previous/next paging links as real anchors (page 1 is the bare list path). */

interface Props {
  basePath: string;
  page: number;
  pages: number;
  label: string;
  query?: string;
}

export function Pager({ basePath, page, pages, label, query = "" }: Props) {
  if (pages <= 1) return null;
  const href = (n: number) => `${n === 1 ? basePath : `${basePath}/${n}`}${query}`;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <a className="button" href={href(page - 1)} rel="prev">
          ← Previous
        </a>
      ) : (
        <span />
      )}
      <span className="pager-status">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a className="button" href={href(page + 1)} rel="next">
          Next →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
