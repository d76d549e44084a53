/** @module The desktop header keeps every label on one line, whole and unobstructed, from 961 to 1920 px in both languages. */
import type { Page } from "@playwright/test";
import { expect, hydrated, nextFrames, test, wheelScroll } from "../fixtures.ts";

const widths = [961, 1024, 1152, 1280, 1366, 1440, 1535, 1536, 1600, 1920];
const homes = [
  { language: "English", path: "/" },
  { language: "Spanish", path: "/es/" },
];

interface Part {
  name: string;
  /** Distinct line tops of the label's text. */
  lines: number;
  /** The label's text is cut (an ellipsis or overflow). */
  cut: boolean;
  box: { left: number; right: number; top: number; bottom: number };
  /** For a group: whether its caret sits on the label's line, after it. */
  caretOnLine?: boolean;
}

/** Measures the header's brand, group buttons, language link, portal button and search toggle. */
function measure(page: Page): Promise<{ parts: Part[]; header: Part["box"]; viewport: number }> {
  return page.evaluate(() => {
    const header = document.querySelector(".site-header");
    if (!header) throw new Error("no header");
    const boxOf = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const textRects = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      range.detach();
      return rects;
    };
    const lineCount = (rects: DOMRect[]) => new Set(rects.map((r) => Math.round(r.top / 2))).size;
    const textOnly = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .flatMap((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return [...range.getClientRects()].filter((r) => r.width > 0);
        });
    const part = (name: string, el: Element | null, label: Element | null = el): Part => {
      if (!el || !label) throw new Error(`no ${name} in the header`);
      const rects = textRects(label);
      return {
        name,
        lines: lineCount(rects),
        cut: label.scrollWidth > label.clientWidth + 1 || rects.length === 0,
        box: boxOf(el),
      };
    };
    const parts: Part[] = [
      part("brand", header.querySelector(".brand"), header.querySelector(".brand-name")),
    ];
    for (const button of header.querySelectorAll(".nav-group-button")) {
      const text = textOnly(button);
      const caret = button.querySelector(".nav-caret")?.getBoundingClientRect();
      const line = text[0];
      const mid = caret ? (caret.top + caret.bottom) / 2 : Number.NaN;
      parts.push({
        name: `group "${button.textContent}"`,
        lines: lineCount(text),
        cut: button.scrollWidth > button.clientWidth + 1 || text.length === 0,
        box: boxOf(button),
        caretOnLine: !!caret && !!line && mid > line.top && mid < line.bottom && caret.left >= line.right - 1,
      });
    }
    parts.push(part("language link", header.querySelector(".nav-language")));
    parts.push(part("portal button", header.querySelector(".portal-button")));
    const toggle = header.querySelector(".search-toggle");
    if (!toggle) throw new Error("no search toggle in the header");
    parts.push({ name: "search toggle", lines: 1, cut: false, box: boxOf(toggle) });
    return { parts, header: boxOf(header), viewport: document.documentElement.clientWidth };
  });
}

const overlaps = (a: Part["box"], b: Part["box"]) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

for (const { language, path } of homes) {
  test(`a ${language} visitor on a desktop reads every header label on one line at every width from 961 to 1920 px`, {
    tag: "@desktop",
  }, async ({ page }) => {
    await page.setViewportSize({ width: widths[0] ?? 961, height: 800 });
    await page.goto(path);
    await hydrated(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await nextFrames(page);
      const { parts, header, viewport } = await measure(page);
      for (const p of parts) {
        const where = `${p.name} at ${width} px`;
        expect(p.lines, `${where}: lines`).toBe(1);
        expect(p.cut, `${where}: text cut`).toBe(false);
        if (p.caretOnLine !== undefined)
          expect(p.caretOnLine, `${where}: caret on the label's line`).toBe(true);
        expect(p.box.left, `${where}: left edge`).toBeGreaterThanOrEqual(0);
        expect(p.box.right, `${where}: right edge`).toBeLessThanOrEqual(viewport);
        expect(p.box.top, `${where}: top edge`).toBeGreaterThanOrEqual(header.top - 0.5);
        expect(p.box.bottom, `${where}: bottom edge`).toBeLessThanOrEqual(header.bottom + 0.5);
      }
      for (const [i, a] of parts.entries())
        for (const b of parts.slice(i + 1))
          expect(overlaps(a.box, b.box), `${a.name} and ${b.name} overlap at ${width} px`).toBe(false);
    }
  });
}

test("a desktop visitor who scrolls keeps the groups and search on one line in the shrunk bar", {
  tag: "@desktop",
}, async ({ page }) => {
  for (const width of [961, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/es/");
    await hydrated(page);
    await wheelScroll(page, 600);
    await expect
      .poll(() => page.locator(".site-header").evaluate((h) => h.getBoundingClientRect().height))
      .toBe(50);
    const { parts, header } = await measure(page);
    for (const p of parts.filter((p) => p.name.startsWith("group") || p.name === "search toggle")) {
      expect(p.lines, `${p.name} at ${width} px, scrolled`).toBe(1);
      expect(p.box.top, `${p.name} at ${width} px, scrolled: top`).toBeGreaterThanOrEqual(header.top - 0.5);
      expect(p.box.bottom, `${p.name} at ${width} px, scrolled: bottom`).toBeLessThanOrEqual(
        header.bottom + 0.5,
      );
    }
  }
});
