/** @module A news story teaser card. */
import type { NewsSummary } from "../cms/types.ts";
import { href } from "../routes.ts";
import { CmsImage } from "./cms-image.tsx";
import { LocalDate } from "./local-date.tsx";

export function NewsCard({ story, headingLevel = 3 }: { story: NewsSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card news-card">
      <CmsImage image={{ ...story.image, alt: "" }} className="card-image" />
      <div className="card-body">
        <Heading className="card-title">
          <a href={href("newsStory", { slug: story.slug })}>{story.title}</a>
        </Heading>
        <p className="card-meta">
          <LocalDate iso={story.created} />
        </p>
        <p>{story.excerpt}</p>
      </div>
    </article>
  );
}
