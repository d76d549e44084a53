/**
 * @module The language a form submission was written in, so the clinic answers in it: the
 * `language` field the browser sends, else the language of the page the form was sent from.
 */
import { isLocale, type Locale, localeOfPath, locales } from "../../../shared/i18n/locales.ts";

type LanguageResult = { ok: true; language: Locale } | { ok: false; message: string };

/**
 * The submission's language: its `language` field when sent (a language of the site, else an
 * error); without one (the forms without JavaScript), the language of the page in `referer` (the
 * form routes take posts from the site's own pages only), else of the path the form was posted to.
 */
export function submissionLanguage(
  given: unknown,
  referer: string | undefined,
  requestUrl: string,
): LanguageResult {
  if (given !== undefined)
    return isLocale(given)
      ? { ok: true, language: given }
      : { ok: false, message: `language must be one of ${locales.join(", ")}.` };
  const page = referer && URL.canParse(referer) ? new URL(referer) : new URL(requestUrl);
  return { ok: true, language: localeOfPath(page.pathname) };
}
