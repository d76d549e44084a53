/** @module `npm run bench`: every budget of the performance issue measured side by side in one run, one table of ratios and verdicts, and the same as JSON in test/bench/results/. */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium } from "@playwright/test";
import { wcagTags } from "../support/axe-rules.ts";
import { chromiumLaunchOptions, ensureChromium } from "../support/chromium.ts";
import { type BenchRound, measureInteractions, type PageWindow } from "../support/first-interaction.ts";
import { pageExamples } from "../support/page-examples.ts";
import { startDemoCms, startWorker } from "../support/worker-process.ts";
import { type FirstLoad, firstLoad, manifest } from "./first-load.ts";
import { largestShift, runLayoutShift } from "./layout-shift.ts";
import {
  type LighthouseRow,
  lighthouseRuns,
  pageTypes,
  pairedTbtDifference,
  paragraphLabel,
  runLighthouse,
  tbtWithSpread,
} from "./lighthouse.ts";
import { benchLocations, locationsRows } from "./locations.ts";
import { budgetRows, measureBudget, plans } from "./scale.ts";
import { connections, duration, measure, median, type Row } from "./throughput.ts";
import { cpuPerRequest } from "./workerd-cpu.ts";

const port = Number(process.env.BENCH_PORT ?? "8811");
/** A signed-in-looking request: never a shared copy, so every request renders (as every request does under `wrangler dev`). */
const uncached = { authorization: "Bearer bench" };
const cpuRequests = Number(process.env.BENCH_CPU_REQUESTS ?? "300");
/** Interleaved render/asset CPU samples; the figure is their median. */
const cpuPairCount = Number(process.env.BENCH_CPU_PAIRS ?? "3");
/** Rounds of the four first interactions (a cold load and the first input, then a live cold load of its own for the live twin). */
const interactionRounds = Number(process.env.BENCH_INTERACTION_ROUNDS ?? "5");
const runLighthouseAudits = process.env.BENCH_LIGHTHOUSE !== "0";
/**
 * CPU rows ask for an uncompressed answer: on Cloudflare the edge compresses a Worker's response
 * after the Worker is done (outside its CPU time), while locally workerd gzips in the same process.
 */
const identity = { "accept-encoding": "identity" };
const uncachedIdentity = { ...uncached, ...identity };
const kB = 1024;

/** One line of the budget table; `met` is null for a figure that is watched, not judged. */
interface Budget {
  budget: string;
  measured: string;
  limit: string;
  met: boolean | null;
}

