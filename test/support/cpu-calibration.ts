/**
 * @module The CPU slowdown that makes this machine stand for Lighthouse's mobile device, from the
 * machine's speed measured the way Lighthouse measures it (its BenchmarkIndex), as Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown") asks of a host outside the range its default
 * 4× assumes. The benchmarks measure every page and its twin at the slowdown of the moment.
 */
import type { Browser } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/**
 * The BenchmarkIndex of the phone every audit stands for: what Lighthouse's default 4× makes of the
 * host its calculator names as that default's own (1,533 ÷ 4). Chrome's CPU throttling divides the
 * index measured under it by the rate (decision 0065), so a slowdown of index ÷ this brings any host
 * to the same phone.
 */
export const targetBenchmarkIndex = 1533 / 4;

/**
 * The slowdown that brings a host of BenchmarkIndex `index` to the phone of `targetBenchmarkIndex`,
 * rounded to 0.1×, as DevTools' own CPU calibration aims its presets at one benchmark score each
 * (decision 0065). A host as slow as that phone or slower runs unslowed (1×): its figures are then
 * harsher than the phone's, never kinder.
 */
export function calibratedSlowdown(index: number): number {
  if (!Number.isFinite(index) || index <= 0) throw new Error(`BenchmarkIndex ${index}: not a speed`);
  return Math.max(1, Math.round((index / targetBenchmarkIndex) * 10) / 10);
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
