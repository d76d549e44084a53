/** @module The page does not scroll behind a dialog the page's loader opened before its island was live, nor once the island is live. */
import type { Page } from "@playwright/test";
import { islandLive } from "../a11y/island-ready.ts";
import { animationsDone, expect, holdScripts, nextFrames, test } from "../fixtures.ts";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const root = (page: Page) => page.locator("html");
/** The root's class while a dialog is open (client/loader/dialogs.ts). */
const locked = /\bdialog-open\b/;

/** Scrolls to `y` and waits until the page is there. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** A tap on the menu button where it is: a locator's tap would first scroll the sticky header "into view" (the top). */
async function tapMenu(page: Page) {
  const box = await page.getByRole("button", { name: "Menu", exact: true }).boundingBox();
  if (!box) throw new Error("no menu button");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The wheel near the viewport's bottom right corner (over the backdrop, beside the drawer's panel and
 * the modal's window), then frames: whatever it scrolls has scrolled.
 */
async function wheel(page: Page, dy: number) {
  const size = page.viewportSize();
  await page.mouse.move((size?.width ?? 300) - 20, (size?.height ?? 600) - 20);
  await page.mouse.wheel(0, dy);
  await nextFrames(page, 3);
}

test("on a phone the page stays put behind a drawer opened before the scripts ran, and scrolls again once it closes", {
  tag: "@phone",
}, async ({ page }) => {
  await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await scrollTo(page, 300);
  await tapMenu(page);
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(root(page)).toHaveClass(locked);
  await wheel(page, 400);
  expect(await scrollY(page)).toBe(300);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(root(page)).not.toHaveClass(locked);
  expect(await scrollY(page)).toBe(300);
  await wheel(page, 100);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
});

test("on a phone the page stays locked as the drawer's island goes live, and its close button releases it where the page was", {
  tag: "@phone",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await scrollTo(page, 250);
  await tapMenu(page);
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  release();
  await expect.poll(() => islandLive(page, "side-drawer"), { message: "the drawer goes live" }).toBe(true);
  await expect(root(page)).toHaveClass(locked);
  await wheel(page, 400);
  expect(await scrollY(page)).toBe(250);
  await drawer.getByRole("button", { name: "Close menu" }).tap();
  await expect(drawer).toBeHidden();
  await expect(root(page)).not.toHaveClass(locked);
  expect(await scrollY(page)).toBe(250);
});

test("the page stays put behind the newsletter modal opened before the island was live, until it closes, also once the island is live", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  const footer = page.getByRole("contentinfo");
  const signUp = footer.getByRole("button", { name: "Sign Up" });
  await signUp.scrollIntoViewIfNeeded();
  // Scrolled, the nav bar shrinks (90 to 50 px over 400 ms on a desktop) and the page under it moves
  // up with it: the position the lock must keep is the one after that.
  const header = page.locator(".site-header");
  await expect(header).toHaveAttribute("data-shrunk", "");
  await animationsDone(header);
  await signUp.click();
  const dialog = page.getByRole("dialog", { name: "Newsletter Sign Up" });
  await expect(dialog).toBeVisible();
  await expect(root(page)).toHaveClass(locked);
  const before = await scrollY(page);
  await wheel(page, -500);
  expect(await scrollY(page)).toBe(before);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(root(page)).not.toHaveClass(locked);
  expect(await scrollY(page)).toBe(before);

  // Again, and this time the island arrives while it is open: the page stays locked.
  await signUp.click();
  await expect(dialog).toBeVisible();
  release();
  await expect(page.locator('[data-island="newsletter"]')).toHaveAttribute("data-live", "");
  await expect(dialog).toBeVisible();
  await expect(root(page)).toHaveClass(locked);
  await wheel(page, -500);
  expect(await scrollY(page)).toBe(before);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(root(page)).not.toHaveClass(locked);
  expect(await scrollY(page)).toBe(before);
});
