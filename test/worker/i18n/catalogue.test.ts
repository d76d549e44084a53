/** @module The catalogues: every language says every text with the same placeholders, and islands get just their areas. */
import { describe, expect, it } from "vitest";
import { catalogues, clientAreas, clientMessages, translate } from "../../../shared/i18n/catalogue.ts";
import { locales } from "../../../shared/i18n/locales.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the message catalogues", () => {
  it("give every text of every language the placeholders the English text has, and no text is empty", () => {
    const mismatches: string[] = [];
    for (const locale of locales) {
      for (const [area, texts] of Object.entries(catalogues.en)) {
        for (const [key, english] of Object.entries(texts as Record<string, string>)) {
          const text = (catalogues[locale] as Record<string, Record<string, string>>)[area]?.[key] ?? "";
          if (text.trim() === "" || placeholders(text).join() !== placeholders(english).join())
            mismatches.push(`${locale} ${area}.${key}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("send the islands only their areas, and those areas tell island texts in Spanish", () => {
    const sent = clientMessages(catalogues.es);
    expect(Object.keys(sent).sort()).toEqual([...clientAreas].sort());
    expect(translate(sent, "search.foundOther", { count: 3, term: "dental" })).toBe(
      "Se encontraron 3 resultados para “dental”",
    );
    expect(translate(sent, "nav.patientPortal")).toBe("Portal del paciente");
  });
});
