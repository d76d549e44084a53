import { describe, expect, it } from "vitest";
import { localeOfPath, localizedPath, unlocalizedPath } from "../../../shared/i18n/locales.ts";

describe("language of a path", () => {
  it("reads Spanish from the /es prefix and English everywhere else", () => {
    expect(localeOfPath("/es/")).toBe("es");
    expect(localeOfPath("/es/locations/main-street")).toBe("es");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/estimates")).toBe("en");
    expect(localeOfPath("/en/news")).toBe("en");
  });

  it("maps a page to the same page in the other language and back", () => {
    expect(localizedPath("/locations/main-street", "es")).toBe("/es/locations/main-street");
    expect(localizedPath("/", "es")).toBe("/es/");
    expect(localizedPath("/es/news/2", "en")).toBe("/news/2");
    expect(localizedPath("/es/", "en")).toBe("/");
    expect(localizedPath("/es/news", "es")).toBe("/es/news");
    expect(unlocalizedPath("/es")).toBe("/");
  });
});
