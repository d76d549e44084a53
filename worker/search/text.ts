/** @module Text handling for the index: tokenizing and light English stemming (HTML to text is worker/lib/plain-text.ts). */
import { isolateState } from "../lib/isolate-state.ts";

/** Word characters: letters and digits of any script, plus inner apostrophes. */
const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** The words of `text` with their offsets, for tokenizing and for highlighting. */
export function words(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(wordPattern)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** MiniSearch tokenizer: the words of a field. */
export const tokenize = (text: string) => words(text).map((w) => w.word);

const stopWords = new Set(
  "a an and are as at be by for from has have in is it its of on or our that the this to was we were will with you your".split(
    " ",
  ),
);

/**
 * Normalizes one term for indexing and querying: lower case, accents folded, possessive and
 * plural endings removed (clinics → clinic, families → family, glasses → glass), stop words dropped.
 */
export function processTerm(term: string): string | null {
  const known = memo.get(term);
  if (known !== undefined) return known;
  const processed = normalize(term);
  if (memo.size >= memoLimit) memo.clear();
  memo.set(term, processed);
  return processed;
}

/** Words repeat a lot; remembering their normalized form speeds up indexing and snippets. */
const memo = new Map<string, string | null>();
const memoLimit = 50_000;
isolateState("normalized search terms", () => memo.clear());

function normalize(term: string): string | null {
  let t = term
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/['’]/g, "");
  if (t.length === 0 || stopWords.has(t)) return null;
  if (t.length > 4 && t.endsWith("ies")) t = `${t.slice(0, -3)}y`;
  else if (t.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(t)) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith("s") && !/(?:ss|us|is)$/.test(t)) t = t.slice(0, -1);
  return t;
}
