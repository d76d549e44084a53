/** @module Accessibility sweep of the Spanish pages: axe WCAG 2.2 A/AA on every route under /es/, light and dark. */
import { localizedPath } from "../../../shared/i18n/locales.ts";
import { expect, hydrated, test } from "../fixtures.ts";
import { axeBothSchemes } from "./axe.ts";
import { sweepPaths } from "./sweep-paths.ts";

for (const { name, path } of sweepPaths) {
  const es = localizedPath(path, "es");
  test(`the Spanish ${name} page (${es}) has no WCAG A/AA violations in light or dark`, async ({ page }) => {
    await page.goto(es);
    await hydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await axeBothSchemes(page, es)).toEqual([]);
  });
}
