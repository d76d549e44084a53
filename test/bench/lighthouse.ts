/** @module Lighthouse mobile audits of the page types (six, and a Spanish one), each beside its scripts-blocked twin, and the one-paragraph page, in one reused Debian Chromium, at the CPU slowdown calibrated to the machine of the moment; also `npm run bench:lighthouse`. */
import { type Browser, chromium } from "@playwright/test";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { localizedPath } from "../../shared/i18n/locales.ts";
import { chromiumArgs, chromiumLaunchOptions, chromiumPath, ensureChromium } from "../support/chromium.ts";
import { currentSlowdown } from "../support/cpu-calibration.ts";
import { examplePath } from "../support/page-examples.ts";
import { serveStaticHtml } from "./static-file.ts";
import { median } from "./throughput.ts";

/** The one-paragraph page's label in the table. */
export const paragraphLabel = "one paragraph, static";
/** The smallest page that still passes every Lighthouse category: a title, a description, one paragraph. */
const paragraphPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>One paragraph</title><link rel="icon" href="/favicon.svg">
<meta name="description" content="The benchmark's smallest page: one heading and one paragraph.">
</head><body><main><h1>One paragraph</h1><p>The smallest page the browser can be asked for: the blocking time
it measures is the browser's own, on this machine.</p></main></body></html>
`;

/** One audited page: a page type of the site, its twin with the site's scripts blocked, or the one-paragraph page. */
interface LighthousePage {
  label: string;
  /** A page of the site, or null for the one-paragraph page. */
  path: string | null;
  /** Every file under /assets/ fails, so none of the site's JavaScript runs (the loader's inline code still does). */
  blockScripts?: boolean;
}

/** The six page types the budgets name, and one of them in Spanish (issue 22 asks SEO 100 of one). */
export const pageTypes: { label: string; path: string }[] = [
  { label: "home", path: examplePath("home") },
  { label: "location", path: examplePath("location") },
  { label: "news story", path: examplePath("newsStory") },
  { label: "job openings", path: examplePath("jobOpenings") },
  { label: "staff profile", path: examplePath("staffMember") },
  { label: "STAR events", path: examplePath("starEvents") },
  { label: "location in Spanish", path: localizedPath(examplePath("location"), "es") },
];

/**
 * The page types audited: all of them, or for a quick look (not a verdict) those whose labels
 * `BENCH_LIGHTHOUSE_PAGES` names, comma-separated (`job openings,staff profile`).
 */
function lighthousePageTypes() {
  const named = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((label) => label.trim());
  if (!named) return pageTypes;
  const unknown = named.filter((label) => !pageTypes.some((p) => p.label === label));
  if (unknown.length) throw new Error(`BENCH_LIGHTHOUSE_PAGES: no page type ${unknown.join(", ")}`);
  return pageTypes.filter((p) => named.includes(p.label));
}

/**
 * Every audit of one round, in order: each page type and then its twin with the site's scripts
 * blocked (the blocking time of the browser's own work on that page: navigation, parsing, style,
 * layout, paint, images), so each pair is measured side by side; then the page of one heading and
 * one paragraph, served as a static file with the site's static headers (COOP included): what the
 * browser costs on this machine for any page at all.
 */
export const lighthousePages: LighthousePage[] = [
  ...lighthousePageTypes().flatMap(({ label, path }) => [
    { label, path },
    { label: `${label}, scripts blocked`, path, blockScripts: true },
  ]),
  { label: paragraphLabel, path: null },
];

export interface LighthouseRow {
  page: string;
  path: string;
  scriptsBlocked: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's BenchmarkIndex of the host during the audits (median): its own CPU speed score. Its
   * default 4× CPU slowdown assumes a host of about 1,533; the audits here are calibrated instead.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the audits ran at (median): calibrated to the machine just before each pair. */
  cpuSlowdown: number;
  /** Every run's TBT, in audit order. */
  tbtRuns: number[];
  /** The spread of `tbtRuns`: lowest, first quartile, third quartile, highest. */
  tbtSpread: Spread;
  /** Every run's CPU slowdown, in audit order. */
  slowdownRuns: number[];
}

/**
 * Rounds of performance-only audits behind each page's and twin's figures. One audit's TBT on the
 * same page swings from 0 to over 100 ms (a long task falls either side of the 50 ms line, and
 * after FCP or before it); the verdict needs at least 15 (fewer only for a quick look).
 */
export const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? "15");

/** Lowest, first quartile, third quartile and highest of a sample. */
export interface Spread {
  min: number;
  q1: number;
  q3: number;
  max: number;
}

/** The spread of `xs` (quartiles by linear interpolation between the sorted values). */
export function spread(xs: number[]): Spread {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => {
    const i = q * (sorted.length - 1);
    const lo = sorted[Math.floor(i)] ?? Number.NaN;
    const hi = sorted[Math.ceil(i)] ?? lo;
    return Math.round(lo + (hi - lo) * (i - Math.floor(i)));
  };
  return { min: at(0), q1: at(0.25), q3: at(0.75), max: at(1) };
}

/** A row's TBT with its spread: `42 ms (IQR 30–55, 12–90)`. */
export const tbtWithSpread = (row: Pick<LighthouseRow, "tbtMs" | "tbtSpread">) =>
  `${row.tbtMs} ms (IQR ${row.tbtSpread.q1}–${row.tbtSpread.q3}, ${row.tbtSpread.min}–${row.tbtSpread.max})`;

/**
 * Audits every page once with every category (the accessibility, best-practice and SEO scores,
 * which do not change from one load to the next), then `lighthouseRuns` times with the performance
 * category alone (mobile config: emulated Moto G, slow 4G), round by round so each page sits next to
 * its twin in time, and keeps each performance figure's median and TBT's spread. The throttling is
 * applied (`devtools`: Chrome slows its CPU and network while the page loads), not simulated: a
 * simulation estimates First Contentful Paint and the tasks' times from different models of the
 * load, and the twin's blocked requests give it a different model than its page's, so the browser's
 * own first layout fell after FCP in one and before it in the other.
 * Just before each pair (a page and its twin; the one-paragraph page alone) the machine's speed is
 * measured in a browser of its own, and the pair runs at the CPU slowdown that makes the machine of
 * that moment stand for Lighthouse's mobile device, the same phone every hour (cpu-calibration.ts):
 * a fixed 4× on a machine whose speed swings several-fold would audit a different phone every hour.
 */
export async function runLighthouse(base: string, port = Number(process.env.LIGHTHOUSE_PORT ?? "8864")) {
  const start = () =>
    launch({ chromePath: chromiumPath(), chromeFlags: [...chromiumArgs, "--headless=new"], port });
  // Everything set up here is taken down in the `finally` below, whatever fails on the way.
  let paragraph: { path: string; remove: () => void } | undefined;
  let chrome: LaunchedChrome | undefined;
  let probe: Browser | undefined;
  /**
   * One audit; on Lighthouse's "internal Chrome error", or a browser that went away (Lighthouse cannot
   * reach it), or a trace Lighthouse could not read (NO_NAVSTART, on a machine under heavy load), the
   * browser is restarted and the audit retried (four times at most).
   */
  const audit = async (
    url: string,
    blockScripts: boolean,
    cpuSlowdownMultiplier: number,
    everyCategory: boolean,
  ) => {
    for (let attempt = 0; ; attempt++) {
      chrome ??= await start();
      const flags = {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        throttlingMethod: "devtools",
        throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier },
        ...(everyCategory ? {} : { onlyCategories: ["performance"] }),
      } as const;
      const settings = blockScripts ? { ...flags, blockedUrlPatterns: ["*/assets/*.js"] } : flags;
      const outcome = await lighthouse(url, settings).then(
        (result) => result?.lhr,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      if (outcome && !(outcome instanceof Error) && !outcome.runtimeError) return outcome;
      const why =
        outcome instanceof Error ? outcome.message : (outcome?.runtimeError?.message ?? "no result");
      if (attempt === 4) throw new Error(`lighthouse on ${url}: ${why}`);
      chrome.kill();
      chrome = undefined;
    }
  };
  type Sample = Omit<
    LighthouseRow,
    "page" | "path" | "scriptsBlocked" | "tbtRuns" | "tbtSpread" | "slowdownRuns" | Scores
  >;
  type Scores = "accessibility" | "bestPractices" | "seo";
  const samples: Sample[][] = lighthousePages.map(() => []);
  const scores: Pick<LighthouseRow, Scores>[] = [];
  const rows: LighthouseRow[] = [];
  try {
    paragraph = await serveStaticHtml(base, "bench-one-paragraph", paragraphPage);
    probe = await chromium.launch(chromiumLaunchOptions());
    const pathOf = (path: string | null) => path ?? paragraph!.path;
    const score = (lhr: { categories: Record<string, { score: number | null } | undefined> }, id: string) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100);
    for (const { path, blockScripts = false } of lighthousePages) {
      const lhr = await audit(`${base}${pathOf(path)}`, blockScripts, 4, true);
      scores.push({
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
      });
    }
    let slowdown = 4;
    for (let round = 0; round < lighthouseRuns; round++)
      for (const [i, { path, blockScripts = false }] of lighthousePages.entries()) {
        // A twin runs at its page's slowdown; every other audit starts a pair.
        if (!blockScripts) ({ slowdown } = await currentSlowdown(probe));
        const lhr = await audit(`${base}${pathOf(path)}`, blockScripts, slowdown, false);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples[i]!.push({
          performance: score(lhr, "performance"),
          fcpMs: Math.round(metric("first-contentful-paint")),
          lcpMs: Math.round(metric("largest-contentful-paint")),
          tbtMs: Math.round(metric("total-blocking-time")),
          cls: Number(metric("cumulative-layout-shift").toFixed(3)),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
        });
      }
    for (const [i, { label, path, blockScripts = false }] of lighthousePages.entries()) {
      const runs = samples[i]!;
      const pick = (k: keyof Sample) => median(runs.map((s) => s[k]));
      rows.push({
        page: label,
        path: pathOf(path),
        scriptsBlocked: blockScripts,
        performance: pick("performance"),
        ...scores[i]!,
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        benchmarkIndex: pick("benchmarkIndex"),
        cpuSlowdown: pick("cpuSlowdown"),
        tbtRuns: runs.map((s) => s.tbtMs),
        tbtSpread: spread(runs.map((s) => s.tbtMs)),
        slowdownRuns: runs.map((s) => s.cpuSlowdown),
      });
    }
  } finally {
    chrome?.kill();
    await probe?.close();
    paragraph?.remove();
  }
  return rows;
}

export function printLighthouse(rows: LighthouseRow[]) {
  const paired = (row: LighthouseRow) => {
    const twin = row.scriptsBlocked ? undefined : rows.find((r) => r.page === `${row.page}, scripts blocked`);
    return twin ? pairedTbtDifference(row, twin) : "";
  };
  console.log(
    `\nLighthouse ${lighthouseRuns > 1 ? `mobile, median of ${lighthouseRuns} performance-only runs` : "mobile, 1 performance-only run"} (mobile config, throttling applied, CPU slowdown calibrated to the machine; the other scores from one full audit)`,
  );
  console.table(
    rows.map((r) => ({
      page: r.page,
      path: r.path,
      perf: r.performance,
      a11y: r.accessibility,
      "best pr.": r.bestPractices,
      seo: r.seo,
      "FCP ms": r.fcpMs,
      "LCP ms": r.lcpMs,
      "TBT ms": r.tbtMs,
      "TBT IQR": `${r.tbtSpread.q1}–${r.tbtSpread.q3}`,
      "TBT min–max": `${r.tbtSpread.min}–${r.tbtSpread.max}`,
      "TBT − twin, paired": paired(r),
      CLS: r.cls,
      "CPU index": r.benchmarkIndex,
      "CPU ×": r.cpuSlowdown,
    })),
  );
}

/**
 * Median of the per-round differences between a page's TBT and its twin's (same round, same
 * slowdown): steadier than the difference of two medians when the twin's own TBT swings.
 */
export function pairedTbtDifference(page: LighthouseRow, twin: LighthouseRow): number {
  return median(page.tbtRuns.map((tbt, round) => tbt - (twin.tbtRuns[round] ?? Number.NaN)));
}

// `npm run bench:lighthouse`: its own worker, its own JSON file.
if (process.argv[1] && import.meta.filename === (await import("node:path")).resolve(process.argv[1])) {
  const { mkdirSync, writeFileSync } = await import("node:fs");
  const { startWorker } = await import("../support/worker-process.ts");
  ensureChromium();
  process.env.NODE_ENV ??= "production"; // the deployed (production) React build, as in run.ts
  const worker = await startWorker(Number(process.env.BENCH_PORT ?? "8811"));
  try {
    const rows = await runLighthouse(worker.url);
    printLighthouse(rows);
    mkdirSync("bench-results", { recursive: true });
    writeFileSync(
      "bench-results/lighthouse.json",
      `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
    );
  } finally {
    await worker.stop();
  }
}
