/**
 * @module A dialog's first frame (decision 0068): the loader shows it, paints that frame, then makes it
 * modal in one task, its animation and focus carried over. Keys and clicks that come before it is
 * modal are answered as they would be after.
 */
import type { Page } from "@playwright/test";
import { animationsDone, expect, holdScripts, test } from "../fixtures.ts";

/** What the page saw: in the frame after the press, and once the dialog is modal. */
type Frames = {
  /** Its box as laid out (offsets: its opening animation's transform left out). */
  first: { modal: boolean; top: number; left: number; width: number; height: number; z: string };
  later: { modal: boolean; sameAnimation: boolean; focus: string; frames: number; box: string };
};

/**
 * Presses `opener` (a click, or a submit for a submit button) from inside the page, then reads the
 * dialog `id` in the next animation frame (before its paint) and in each frame after until it is modal.
 */
function pressAndWatch(page: Page, opener: string, id: string): Promise<Frames> {
  return page.evaluate(
    async ({ opener, id }) => {
      const dialog = document.getElementById(id) as HTMLDialogElement;
      const button = document.querySelector<HTMLButtonElement>(opener)!;
      button.focus(); // as a press does: close() would give the focus back here
      if (button.type === "submit") button.form!.requestSubmit(button);
      else button.click();
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const animation = dialog.getAnimations()[0];
      await frame();
      const box = () => ({
        top: dialog.offsetTop,
        left: dialog.offsetLeft,
        width: dialog.offsetWidth,
        height: dialog.offsetHeight,
      });
      const first = { modal: dialog.matches(":modal"), ...box(), z: getComputedStyle(dialog).zIndex };
      let frames = 0;
      while (!dialog.matches(":modal") && frames < 120) {
        await frame();
        frames++;
      }
      const later = {
        modal: dialog.matches(":modal"),
        sameAnimation: dialog.getAnimations()[0] === animation,
        focus: document.activeElement?.id || document.activeElement?.className || "",
        frames,
        box: JSON.stringify(box()),
      };
      return { first, later };
    },
    { opener, id },
  );
}

/** Home with the site's scripts held back: the page's loader alone answers. */
async function homeHeldBack(page: Page) {
  await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
}

/** The first frame's box, in the form `later.box` has. */
const boxOf = ({ top, left, width, height }: Frames["first"]) => JSON.stringify({ top, left, width, height });

/** The header's menu button. */
const menuButton = (page: Page) => page.locator("header").getByRole("button", { name: "Menu", exact: true });

/** What comes right after the press on the menu button, in the same task (before any frame). */
type Then = "Escape" | "a click on a link behind" | "the menu button again";

/** Presses the menu button, then sends `then` while the drawer is shown but not yet modal. */
function openDrawerThen(page: Page, then: Then) {
  return page.evaluate((then) => {
    const drawer = document.getElementById("side-drawer") as HTMLDialogElement;
    const menu = document.querySelector<HTMLButtonElement>('header button[aria-controls="side-drawer"]')!;
    menu.click();
    if (!drawer.open || drawer.matches(":modal")) throw new Error("the drawer is not shown non-modal");
    if (then === "Escape")
      document.activeElement?.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }),
      );
    else if (then === "the menu button again") menu.click();
    else document.querySelector<HTMLAnchorElement>('main a[href^="/"]')!.click();
  }, then);
}

for (const scripts of ["held back", "live"] as const) {
  test(`on a phone the drawer's first frame is painted before it is modal, above the header, and its slide and focus go on (islands ${scripts})`, {
    tag: "@phone",
  }, async ({ page }) => {
    if (scripts === "held back") await holdScripts(page);
    await page.goto("/", { waitUntil: scripts === "live" ? "load" : "domcontentloaded" });
    const { first, later } = await pressAndWatch(
      page,
      'header button[aria-controls="side-drawer"]',
      "side-drawer",
    );
    expect(first).toMatchObject({ modal: false, top: 0, left: 0, z: "1050" });
    expect(later.frames, "modal within a few frames").toBeLessThan(10);
    expect(boxOf(first)).toBe(later.box);
    expect(later).toMatchObject({ modal: true, sameAnimation: true, focus: "drawer-close" });
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  });
}

test("on a desktop the newsletter's first frame is painted before it is modal, in the middle of the viewport, and its focus goes on", {
  tag: "@desktop",
}, async ({ page }) => {
  await homeHeldBack(page);
  const { first, later } = await pressAndWatch(
    page,
    "footer .newsletter-footer-form button[type=submit]",
    "newsletter-modal",
  );
  const size = page.viewportSize()!;
  // Centred in the viewport, not held in the footer (whose containment is lifted while it is open).
  expect(first.modal).toBe(false);
  expect(first.top).toBeGreaterThan(0);
  expect(Math.abs(first.top - (size.height - first.top - first.height))).toBeLessThanOrEqual(1);
  expect(boxOf(first)).toBe(later.box);
  expect(later).toMatchObject({ modal: true, sameAnimation: true });
  await expect(page.getByRole("textbox", { name: "Please enter your email below." })).toBeFocused();
});

test("on a phone Escape before the drawer is modal closes it, after its slide", {
  tag: "@phone",
}, async ({ page }) => {
  await homeHeldBack(page);
  await openDrawerThen(page, "Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("on a phone Tab and Shift+Tab before the drawer is modal stay inside it", {
  tag: "@phone",
}, async ({ page }) => {
  await homeHeldBack(page);
  const inside = await page.evaluate(() => {
    const drawer = document.getElementById("side-drawer") as HTMLDialogElement;
    document.querySelector<HTMLButtonElement>('header button[aria-controls="side-drawer"]')!.click();
    const tab = (shiftKey: boolean) => {
      const sent = new KeyboardEvent("keydown", { key: "Tab", shiftKey, bubbles: true, cancelable: true });
      document.activeElement?.dispatchEvent(sent);
      return {
        modal: drawer.matches(":modal"),
        prevented: sent.defaultPrevented,
        focus: document.activeElement,
      };
    };
    const back = tab(true);
    const backInside = drawer.contains(back.focus) && back.focus !== drawer.querySelector(".drawer-close");
    const forth = tab(false);
    return {
      modal: back.modal || forth.modal,
      prevented: back.prevented && forth.prevented,
      backInside,
      forthOnClose: forth.focus === drawer.querySelector(".drawer-close"),
    };
  });
  expect(inside).toEqual({ modal: false, prevented: true, backInside: true, forthOnClose: true });
  await animationsDone(page.locator("#side-drawer"));
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
});

test("on a phone a click on the page behind before the drawer is modal is not followed, and closes the drawer", {
  tag: "@phone",
}, async ({ page }) => {
  await homeHeldBack(page);
  const url = page.url();
  await openDrawerThen(page, "a click on a link behind");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  expect(page.url()).toBe(url);
});

test("on a phone a second press on the menu button before the drawer is modal closes it once it has slid in", {
  tag: "@phone",
}, async ({ page }) => {
  await homeHeldBack(page);
  await openDrawerThen(page, "the menu button again");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("html")).not.toHaveClass(/\bdialog-open\b/);
});
