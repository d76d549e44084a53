import { describe, expect, test } from "vitest";
import { processTerm, tokenize } from "../../../worker/search/text.ts";

describe("processTerm", () => {
  test("folds plurals to the singular", () => {
    expect(processTerm("Clinics")).toBe("clinic");
    expect(processTerm("families")).toBe("family");
    expect(processTerm("glasses")).toBe("glass");
    expect(processTerm("services")).toBe("service");
  });

  test("keeps words whose final s is not a plural", () => {
    expect(processTerm("diagnosis")).toBe("diagnosis");
    expect(processTerm("virus")).toBe("virus");
    expect(processTerm("class")).toBe("class");
  });

  test("folds case, accents and possessives and drops stop words", () => {
    expect(processTerm("Atención")).toBe("atencion");
    expect(processTerm("Maria's")).toBe("maria");
    expect(processTerm("the")).toBeNull();
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
