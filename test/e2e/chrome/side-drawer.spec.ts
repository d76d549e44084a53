/** @module The side drawer: open/close paths, queued moves, focus trap, and closing when the viewport grows. */
import type { Page } from "@playwright/test";
import { islandReady } from "../a11y/island-ready.ts";
import { animationsDone, expect, expectTabWrapsInDrawer, hydrated, test } from "../fixtures.ts";

// The drawer is the phone navigation: every test here runs in the phone project only. These tests
// are about the live drawer: each reaches for it first (a pointer over it, as a finger on its way
// to the menu button would be), so the press finds it live. The drawer the page's loader opens
// before it is live has tests of its own (drawer-hydration.spec.ts, early-scroll-lock.spec.ts).

/** Loads `path`, waits for the client, and brings the drawer to life. */
async function liveDrawer(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await islandReady(page, "side-drawer");
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("the drawer locks page scroll while open and closes with its close button", { tag: "@phone" }, async ({
  page,
}) => {
  await liveDrawer(page, "/");
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/dialog-open/);
  await expect(drawer.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ }).first()).toBeVisible();
  await expect(drawer.getByText(/© \d{4}/)).toBeVisible();
  await animationsDone(page.locator("#side-drawer"));
  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator("html")).not.toHaveClass(/dialog-open/);
  await expect(menu).toBeFocused();
});

test("a close requested while the drawer is still sliding in is queued and then applied", {
  tag: "@phone",
}, async ({ page }) => {
  await liveDrawer(page, "/");
  // The slides run at a tenth of their speed, so the Escape below surely comes during one, however
  // busy the machine; the drawer waits for its animation's end, whatever its length.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await menu.click();
  await expect(page.locator("#side-drawer")).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  // The slide-in finishes first (the move is queued) …
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  // … then the last request wins and the drawer slides out.
  await expect(menu).toHaveAttribute("aria-expanded", "false", { timeout: 10_000 });
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden({ timeout: 10_000 });
});

test("Tab and Shift+Tab stay inside the open drawer", { tag: "@phone" }, async ({ page }) => {
  await liveDrawer(page, "/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expectTabWrapsInDrawer(page);
});

test("a repeat click on the current page's link just closes the drawer", { tag: "@phone" }, async ({
  page,
}) => {
  await liveDrawer(page, "/news");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  // The link is clicked once the drawer has slid in, not while it moves under the pointer.
  await animationsDone(page.locator("#side-drawer"));
  await drawer.getByRole("link", { name: "News", exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/news$/);
});

test("the drawer closes at once when the viewport grows past the mobile breakpoint", {
  tag: "@phone",
}, async ({ page }) => {
  await liveDrawer(page, "/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator("#side-drawer")).not.toHaveAttribute("open", "", { timeout: 2000 });
  await expect(page.locator("html")).not.toHaveClass(/dialog-open/);
});
