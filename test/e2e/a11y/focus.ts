/** @module Keyboard journey helpers: tabbable controls, Tab walks with focus-indicator checks, target sizes. */
import type { Locator, Page } from "@playwright/test";

const focusable =
  "a[href], button, input:not([type='hidden']), select, textarea, summary, [tabindex], [contenteditable='true']";

/** Marks every control a keyboard user should reach (visible, enabled, not inert or aria-hidden) and records its unfocused look. */
export async function markTabbables(page: Page): Promise<{ id: string; label: string }[]> {
  return page.evaluate((selector) => {
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`;
    };
    (document.activeElement as HTMLElement | null)?.blur();
    const out: { id: string; label: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.tabIndex < 0 || el.matches(":disabled") || el.closest("[inert], [aria-hidden='true']")) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const id = String(out.length);
      el.dataset.kbId = id;
      el.dataset.kbLook = look(el);
      const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      out.push({ id, label });
    }
    return out;
  }, focusable);
}

export interface TabStop {
  id: string | null;
  label: string;
  onScreen: boolean;
  indicator: boolean;
}

/** The focused element: which marked control it is, whether it is on screen, and whether its look changed visibly. */
export async function currentStop(page: Page): Promise<TabStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const s = getComputedStyle(el);
    const focusedLook = `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`;
    const outline =
      s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) > 0 && !/, 0\)$/.test(s.outlineColor);
    const shadow = s.boxShadow !== "none";
    const r = el.getBoundingClientRect();
    const onScreen =
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      r.width > 0 &&
      r.height > 0 &&
      r.right > 0 &&
      r.left < innerWidth &&
      r.bottom > 0 &&
      r.top < innerHeight;
    const region = el.closest("[role='dialog'], [data-island], header, footer, main, nav");
    const where = region
      ? ` in ${region.getAttribute("data-island") ?? region.getAttribute("aria-label") ?? region.tagName.toLowerCase()}`
      : "";
    return {
      id: el.dataset.kbId ?? null,
      label: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"${where}`,
      onScreen,
      indicator: focusedLook !== el.dataset.kbLook && (outline || shadow),
    };
  });
}

/** Presses Tab (or Shift+Tab) `times` times and reports each stop that falls outside `container`. */
export async function stopsOutside(page: Page, container: Locator, times: number, key = "Tab") {
  const escapes: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const inside = await container.evaluate((c) => c.contains(document.activeElement));
    if (!inside)
      escapes.push(
        `${key} #${i + 1}: focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? "nothing")}`,
      );
  }
  return escapes;
}

/** Visible pointer targets smaller than 24×24 that no WCAG 2.5.8 exception (inline in text, spacing) covers. */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sel =
      "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [role='link']";
    const all = [...document.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 1 && r.height > 1 && r.right > 0 && r.left < innerWidth);
    const small = (r: DOMRect) => r.width < 23.99 || r.height < 23.99;
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const inlineInText = (el: HTMLElement) => {
      if (getComputedStyle(el).display !== "inline") return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      const own = (el.textContent ?? "").trim().length;
      return (block?.textContent ?? "").trim().length > own + 1;
    };
    const distToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const out: string[] = [];
    for (const a of all) {
      if (!small(a.r) || inlineInText(a.el)) continue;
      const c = centre(a.r);
      const crowded = all.some((b) => {
        if (b === a || b.el.contains(a.el) || a.el.contains(b.el)) return false;
        return small(b.r)
          ? Math.hypot(centre(b.r).x - c.x, centre(b.r).y - c.y) < 24
          : distToRect(c, b.r) < 12;
      });
      if (crowded) {
        const text = (a.el.getAttribute("aria-label") ?? a.el.textContent ?? "").trim().slice(0, 40);
        out.push(`${a.el.tagName.toLowerCase()} "${text}" ${a.r.width.toFixed(1)}×${a.r.height.toFixed(1)}`);
      }
    }
    return out;
  });
}
