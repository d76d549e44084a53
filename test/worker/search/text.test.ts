import { describe, expect, test } from "vitest";
import { htmlToText, processTerm, tokenize } from "../../../worker/search/text.ts";

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

test("htmlToText drops tags and decodes entities", () => {
  expect(htmlToText("<p>Oregon Health &amp; Science&nbsp;University</p><ul><li>A</li></ul>")).toBe(
    "Oregon Health & Science University A",
  );
  expect(htmlToText("&lt;b&gt;not bold&lt;/b&gt; &#8212; &#x41;")).toBe("<b>not bold</b> — A");
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
