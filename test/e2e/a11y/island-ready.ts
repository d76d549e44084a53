/** @module Waits until an island (any hydration strategy) is live: the client's own mark from the island contract. */
import { expect, type Page } from "@playwright/test";
import { islandAttr, liveAttr, strategyAttr } from "../../../shared/contract/islands.ts";

/** The island's wrapper element (the first, if the page renders that island more than once). */
const island = (page: Page, name: string) => page.locator(`[${islandAttr}="${name}"]`).first();

/** Whether the client has marked the island live (committed, its effects attached). */
export const islandLive = async (page: Page, name: string) =>
  (await island(page, name).getAttribute(liveAttr)) !== null;

/**
 * Scrolls the island into view (which is what hydrates a `visible` island), sends it a pointer
 * coming over it (what hydrates an `interaction` island), and waits until the client marks it live. The scroll is repeated while waiting: cards above it that come into layout
 * (`content-visibility: auto`) can push it back out of view before it was seen.
 */
export async function islandReady(page: Page, name: string) {
  const root = island(page, name);
  const onInteraction = (await root.getAttribute(strategyAttr)) === "interaction";
  await expect
    .poll(
      async () => {
        // The wrapper is `display: contents` (no box), so its content is scrolled and pointed at.
        await root.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: "center" }));
        // A pointer coming over it, sent to the element itself: the nav bar's search box is hidden
        // on a phone, where a visitor reaches it through the drawer.
        if (onInteraction) await root.locator(":scope > *").first().dispatchEvent("pointerover");
        return islandLive(page, name);
      },
      { message: `island ${name} is live`, timeout: 10_000 },
    )
    .toBe(true);
}
