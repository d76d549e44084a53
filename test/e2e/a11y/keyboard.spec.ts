/** @module Keyboard-only journeys: skip link, every control reachable with visible focus, focus kept in drawer and modal, target sizes. */
import type { Page } from "@playwright/test";
import { settle } from "../../support/axe-rules.ts";
import { expect, hydrated, nextFrames, scrollThrough, test } from "../fixtures.ts";
import { currentStop, markTabbables, stopsOutside, undersizedTargets } from "./focus.ts";
import { islandReady } from "./island-ready.ts";

/**
 * Loads a page and waits until its newsletter signup is live (these journeys are about the live
 * modal; the early one has tests of its own), then goes back to the top. The other islands (the
 * drawer, search, contact form) are left to the journey, which reaches them as a visitor does; the
 * opening hours have no controls.
 */
async function loadAllIslands(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const names = await page
    .locator("[data-island='newsletter']")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-island")));
  for (const name of new Set(names)) if (name) await islandReady(page, name);
  // Scroll through once so scroll-reveal content has appeared before controls are counted.
  await scrollThrough(page);
  await settle(page);
}

/**
 * The focused element once any reveal it triggered by scrolling into view has run: the reveal
 * observer sees it in the next frames, then a CSS transition fades it in.
 */
async function settledStop(page: Page) {
  let stop = await currentStop(page);
  for (let i = 0; i < 3 && stop && !stop.onScreen; i++) {
    await nextFrames(page);
    await settle(page);
    stop = await currentStop(page);
  }
  return stop;
}

test("the skip link is the first Tab stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("every control on the home page is reachable by Tab and shows a visible focus indicator", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loadAllIslands(page, "/");
  const controls = await markTabbables(page);
  const reached = new Set<string>();
  const problems: string[] = [];
  for (let i = 0; i < controls.length + 80; i++) {
    await page.keyboard.press("Tab");
    const stop = await settledStop(page);
    if (!stop) break;
    if (stop.id !== null && reached.has(stop.id)) break;
    if (stop.id !== null) reached.add(stop.id);
    if (!stop.onScreen) problems.push(`focus went to ${stop.label}, which is not visible on screen`);
    if (!stop.indicator) problems.push(`${stop.label} shows no focus indicator (outline or box-shadow)`);
  }
  for (const c of controls) if (!reached.has(c.id)) problems.push(`${c.label} is not reachable by Tab`);
  expect(problems).toEqual([]);
});

test("focus stays inside the open drawer and returns to the Menu button on Escape", {
  tag: "@phone",
}, async ({ page }) => {
  await loadAllIslands(page, "/");
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await menu.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  const n = (await drawer.locator("a[href], button, input, select, textarea").count()) + 3;
  const escapes = [
    ...(await stopsOutside(page, drawer, n, "Tab")),
    ...(await stopsOutside(page, drawer, n, "Shift+Tab")),
  ];
  expect(escapes).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test("focus stays inside the open newsletter modal and returns to its opener on Escape", async ({ page }) => {
  await loadAllIslands(page, "/");
  const signUp = page.getByRole("contentinfo").getByRole("button", { name: "Sign Up" });
  await signUp.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const n = (await dialog.locator("a[href], button, input, select, textarea").count()) + 3;
  const escapes = [
    ...(await stopsOutside(page, dialog, n, "Tab")),
    ...(await stopsOutside(page, dialog, n, "Shift+Tab")),
  ];
  expect(escapes).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(signUp).toBeFocused();
});

for (const path of ["/", "/contact-us"]) {
  test(`pointer targets on ${path} are at least 24 by 24 pixels or exempt under WCAG 2.5.8`, async ({
    page,
  }) => {
    await loadAllIslands(page, path);
    expect(await undersizedTargets(page)).toEqual([]);
  });
}
