/**
 * @module The CPU slowdown that makes this machine stand for Lighthouse's mobile device, from the
 * machine's speed measured the way Lighthouse measures it (its BenchmarkIndex), as Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown") asks of a host outside the range its default
 * 4× assumes. The benchmarks measure every page and its twin at the slowdown of the moment.
 */
import type { Browser } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/**
 * Lighthouse's calibration (the CPU throttling calculator its docs link to): the slowdown that
 * brings a host of BenchmarkIndex `index` to the mobile device Lighthouse emulates. Linear from
 * 150 (1×) to 800 (2×) to 1,300 (3×), then 1× more for every 233 (1,533: the default 4×; 2,000:
 * 6×). Rounded to 0.1×. A host under 150 is itself as slow as that device or slower, and runs
 * unslowed (1×): its figures are then harsher than the device's, never kinder.
 */
export function calibratedSlowdown(index: number): number {
  if (!Number.isFinite(index) || index <= 0) throw new Error(`BenchmarkIndex ${index}: not a speed`);
  const slowdown =
    index >= 1300
      ? 3 + (index - 1300) / 233
      : index >= 800
        ? 2 + (index - 800) / 500
        : Math.max(1, 1 + (index - 150) / 650);
  return Math.round(slowdown * 10) / 10;
}

/**
 * The machine's BenchmarkIndex now: Lighthouse's own benchmark (about 1 s a sample) run in a blank
 * page of `browser`, unthrottled; the median of `samples` (an odd number).
 */
export async function hostBenchmarkIndex(browser: Browser, samples = 3): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const runs: number[] = [];
    for (let i = 0; i < samples; i++)
      runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return Math.round(runs.sort((a, b) => a - b)[runs.length >> 1]!);
  } finally {
    await context.close();
  }
}

/** The slowdown of the moment: measures the machine in `browser`, then calibrates. */
export async function currentSlowdown(browser: Browser): Promise<{ index: number; slowdown: number }> {
  const index = await hostBenchmarkIndex(browser);
  return { index, slowdown: calibratedSlowdown(index) };
}
