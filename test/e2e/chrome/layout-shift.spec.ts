/** @module Nothing moves while a page loads and its islands (the nav bar's search widget among them) come to life. */
import { loadShift } from "../../support/layout-shift.ts";
import { islandReady } from "../a11y/island-ready.ts";
import { expect, test } from "../fixtures.ts";

const pages = ["/", "/es/", "/locations/main-street", "/es/services/dental"];

for (const path of pages) {
  test(`a visitor sees nothing shift while ${path} loads and hydrates`, async ({ page }) => {
    const { cls, shifts } = await loadShift(page, path, (p) => islandReady(p, "search-widget"));
    // The nav bar's search box is the toggle's 44 px box before and after hydration.
    await expect(page.getByRole("banner").locator(".search-widget[data-ready]")).toHaveCount(1);
    expect(shifts, "layout shifts").toEqual([]);
    expect(cls).toBe(0);
  });
}
