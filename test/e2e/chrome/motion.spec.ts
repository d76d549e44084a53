/** @module Motion and loading: reveal, parallax, reduced motion, speculation rules, map fallback, no analytics locally. */
import type { Page } from "@playwright/test";
import { expect, hydrated, nextFrames, test } from "../fixtures.ts";

/**
 * Waits until the motion code (loaded once the browser is idle) has been fetched: from then on,
 * with motion allowed, reveal and parallax are in place; under reduced motion they never start.
 */
const motionLoaded = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType("resource").some((e) => /\/assets\/motion-[^/]+\.js$/.test(e.name)),
        ),
      { message: "the motion code is loaded" },
    )
    .toBe(true);

test("location cards below the fold are revealed as the visitor scrolls to them", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const card = page.locator("#locations .card").first();
  await expect(card).toHaveClass(/reveal-pending/);
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveClass(/revealed/);
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
});

test("the hero art moves with parallax while scrolling", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const art = page.locator("[data-parallax]");
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => art.evaluate((el) => el.style.transform)).toMatch(/translate3d\(0px, -?\d/);
});

test("with reduced motion nothing waits to be revealed and nothing moves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await hydrated(page);
  await motionLoaded(page);
  await nextFrames(page);
  await expect(page.locator(".reveal-pending")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  // Parallax would move the art in the frame after the scroll event.
  await nextFrames(page);
  expect(await page.locator("[data-parallax]").evaluate((el) => el.style.transform)).toBe("");
});

test("same-site links are prerendered on hover through speculation rules carrying the CSP nonce", async ({
  page,
}) => {
  const response = await page.goto("/");
  const rules = page.locator("script[type='speculationrules']");
  await expect(rules).toHaveCount(1);
  const parsed = JSON.parse((await rules.textContent()) ?? "{}");
  expect(parsed.prerender[0].eagerness).toBe("moderate");
  const nonce = await rules.evaluate((el) => (el as HTMLScriptElement).nonce);
  expect(nonce).not.toBe("");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain(`'nonce-${nonce}'`);
});

test("without a maps key the location map slot shows the address and a directions link", async ({ page }) => {
  await page.goto("/locations/main-street");
  await hydrated(page);
  const slot = page.locator(".map-slot");
  await slot.scrollIntoViewIfNeeded();
  await expect(slot.getByRole("link", { name: /^Directions to / })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  );
});

test("the home page lists every location with directions when no map can be shown", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const cards = await page.locator("#locations .card").count();
  await page.locator(".map-all").scrollIntoViewIfNeeded();
  await expect(page.locator(".map-all").getByRole("link", { name: /^Directions to / })).toHaveCount(cards);
});

test("no analytics script is loaded in local mode", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto("/");
  await hydrated(page);
  // The page has fetched all it is going to: no request for 500 ms once loaded.
  await page.waitForLoadState("networkidle");
  expect(requests.filter((u) => u.includes("type=analytics") || /\/assets\/analytics-/.test(u))).toEqual([]);
});
