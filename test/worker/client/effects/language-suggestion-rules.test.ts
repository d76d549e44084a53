/** @module Unit tests of which language the suggestion bar offers, and in which words. */
import { describe, expect, it } from "vitest";
import {
  languageSuggestion,
  preferredLocale,
  suggestedLocale,
} from "../../../../client/effects/language-suggestion-rules.ts";

describe("preferredLocale", () => {
  it("is the primary subtag of the first browser language the site speaks", () => {
    expect(preferredLocale(["es-US", "en-US"])).toBe("es");
    expect(preferredLocale(["fr-FR", "ES", "en"])).toBe("es");
    expect(preferredLocale(["en-GB", "es-MX"])).toBe("en");
  });
  it("is null when the browser lists no language of the site", () => {
    expect(preferredLocale(["fr-FR", "de"])).toBeNull();
    expect(preferredLocale([])).toBeNull();
  });
});

describe("suggestedLocale", () => {
  it("suggests Spanish on an English page to a browser preferring Spanish", () => {
    expect(suggestedLocale(["es-US", "en"], "en", false)).toBe("es");
  });
  it("suggests English on a Spanish page to a browser preferring English", () => {
    expect(suggestedLocale(["en-US", "es"], "es", false)).toBe("en");
  });
  it("suggests nothing when the page is already in the preferred language", () => {
    expect(suggestedLocale(["en-US", "es"], "en", false)).toBeNull();
    expect(suggestedLocale(["es-419"], "es", false)).toBeNull();
  });
  it("suggests nothing once dismissed", () => {
    expect(suggestedLocale(["es-US"], "en", true)).toBeNull();
  });
  it("suggests nothing to a browser that speaks none of the site's languages", () => {
    expect(suggestedLocale(["fr-FR"], "en", false)).toBeNull();
  });
});

describe("languageSuggestion", () => {
  const english = (currentPath: string, spanishPath: string) => ({
    locale: "en" as const,
    currentPath,
    languageLinks: [{ locale: "es" as const, path: spanishPath }],
  });

  it("links to the same page in Spanish, saying so in Spanish", () => {
    expect(languageSuggestion(["es-US"], english("/news", "/es/news"), false)).toEqual({
      locale: "es",
      path: "/es/news",
      text: "Esta página está disponible en español.",
      dismiss: "Cerrar",
    });
  });
  it("speaks of the site when the page has no Spanish version and the link leads to the Spanish home", () => {
    expect(languageSuggestion(["es"], english("/news/only-english", "/es/"), false)).toMatchObject({
      path: "/es/",
      text: "Este sitio está disponible en español.",
    });
  });
  it("speaks of this page on the home itself", () => {
    expect(languageSuggestion(["es"], english("/", "/es/"), false)?.text).toBe(
      "Esta página está disponible en español.",
    );
  });
  it("links a Spanish page to its English version in English", () => {
    const spanish = {
      locale: "es" as const,
      currentPath: "/es/locations/main-street",
      languageLinks: [{ locale: "en" as const, path: "/locations/main-street" }],
    };
    expect(languageSuggestion(["en-US", "es"], spanish, false)).toEqual({
      locale: "en",
      path: "/locations/main-street",
      text: "This page is available in English.",
      dismiss: "Dismiss",
    });
  });
  it("is null when dismissed, when the page matches, or when the page has no link to that language", () => {
    expect(languageSuggestion(["es-US"], english("/news", "/es/news"), true)).toBeNull();
    expect(languageSuggestion(["en-US"], english("/news", "/es/news"), false)).toBeNull();
    expect(
      languageSuggestion(["es-US"], { ...english("/news", "/es/news"), languageLinks: [] }, false),
    ).toBeNull();
  });
});
