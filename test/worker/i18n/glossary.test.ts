/** @module The Spanish glossary holds: no catalogue text and no Spanish demo content uses a rejected variant. */
import { describe, expect, it } from "vitest";
import { glossary, properNames } from "../../../shared/i18n/glossary.ts";
import { type SpanishText, spanishTexts } from "../../../worker/cms/demo/spanish-texts.ts";

const texts = spanishTexts();

/** Each use of a rejected variant, as `where: "match" (the glossary's term)`. */
const violations = (corpus: SpanishText[]) =>
  glossary.flatMap((entry) =>
    entry.rejected.flatMap((pattern) =>
      corpus.flatMap(({ where, text }) => {
        const found = pattern.exec(text.trim());
        return found ? [`${where}: "${found[0]}" (use ${entry.es} for ${entry.en})`] : [];
      }),
    ),
  );

/** Words after the first that start with a capital and are not an acronym or part of a proper name. */
const titleCased = (title: string) =>
  properNames
    .reduce((rest, name) => rest.replaceAll(name, ""), title)
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^[A-ZÁÉÍÓÚÑ][a-záéíóúñü]/.test(word));

describe("the Spanish glossary", () => {
  it("reads the catalogue and the demo content: hundreds of texts", () => {
    expect(texts.filter((t) => t.where.startsWith("catalogue:")).length).toBeGreaterThan(300);
    expect(texts.filter((t) => t.where.startsWith("cms:")).length).toBeGreaterThan(200);
  });

  it("finds a rejected variant wherever it is, and accepts the chosen term", () => {
    const sample = (text: string) => violations([{ where: "sample", text, raw: text }]);
    expect(sample("Contáctenos")).toHaveLength(1);
    expect(sample("Ofrecemos asistencia con idiomas gratis.")).toHaveLength(1);
    expect(sample('Escoja "Medios".')).toHaveLength(1);
    expect(sample("Nuestro equipo le puede inscribir hoy.")).toHaveLength(1);
    expect(sample("Esos servicios los manejan otros proveedores.")).toHaveLength(1);
    expect(sample("el tipo de aparato y del navegador")).toHaveLength(1);
    expect(sample("El Equipo de atención primaria es el corazón")).toHaveLength(1);
    expect(sample("nuestro Equipo de Alcance Comunitario")).toHaveLength(2);
    expect(sample("Hable con su proveedor de atención primaria.")).toEqual([]);
    expect(sample("un aparato prestado para medir la presión")).toEqual([]);
    expect(sample("Equipo de alcance comunitario")).toEqual([]);
    expect(sample("El equipo de salud conductual apoya")).toEqual([]);
    expect(sample("Comuníquese con nosotros")).toEqual([]);
    expect(sample("Nosotros atendemos a todos.")).toEqual([]);
  });

  it("is followed by every Spanish catalogue text and all the Spanish demo content", () => {
    expect(violations(texts)).toEqual([]);
  });

  it("names terms the site really uses", () => {
    const all = texts.map((t) => t.text.toLowerCase()).join("\n");
    const words = glossary.filter((entry) => /^[\p{L} ()]+$/u.test(entry.es));
    expect(words.length).toBeGreaterThan(15);
    expect(words.filter((entry) => !all.includes(entry.es.toLowerCase())).map((e) => e.es)).toEqual([]);
  });

  it("writes job titles and staff roles in sentence case", () => {
    const titles = texts.filter((t) => /^cms:(?:jobs\.\d+\.title|staff\.\d+\.role)$/.test(t.where));
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.flatMap((t) => titleCased(t.text).map((word) => `${t.where}: ${word}`))).toEqual([]);
  });
});
