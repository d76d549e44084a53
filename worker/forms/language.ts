/**
 * @module The language a form submission was written in, so the clinic answers in it: the
 * `language` field the browser sends, else the language of the page the form was sent from.
 */
import { isLocale, type Locale, localeOfPath } from "../../shared/i18n/locales.ts";

type LanguageResult = { ok: true; language: Locale } | { ok: false; pageLanguage: Locale };

/**
 * The language of the page a form was sent from: the page in `referer` (the form routes take posts
 * from the site's own pages only), else the path the form was posted to. It is also the language of
 * an answer given before the body is read (a rate limit, a body too large).
 */
export function pageLanguage(referer: string | undefined, requestUrl: string): Locale {
  const page = referer && URL.canParse(referer) ? new URL(referer) : new URL(requestUrl);
  return localeOfPath(page.pathname);
}

/**
 * The submission's language: its `language` field when sent (a language of the site, else an
 * error, told in the page's language); without one (the forms without JavaScript), the page's.
 */
export function submissionLanguage(
  given: unknown,
  referer: string | undefined,
  requestUrl: string,
): LanguageResult {
  if (given === undefined) return { ok: true, language: pageLanguage(referer, requestUrl) };
  return isLocale(given)
    ? { ok: true, language: given }
    : { ok: false, pageLanguage: pageLanguage(referer, requestUrl) };
}
