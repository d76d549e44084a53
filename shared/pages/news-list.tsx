/** @module The paged news list, newest first. */
import type { NewsSummary } from "../cms/types.ts";
import { NewsCard } from "../components/news-card.tsx";
import { Pager } from "../components/pager.tsx";

export function NewsListPage({
  stories,
  page,
  pages,
}: {
  stories: NewsSummary[];
  page: number;
  pages: number;
}) {
  return (
    <section className="page">
      <h1>News{page > 1 ? ` (page ${page})` : ""}</h1>
      <div className="card-grid">
        {stories.map((story) => (
          <NewsCard key={story.id} story={story} headingLevel={2} />
        ))}
      </div>
      <Pager basePath="/news" page={page} pages={pages} label="News pages" />
    </section>
  );
}
