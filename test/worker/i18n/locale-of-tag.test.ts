/** @module What the browser sends as a page's language: `<html lang>` mapped to a language of the site. */
import { describe, expect, it } from "vitest";
import { localeOfTag } from "../../../shared/i18n/locale-of-tag.ts";

describe("a page's language tag as a language of the site", () => {
  it.each([
    ["es", "es"],
    ["es-US", "es"],
    ["ES-us", "es"],
    ["en-US", "en"],
    ["fr", "en"],
    ["", "en"],
  ])("reads %j as %s", (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });
});