/** Axe (WCAG A/AA, light and dark) on each page type once every load and idle island is live. */
async function axeViolations(browser: Browser, base: string) {
  const found: { page: string; lines: string[] }[] = [];
  for (const { label, path } of pageTypes) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${base}${path}`);
      await page.locator("body[data-hydrated='true']").waitFor({ state: "attached" });
      const lines: string[] = [];
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        // Every finite animation and transition (reveal, scheme change) finished, so colours are final.
        await page.evaluate(() =>
          Promise.allSettled(
            (globalThis as unknown as PageWindow).document
              .getAnimations()
              .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
              .map((a) => a.finished),
          ),
        );
        const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        for (const v of violations)
          for (const node of v.nodes)
            lines.push(`${label} (${colorScheme}): ${v.id} ${node.target.join(" ")}`);
      }
      found.push({ page: label, lines });
    } finally {
      await context.close();
    }
  }
  return found;
}

/** The largest of `pick` over the first-load rows, with the page that has it. */
function largest(bytes: (FirstLoad & { page: string })[], pick: (b: FirstLoad) => number) {
  const top = [...bytes].sort((a, b) => pick(b) - pick(a))[0]!;
  return { value: pick(top), page: top.page };
}

const ms = (n: number) => `${Math.round(n)} ms`;

// Lighthouse, axe and the interactions drive Debian's Chromium: install it (as root) or say how, before any worker starts.
ensureChromium();
// `wrangler dev` bundles the worker with NODE_ENV=development (React's slow dev build) unless NODE_ENV is set;
// the benchmark measures what is deployed, so it asks for the production build.
process.env.NODE_ENV ??= "production";
// The CMS runs as its own worker (the demo CMS over HTTP, as WordPress would be), so the site worker's
// CPU figures are the site's own work: fetching and checking CMS data, rendering, caching.
const cms = await startDemoCms(port + 1);
const worker = await startWorker(port, { CMS_ORIGIN: cms.url });
let browser: Browser | undefined;
try {
  // A cached page is answered by Workers Cache without running the worker (decision 0048): no throughput
  // of the worker's own is a cached page's any more. What the worker does is render.
  // The heaviest page to render (lowest uncached req/s), for the CPU figure to watch.
  const uncachedRows: Row[] = [];
  for (const p of pageExamples.filter((e) => e.name !== "notFound"))
    uncachedRows.push(await measure(worker.url, `${p.name}, uncached`, p.path, uncached));
  const heaviest = [...uncachedRows].sort((a, b) => a.rps - b.rps)[0]!;
  // CPU: workerd's user+system ticks around N serial renders of the heaviest page (cache bypassed), and
  // around N serial requests for a static asset (the nav bar's chunk) for the fixed per-request cost,
  // in interleaved pairs; the figure is the median of the pairs' differences.
  const asset = manifest.islands["nav-bar"] ?? "/favicon.svg";
  const cpuPairs: { render: number; asset: number }[] = [];
  for (let i = 0; i < cpuPairCount; i++)
    cpuPairs.push({
      render: await cpuPerRequest(worker.url, worker.pid, heaviest.path, cpuRequests, uncachedIdentity),
      asset: await cpuPerRequest(worker.url, worker.pid, asset, cpuRequests, identity),
    });
  const cpuRenderMinusAsset = median(cpuPairs.map((p) => p.render - p.asset));

  const bytes: (FirstLoad & { page: string; path: string })[] = [];
  for (const p of pageExamples) {
    const html = await (await fetch(`${worker.url}${p.path}`)).text();
    bytes.push({ page: p.name, path: p.path, ...firstLoad(html) });
  }

  browser = await chromium.launch(chromiumLaunchOptions());
  const axe = await axeViolations(browser, worker.url);
  const interactions = await measureInteractions(browser, worker.url, interactionRounds);
  const layoutShift = await runLayoutShift(browser, worker.url);
  await browser.close();
  browser = undefined;

  const lighthouse: LighthouseRow[] = runLighthouseAudits ? await runLighthouse(worker.url) : [];

  // Every location, one origin (issue 31): the multi-location harness, its own workers on free ports.
  const locations = await benchLocations();
  // The plan budget: a simulated day at 10 k, 100 k and 1 M views a month on the harness, counted for real.
  const budget = await measureBudget();

  const budgets: Budget[] = [];
  const lh = (label: string) => lighthouse.find((r) => r.page === label);
  const paragraph = lh(paragraphLabel);
  for (const { label } of pageTypes) {
    const page = lh(label);
    const twin = lh(`${label}, scripts blocked`);
    if (!page || !twin || !paragraph) continue;
    // What the site's scripts add: the page's TBT minus its twin's, round by round (decision 0063).
    const limit = 0.2 * twin.tbtMs + 20;
    const added = pairedTbtDifference(page, twin);
    budgets.push({
      budget: `script cost: ${label}, TBT`,
      measured: `page − twin ${ms(added)} (median of the rounds); page ${tbtWithSpread(page)}; twin ${tbtWithSpread(twin)}`,
      limit: `≤ 0.2 × twin + 20 ms = ${ms(limit)}`,
      met: added <= limit,
    });
  }
  for (const { label } of pageTypes) {
    const page = lh(label);
    if (!page || !paragraph) continue;
    budgets.push({
      budget: `performance score: ${label}`,
      measured: String(page.performance),
      limit: `≥ one-paragraph page = ${paragraph.performance}`,
      met: page.performance >= paragraph.performance,
    });
  }
  for (const { interaction, rounds: runs } of interactions) {
    const ok = runs.filter((r): r is Exclude<BenchRound, { error: string }> => !("error" in r));
    const failed = runs.filter((r): r is Extract<BenchRound, { error: string }> => "error" in r);
    const first = median(ok.map((r) => r.first));
    const live = median(ok.map((r) => r.live));
    const repeat = median(ok.map((r) => r.repeat));
    budgets.push({
      budget: `first interaction: ${interaction.name}`,
      measured: failed.length
        ? `failed in ${failed.length} of ${runs.length} rounds: ${failed[0]!.error.replace(`${interaction.name}: `, "")}`
        : `${ms(first)} = ${(first / live).toFixed(2)} × live ${ms(live)} (done again, warm: ${ms(repeat)})`,
      limit: "≤ 2 × live and ≤ 200 ms",
      met: failed.length === 0 && first <= 2 * live && first <= 200,
    });
  }
  for (const [name, pick, max] of [
    ["first-load JS (gzip)", (b: FirstLoad) => b.jsGzip, 80],
    ["CSS (gzip)", (b: FirstLoad) => b.cssGzip, 15],
    ["HTML (gzip)", (b: FirstLoad) => b.htmlGzip, 60],
  ] as const) {
    const top = largest(bytes, pick);
    budgets.push({
      budget: `${name}, largest page`,
      measured: `${(top.value / kB).toFixed(1)} KB (${top.page})`,
      limit: `≤ ${max} KB`,
      met: top.value <= max * kB,
    });
  }
  const pageRows = pageTypes.map(({ label }) => lh(label)).filter((r) => r !== undefined);
  if (pageRows.length > 0) {
    for (const [name, pick] of [
      ["Lighthouse Accessibility", (r: LighthouseRow) => r.accessibility],
      ["Lighthouse Best Practices", (r: LighthouseRow) => r.bestPractices],
      ["Lighthouse SEO", (r: LighthouseRow) => r.seo],
    ] as const) {
      const low = [...pageRows].sort((a, b) => pick(a) - pick(b))[0]!;
      budgets.push({
        budget: `${name}, lowest page type`,
        measured: `${pick(low)} (${low.page})`,
        limit: "100",
        met: pick(low) === 100,
      });
    }
    const shift = [...pageRows].sort((a, b) => b.cls - a.cls)[0]!;
    budgets.push({
      budget: "CLS, largest page type",
      measured: `${shift.cls} (${shift.page})`,
      limit: "0",
      met: shift.cls === 0,
    });
  }
  // Lighthouse audits a phone; the desktop header (and its search widget) shifts only at 1280 px.
  for (const viewport of ["desktop", "phone"] as const) {
    const top = largestShift(layoutShift, viewport);
    if (!top) continue;
    budgets.push({
      budget: `CLS at ${top.width} px (${viewport}), largest page type`,
      measured: `${top.cls} (${top.page})`,
      limit: "0",
      met: top.cls === 0,
    });
  }
  const axeCount = axe.reduce((n, a) => n + a.lines.length, 0);
  budgets.push({
    budget: "axe violations, the page types (light and dark)",
    measured: String(axeCount),
    limit: "0",
    met: axeCount === 0,
  });
  budgets.push(...locationsRows(locations));
  budgets.push(...budgetRows(budget.rows));
  budgets.push({
    budget: `uncached render CPU minus a static asset (${heaviest.path})`,
    measured: `${cpuRenderMinusAsset.toFixed(2)} ms`,
    limit: "watched, no budget",
    met: null,
  });

  const date = new Date().toISOString();
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0]?.toFixed(1)}`;
  const cpuIndex = lighthouse.length ? median(lighthouse.map((r) => r.benchmarkIndex)) : null;
  // The CPU slowdowns of the run (calibrated to the machine before each Lighthouse pair and each interaction round).
  const slowdowns = [
    ...lighthouse.flatMap((r) => r.slowdownRuns),
    ...interactions.flatMap(({ rounds: runs }) => runs.map((r) => r.slowdown)),
  ];
  const slowdownRange = slowdowns.length
    ? `${Math.min(...slowdowns).toFixed(1)}–${Math.max(...slowdowns).toFixed(1)}×`
    : "n/a";
  const verdict = (b: Budget) => (b.met === null ? "watch" : b.met ? "met" : "NOT MET");
  console.log(
    `\nBudgets, ${date}: medians of ${lighthouseRuns} Lighthouse rounds (each page beside its scripts-blocked twin), ` +
      `${interactionRounds} first-interaction rounds, CPU slowdown calibrated to the machine (${slowdownRange})` +
      `${runLighthouseAudits ? "" : " (Lighthouse skipped: BENCH_LIGHTHOUSE=0)"}` +
      `${process.env.BENCH_LIGHTHOUSE_PAGES ? ` (Lighthouse on ${process.env.BENCH_LIGHTHOUSE_PAGES} only: not a verdict)` : ""}`,
  );
  console.table(
    budgets.map((b) => ({ budget: b.budget, measured: b.measured, limit: b.limit, result: verdict(b) })),
  );
  const notMet = budgets.filter((b) => b.met === false).length;
  console.log(
    `${notMet === 0 ? "Every budget met." : `${notMet} budget${notMet === 1 ? "" : "s"} not met.`} ` +
      `Lighthouse CPU index (BenchmarkIndex, median of every audit): ${cpuIndex ?? "n/a"}; machine: ${machine}.`,
  );
  for (const a of axe) for (const line of a.lines) console.log(`  axe: ${line}`);

  mkdirSync("test/bench/results", { recursive: true });
  const file = `test/bench/results/${date.slice(0, 19).replace(/:/g, "")}Z.json`;
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date,
        machine,
        lighthouseCpuIndex: cpuIndex,
        cpuSlowdowns: slowdownRange,
        budgets: budgets.map((b) => ({ ...b, result: verdict(b) })),
        settings: {
          lighthouseRuns,
          interactionRounds,
          connections,
          duration,
        },
        lighthouse,
        firstInteraction: interactions.map(({ interaction, rounds: runs }) => ({
          name: interaction.name,
          rounds: runs,
        })),
        throughput: { uncached: uncachedRows },
        cpu: {
          path: heaviest.path,
          renderMinusAssetMs: cpuRenderMinusAsset,
          pairs: cpuPairs,
          requests: cpuRequests,
        },
        firstLoad: bytes,
        layoutShift,
        axe,
        locations,
        budget: { plans, ...budget },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Written to ${file}.`);
} finally {
  await browser?.close();
  await worker.stop();
  await cms.stop();
}
