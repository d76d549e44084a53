/**
 * @module The search API's inputs as valibot schemas: the term, the page number and the language,
 * with the 400 answer for bad ones.
 */
import type { Context } from "hono";
import * as v from "valibot";
import { defaultLocale, locales } from "../../shared/i18n/locales.ts";
import { maxTermLength, normalizeTerm } from "../../shared/search/types.ts";

/** Highest 0-based page asked for (results 991–1000). */
const maxPage = 99;

/** A query parameter's text: absent reads as empty; given more than once, the first counts. */
const param = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())]), ""),
  v.transform((value) => (typeof value === "string" ? value : (value[0] ?? ""))),
);

/** The normalized search term. */
const searchTerm = v.pipe(
  param,
  v.transform(normalizeTerm),
  v.minLength(1, "Enter something to search for."),
  v.maxLength(maxTermLength, `Search terms are limited to ${maxTermLength} characters.`),
);

/** A 0-based page number (absent means 0). */
const searchPage = v.pipe(
  param,
  v.check(
    (raw) => raw === "" || (/^\d{1,3}$/.test(raw) && Number(raw) <= maxPage),
    `The page must be a whole number from 0 to ${maxPage}.`,
  ),
  v.transform(Number),
);

const localeList = locales.map((locale) => `"${locale}"`).join(", ");

/** The language to search in: one of the site's (absent means the default, English). */
const searchLang = v.pipe(
  param,
  v.transform((raw) => raw || defaultLocale),
  v.picklist(locales, `The language must be one of ${localeList}.`),
);

/** `GET /api/search?q=&page=&lang=`. */
export const searchQuery = v.object({ q: searchTerm, page: searchPage, lang: searchLang });
/** `GET /api/search/suggest?q=&lang=`. */
export const suggestQuery = v.object({ q: searchTerm, lang: searchLang });
/** `GET /api/search/first-letters?lang=`. */
export const firstLettersQuery = v.object({ lang: searchLang });

/** The `vValidator` hook: a bad query is a 400 with the first problem's message, never cached. */
export function badQuery(result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }, c: Context) {
  if (result.success) return;
  const message = result.issues?.[0]?.message ?? "The search request is not valid.";
  return c.json({ message }, 400, { "cache-control": "no-store" });
}

/** The normalized term, or why it cannot be searched. */
export function checkTerm(
  raw: string | undefined,
): { ok: true; value: string } | { ok: false; message: string } {
  const result = v.safeParse(searchTerm, raw);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, message: result.issues[0].message };
}
