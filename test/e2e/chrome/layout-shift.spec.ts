/** @module Nothing moves while a page loads and its islands (the nav bar's search widget among them) come to life. */
import { loadShift } from "../../support/layout-shift.ts";
import { pageExamples } from "../../support/page-examples.ts";
import { islandReady } from "../a11y/island-ready.ts";
import { expect, test } from "../fixtures.ts";

const pages = ["/", "/es/", "/locations/main-street", "/es/services/dental"];

for (const path of pages) {
  test(`a visitor sees nothing shift while ${path} loads and hydrates`, async ({ page }) => {
    const { cls, shifts } = await loadShift(page, path, (p) => islandReady(p, "search-widget"));
    // The nav bar's search box is the toggle's 44 px box before and after hydration.
    await expect(page.getByRole("banner").locator(".search-widget[data-ready]")).toHaveCount(1);
    expect(shifts, "layout shifts").toEqual([]);
    expect(cls).toBe(0);
  });
}

/**
 * A slow load paints what the parser has so far: the page down to some element, nothing after it.
 * The page's first heading and each image on the first screen must already sit where they end up,
 * whatever comes after them (a photo centred against the name beside it would move down once the
 * name arrives). Each is checked by removing everything after it in the document and comparing boxes.
 */
test.describe("with only part of a page parsed", () => {
  test.use({ javaScriptEnabled: false });
  test("the first heading and every image on the first screen stay where they were", async ({ page }) => {
    const moved: string[] = [];
    for (const { name, path } of pageExamples) {
      await page.goto(path);
      moved.push(
        ...(await page.evaluate((pageName) => {
          const fold = window.innerHeight;
          const main = document.querySelector("main");
          if (!main) return [`${pageName}: no main`];
          const box = (el: Element) => {
            const r = el.getBoundingClientRect();
            // Where it starts: a layout shift is a change of position, not of size.
            return [r.left, r.top].map((n) => Math.round(n)).join(",");
          };
          const found: (Element | null)[] = [main.querySelector("h1"), ...main.querySelectorAll("img")];
          const candidates = found.filter(
            (el): el is Element => el !== null && el.getBoundingClientRect().top < fold,
          );
          const lines: string[] = [];
          for (const el of candidates) {
            const before = box(el);
            // The parser stopped just after `el`: every later sibling of it and of its ancestors goes.
            const removed: { node: Node; parent: Node; next: Node | null }[] = [];
            for (let at: Node | null = el; at && at !== document.documentElement; at = at.parentNode)
              while (at.nextSibling) {
                const node = at.nextSibling;
                removed.push({ node, parent: at.parentNode as Node, next: node.nextSibling });
                node.parentNode?.removeChild(node);
              }
            const after = box(el);
            for (const { node, parent, next } of removed.reverse()) parent.insertBefore(node, next);
            if (after !== before)
              lines.push(`${pageName}: ${el.tagName.toLowerCase()}.${el.className} ${before} → ${after}`);
          }
          return lines;
        }, name)),
      );
    }
    expect(moved).toEqual([]);
  });
});
