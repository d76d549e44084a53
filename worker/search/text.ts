/**
 * @module Text handling for the index: tokenizing and light stemming, one normalizer per language
 * (HTML to text is worker/lib/plain-text.ts).
 */
import type { Locale } from "../../shared/i18n/locales.ts";
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

/** Lower case with accents (and ñ, ü) folded, so "Clínica" and "clinica" are one word. */
const fold = (term: string) =>
  term
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/['’]/g, "");

const wordSet = (list: string) => new Set(list.split(" "));

const englishStopWords = wordSet(
  "a an and are as at be by for from has have in is it its of on or our that the this to was we were will with you your",
);

/** English: clinics → clinic, families → family, glasses → glass; diagnosis, virus and class stay. */
function englishStem(t: string): string {
  if (t.length > 4 && t.endsWith("ies")) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith("s") && !/(?:ss|us|is)$/.test(t)) return t.slice(0, -1);
  return t;
}

const spanishStopWords = wordSet(
  "de la el los las lo y e en para con por un una unos unas del al que se su sus o u a es nuestro nuestra nuestros nuestras",
);

const vowel = /[aeiou]/;
/** Shortest stem a Spanish ending is taken from, so "tres", "mes" and "gas" stay whole. */
const minSpanishStem = 3;

/**
 * Spanish, on folded words: singular and plural reach the same form. A vowel takes -s (clinicas →
 * clinica, servicios → servicio); a consonant takes -es (dolores → dolor, meses → mes), with z
 * written c before e (luces → luz). A singular in consonant + e loses the e the same way its plural
 * does (padre and padres → padr, dulce and dulces → dulz). Words in -is and -us do not change with
 * number (analisis, virus).
 */
function spanishStem(t: string): string {
  if (t.endsWith("s")) {
    if (/(?:is|us)$/.test(t)) return t;
    const beforeS = t.at(-2) ?? "";
    if (beforeS !== "e" || vowel.test(t.at(-3) ?? "")) {
      return t.length - 1 >= minSpanishStem ? t.slice(0, -1) : t;
    }
    return t.length - 2 >= minSpanishStem ? consonantStem(t.slice(0, -2)) : t;
  }
  if (t.endsWith("e") && !vowel.test(t.at(-2) ?? "a") && t.length - 1 >= minSpanishStem) {
    return consonantStem(t.slice(0, -1));
  }
  return t;
}

/** A stem that lost a final e: its c was a z (luc-es → luz, dulc-e → dulz). */
const consonantStem = (stem: string) => (stem.endsWith("c") ? `${stem.slice(0, -1)}z` : stem);

interface Language {
  stopWords: Set<string>;
  stem: (folded: string) => string;
}

const languages: Record<Locale, Language> = {
  en: { stopWords: englishStopWords, stem: englishStem },
  es: { stopWords: spanishStopWords, stem: spanishStem },
};

/** Words repeat a lot; remembering their normalized form speeds up indexing and snippets. */
const memos = new Map<Locale, Map<string, string | null>>();
const memoLimit = 50_000;
isolateState("normalized search terms", () => memos.clear());

/**
 * Normalizes one term of `locale`'s index for indexing and querying: lower case, accents folded,
 * plural endings removed, stop words dropped (null). English also drops possessives (Maria's → maria).
 */
export function processTerm(term: string, locale: Locale): string | null {
  let memo = memos.get(locale);
  if (!memo) {
    memo = new Map();
    memos.set(locale, memo);
  }
  const known = memo.get(term);
  if (known !== undefined) return known;
  const { stopWords, stem } = languages[locale];
  const folded = fold(term);
  const processed = folded.length === 0 || stopWords.has(folded) ? null : stem(folded);
  if (memo.size >= memoLimit) memo.clear();
  memo.set(term, processed);
  return processed;
}

/** The normalized, non-empty terms of a query in `locale`. */
export const queryTerms = (text: string, locale: Locale): string[] =>
  tokenize(text)
    .map((word) => processTerm(word, locale))
    .filter((t): t is string => Boolean(t));
