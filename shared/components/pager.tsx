/** @module Previous/next paging links as real anchors (page 1 is the bare list path). */
import { useT } from "../hooks/use-locale.ts";

interface Props {
  /** The list's first page, in the page's language (`/es/news`). */
  basePath: string;
  page: number;
  pages: number;
  label: string;
  query?: string;
}

export function Pager({ basePath, page, pages, label, query = "" }: Props) {
  const t = useT();
  if (pages <= 1) return null;
  const href = (n: number) => `${n === 1 ? basePath : `${basePath}/${n}`}${query}`;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <a className="button" href={href(page - 1)} rel="prev">
          {t("pager.previous")}
        </a>
      ) : (
        <span />
      )}
      <span className="pager-status">{t("pager.status", { page, pages })}</span>
      {page < pages ? (
        <a className="button" href={href(page + 1)} rel="next">
          {t("pager.next")}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
