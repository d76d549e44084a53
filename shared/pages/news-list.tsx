/** @module The paged news list, newest first; stories without a translation are marked, with one note above the list. */
import type { NewsSummary } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { ListFallbackNote } from "../components/in-language.tsx";
import { NewsCard } from "../components/news-card.tsx";
import { Pager } from "../components/pager.tsx";
import { useHref, useLocale, useT } from "../hooks/use-locale.ts";
import { feedLinks } from "../lib/feeds.ts";

export function NewsListPage({
  stories,
  page,
  pages,
  total,
  trail,
}: {
  stories: NewsSummary[];
  page: number;
  pages: number;
  total: number;
  trail: Crumb[];
}) {
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  return (
    <section className="page">
      <Breadcrumbs trail={trail} />
      <h1>{page > 1 ? t("news.headingPaged", { page }) : t("news.title")}</h1>
      <p className="lead">{t(total === 1 ? "news.leadOne" : "news.leadOther", { total, page, pages })}</p>
      <p className="feed-links">
        <a
          className="button button-outline button-small"
          href={feedLinks(locale).news.href}
          type="application/atom+xml"
        >
          {t("news.subscribe")}
        </a>
      </p>
      <ListFallbackNote items={stories} />
      <div className="card-grid">
        {stories.map((story) => (
          <NewsCard key={story.id} story={story} headingLevel={2} />
        ))}
      </div>
      <Pager basePath={href("news")} page={page} pages={pages} label={t("news.pagerLabel")} />
    </section>
  );
}
