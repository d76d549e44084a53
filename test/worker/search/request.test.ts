/** @module The search API's input schemas: terms, page numbers and their messages. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { checkTerm, searchQuery, suggestQuery } from "../../../worker/search/request.ts";

const messages = (input: unknown) => {
  const result = v.safeParse(searchQuery, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe("searchQuery", () => {
  it("normalizes the term and reads the page, which is 0 when absent", () => {
    expect(v.parse(searchQuery, { q: "  Dental   care ", page: "3" })).toEqual({
      q: "Dental care",
      page: 3,
      lang: "en",
    });
    expect(v.parse(searchQuery, { q: "dental" })).toEqual({ q: "dental", page: 0, lang: "en" });
  });

  it("reads the first value of a parameter given twice", () => {
    expect(v.parse(searchQuery, { q: ["dental", "vision"], page: ["2", "x"], lang: ["es", "en"] })).toEqual({
      q: "dental",
      page: 2,
      lang: "es",
    });
  });

  it("says what is wrong with a missing or oversized term", () => {
    expect(messages({})).toEqual(["Enter something to search for."]);
    expect(messages({ q: "x".repeat(101) })).toEqual(["Search terms are limited to 100 characters."]);
  });

  it.each(["-1", "100", "1.5", "abc", "0x1", "1000"])("refuses the page %s", (page) => {
    expect(messages({ q: "dental", page })).toEqual(["The page must be a whole number from 0 to 99."]);
  });
});

describe("the language", () => {
  it("is the one asked for, and English when absent or empty", () => {
    expect(v.parse(searchQuery, { q: "clínica", lang: "es" }).lang).toBe("es");
    expect(v.parse(suggestQuery, { q: "clín", lang: "es" }).lang).toBe("es");
    expect(v.parse(suggestQuery, { q: "dent" }).lang).toBe("en");
    expect(v.parse(searchQuery, { q: "dental", lang: "" }).lang).toBe("en");
  });

  it.each(["fr", "ES", "es-US", "spanish"])("refuses %s, naming the languages there are", (lang) => {
    expect(messages({ q: "dental", lang })).toEqual(['The language must be one of "en", "es".']);
    expect(v.safeParse(suggestQuery, { q: "dental", lang }).success).toBe(false);
  });
});

describe("checkTerm", () => {
  it("gives the normalized term or the reason it cannot be searched", () => {
    expect(checkTerm("Flu Shots")).toEqual({ ok: true, value: "Flu Shots" });
    expect(checkTerm("   ")).toEqual({ ok: false, message: "Enter something to search for." });
    expect(checkTerm(undefined)).toEqual({ ok: false, message: "Enter something to search for." });
  });
});
