/** @module The paged news list, newest first. */
import type { NewsSummary } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { NewsCard } from "../components/news-card.tsx";
import { Pager } from "../components/pager.tsx";
import { newsFeedPath } from "../lib/feeds.ts";

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
  return (
    <section className="page">
      <Breadcrumbs trail={trail} />
      <h1>News{page > 1 ? ` (page ${page})` : ""}</h1>
      <p className="lead">
        {total} stories, newest first. Page {page} of {pages}.
      </p>
      <p className="feed-links">
        <a className="button button-outline button-small" href={newsFeedPath} type="application/atom+xml">
          Subscribe to news (Atom feed)
        </a>
      </p>
      <div className="card-grid">
        {stories.map((story) => (
          <NewsCard key={story.id} story={story} headingLevel={2} />
        ))}
      </div>
      <Pager basePath="/news" page={page} pages={pages} label="News pages" />
    </section>
  );
}
