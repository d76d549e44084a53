/**
 * @module A dialog the page's loader opens for a visitor's first press is painted before React DOM
 * (the client's one long task) is evaluated: the press's answer never waits behind it, on the
 * drawer and on the newsletter modal, whose Sign Up button plays its click effect first (or not,
 * under reduced motion).
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures.ts";

type Ordered = Window & { __order: string[] };

/**
 * Notes in `window.__order` when React DOM is evaluated: it announces itself to React's devtools
 * hook as its module runs, and this page has one that only takes note.
 */
async function noteReactDom(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Ordered & { __REACT_DEVTOOLS_GLOBAL_HOOK__: object };
    w.__order = [];
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => w.__order.push("React DOM evaluated"),
    };
  });
}

/** Notes the first frame whose callbacks see `selector` shown: that frame paints it. */
const noteFirstFrame = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const w = window as unknown as Ordered;
    const look = () => {
      if (document.querySelector(sel)?.checkVisibility()) w.__order.push("dialog painted");
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, selector);

const order = (page: Page) => page.evaluate(() => (window as unknown as Ordered).__order);

/** The home page loaded, its client started and idle, no island rendered (React DOM not yet evaluated). */
async function loadQuiet(page: Page) {
  await noteReactDom(page);
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
  expect(await order(page), "nothing on the page needed React DOM before the press").toEqual([]);
}

for (const motion of ["no-preference", "reduce"] as const) {
  const effect = motion === "reduce" ? "with no click effect (reduced motion)" : "after its click effect";
  test(`the Sign Up button's modal is painted ${effect} before React DOM runs`, {
    tag: "@desktop",
  }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await loadQuiet(page);
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await noteFirstFrame(page, "dialog#newsletter-modal[open]");
    await footer.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("dialog", { name: "Newsletter Sign Up" })).toBeVisible();
    // The press hydrates the modal's island once its answer has painted.
    await expect.poll(() => order(page)).toEqual(["dialog painted", "React DOM evaluated"]);
    await expect(page.locator("[data-island='newsletter']")).toHaveAttribute("data-live", "");
  });
}

test("the menu button's drawer is painted before React DOM runs", { tag: "@phone" }, async ({ page }) => {
  await loadQuiet(page);
  await noteFirstFrame(page, "dialog#side-drawer[open]");
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expect.poll(() => order(page)).toEqual(["dialog painted", "React DOM evaluated"]);
  await expect(page.locator("[data-island='side-drawer']")).toHaveAttribute("data-live", "");
});
