/**
 * @module CMS content in the language it is written in: where that is not the page's language (no
 * translation yet), it is marked with its own `lang` and introduced by a one-line note in the page's.
 */
import type { ReactNode } from "react";
import { useLocale, useT } from "../i18n/hooks.ts";
import type { Locale } from "../i18n/locales.ts";

interface InLanguageProps {
  /** The language of the content (the CMS item's `lang`; absent means the default language). */
  lang: Locale | undefined;
  children: ReactNode;
  /** The element that holds the content; a `div` by default. */
  as?: "div" | "article" | "section";
  className?: string;
}

export function InLanguage({ lang = "en", children, as: Tag = "div", className }: InLanguageProps) {
  const locale = useLocale();
  const t = useT();
  if (lang === locale) return className ? <Tag className={className}>{children}</Tag> : children;
  return (
    <Tag className={className} lang={lang}>
      <p className="fallback-note" lang={locale}>
        {t("chrome.fallbackNote")}
      </p>
      {children}
    </Tag>
  );
}
