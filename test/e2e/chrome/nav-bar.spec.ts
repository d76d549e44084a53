/** @module The nav bar: shrink on scroll with TopOn/TopOff, dropdowns by mouse and keyboard. */
import { leavePollMs } from "../../../shared/hooks/use-dropdowns.ts";
import { expect, holdScripts, hydrated, test } from "../fixtures.ts";

const headerHeight = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").evaluate((el) => Math.round(el.getBoundingClientRect().height));

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
