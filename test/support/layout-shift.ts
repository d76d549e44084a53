/** @module Layout shift of a page load, observed in the page from its first script until its islands are live: shared by the bench and the e2e spec. */
import type { Page } from "@playwright/test";
import { bodyReadyAttr } from "../../shared/contract/islands.ts";

/** The page's own record of its shifts, read back by `loadShift`. */
const key = "__layoutShifts";

/**
 * Runs before the page's scripts: every layout shift not caused by recent input, with the elements
 * that moved (tag, id and class, so a failure says what shifted). Written as text: the bench's
 * project has no DOM library.
 */
const observerScript = `(() => {
  const shifts = [];
  window.${key} = shifts;
  const name = (n) => n && n.nodeType === 1 ? n.tagName.toLowerCase() + (n.id ? "#" + n.id : "") + (n.className && typeof n.className === "string" ? "." + n.className.trim().split(/\\s+/).join(".") : "") : String(n && n.nodeName);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (!e.hadRecentInput) shifts.push({ value: e.value, sources: (e.sources || []).map((s) => name(s.node)) });
  }).observe({ type: "layout-shift", buffered: true });
})();`;

export interface LoadShift {
  /** The sum of the load's layout shifts (at least its CLS). */
  cls: number;
  /** What moved, one line per shift. */
  shifts: string[];
}

/**
 * Loads `url` in `page`, waits until the client has marked every `load` and `idle` island live
 * (the search widget among them) and two more frames have been painted, then sums the shifts seen.
 */
export async function loadShift(
  page: Page,
  url: string,
  reach?: (page: Page) => Promise<void>,
): Promise<LoadShift> {
  await page.addInitScript({ content: observerScript });
  await page.goto(url);
  await page.locator(`body[${bodyReadyAttr}='true']`).waitFor({ state: "attached" });
  // Islands that hydrate on interaction: `reach` brings them to life (a pointer coming over one is
  // not input that excuses a shift).
  await reach?.(page);
  // Two frames after the last hydration, then a task: a shift of those frames has been reported.
  await page.evaluate(
    "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))))",
  );
  const shifts = (await page.evaluate(`window.${key}`)) as { value: number; sources: string[] }[];
  return {
    cls: Number(shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)),
    shifts: shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(", ")}`),
  };
}
