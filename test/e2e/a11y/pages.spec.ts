/** @module Accessibility sweep: axe WCAG 2.2 A/AA on every route in English and Spanish, light and dark, at the project's viewport. */
import { localizedPath } from "../../../shared/i18n/locales.ts";
import { expect, hydrated, test } from "../fixtures.ts";
import { axeBothSchemes } from "./axe.ts";
import { searchResultsPath, spanishSweepPaths, sweepPaths } from "./sweep-paths.ts";

for (const { name, path } of sweepPaths) {
  test(`the ${name} page (${path}) has no WCAG A/AA violations in light or dark`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await axeBothSchemes(page, path)).toEqual([]);
  });
}

for (const { name, path } of spanishSweepPaths) {
  test(`the Spanish ${name} page (${path}) has no WCAG A/AA violations in light or dark`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await axeBothSchemes(page, path)).toEqual([]);
  });
}

for (const path of [searchResultsPath, localizedPath(searchResultsPath, "es")]) {
  test(`the search results page (${path}) has no WCAG A/AA violations in light or dark`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers`).toBe(200);
    await hydrated(page);
    expect(await axeBothSchemes(page, path)).toEqual([]);
  });
}
