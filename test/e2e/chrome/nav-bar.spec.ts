/** @module The nav bar: shrink on scroll with TopOn/TopOff, dropdowns by mouse and keyboard. */
import { leavePollMs } from "../../../shared/hooks/use-dropdowns.ts";
import { expect, holdScripts, hydrated, test } from "../fixtures.ts";

const headerHeight = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").evaluate((el) => Math.round(el.getBoundingClientRect().height));

/**
 * Makes a closing menu fade for 2 s instead of 200 ms (opening still shows it at once), so a Tab sent
 * "within the fade" is within it however slow the machine: rules added through the CSSOM, which the
 * page's CSP allows.
 */
const slowMenuFade = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const sheet = document.styleSheets[0]!;
    const fade = "opacity 2s ease, transform 2s ease";
    sheet.insertRule(
      `.nav-menu { transition: ${fade}, visibility 0s linear 2s !important; }`,
      sheet.cssRules.length,
    );
    sheet.insertRule(
      `.nav-group[data-open] .nav-menu, .nav-desktop:not([data-enhanced]) .nav-group:focus-within .nav-menu { transition: ${fade}, visibility 0s !important; }`,
      sheet.cssRules.length,
    );
  });

/**
 * Opens About Us from the keyboard once the nav bar is live, then presses Escape and, while its menu
 * fades out (see `slowMenuFade`, which the caller applies), Tab.
 */
async function escapeThenTab(page: import("@playwright/test").Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const about = nav.getByRole("button", { name: "About Us" });
  await about.focus();
  // Focus reaches the island; once live, the menus are the island's (the CSS fallback is done).
  await expect(page.locator("[data-island='nav-bar']")).toHaveAttribute("data-live", "");
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "General Info" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  return { nav, about, link: nav.getByRole("link", { name: "General Info" }) };
}

test("the nav bar shrinks from 90 px to 50 px when the visitor scrolls and grows back at the top", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => {
    const w = window as unknown as { topEvents: string[] };
    w.topEvents = [];
    window.addEventListener("TopOff", () => w.topEvents.push("TopOff"));
    window.addEventListener("TopOn", () => w.topEvents.push("TopOn"));
  });
  // On a phone the bar is 50 px either way, so the events say when each scroll was seen.
  const events = () => page.evaluate(() => (window as unknown as { topEvents: string[] }).topEvents);
  expect(await headerHeight(page)).toBe(isMobile ? 50 : 90);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(events).toEqual(["TopOff"]);
  await expect.poll(() => headerHeight(page)).toBe(50);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(events).toEqual(["TopOff", "TopOn"]);
  await expect.poll(() => headerHeight(page)).toBe(isMobile ? 50 : 90);
});

test("the nav bar shrinks on scroll before the site's scripts have arrived, and then stays put as they arrive", {
  tag: "@desktop",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  expect(await headerHeight(page)).toBe(90);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => headerHeight(page)).toBe(50);
  const y = await page.evaluate(() => Math.round(window.scrollY));
  release();
  await hydrated(page);
  expect(await headerHeight(page)).toBe(50);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => headerHeight(page)).toBe(90);
});

test("a desktop visitor hovers a nav group to reveal its menu, and leaving hides it", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const services = nav.getByRole("button", { name: "Services" });
  await services.hover();
  await expect(services).toHaveAttribute("aria-expanded", "true");
  const firstService = nav.locator("#nav-menu-services").getByRole("link").first();
  await expect(firstService).toBeVisible();
  await page.mouse.move(640, 600);
  await expect(services).toHaveAttribute("aria-expanded", "false", { timeout: 1500 });
  await expect(firstService).toBeHidden();
});

test("a desktop visitor opens the STAR menu by click and reaches its Donate button", {
  tag: "@desktop",
}, async ({ page }) => {
  // The page's timers run on a clock the test can move on, so the leave check is run, not waited for.
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const star = nav.getByRole("button", { name: "STAR" });
  await star.click();
  await expect(star).toHaveAttribute("aria-expanded", "true");
  // A click-opened menu stays open when the pointer leaves, past two checks of the leave poll.
  await page.mouse.move(640, 600);
  await page.clock.runFor(2 * leavePollMs);
  await expect(nav.getByRole("link", { name: "Donate" })).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(star).toHaveAttribute("aria-expanded", "false");
});

test("a keyboard user opens a dropdown, tabs into it, and Escape closes it with focus back on its button", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const about = nav.getByRole("button", { name: "About Us" });
  await about.focus();
  await page.keyboard.press("Enter");
  await expect(about).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "General Info" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(about).toHaveAttribute("aria-expanded", "false");
  await expect(about).toBeFocused();
  // Tabbing out of an open menu closes it.
  await page.keyboard.press("Space");
  await expect(about).toHaveAttribute("aria-expanded", "true");
  const count = await nav.locator("#nav-menu-about a").count();
  for (let i = 0; i <= count; i++) await page.keyboard.press("Tab");
  await expect(about).toHaveAttribute("aria-expanded", "false");
});

test("a keyboard user who tabs on at once after Escape goes to the next group, not into the menu fading out", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await slowMenuFade(page);
  const { nav, link } = await escapeThenTab(page);
  await expect(nav.getByRole("button", { name: "Employees" })).toBeFocused();
  await expect(link).toBeHidden();
  await expect(nav.getByRole("button", { name: "Employees" })).toBeFocused();
});

test("in a browser without CSS interactivity, a Tab into a menu fading out keeps it open around the focus", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  // What a browser that does not know `interactivity` does: the closing menu stays in the focus order.
  await page.evaluate(() => {
    const sheet = document.styleSheets[0]!;
    sheet.insertRule(".nav-menu { interactivity: auto !important; }", sheet.cssRules.length);
  });
  await slowMenuFade(page);
  const { nav, about, link } = await escapeThenTab(page);
  await expect(link).toBeFocused();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  // Once the menu's transitions have run their course (the fade back in), it is open and the focus
  // still on its link.
  await nav
    .locator("#nav-menu-about")
    .evaluate((menu) => Promise.all(menu.getAnimations().map((a) => a.finished)));
  await expect(link).toBeVisible();
  await expect(link).toBeFocused();
});

test("a keyboard user on a group's button as the nav bar comes alive tabs on to the next group", {
  tag: "@desktop",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await slowMenuFade(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const services = nav.getByRole("button", { name: "Services" });
  await services.focus();
  // Until the island runs, CSS shows the menu of the group that has focus.
  await expect(nav.getByRole("link", { name: "Primary Care" })).toBeVisible();
  release();
  await expect(page.locator("[data-island='nav-bar']")).toHaveAttribute("data-live", "");
  // Live, the menu closes (Enter or a click opens it) and fades out: Tab passes it by.
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("button", { name: "Locations" })).toBeFocused();
  await expect(nav.getByRole("link", { name: "Primary Care" })).toBeHidden();
  await expect(nav.getByRole("button", { name: "Locations" })).toBeFocused();
});

test("the patient portal button is in the nav bar on desktop", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Patient Portal" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dropdowns still open on hover and keyboard focus through CSS", { tag: "@desktop" }, async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const link = nav.getByRole("link", { name: "General Info" });
    await expect(link).toBeHidden();
    await nav.getByRole("button", { name: "About Us" }).hover();
    await expect(link).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(link).toBeHidden();
    await nav.getByRole("button", { name: "About Us" }).focus();
    await expect(link).toBeVisible();
  });

  test("the footer newsletter form leads to the contact page", async ({ page }) => {
    await page.goto("/about-us");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/contact-us\??$/);
  });
});
