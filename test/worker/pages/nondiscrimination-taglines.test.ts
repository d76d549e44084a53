/** @module The nondiscrimination notice's taglines come from configuration: Oregon's 15 by default, with Somali. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { oregonLanguages, taglines } from "../../../shared/i18n/taglines.ts";
import { ConfigError, parseConfig } from "../../../worker/env.ts";
import { call } from "../support/app.ts";

/** The taglines' languages as the page lists them: [lang attribute, name shown]. */
const listed = (html: string) => {
  const list =
    /<ul class="language-taglines">([\s\S]*?)<\/ul>/.exec(html.replace(/<!-- -->/g, ""))?.[1] ?? "";
  return [...list.matchAll(/<li><strong>([^<]*):<\/strong> <span lang="([^"]+)"/g)].map((m) => [m[2], m[1]]);
};

describe("the language-assistance taglines", () => {
  it("default to Oregon's 15 languages, Somali among them, each with a tagline", () => {
    const config = parseConfig({});
    expect(config.languageAssistance).toEqual(oregonLanguages);
    expect(oregonLanguages).toHaveLength(15);
    expect(oregonLanguages).toContain("so");
    expect(new Set(oregonLanguages).size).toBe(15);
  });

  it("take the configured list, in its order, and refuse unknown, repeated or no languages", () => {
    expect(parseConfig({ LANGUAGE_ASSISTANCE: " es, so ,vi" }).languageAssistance).toEqual([
      "es",
      "so",
      "vi",
    ]);
    for (const bad of ["es,xx", "es,es", " , ", "es;vi"])
      expect(() => parseConfig({ LANGUAGE_ASSISTANCE: bad }), bad).toThrow(ConfigError);
  });

  it("name every tagline language in both catalogues", () => {
    for (const locale of ["en", "es"] as const) {
      const t = textsFor(locale);
      for (const tag of Object.keys(taglines))
        expect(t(`legal.lang.${tag}` as never), tag).not.toBe(`legal.lang.${tag}`);
    }
  });

  it("show Oregon's list on /es/nondiscrimination, named in Spanish, each tagline in its own language", async () => {
    const res = await call("/es/nondiscrimination");
    expect(res.status).toBe(200);
    const html = await res.text();
    const t = textsFor("es");
    expect(listed(html)).toEqual(oregonLanguages.map((tag) => [tag, t(`legal.lang.${tag}`)]));
    expect(listed(html)).toContainEqual(["so", "Somalí"]);
    expect(html).toContain("Af-Soomaali");
  });

  it("show only the configured languages when LANGUAGE_ASSISTANCE is set", async () => {
    const res = await call("/nondiscrimination", {}, { LANGUAGE_ASSISTANCE: "so,es,vi" });
    expect(res.status).toBe(200);
    const t = textsFor("en");
    expect(listed(await res.text())).toEqual(
      ["so", "es", "vi"].map((tag) => [tag, t(`legal.lang.${tag}` as never)]),
    );
  });
});
