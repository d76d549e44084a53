/** @module Checks a visitor's search input: the term and the page number. */
import { maxTermLength, normalizeTerm } from "../../shared/search/types.ts";

/** Highest 0-based page asked for (results 991–1000). */
export const maxPage = 99;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The normalized term, or why it cannot be searched. */
export function checkTerm(raw: string | undefined): Checked<string> {
  const term = normalizeTerm(raw ?? "");
  if (term === "") return { ok: false, message: "Enter something to search for." };
  if (term.length > maxTermLength)
    return { ok: false, message: `Search terms are limited to ${maxTermLength} characters.` };
  return { ok: true, value: term };
}

/** A 0-based page number from its text (absent means 0), or why it is not one. */
export function checkPage(raw: string | undefined): Checked<number> {
  if (raw === undefined || raw === "") return { ok: true, value: 0 };
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > maxPage)
    return { ok: false, message: `The page must be a whole number from 0 to ${maxPage}.` };
  return { ok: true, value: Number(raw) };
}
