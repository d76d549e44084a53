/** @module Which language, if any, to suggest to this browser on this page, and in which words (issue 22). */
import { isLocale, type Locale, localeInfo, localizedPath } from "../../shared/i18n/locales.ts";

/** localStorage key: set once the visitor dismissed the suggestion or followed a language link. */
export const dismissedKey = "languageSuggestionDismissed";

/**
 * The site language the browser prefers: the primary subtag of the first entry of
 * `navigator.languages` that is a site language (`es-US` → `es`); null when none is.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** The language to suggest: the browser's preferred site language when it is not the page's, unless dismissed. */
export function suggestedLocale(
  languages: readonly string[],
  page: Locale,
  dismissed: boolean,
): Locale | null {
  if (dismissed) return null;
  const preferred = preferredLocale(languages);
  return preferred === page ? null : preferred;
}

/** What the bar shows: a link written in the suggested language, and its dismiss button's name. */
export interface Suggestion {
  locale: Locale;
  path: string;
  text: string;
  dismiss: string;
}

/**
 * The bar for this page, or null: its link is the page's language link for the suggested language
 * (this page in it, else its home), and says "this page" or "this site" accordingly.
 */
export function languageSuggestion(
  languages: readonly string[],
  page: { locale: Locale; currentPath: string; languageLinks: readonly { locale: Locale; path: string }[] },
  dismissed: boolean,
): Suggestion | null {
  const locale = suggestedLocale(languages, page.locale, dismissed);
  const link = page.languageLinks.find((l) => l.locale === locale);
  if (!link) return null;
  const info = localeInfo[link.locale];
  const samePage = link.path === localizedPath(page.currentPath, link.locale);
  return { ...link, text: samePage ? info.suggestion : info.siteSuggestion, dismiss: info.dismiss };
}

/** Remembers that the visitor dismissed the suggestion or chose a language; it never shows again. */
export function rememberDismissed(): void {
  try {
    localStorage.setItem(dismissedKey, "1");
  } catch {
    // Storage blocked: the suggestion comes back on the next page, which is harmless.
  }
}
