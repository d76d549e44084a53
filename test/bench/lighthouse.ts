/** @module Lighthouse mobile audits (median of 3) of the key page types in one reused Debian Chromium; also `npm run bench:lighthouse`. */
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath, ensureChromium } from "../support/chromium.ts";
import { examplePath } from "../support/page-examples.ts";
import { headerDroppingProxy } from "./header-proxy.ts";
import { serveStaticHtml } from "./static-file.ts";
import { median } from "./throughput.ts";

/** The route name standing for the one-paragraph page (not a route of the site). */
const paragraphRoute = "one-paragraph page";
/** The smallest page that still passes every Lighthouse category: a title, a description, one paragraph. */
const paragraphPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>One paragraph</title><link rel="icon" href="/favicon.svg">
<meta name="description" content="The benchmark's smallest page: one heading and one paragraph.">
</head><body><main><h1>One paragraph</h1><p>The smallest page the browser can be asked for: the blocking time
it measures is the browser's own, on this machine.</p></main></body></html>
`;

/** One row of the Lighthouse table. */
interface LighthousePage {
  label: string;
  /** A route name of shared/routes.ts, or `paragraphRoute`. */
  route: string;
  /** Every file under /assets/ fails, so none of the site's JavaScript runs (the loader's inline code still does). */
  blockScripts?: boolean;
  /** Audited through a local proxy that drops `Cross-Origin-Opener-Policy` from every response. */
  withoutCoop?: boolean;
}

/**
 * The page types the quality budget names, then four rows that measure the machine and the policy
 * rather than the pages:
 * - home with its scripts blocked: the blocking time the browser's own work on the page costs
 *   (navigation, parsing, style, layout, paint, images); the difference to the first row is what the
 *   site's scripts add;
 * - a page of one heading and one paragraph, served as a static file with the site's static headers:
 *   what the browser costs on this machine for any page at all (its SEO score misses the robots.txt
 *   check only because the static files' CSP lets no page fetch anything);
 * - home, with and without its scripts, without `Cross-Origin-Opener-Policy: same-origin`. With that
 *   header every navigation from Lighthouse's blank tab moves to a new renderer process, so each run
 *   starts cold, as a first visit does; without it, the runs share one warm renderer (its compiled
 *   scripts among them). The difference is what the header costs in this measurement.
 */
export const lighthousePages: LighthousePage[] = [
  { label: "home", route: "home" },
  { label: "location", route: "location" },
  { label: "news story", route: "newsStory" },
  { label: "job openings", route: "jobOpenings" },
  { label: "staff profile", route: "staffMember" },
  { label: "STAR events", route: "starEvents" },
  { label: "home, scripts blocked (floor)", route: "home", blockScripts: true },
  { label: "one paragraph, static (browser floor)", route: paragraphRoute },
  { label: "home without COOP", route: "home", withoutCoop: true },
  { label: "home without COOP, scripts blocked", route: "home", blockScripts: true, withoutCoop: true },
];

/** Requests Lighthouse fails when a row blocks the site's scripts. */
const scriptPatterns = ["*/assets/*.js"];

export interface LighthouseRow {
  page: string;
  path: string;
  scriptsBlocked: boolean;
  coopRemoved: boolean;
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
   * default 4× CPU slowdown assumes a high-end desktop (1500–2000); a slower host (under 1000) should
   * lower it, a faster one could raise it (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown").
   */
  benchmarkIndex: number;
}

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? "3");

/** Audits each page `runs` times (default mobile config: emulated Moto G, simulated slow 4G) and keeps each figure's median. */
export async function runLighthouse(base: string, port = Number(process.env.LIGHTHOUSE_PORT ?? "8864")) {
  const start = () =>
    launch({ chromePath: chromiumPath(), chromeFlags: [...chromiumArgs, "--headless=new"], port });
  // Everything set up here is taken down in the `finally` below, whatever fails on the way.
  const noCoop = await headerDroppingProxy(base, ["cross-origin-opener-policy"]);
  let paragraph: { path: string; remove: () => void } | undefined;
  let chrome: LaunchedChrome | undefined;
  /** One audit; on Lighthouse's "internal Chrome error" the browser is restarted and the audit retried (twice at most). */
  const audit = async (url: string, blockScripts: boolean) => {
    for (let attempt = 0; ; attempt++) {
      chrome ??= await start();
      const flags = { port: chrome.port, output: "json", logLevel: "error" } as const;
      const lhr = (
        await lighthouse(url, blockScripts ? { ...flags, blockedUrlPatterns: scriptPatterns } : flags)
      )?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      if (attempt === 2)
        throw new Error(`lighthouse on ${url}: ${lhr?.runtimeError?.message ?? "no result"}`);
      chrome.kill();
      chrome = undefined;
    }
  };
  const rows: LighthouseRow[] = [];
  try {
    paragraph = await serveStaticHtml(base, "bench-one-paragraph", paragraphPage);
    for (const { label, route, blockScripts = false, withoutCoop = false } of lighthousePages) {
      const path = route === paragraphRoute ? paragraph.path : examplePath(route);
      const samples: Omit<LighthouseRow, "page" | "path" | "scriptsBlocked" | "coopRemoved">[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${withoutCoop ? noCoop.url : base}${path}`, blockScripts);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcpMs: Math.round(metric("first-contentful-paint")),
          lcpMs: Math.round(metric("largest-contentful-paint")),
          tbtMs: Math.round(metric("total-blocking-time")),
          cls: Number(metric("cumulative-layout-shift").toFixed(3)),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      const pick = (k: keyof (typeof samples)[number]) => median(samples.map((s) => s[k]));
      rows.push({
        page: label,
        path,
        scriptsBlocked: blockScripts,
        coopRemoved: withoutCoop,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        benchmarkIndex: pick("benchmarkIndex"),
      });
    }
  } finally {
    chrome?.kill();
    paragraph?.remove();
    await noCoop.close();
  }
  return rows;
}

export function printLighthouse(rows: LighthouseRow[]) {
  console.log(
    `\nLighthouse ${runs > 1 ? `mobile, median of ${runs} runs` : "mobile, 1 run"} (default mobile config)`,
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
      CLS: r.cls,
      "CPU index": r.benchmarkIndex,
    })),
  );
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
