/**
 * @module CMS content in the language it is written in: where that is not the page's language (no
 * translation yet), it is marked with its own `lang` and introduced by a one-line note in the page's.
 */
import type { ReactNode } from "react";
import { useLocale, useT } from "../hooks/use-locale.ts";
import { defaultLocale, type Locale } from "../i18n/locales.ts";

/**
 * The language a CMS item's text is in; an item without `lang` is in the default language.
 * The one place that reads the item's `lang` field.
 */
export const itemLang = (item: { lang?: Locale }): Locale => item.lang ?? defaultLocale;

/** A `lang` attribute for a CMS item's part: its language when that is not the page's, else none. */
export function useForeignLang(): (item: { lang?: Locale }) => Locale | undefined {
  const locale = useLocale();
  return (item) => {
    const lang = itemLang(item);
    return lang === locale ? undefined : lang;
  };
}

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

/**
 * One note above a list some of whose items have no translation (each such item is marked with
 * its own `lang`); nothing when every item is in the page's language.
 */
export function ListFallbackNote({ items }: { items: object[] }) {
  const foreign = useForeignLang();
  const t = useT();
  if (!items.some((item) => foreign(item))) return null;
  return <p className="fallback-note">{t("content.listFallbackNote")}</p>;
}
