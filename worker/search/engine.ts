/** @module The MiniSearch engine: index options per language, building, loading, querying and completions. */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from "minisearch";
import type { Locale } from "../../shared/i18n/locales.ts";
import { firstLetters, maxSuggestions } from "../../shared/search/types.ts";
import { type DocKind, kindBoost, type SearchDoc } from "./documents.ts";
import { processTerm, tokenize } from "./text.ts";

export type Engine = MiniSearch<SearchDoc>;

/** Fields stored with each document, so results need no CMS call. */
interface StoredDoc {
  kind: DocKind;
  title: string;
  body: string;
  image: string;
  /** Absent in an index saved before documents knew their language. */
  lang?: Locale;
}

/** Typo tolerance: one edit in 5 letters, none for terms under 4 letters. */
const fuzzy = (term: string) => (term.length >= 4 ? 0.2 : false);

const searchOptions: SearchOptions = {
  boost: { title: 4, keywords: 2, body: 1 },
  prefix: true,
  fuzzy,
  boostDocument: (_id, _term, stored) => kindBoost[(stored as StoredDoc | undefined)?.kind ?? "page"],
};

/** The options of `locale`'s index: its documents and its queries go through that language's normalizer. */
const engineOptions = (locale: Locale): Options<SearchDoc> => ({
  idField: "id",
  fields: ["title", "keywords", "body"],
  storeFields: ["kind", "title", "body", "image", "lang"],
  tokenize,
  processTerm: (term) => processTerm(term, locale),
  searchOptions,
});

/** A new engine holding `docs`, written in `locale`. */
export function buildEngine(docs: SearchDoc[], locale: Locale): Engine {
  const engine = new MiniSearch<SearchDoc>(engineOptions(locale));
  engine.addAll(docs);
  return engine;
}

/** `locale`'s engine from its serialized form (JSON.stringify of an engine built for that language). */
export const loadEngine = (json: string, locale: Locale): Engine =>
  MiniSearch.loadJSON<SearchDoc>(json, engineOptions(locale));

export type Hit = SearchResult & StoredDoc;

/** Every document matching all words of `term`, best first; when none does, those matching any word. */
export function query(engine: Engine, term: string): Hit[] {
  const all = engine.search(term, { combineWith: "AND" });
  return (all.length > 0 ? all : engine.search(term, { combineWith: "OR" })) as Hit[];
}

/** The language of each completion whose title is not in the index's language (a page not translated yet). */
export type CompletionLangs = Record<string, Locale>;

/**
 * At most five completions of `term` in `locale`'s engine: the titles of the best matching pages,
 * best first, and the language of those in another language.
 */
export function suggest(
  engine: Engine,
  term: string,
  locale: Locale,
): { suggestions: string[]; langs: CompletionLangs } {
  const titles = new Set<string>();
  const langs: CompletionLangs = {};
  for (const hit of query(engine, term)) {
    if (titles.has(hit.title)) continue;
    titles.add(hit.title);
    if (hit.lang && hit.lang !== locale) langs[hit.title] = hit.lang;
    if (titles.size === maxSuggestions) break;
  }
  return { suggestions: [...titles], langs };
}

type FirstLetters = { suggestions: Record<string, string[]>; langs: CompletionLangs };
const firstLetterMemo = new WeakMap<Engine, FirstLetters>();

/**
 * `suggest` for every term of one letter or digit (`firstLetters`), computed once per engine: a
 * search box reads them ahead, so the first letter typed shows its completions without a request.
 */
export function firstLetterSuggestions(engine: Engine, locale: Locale): FirstLetters {
  let known = firstLetterMemo.get(engine);
  if (!known) {
    const all: FirstLetters = { suggestions: {}, langs: {} };
    for (const letter of firstLetters) {
      const { suggestions, langs } = suggest(engine, letter, locale);
      all.suggestions[letter] = suggestions;
      Object.assign(all.langs, langs);
    }
    known = all;
    firstLetterMemo.set(engine, known);
  }
  return known;
}
