/** @module A plain content page from the CMS (about-us, COVID-19, contact, privacy, STAR). */
import type { ReactNode } from "react";
import type { ContentPage as Page } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage, heroImageSizes } from "../components/cms-image.tsx";
import { InLanguage, itemLang } from "../components/in-language.tsx";
import { RichText } from "../components/rich-text.tsx";
import type { SafeHtml } from "../lib/safe-html.ts";

interface Props {
  page: Page;
  html: SafeHtml;
  trail: Crumb[];
  /** What the site adds below the CMS text, in the page's language. */
  children?: ReactNode;
}

export function ContentPage({ page, html, trail, children }: Props) {
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <InLanguage lang={itemLang(page)}>
        <h1>{page.title}</h1>
        <p className="lead">{page.summary}</p>
        {page.image ? (
          <CmsImage image={page.image} priority className="hero-image" sizes={heroImageSizes} />
        ) : null}
        <RichText html={html} />
      </InLanguage>
      {children}
    </article>
  );
}
