/** @module Motion and loading: reveal, parallax, reduced motion, speculation rules, map fallback, no analytics locally. */
import { createHash } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, hydrated, nextFrames, scrollThrough, test } from "../fixtures.ts";

/**
 * How opaque the element looks: its own opacity times every ancestor's, taking its least opaque
 * child into account (CSS reveals a card's contents; the script, where CSS cannot, the card).
 */
const seenOpacity = (locator: Locator) =>
  locator.evaluate((el) => {
    const chain = (node: Element | null) => {
      let value = 1;
      for (let e = node; e; e = e.parentElement) value *= Number(getComputedStyle(e).opacity);
      return value;
    };
    return Math.min(chain(el), ...[...el.children].map(chain));
  });

/** The vertical offset (px) the element is drawn at by its own transform and its parent's. */
const drawnShift = (locator: Locator) =>
  locator.evaluate((el) => {
    const shift = (e: Element) => new DOMMatrixReadOnly(getComputedStyle(e).transform).m42;
    return shift(el) + (el.parentElement ? shift(el.parentElement) : 0);
  });

test("location cards below the fold are revealed as the visitor scrolls to them", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const card = page.locator("#locations .card").first();
  await expect.poll(() => seenOpacity(card)).toBe(0);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => seenOpacity(card)).toBe(1);
});

test("the hero art moves with parallax while scrolling", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const art = page.locator("[data-parallax] > *");
  await nextFrames(page);
  const atTop = await drawnShift(art);
  await page.evaluate(() => window.scrollTo(0, 300));
  // The spec's depth: 0.05 of the scroll on a desktop, 0.15 on a phone (300 px → 15 or 45 px).
  const depth = await page.evaluate(() => (window.matchMedia("(max-width: 960px)").matches ? 0.15 : 0.05));
  await expect.poll(async () => Math.round((await drawnShift(art)) - atTop)).toBe(Math.round(300 * depth));
});

test("with reduced motion nothing waits to be revealed and nothing moves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await hydrated(page);
  await nextFrames(page);
  for (const card of await page.locator("[data-reveal]").all()) expect(await seenOpacity(card)).toBe(1);
  await expect(page.locator(".reveal-pending")).toHaveCount(0);
  const art = page.locator("[data-parallax] > *");
  expect(await drawnShift(art)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  // Parallax would move the art in the frame after the scroll event.
  await nextFrames(page);
  expect(await drawnShift(art)).toBe(0);
});

test("where the browser runs scroll-driven animations the motion script is never fetched", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto("/");
  await hydrated(page);
  expect(await page.evaluate(() => CSS.supports("animation-timeline: scroll()"))).toBe(true);
  await scrollThrough(page);
  await page.waitForLoadState("networkidle");
  expect(requests.filter((u) => /\/assets\/motion-/.test(u))).toEqual([]);
});

test("the speculation rules (prerender on hover) are allowed by their hash and run with no CSP violation", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto("/");
  const rules = page.locator("script[type='speculationrules']");
  await expect(rules).toHaveCount(1);
  const text = (await rules.textContent()) ?? "{}";
  expect(JSON.parse(text).prerender[0].eagerness).toBe("moderate");
  const digest = createHash("sha256").update(text).digest("base64");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain(`'sha256-${digest}'`);
  expect(csp).not.toContain("nonce");
  await hydrated(page);
  expect(violations).toEqual([]);
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
