import { describe, expect, it } from "vitest";
import { catalogues } from "../../../shared/i18n/catalogue.ts";

type Catalogue = Record<string, Record<string, string>>;
const en = catalogues.en as unknown as Catalogue;
const es = catalogues.es as unknown as Catalogue;

/** Texts that are the same word in both languages: names and loanwords Spanish speakers use as is. */
const sameInBoth = new Set(["OK", "Email", "STAR", "COVID-19", "PDF", "Blog", "Chat", "Web"]);

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
      return es[area]?.[key] === text && !sameInBoth.has(text);
    });
    expect(untranslated.map((u) => `${u.id}: ${u.text}`)).toEqual([]);
  });
});
