/** @module The plain-text answer to a request that failed unexpectedly (500), in the language of its path. */
import { textsFor } from "../../shared/i18n/catalogue.ts";
import { localeInfo, localeOfPath } from "../../shared/i18n/locales.ts";

/** A 500 response saying, in `path`'s language, that the fault is ours and to try again. */
export function serverErrorAnswer(path: string): Response {
  const locale = localeOfPath(path);
  return new Response(textsFor(locale)("errors.serverError"), {
    status: 500,
    headers: {
      "content-type": "text/plain; charset=UTF-8",
      "content-language": localeInfo[locale].intl,
      "cache-control": "no-store",
    },
  });
}
