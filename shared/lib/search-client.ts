/** @module The browser's calls to the search API, in the page's language: completions and one page of results. */
import { type Locale, localeOfPath } from "../i18n/locales.ts";
import type { SearchResult } from "../search/types.ts";

class SearchRequestFailed extends Error {
  constructor(status: number) {
    super(`search request failed (${status})`);
    this.name = "SearchRequestFailed";
  }
}

/** The language of the page being shown, which its path names (`/es/…` is Spanish). */
export const pageLocale = (): Locale => localeOfPath(window.location.pathname);

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal: signal ?? null, headers: { accept: "application/json" } });
  if (!response.ok) throw new SearchRequestFailed(response.status);
  return (await response.json()) as T;
}

/** Per language, the language of each completion read whose title is in another (a page not translated yet). */
const completionLangs = new Map<Locale, Map<string, string>>();

/** Keeps the `langs` of a completions answer (title → language), for `completionLang`. */
function keepLangs(locale: Locale, langs: unknown) {
  if (!langs || typeof langs !== "object") return;
  const known = completionLangs.get(locale) ?? new Map<string, string>();
  completionLangs.set(locale, known);
  for (const [title, lang] of Object.entries(langs)) if (typeof lang === "string") known.set(title, lang);
}

/** The language of the completion `title` in `locale`'s box when it is another (for its `lang`), else undefined. */
export const completionLang = (title: string, locale: Locale): string | undefined =>
  completionLangs.get(locale)?.get(title);

/** At most five completions for `term` (already trimmed and non-empty) from `locale`'s index. */
async function fetchSuggestions(term: string, locale: Locale, signal?: AbortSignal): Promise<string[]> {
  const body = await getJson<{ suggestions?: unknown; langs?: unknown }>(
    `/api/search/suggest?q=${encodeURIComponent(term)}&lang=${locale}`,
    signal,
  );
  keepLangs(locale, body.langs);
  return Array.isArray(body.suggestions)
    ? body.suggestions.filter((s) => typeof s === "string").slice(0, 5)
    : [];
}

type FirstLetters = Record<string, string[]>;
/** Each language's completions of one-letter terms: read once per page, when a search box asks. */
const firstLetterReads = new Map<Locale, Promise<FirstLetters>>();
const firstLettersRead = new Map<Locale, FirstLetters>();

/**
 * Starts reading the completions of every one-letter term in `locale` (once per page; a failure
 * reads as none, and those letters are then asked one by one), so the first letter typed needs no
 * request of its own.
 */
export function readFirstLetters(locale: Locale): Promise<FirstLetters> {
  let read = firstLetterReads.get(locale);
  if (!read) {
    read = getJson<{ suggestions?: unknown; langs?: unknown }>(`/api/search/first-letters?lang=${locale}`)
      .then(({ suggestions, langs }) => {
        keepLangs(locale, langs);
        const letters: FirstLetters = {};
        if (suggestions && typeof suggestions === "object")
          for (const [key, value] of Object.entries(suggestions))
            if (Array.isArray(value)) letters[key] = value.filter((s) => typeof s === "string").slice(0, 5);
        firstLettersRead.set(locale, letters);
        return letters;
      })
      .catch(() => ({}));
    firstLetterReads.set(locale, read);
  }
  return read;
}

/** The key `term` has among the first letters (their case folded), or null when it is longer. */
const letterOf = (term: string) => (term.length === 1 ? term.toLowerCase() : null);

/** The completions of `term` from the letters already read, if it is one of them. */
export function firstLetterCompletions(term: string, locale: Locale): string[] | undefined {
  const letter = letterOf(term);
  return letter === null ? undefined : firstLettersRead.get(locale)?.[letter];
}

/**
 * At most five completions for `term`: a one-letter term from the letters read ahead (waiting for
 * them if their read is under way), anything else (or a letter they lack) from the API.
 */
export async function completionsOf(term: string, locale: Locale, signal?: AbortSignal): Promise<string[]> {
  const letter = letterOf(term);
  const letters = letter === null ? undefined : await firstLetterReads.get(locale);
  return (letter !== null ? letters?.[letter] : undefined) ?? fetchSuggestions(term, locale, signal);
}

/** One page (counting from 0) of results for `term` in `locale`; rejects on any failure or an error marker. */
export async function fetchResults(
  term: string,
  page: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const body = await getJson<SearchResult>(
    `/api/search?q=${encodeURIComponent(term)}&page=${page}&lang=${locale}`,
    signal,
  );
  if (body.error || !Array.isArray(body.items)) throw new SearchRequestFailed(body.error?.code ?? 502);
  return body;
}
