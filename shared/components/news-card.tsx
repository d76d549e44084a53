/** @module A news story teaser card, marked with the story's language when it is not the page's. */
import type { NewsSummary } from "../cms/types.ts";
import { useHref, useLocale } from "../hooks/use-locale.ts";
import { CmsImage, cardImageSizes } from "./cms-image.tsx";
import { useForeignLang } from "./in-language.tsx";
import { LocalDate } from "./local-date.tsx";

export function NewsCard({ story, headingLevel = 3 }: { story: NewsSummary; headingLevel?: 2 | 3 }) {
  const href = useHref();
  const locale = useLocale();
  const lang = useForeignLang()(story);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card news-card" lang={lang}>
      <CmsImage image={{ ...story.image, alt: "" }} className="card-image" sizes={cardImageSizes} />
      <div className="card-body">
        <Heading className="card-title">
          <a href={href("newsStory", { slug: story.slug })}>{story.title}</a>
        </Heading>
        <p className="card-meta" lang={lang ? locale : undefined}>
          <LocalDate iso={story.created} />
        </p>
        <p>{story.excerpt}</p>
      </div>
    </article>
  );
}
