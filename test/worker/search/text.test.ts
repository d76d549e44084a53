import { describe, expect, test } from "vitest";
import { processTerm, tokenize } from "../../../worker/search/text.ts";

describe("processTerm in English", () => {
  test("folds plurals to the singular", () => {
    expect(processTerm("Clinics", "en")).toBe("clinic");
    expect(processTerm("families", "en")).toBe("family");
    expect(processTerm("glasses", "en")).toBe("glass");
    expect(processTerm("services", "en")).toBe("service");
  });

  test("keeps words whose final s is not a plural", () => {
    expect(processTerm("diagnosis", "en")).toBe("diagnosis");
    expect(processTerm("virus", "en")).toBe("virus");
    expect(processTerm("class", "en")).toBe("class");
  });

  test("folds case, accents and possessives and drops stop words", () => {
    expect(processTerm("Atención", "en")).toBe("atencion");
    expect(processTerm("Maria's", "en")).toBe("maria");
    expect(processTerm("the", "en")).toBeNull();
  });
});

describe("processTerm in Spanish", () => {
  const es = (term: string) => processTerm(term, "es");

  test("folds accents, ñ and case, so a word typed without them is the same word", () => {
    expect(es("Clínica")).toBe("clinica");
    expect(es("clinica")).toBe(es("clínica"));
    expect(es("niño")).toBe(es("nino"));
    expect(es("PEDIATRÍA")).toBe("pediatria");
    expect(es("vergüenza")).toBe("verguenza");
  });

  test("takes a plural to its singular", () => {
    expect(es("clínicas")).toBe("clinica");
    expect(es("clinicas")).toBe("clinica");
    expect(es("servicios")).toBe("servicio");
    expect(es("vacunas")).toBe("vacuna");
    expect(es("dolores")).toBe("dolor");
    expect(es("meses")).toBe("mes");
    expect(es("luces")).toBe("luz");
    expect(es("vacunaciones")).toBe(es("vacunación"));
    expect(es("exámenes")).toBe(es("examen"));
    expect(es("enfermedades")).toBe(es("enfermedad"));
  });

  test("gives a singular and its plural the same form whatever the singular ends in", () => {
    const pairs = [
      ["luz", "luces"],
      ["mes", "meses"],
      ["padre", "padres"],
      ["paciente", "pacientes"],
      ["dulce", "dulces"],
      ["índice", "índices"],
      ["especie", "especies"],
      ["parque", "parques"],
      ["bebé", "bebés"],
      ["ley", "leyes"],
      ["país", "países"],
      ["autobús", "autobuses"],
      ["día", "días"],
      ["pie", "pies"],
    ];
    for (const [one, many] of pairs) expect(es(many ?? ""), `${one} / ${many}`).toBe(es(one ?? ""));
  });

  test("keeps words whose final s is not a plural, and short words whole", () => {
    expect(es("análisis")).toBe("analisis");
    expect(es("crisis")).toBe("crisis");
    expect(es("virus")).toBe("virus");
    expect(es("mes")).toBe("mes");
    expect(es("tos")).toBe("tos");
    expect(es("tres")).toBe("tres");
  });

  test("drops Spanish stop words, and only in the Spanish index", () => {
    for (const word of "de la el los las y en para con por un una del al que se su sus o a".split(" ")) {
      expect(es(word), word).toBeNull();
    }
    expect(es("Él")).toBeNull();
    expect(processTerm("para", "en")).toBe("para");
    expect(processTerm("con", "en")).toBe("con");
  });

  test("leaves the English normalizer as it was", () => {
    expect(processTerm("clínicas", "en")).toBe("clinica");
    expect(processTerm("dolores", "en")).toBe("dolore");
    expect(es("Maria's")).toBe("maria");
  });
});

test("tokenize splits words of any script and keeps inner apostrophes", () => {
  expect(tokenize("COVID-19 shots, children's vaccines; 注意")).toEqual([
    "COVID",
    "19",
    "shots",
    "children's",
    "vaccines",
    "注意",
  ]);
});
