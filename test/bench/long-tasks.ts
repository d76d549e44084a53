/**
 * @module `node test/bench/long-tasks.ts`: what fills the long tasks of a page's cold load at a CPU
 * slowdown (by default 8×, what a quiet machine calibrates to): every main-thread task of 50 ms or
 * more after First Contentful Paint, split by what ran inside it (evaluating or compiling script,
 * parsing HTML, style, layout, paint), with the script's URL. Pages by `LONG_TASKS_PATHS`
 * (comma-separated; default the job openings and staff profile pages), each with its scripts
 * blocked beside it. Prints a table; writes nothing.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { chromiumLaunchOptions, ensureChromium } from "../support/chromium.ts";
import { examplePath } from "../support/page-examples.ts";
import { startDemoCms, startWorker } from "../support/worker-process.ts";
import { traced } from "./first-layout.ts";
import { median } from "./throughput.ts";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string; stackTrace?: { url?: string }[] };
    url?: string;
    fileName?: string;
  };
}

export interface LongTask {
  /** Start after First Contentful Paint, ms. */
  atMs: number;
  ms: number;
  /** Time inside the task by kind of work (the outermost event of each kind), ms. */
  parts: Record<string, number>;
}

/** The kinds of work a task holds, by trace event name. */
const kinds: Record<string, string> = {
  "v8.evaluateModule": "evaluate module",
  EvaluateScript: "evaluate script",
  "v8.compileModule": "compile module",
  "v8.compile": "compile",
  FunctionCall: "call",
  TimerFire: "timer",
  FireAnimationFrame: "animation frame",
  EventDispatch: "event",
  ParseHTML: "parse HTML",
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  "Decode Image": "image decode",
  MajorGC: "GC",
  MinorGC: "GC",
  "V8.GC_SCAVENGER": "GC",
};

/** The main thread's tasks of 50 ms or more after FCP, each split by kind (outermost event of each kind). */
export function longTasks(events: TraceEvent[], minTaskUs = 50_000): LongTask[] {
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error("the trace has no First Contentful Paint");
  // FCP is marked on the page's main thread.
  const same = (e: TraceEvent) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X";
  const tasks = events.filter(
    (e) => same(e) && e.name === "RunTask" && (e.dur ?? 0) >= minTaskUs && e.ts >= fcp.ts,
  );
  const inner = events.filter((e) => same(e) && e.name in kinds);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const within = inner.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const parts: Record<string, number> = {};
    for (const e of within) {
      const kind = kinds[e.name]!;
      // Only the outermost event of a kind counts (a layout inside a layout is the same time).
      const nested = within.some(
        (o) =>
          o !== e && kinds[o.name] === kind && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0),
      );
      if (nested) continue;
      const url =
        e.args?.data?.url ?? e.args?.url ?? e.args?.fileName ?? e.args?.data?.stackTrace?.[0]?.url ?? "";
      const key = url ? `${kind} ${url.replace(/^.*\//, "")}` : kind;
      parts[key] = (parts[key] ?? 0) + (e.dur ?? 0) / 1000;
    }
    for (const k of Object.keys(parts)) parts[k] = Math.round(parts[k]!);
    return { atMs: Math.round((task.ts - fcp.ts) / 1000), ms: Math.round((task.dur ?? 0) / 1000), parts };
  });
}

/** Whether a task is the site's module code: it evaluates a module, or compiles or calls one of the site's files. */
export const moduleTask = (task: LongTask) =>
  Object.keys(task.parts).some((k) => k === "evaluate module" || /\.js$/.test(k));

/** Blocking time (the part of each task over 50 ms), ms. */
export const blockingMs = (tasks: LongTask[]) => tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);

