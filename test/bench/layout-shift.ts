/** @module Layout shift of each page type's load at 1280 px and at phone width, until its islands are live (Lighthouse audits only a phone); also `node test/bench/layout-shift.ts`. */
import { type Browser, chromium } from "@playwright/test";
import { chromiumLaunchOptions, ensureChromium } from "../support/chromium.ts";
import { type Viewport, viewportOptions } from "../support/first-interaction.ts";
import { loadShift } from "../support/layout-shift.ts";
import { pageTypes } from "./lighthouse.ts";

export interface LayoutShiftRow {
  page: string;
  path: string;
  viewport: Viewport;
  /** Viewport width in px. */
  width: number;
  cls: number;
  /** What moved, one line per shift. */
  shifts: string[];
}

/** Loads every page type once at each viewport, in a fresh context (nothing cached). */
export async function runLayoutShift(browser: Browser, base: string): Promise<LayoutShiftRow[]> {
  const rows: LayoutShiftRow[] = [];
  for (const viewport of ["desktop", "phone"] as const)
    for (const { label, path } of pageTypes) {
      const context = await browser.newContext(viewportOptions[viewport]);
      try {
        const shift = await loadShift(await context.newPage(), `${base}${path}`);
        const width = viewportOptions[viewport].viewport?.width ?? 0;
        rows.push({ page: label, path, viewport, width, ...shift });
      } finally {
        await context.close();
      }
    }
  return rows;
}

/** The row with the largest shift at one viewport. */
export function largestShift(rows: LayoutShiftRow[], viewport: Viewport): LayoutShiftRow | undefined {
  return rows.filter((r) => r.viewport === viewport).sort((a, b) => b.cls - a.cls)[0];
}

// `node test/bench/layout-shift.ts`: only these loads, on their own worker.
if (process.argv[1] && import.meta.filename === (await import("node:path")).resolve(process.argv[1])) {
  const { startWorker } = await import("../support/worker-process.ts");
  ensureChromium();
  process.env.NODE_ENV ??= "production";
  const worker = await startWorker(Number(process.env.BENCH_PORT ?? "8811"));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const rows = await runLayoutShift(browser, worker.url);
    console.table(rows.map(({ shifts, ...r }) => ({ ...r, shifts: shifts.join("; ") })));
  } finally {
    await browser.close();
    await worker.stop();
  }
}
