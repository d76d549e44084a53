/** @module Search snippets: a window of plain text around the first match, escaped, matches in `<b>`. */
import type { Locale } from "../../shared/i18n/locales.ts";
import { processTerm, words } from "./text.ts";

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => escapes[ch] ?? ch);

/** Longest snippet, in characters of source text. */
const snippetLength = 180;

/**
 * The snippet of `text` for a query: the words whose normalized form starts with one of `terms`
 * (already normalized, with `locale`'s normalizer, the one its index uses) are wrapped in `<b>`;
 * every other character is escaped.
 */
export function highlight(text: string, terms: string[], locale: Locale, length = snippetLength): string {
  const wanted = terms.filter((t) => t.length > 0);
  const found = words(text).filter(({ word }) => {
    const norm = processTerm(word, locale);
    return norm !== null && wanted.some((t) => norm.startsWith(t));
  });
  const first = found[0]?.start ?? 0;
  let from = Math.max(0, first - Math.floor(length / 3));
  if (from > 0) {
    const space = text.indexOf(" ", from);
    from = space >= 0 && space < first ? space + 1 : from;
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) {
    const space = text.lastIndexOf(" ", to);
    to = space > from ? space : to;
  }
  let html = from > 0 ? "… " : "";
  let at = from;
  for (const { start, end } of found) {
    if (start < from || end > to) continue;
    html += `${escapeHtml(text.slice(at, start))}<b>${escapeHtml(text.slice(start, end))}</b>`;
    at = end;
  }
  html += escapeHtml(text.slice(at, to));
  return to < text.length ? `${html} …` : html;
}
