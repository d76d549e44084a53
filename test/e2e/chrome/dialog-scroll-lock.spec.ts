/** @module The page does not scroll behind a drawer or modal the page's loader opened before its island was live; the island takes the lock over. */
import type { Page } from "@playwright/test";
import { earlyLockAttr, lockedClass } from "../../../shared/lib/scroll-lock.ts";
import { islandLive } from "../a11y/island-ready.ts";
import { expect, holdScripts, nextFrames, test } from "../fixtures.ts";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const root = (page: Page) => page.locator("html");

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
  await expect(root(page)).toHaveClass(new RegExp(lockedClass));
  await wheel(page, 400);
  expect(await scrollY(page)).toBe(300);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(root(page)).not.toHaveClass(new RegExp(lockedClass));
  await expect(root(page)).not.toHaveAttribute(earlyLockAttr);
  expect(await scrollY(page)).toBe(300);
  await wheel(page, 100);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
});

test("on a phone the drawer island takes the early lock over, and its close button releases it where the page was", {
  tag: "@phone",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await scrollTo(page, 250);
  await tapMenu(page);
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(root(page)).toHaveAttribute(earlyLockAttr, "250");
  release();
  await expect.poll(() => islandLive(page, "side-drawer"), { message: "the drawer goes live" }).toBe(true);
  // The island's own lock now: still locked, the loader's mark gone.
  await expect(root(page)).not.toHaveAttribute(earlyLockAttr);
  await expect(root(page)).toHaveClass(new RegExp(lockedClass));
  await wheel(page, 400);
  expect(await scrollY(page)).toBe(250);
  await drawer.getByRole("button", { name: "Close menu" }).tap();
  await expect(drawer).toBeHidden();
  await expect(root(page)).not.toHaveClass(new RegExp(lockedClass));
  expect(await scrollY(page)).toBe(250);
});

test("the page stays put behind the newsletter modal shown before the island was live, until it closes or the island takes over", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  const footer = page.getByRole("contentinfo");
  const signUp = footer.getByRole("button", { name: "Sign Up" });
  await signUp.scrollIntoViewIfNeeded();
  await signUp.click();
  const dialog = page.getByRole("dialog", { name: "Newsletter Sign Up" });
  await expect(dialog).toBeVisible();
  await expect(root(page)).toHaveClass(new RegExp(lockedClass));
  // Where the page was when the modal opened, kept by the loader to return to.
  const before = Number(await root(page).getAttribute(earlyLockAttr));
  expect(await scrollY(page)).toBe(before);
  await wheel(page, -500);
  expect(await scrollY(page)).toBe(before);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(root(page)).not.toHaveClass(new RegExp(lockedClass));
  expect(await scrollY(page)).toBe(before);

  // Again, and this time the island arrives while it is open: it keeps the page locked.
  await signUp.click();
  await expect(dialog).toBeVisible();
  await expect(root(page)).toHaveAttribute(earlyLockAttr, String(before));
  release();
  await expect(page.locator("[data-early-modal]")).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(root(page)).not.toHaveAttribute(earlyLockAttr);
  await expect(root(page)).toHaveClass(new RegExp(lockedClass));
  await wheel(page, -500);
  expect(await scrollY(page)).toBe(before);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(root(page)).not.toHaveClass(new RegExp(lockedClass));
  expect(await scrollY(page)).toBe(before);
});
