/**
 * @module The site's languages and how a path says which one a page is in: English at the root,
 * every other language under its own prefix (`/es/locations/main-street`). A third language is a
 * row here and a catalogue, not code.
 */

/** Every language of the site; the first is the default, served at the root. */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

interface LocaleInfo {
  /** The BCP 47 tag for `Intl` (dates, times, numbers) and `hreflang`. */
  intl: string;
  /** The path prefix of its pages; empty for the default language. */
  prefix: string;
  /** Its name in itself, for the language switcher. */
  name: string;
  /** The suggestion bar's link, in this language, when it leads to the same page (client/effects/language-suggestion.ts). */
  suggestion: string;
  /** The suggestion bar's link, in this language, when the page has no version in it and it leads to the home. */
  siteSuggestion: string;
  /** The accessible name of the suggestion bar's dismiss button, in this language. */
  dismiss: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: {
    intl: "en-US",
    prefix: "",
    name: "English",
    suggestion: "This page is available in English.",
    siteSuggestion: "This site is available in English.",
    dismiss: "Dismiss",
  },
  es: {
    intl: "es-US",
    prefix: "/es",
    name: "Español",
    suggestion: "Esta página está disponible en español.",
    siteSuggestion: "Este sitio está disponible en español.",
    dismiss: "Cerrar",
  },
};

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The language a site path is in: its first segment when that names a language, else the default. */
export function localeOfPath(path: string): Locale {
  const first = path.split("/")[1] ?? "";
  return first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}

/** `path` without its language prefix: `/es/news` → `/news`, `/es/` → `/`. */
export function unlocalizedPath(path: string): string {
  const { prefix } = localeInfo[localeOfPath(path)];
  if (!prefix) return path;
  return path.slice(prefix.length) || "/";
}

/** The path of the same page in `locale`: `/news` → `/es/news`, `/` → `/es/`. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = unlocalizedPath(path);
  const { prefix } = localeInfo[locale];
  return prefix ? `${prefix}${bare}` : bare;
}

/**
 * The language switcher's links from `path` in `current`: the same page in each other language it
 * exists in (`languages`), else that language's home.
 */
export function languageLinks(
  path: string,
  current: Locale,
  languages: readonly Locale[] = [current],
): { locale: Locale; path: string }[] {
  return locales
    .filter((locale) => locale !== current)
    .map((locale) => ({ locale, path: localizedPath(languages.includes(locale) ? path : "/", locale) }));
}
