/** @module One news story. */
import type { NewsStory } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage, heroImageSizes } from "../components/cms-image.tsx";
import { InLanguage, itemLang } from "../components/in-language.tsx";
import { LocalDate } from "../components/local-date.tsx";
import { RichText } from "../components/rich-text.tsx";
import { useHref, useLocale, useT } from "../hooks/use-locale.ts";
import type { SafeHtml } from "../lib/safe-html.ts";

export function NewsStoryPage({ story, html, trail }: { story: NewsStory; html: SafeHtml; trail: Crumb[] }) {
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <InLanguage lang={itemLang(story)}>
        <h1>{story.title}</h1>
        <p className="card-meta" lang={itemLang(story) === locale ? undefined : locale}>
          <LocalDate iso={story.created} /> · {story.author}
        </p>
        <CmsImage image={story.image} priority className="hero-image" sizes={heroImageSizes} />
        <RichText html={html} />
      </InLanguage>
      <p>
        <a href={href("news")}>{t("news.allNews")}</a>
      </p>
    </article>
  );
}
