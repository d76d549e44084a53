/** @module Waits until an island (any hydration strategy) is really hydrated: React has attached to its elements. */
import { expect, type Page } from "@playwright/test";

/** Whether React owns the island's DOM yet (its first element, or the wrapper when it renders none). */
export const islandHydrated = (page: Page, name: string) =>
  page.evaluate((island) => {
    const root = document.querySelector(`[data-island="${island}"]`);
    if (!root) return false;
    const first = root.firstElementChild;
    if (!first) return Object.keys(root).some((key) => key.startsWith("__reactContainer"));
    return Object.keys(first).some((key) => key.startsWith("__reactFiber"));
  }, name);

/**
 * Scrolls the island into view (for `visible` islands) and waits until React owns its DOM.
 * Polls with `page.evaluate`, because `waitForFunction` needs eval, which the site's CSP forbids.
 */
export async function islandReady(page: Page, name: string) {
  await expect
    .poll(
      async () => {
        await page.evaluate((island) => {
          const root = document.querySelector(`[data-island="${island}"]`);
          // The island wrapper may be `display: contents` (no box), so scroll its content.
          (root?.firstElementChild ?? root)?.scrollIntoView({ block: "center" });
        }, name);
        return islandHydrated(page, name);
      },
      { message: `island ${name} hydrates`, timeout: 10_000 },
    )
    .toBe(true);
}
