/** @module Catalogue parity: both languages have the same areas, keys and placeholders, and Spanish translates every text. */
import { describe, expect, it } from "vitest";
import { catalogues } from "../../../shared/i18n/catalogue.ts";

type Catalogue = Record<string, Record<string, string>>;
const en = catalogues.en as unknown as Catalogue;
const es = catalogues.es as unknown as Catalogue;

/** Texts that are the same word in both languages: names and loanwords Spanish speakers use as is. */
const sameInBoth = new Set(["OK", "Email", "Fax", "STAR", "COVID-19", "PDF", "Blog", "Chat", "Web", "Lao"]);

/** The words of a text: without its `{placeholders}` and the punctuation around them. */
const words = (text: string) =>
  text
    .replace(/\{\w+\}/g, " ")
    .replace(/[^\p{L}\p{N}-]+/gu, " ")
    .trim();

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every `area.key` of a catalogue with its text. */
const texts = (catalogue: Catalogue) =>
  Object.entries(catalogue).flatMap(([area, keys]) =>
    Object.entries(keys).map(([key, text]) => ({ id: `${area}.${key}`, text })),
  );

describe("the message catalogues", () => {
  it("have exactly the same areas, and the same keys in each area", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const area of Object.keys(en))
      expect(Object.keys(es[area] ?? {}).sort(), area).toEqual(Object.keys(en[area]!).sort());
  });

  it("use the same {placeholders} in both languages for every text", () => {
    const differing = texts(en).filter(({ id, text }) => {
      const [area, key] = id.split(".") as [string, string];
      return JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(es[area]?.[key] ?? ""));
    });
    expect(differing.map((d) => d.id)).toEqual([]);
  });

  it("leave no Spanish text empty", () => {
    expect(
      texts(es)
        .filter(({ text }) => text.trim() === "")
        .map((t) => t.id),
    ).toEqual([]);
  });

  it("translate every text, except the few words that are the same in Spanish", () => {
    const untranslated = texts(en).filter(({ id, text }) => {
      const [area, key] = id.split(".") as [string, string];
      // A text that is only placeholders ("{title} ({location})") has nothing to translate.
      return es[area]?.[key] === text && words(text) !== "" && !sameInBoth.has(words(text));
    });
    expect(untranslated.map((u) => `${u.id}: ${u.text}`)).toEqual([]);
  });
});
