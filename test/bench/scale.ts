/**
 * @module The plan budget (issue 42, item 9): a simulated day at 10 k, 100 k and 1 M page views a month,
 * each on three fresh locations behind the harness's Workers Cache fake
 * (test/support/locations/simulated-day.ts), with every KV read and write, Worker run and billed request
 * counted for real, against the Free plan's daily limits and the Paid plan's monthly inclusions. Called
 * by test/bench/run.ts (`npm run bench`); runs alone after `npm run build`: `node test/bench/scale.ts`,
 * which writes test/bench/results/budget-<date>.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startLocations } from "../support/locations/index.ts";
import { type DayFigures, dayVars, simulateDay } from "../support/locations/simulated-day.ts";

/** The page views a month of the table, and the part of the day each plays (more views, a shorter part). */
export const monthlyViews = [
  { views: 10_000, fraction: 1 / 4 },
  { views: 100_000, fraction: 1 / 8 },
  { views: 1_000_000, fraction: 1 / 16 },
] as const;

/**
 * Cloudflare's published plan limits: Workers Free (developers.cloudflare.com/workers/platform/limits/),
 * KV on Free (developers.cloudflare.com/kv/platform/limits/), and the Workers Paid plan's monthly
 * inclusions (developers.cloudflare.com/workers/platform/pricing/), beyond which it bills per million.
 */
export const plans = {
  free: { requestsPerDay: 100_000, kvReadsPerDay: 100_000, kvWritesPerDay: 1_000 },
  paid: {
    usdPerMonth: 5,
    requestsPerMonth: 10_000_000,
    kvReadsPerMonth: 10_000_000,
    kvWritesPerMonth: 1_000_000,
    requestsPerMillionUsd: 0.3,
    kvReadsPerMillionUsd: 0.5,
    kvWritesPerMillionUsd: 5,
  },
} as const;

export interface BudgetRow {
  viewsPerMonth: number;
  requestsPerDay: number;
  kvReadsPerDay: number;
  kvWritesPerDay: number;
  workerRunsPerDay: number;
  cmsRequestsPerDay: number;
  /** The largest share of a Free plan daily limit used (1 = the whole limit). */
  freeShare: number;
  plan: "Free" | "Paid";
  /** US dollars a month on Paid: the $5 plan plus anything beyond its inclusions (30 days). */
  paidUsdPerMonth: number;
}

/** A budget row from a measured day. */
export function budgetRow(day: DayFigures): BudgetRow {
  const { perDay } = day;
  const freeShare = Math.max(
    perDay.requests / plans.free.requestsPerDay,
    perDay.kv.read / plans.free.kvReadsPerDay,
    (perDay.kv.write + perDay.kv.delete + perDay.kv.list) / plans.free.kvWritesPerDay,
  );
  const over = (perMonth: number, included: number, usdPerMillion: number) =>
    (Math.max(0, perMonth - included) / 1e6) * usdPerMillion;
  const p = plans.paid;
  return {
    viewsPerMonth: day.viewsPerMonth,
    requestsPerDay: Math.round(perDay.requests),
    kvReadsPerDay: Math.round(perDay.kv.read),
    kvWritesPerDay: Math.round(perDay.kv.write + perDay.kv.delete + perDay.kv.list),
    workerRunsPerDay: Math.round(perDay.workerRuns),
    cmsRequestsPerDay: Math.round(perDay.cmsRequests),
    freeShare,
    // Free while the day stays under every limit with room (a busier day than the average, a purge of everything).
    plan: freeShare <= 0.5 ? "Free" : "Paid",
    paidUsdPerMonth:
      p.usdPerMonth +
      over(perDay.requests * 30, p.requestsPerMonth, p.requestsPerMillionUsd) +
      over(perDay.kv.read * 30, p.kvReadsPerMonth, p.kvReadsPerMillionUsd) +
      over(perDay.kv.write * 30, p.kvWritesPerMonth, p.kvWritesPerMillionUsd),
  };
}

/** Plays each day of `monthlyViews` on three fresh locations. */
export async function measureBudget(): Promise<{ days: DayFigures[]; rows: BudgetRow[] }> {
  const days: DayFigures[] = [];
  for (const { views, fraction } of monthlyViews) {
    const harness = await startLocations({ count: 3, vars: dayVars });
    try {
      days.push(await simulateDay(harness, { viewsPerMonth: views, fraction }));
    } finally {
      await harness.stop();
    }
  }
  return { days, rows: days.map(budgetRow) };
}

const thousands = (n: number) => Math.round(n).toLocaleString("en-US");
const percent = (n: number) => `${(n * 100).toFixed(n < 0.1 ? 1 : 0)} %`;

/** The bench's rows: each day's share of the Free plan, watched; 100 k a month within 10 % of Free's KV writes. */
export function budgetRows(rows: BudgetRow[]) {
  return rows.map((row) => ({
    budget: `a day at ${thousands(row.viewsPerMonth)} views a month: requests / KV reads / KV writes`,
    measured: `${thousands(row.requestsPerDay)} / ${thousands(row.kvReadsPerDay)} / ${thousands(row.kvWritesPerDay)} (${percent(row.freeShare)} of Free's tightest limit)`,
    limit:
      row.viewsPerMonth === 100_000
        ? `KV writes ≤ 10 % of Free's ${thousands(plans.free.kvWritesPerDay)} a day`
        : "watched",
    met: row.viewsPerMonth === 100_000 ? row.kvWritesPerDay <= plans.free.kvWritesPerDay * 0.1 : null,
  }));
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  // What is deployed: React's production build (wrangler dev bundles with NODE_ENV=development otherwise).
  process.env.NODE_ENV ??= "production";
  const budget = await measureBudget();
  console.table(budget.rows);
  mkdirSync("test/bench/results", { recursive: true });
  const file = `test/bench/results/budget-${new Date().toISOString().slice(0, 19).replace(/:/g, "")}Z.json`;
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), plans, ...budget }, null, 2)}\n`);
  console.log(`Written to ${file}.`);
}