/** One cold, traced load of `url` at `slowdown`×, mobile viewport, site scripts blocked if asked. */
export async function traceLongTasks(
  browser: Browser,
  url: string,
  slowdown: number,
  blockScripts = false,
): Promise<LongTask[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    if (blockScripts) await page.route("**/assets/**", (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    // Lighthouse's mobile network as its devtools throttling applies it (slow 4G: 562.5 ms a
    // request, 1.44 Mbit/s down, 675 kbit/s up), so scripts arrive when they do in its audits.
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    const events = await traced<TraceEvent>(
      cdp,
      "devtools.timeline,disabled-by-default-devtools.timeline,loading,v8.execute,v8,blink.user_timing",
      async () => {
        // Every long task the page has, with its end, as the page sees them.
        await page.addInitScript({
          content: `window.__lastLongTask = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lastLongTask = Math.max(window.__lastLongTask, e.startTime + e.duration); }).observe({ type: "longtask", buffered: true });`,
        });
        await page.goto(url, { waitUntil: "load", timeout: 180_000 });
        // As Lighthouse's Time to Interactive: the load is over once the network is quiet and 5 s pass
        // with no long task. A string, evaluated by the DevTools protocol (the page's CSP allows no eval),
        // so no script of the test harness runs in the page and lands in the trace.
        await page.waitForLoadState("networkidle");
        await page.evaluate(`new Promise((resolve) => {
        const quiet = () => performance.now() - Math.max(window.__lastLongTask, performance.getEntriesByType("navigation")[0].loadEventEnd) > 5000;
        const check = () => (quiet() ? resolve() : setTimeout(check, 250));
        check();
      })`);
      },
    );
    return longTasks(events);
  } finally {
    await context.close();
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  ensureChromium();
  process.env.NODE_ENV ??= "production";
  const port = Number(process.env.BENCH_PORT ?? "8815");
  const paths = (
    process.env.LONG_TASKS_PATHS ?? `${examplePath("jobOpenings")},${examplePath("staffMember")}`
  ).split(",");
  const slowdown = Number(process.env.LONG_TASKS_SLOWDOWN ?? "8");
  const rounds = Number(process.env.LONG_TASKS_ROUNDS ?? "3");
  const cms = await startDemoCms(port + 1);
  const worker = await startWorker(port, { CMS_ORIGIN: cms.url });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const label = process.env.LONG_TASKS_LABEL ?? "";
  const pages: { path: string; scriptsBlocked: boolean; runs: LongTask[][] }[] = [];
  try {
    // One load warms the worker's caches; it is not counted.
    await traceLongTasks(browser, `${worker.url}${paths[0]}`, 1);
    for (const p of paths)
      for (const scriptsBlocked of [false, true]) pages.push({ path: p, scriptsBlocked, runs: [] });
    for (let round = 0; round < rounds; round++)
      for (const page of pages) {
        const tasks = await traceLongTasks(
          browser,
          `${worker.url}${page.path}`,
          slowdown,
          page.scriptsBlocked,
        );
        page.runs.push(tasks);
        console.log(
          `\n${page.path}${page.scriptsBlocked ? " (scripts blocked)" : ""}, round ${round + 1}: ${tasks.length} long tasks, ${blockingMs(tasks)} ms blocking`,
        );
        for (const t of tasks) {
          const parts = Object.entries(t.parts)
            .filter(([, ms]) => ms >= 3)
            .sort((a, b) => b[1] - a[1])
            .map(([k, ms]) => `${k} ${ms}`)
            .join(", ");
          console.log(`  +${t.atMs} ms: ${t.ms} ms${moduleTask(t) ? " (module code)" : ""}: ${parts}`);
        }
      }
    const summary = pages.map(({ path: p, scriptsBlocked, runs }) => ({
      path: p,
      scriptsBlocked,
      blockingMs: median(runs.map(blockingMs)),
      moduleTasks: runs.map((tasks) => tasks.filter(moduleTask).length),
      moduleBlockingMs: median(runs.map((tasks) => blockingMs(tasks.filter(moduleTask)))),
    }));
    console.log("\n");
    for (const row of summary)
      console.log(
        `${row.path}${row.scriptsBlocked ? " (scripts blocked)" : ""}: blocking ${row.blockingMs} ms (median); module-code long tasks per round ${row.moduleTasks.join(", ")}, their blocking ${row.moduleBlockingMs} ms (median)`,
      );
    const dir = path.resolve(import.meta.dirname, "results");
    mkdirSync(dir, { recursive: true });
    const date = new Date().toISOString();
    writeFileSync(
      path.join(dir, `long-tasks-${date.replace(/[:.]/g, "-")}.json`),
      `${JSON.stringify({ date, label, cpuSlowdown: slowdown, rounds, summary, pages }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await worker.stop();
    await cms.stop();
  }
}
