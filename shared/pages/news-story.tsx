/** @module One news story. */
import type { NewsStory } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage } from "../components/cms-image.tsx";
import { LocalDate } from "../components/local-date.tsx";
import { RichText } from "../components/rich-text.tsx";
import type { SafeHtml } from "../lib/safe-html.ts";

export function NewsStoryPage({ story, html, trail }: { story: NewsStory; html: SafeHtml; trail: Crumb[] }) {
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <h1>{story.title}</h1>
      <p className="card-meta">
        <LocalDate iso={story.created} /> · {story.author}
      </p>
      <CmsImage image={story.image} priority className="hero-image" />
      <RichText html={html} />
      <p>
        <a href="/news">← All news</a>
      </p>
    </article>
  );
}
