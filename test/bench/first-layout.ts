/**
 * @module `node test/bench/first-layout.ts`: the browser's first full
 * style and layout of a page (by default the location page) at a 4× CPU slowdown, read from a
 * Chromium trace of a cold load: the task that holds it, its style recalculation and its layout, how
 * many elements it styled and objects it laid out, and whether it landed after First Contentful
 * Paint. The median of several loads; the JSON goes to test/bench/results/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type CDPSession, chromium } from "@playwright/test";
import { chromiumLaunchOptions, ensureChromium } from "../support/chromium.ts";
import { examplePath } from "../support/page-examples.ts";
import { startDemoCms, startWorker } from "../support/worker-process.ts";
import { median } from "./throughput.ts";

/** A trace event as Chromium writes it (times in µs). */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs: unlike `dur`, no time the OS gave another process. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { totalObjects?: number }; elementCount?: number; data?: { frame?: string } };
}

export interface FirstLayout {
  /** The whole task that holds the first full layout, ms. */
  taskMs: number;
  /** Style recalculation (UpdateLayoutTree) within that task, ms. */
  styleMs: number;
  /** Layout within that task, ms. */
  layoutMs: number;
  /**
   * The same three in the main thread's own CPU time: what the machine's load does not change (the
   * 4× slowdown is Chromium pausing the thread, which this leaves out too).
   */
  cpu: { taskMs: number; styleMs: number; layoutMs: number };
  /** Elements the style recalculation styled; objects the layout laid out. */
  elements: number;
  layoutObjects: number;
  /** How long after First Contentful Paint the task began (negative: before it), ms. */
  afterFcpMs: number | null;
}

/**
 * The first full layout of a trace: the first Layout event on the renderer's main thread that lays
 * out at least half as many objects as the largest one does (the earlier ones lay out a few objects
 * of a page still arriving); with the task (RunTask) around it and the style work inside that task.
 */
export function firstFullLayout(events: TraceEvent[]): FirstLayout {
  const layouts = events.filter((e) => e.name === "Layout" && e.ph === "X");
  const objects = (e: TraceEvent) => e.args?.beginData?.totalObjects ?? 0;
  const most = Math.max(0, ...layouts.map(objects));
  const layout = layouts.sort((a, b) => a.ts - b.ts).find((e) => objects(e) >= most / 2);
  if (!layout) throw new Error("the trace has no layout");
  const sameThread = (e: TraceEvent) => e.pid === layout.pid && e.tid === layout.tid;
  const within = (outer: TraceEvent, e: TraceEvent) =>
    e.ts >= outer.ts && e.ts <= outer.ts + (outer.dur ?? 0);
  const task = events.find(
    (e) => e.ph === "X" && /RunTask$/.test(e.name) && sameThread(e) && within(e, layout),
  );
  const inTask = events.filter(
    (e) => e.ph === "X" && sameThread(e) && (task ? within(task, e) : e === layout),
  );
  const styles = inTask.filter((e) => e.name === "UpdateLayoutTree");
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const ms = (us: number) => Math.round(us / 100) / 10;
  const total = (list: TraceEvent[], time: "dur" | "tdur") =>
    ms(list.reduce((sum, e) => sum + (e[time] ?? 0), 0));
  const laidOut = inTask.filter((e) => e.name === "Layout");
  return {
    taskMs: total([task ?? layout], "dur"),
    styleMs: total(styles, "dur"),
    layoutMs: total(laidOut, "dur"),
    cpu: {
      taskMs: total([task ?? layout], "tdur"),
      styleMs: total(styles, "tdur"),
      layoutMs: total(laidOut, "tdur"),
    },
    elements: styles.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    layoutObjects: objects(layout),
    afterFcpMs: fcp ? ms((task ?? layout).ts - fcp.ts) : null,
  };
}

/** The trace events Chromium records in `categories` while `run` runs. */
export async function traced<E>(cdp: CDPSession, categories: string, run: () => Promise<void>): Promise<E[]> {
  const events: E[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as E[])));
  const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
  await run();
  await cdp.send("Tracing.end");
  await done;
  return events;
}

/** One cold load of `url` at `slowdown`× CPU in a fresh context, traced; its first full layout. */
export async function traceFirstLayout(browser: Browser, url: string, slowdown = 4): Promise<FirstLayout> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    const events = await traced<TraceEvent>(
      cdp,
      "devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing",
      async () => {
        await page.goto(url, { waitUntil: "load", timeout: 180_000 });
        // The page has had its first full layout once it has painted after load.
        await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))");
      },
    );
    return firstFullLayout(events);
  } finally {
    await context.close();
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  ensureChromium();
  process.env.NODE_ENV ??= "production";
  const port = Number(process.env.BENCH_PORT ?? "8811");
  const pagePath = process.env.FIRST_LAYOUT_PATH ?? examplePath("location");
  const rounds = Number(process.env.FIRST_LAYOUT_ROUNDS ?? "9");
  const label = process.env.FIRST_LAYOUT_LABEL ?? "";
  const cms = await startDemoCms(port + 1);
  const worker = await startWorker(port, { CMS_ORIGIN: cms.url });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // One load warms the worker's caches; it is not counted.
    await traceFirstLayout(browser, `${worker.url}${pagePath}`);
    const runs: FirstLayout[] = [];
    for (let i = 0; i < rounds; i++) runs.push(await traceFirstLayout(browser, `${worker.url}${pagePath}`));
    const pick = (k: Exclude<keyof FirstLayout, "cpu">) => median(runs.map((r) => r[k] ?? Number.NaN));
    const cpu = (k: keyof FirstLayout["cpu"]) => median(runs.map((r) => r.cpu[k]));
    const result = {
      date: new Date().toISOString(),
      label,
      path: pagePath,
      cpuSlowdown: 4,
      rounds,
      median: {
        taskMs: pick("taskMs"),
        styleMs: pick("styleMs"),
        layoutMs: pick("layoutMs"),
        elements: pick("elements"),
        layoutObjects: pick("layoutObjects"),
        afterFcpMs: pick("afterFcpMs"),
        cpu: { taskMs: cpu("taskMs"), styleMs: cpu("styleMs"), layoutMs: cpu("layoutMs") },
      },
      runs,
    };
    console.log(JSON.stringify(result.median));
    const dir = path.resolve(import.meta.dirname, "results");
    mkdirSync(dir, { recursive: true });
    const stamp = result.date.replace(/[-:]/g, "").replace(/\.\d+/, "");
    writeFileSync(path.join(dir, `first-layout-${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser.close();
    await worker.stop();
    await cms.stop();
  }
}
