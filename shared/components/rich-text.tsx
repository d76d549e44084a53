/** @module Renders sanitized CMS HTML; the SafeHtml type makes raw CMS strings a type error. */
import type { Locale } from "../i18n/locales.ts";
import type { SafeHtml } from "../lib/safe-html.ts";

interface Props {
  html: SafeHtml;
  className?: string;
  /** The text's language when it is not the page's (an untranslated CMS item). */
  lang?: Locale | undefined;
}

export function RichText({ html, className = "prose", lang }: Props) {
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
