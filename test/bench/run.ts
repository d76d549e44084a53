/** @module `npm run bench`: one worker, one table — throughput, miss latency, worker CPU, first-load bytes, Lighthouse — plus JSON. */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { ensureChromium } from "../support/chromium.ts";
import { pageExamples } from "../support/page-examples.ts";
import { startDemoCms, startWorker } from "../support/worker-process.ts";
import { type FirstLoad, firstLoad, manifest } from "./first-load.ts";
import { type LighthouseRow, printLighthouse, runLighthouse } from "./lighthouse.ts";
import { serveStaticHtml } from "./static-file.ts";
import {
  connections,
  duration,
  measure,
  median,
  medianRow,
  missVsHit,
  purge,
  type Row,
} from "./throughput.ts";
import { cpuPerRequest } from "./workerd-cpu.ts";

const port = Number(process.env.BENCH_PORT ?? "8811");
const opsToken = "bench-ops-token-0123456789abcdef";
/** A signed-in-looking request: the page cache is bypassed (X-Cache: BYPASS), so every request renders. */
const uncached = { authorization: "Bearer bench" };
const cpuRequests = Number(process.env.BENCH_CPU_REQUESTS ?? "300");
/** Interleaved render/asset CPU samples; the figures are their medians. */
const cpuPairCount = Number(process.env.BENCH_CPU_PAIRS ?? "3");
/**
 * Rounds of the static, cached and search rows, run in turn so each ratio compares neighbours in time,
 * and the seconds of each: this machine's speed drifts within minutes, and many short rounds give
 * steadier ratios than a few long ones (3 rounds of 4 s once put `/robots.txt` at 1.41 × static).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? "8");
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? "2");
/**
 * CPU rows ask for an uncompressed answer: on Cloudflare the edge compresses a Worker's response
 * after the Worker is done (outside its CPU time), while locally workerd gzips in the same process.
 */
const identity = { "accept-encoding": "identity" };
const uncachedIdentity = { ...uncached, ...identity };
const pages = pageExamples.filter((p) => p.name !== "notFound");
/**
 * The site's cached home page as a visitor gets it (a HIT), uncompressed: autocannon asks for no
 * compression, so workerd sends the page as it is. Its bytes are both the static copy and the page
 * the ceiling worker answers.
 */
async function cachedHomePage(site: string): Promise<{ body: ArrayBuffer; headers: [string, string][] }> {
  for (let i = 0; i < 20; i++) {
    const page = await fetch(`${site}/`, { headers: { "accept-encoding": "identity" } });
    const body = await page.arrayBuffer();
    if (page.headers.get("x-cache") === "HIT") {
      const headers = [...page.headers].filter(
        ([name]) => name !== "content-length" && name !== "content-encoding",
      );
      return { body, headers };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("/: never answered from the page cache (X-Cache: HIT)");
}

/** Gives the ceiling worker the page it answers. */
async function storeCeilingPage(
  ceilingUrl: string,
  page: { body: ArrayBuffer; headers: [string, string][] },
) {
  const stored = await fetch(`${ceilingUrl}/__ceiling`, {
    method: "PUT",
    headers: { "x-ceiling-headers": JSON.stringify(page.headers) },
    body: page.body,
  });
  if (stored.status !== 204) throw new Error(`the ceiling worker did not take the page: ${stored.status}`);
}

/** The ceiling is only a ceiling if the platform routes its requests as the site's: same worker-first rules. */
const ceilingConfig = "test/bench/ceiling/wrangler.toml";
const workerFirst = (file: string) => readFileSync(file, "utf8").match(/^run_worker_first = .*$/m)?.[0];
if (workerFirst(ceilingConfig) !== workerFirst("wrangler.toml"))
  throw new Error(`${ceilingConfig}: run_worker_first must be the same as in wrangler.toml`);

// Lighthouse drives Debian's Chromium: install it (as root) or say how, before any worker starts.
if (process.env.BENCH_LIGHTHOUSE !== "0") ensureChromium();
// `wrangler dev` bundles the worker with NODE_ENV=development (React's slow dev build) unless NODE_ENV is set;
// the benchmark measures what is deployed, so it asks for the production build.
process.env.NODE_ENV ??= "production";
// The CMS runs as its own worker (the demo CMS over HTTP, as WordPress would be), so the site worker's
// CPU figures are the site's own work: fetching and checking CMS data, rendering, caching.
const cms = await startDemoCms(port + 1);
const worker = await startWorker(port, { OPS_TOKEN: opsToken, CMS_ORIGIN: cms.url });
// The same site with CMS answers never shared between renders, for the CPU of a render that asks the CMS for everything.
const unshared = await startWorker(
  port + 2,
  { OPS_TOKEN: opsToken, CMS_ORIGIN: cms.url, CMS_MEMO_SECONDS: "0" },
  `.wrangler/state-${port + 2}`,
);
// A worker that only answers the cached home page from memory (test/bench/ceiling): the most any
// cached page can reach under this `wrangler dev` on this machine.
const ceiling = await startWorker(port + 3, {}, `.wrangler/state-${port + 3}`, ceilingConfig);
/**
 * The cached home page's own bytes as a static file, answered by the asset server with no worker: the
 * row that separates what `wrangler dev`'s proxy costs any HTML answer (it rewrites every `text/html`
 * response to add its live-reload script) from what the worker's cache path costs.
 */
let removeStaticCopy = () => {};
try {
  const home = await cachedHomePage(worker.url);
  const staticCopy = await serveStaticHtml(
    worker.url,
    "bench-home-copy",
    new TextDecoder().decode(home.body),
  );
  removeStaticCopy = staticCopy.remove;
  await storeCeilingPage(ceiling.url, home);
  // The static row: the nav bar's island chunk, a hashed file every visitor loads (the stylesheet is inlined).
  const asset = manifest.islands["nav-bar"] ?? "/favicon.svg";
  const repeated: [string, string, string?, string?][] = [
    ["static asset", asset],
    ["home page, cached", "/", "HIT"],
    ["home page as a static file (same bytes, no worker)", staticCopy.path],
    // The ceiling: the same bytes and headers answered from memory by a worker that does nothing else.
    ["home page from a do-nothing worker (ceiling)", "/", undefined, ceiling.url],
    ["location page, cached", "/locations/main-street", "HIT"],
    ["search API", "/api/search?q=dental&page=0"],
    // The floor for anything the worker answers: a route that only returns a short constant text.
    ["worker floor (robots.txt)", "/robots.txt"],
  ];
  const samples: Row[][] = repeated.map(() => []);
  for (let round = 0; round < rounds; round++)
    for (const [i, [name, path, cache, base]] of repeated.entries())
      samples[i]!.push(await measure(base ?? worker.url, name, path, {}, cache, roundSeconds));
  const rows: Row[] = samples.map((runs) => medianRow(runs, samples[0]!));
  /** The cached home page over its own bytes served as a static file, median of the rounds' ratios. */
  const cachedVsCopy = medianRow(samples[1]!, samples[2]!).ratio;
  /** The cached home page over the do-nothing worker's answer of the same page: the share the site's own work leaves. */
  const cachedVsCeiling = medianRow(samples[1]!, samples[3]!).ratio;
  const base = rows[0]!.rps;
  for (const p of pages) {
    const row = await measure(worker.url, `${p.name}, uncached`, p.path, uncached, "BYPASS");
    rows.push({ ...row, ratio: Number((row.rps / base).toFixed(2)) });
  }

  const heaviest = rows.filter((r) => r.name.endsWith(", uncached")).sort((a, b) => a.rps - b.rps)[0]!;
  const latency = await missVsHit(worker.url, opsToken, heaviest.path);
  // CPU: workerd's user+system ticks around N serial renders of the heaviest page (cache bypassed), and
  // around N serial static-asset requests for the fixed per-request cost of the same path through workerd.
  // Measured in interleaved pairs and reported as medians, so one busy spell of the machine (which
  // once put a single pair 2 ms above the others) does not decide the figure.
  const cpuPairs: { render: number; asset: number }[] = [];
  for (let i = 0; i < cpuPairCount; i++)
    cpuPairs.push({
      render: await cpuPerRequest(worker.url, worker.pid, heaviest.path, cpuRequests, uncachedIdentity),
      asset: await cpuPerRequest(worker.url, worker.pid, asset, cpuRequests, identity),
    });
  const cpuRender = median(cpuPairs.map((p) => p.render));
  const cpuAsset = median(cpuPairs.map((p) => p.asset));
  const cpuRenderMinusAsset = median(cpuPairs.map((p) => p.render - p.asset)).toFixed(2);
  const cpuUnshared = await cpuPerRequest(
    unshared.url,
    unshared.pid,
    heaviest.path,
    cpuRequests,
    uncachedIdentity,
  );
  await purge(worker.url, opsToken, { paths: [heaviest.path] });

  const bytes: (FirstLoad & { page: string; path: string })[] = [];
  for (const p of pageExamples) {
    const html = await (await fetch(`${worker.url}${p.path}`)).text();
    bytes.push({ page: p.name, path: p.path, ...firstLoad(html) });
  }

  const date = new Date().toISOString();
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0]?.toFixed(1)}`;
  console.log(
    `\nBenchmark ${date} on ${machine}; autocannon ${connections} connections; ` +
      `the first ${repeated.length} rows are medians of ${rounds} rounds of ${roundSeconds} s run in turn (× static: median of the rounds' ratios), ` +
      `the other rows ${duration} s each`,
  );
  console.table(
    rows.map((r) => ({
      page: r.name,
      path: r.path,
      "req/s": r.rps,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "× static": r.ratio,
      "X-Cache": r.cache ?? "",
      timeouts: r.timeouts ?? 0,
    })),
  );
  console.log(
    `Cached home page ÷ the same bytes as a static file: ${cachedVsCopy}; ÷ the do-nothing worker's answer: ${cachedVsCeiling} (medians of the rounds' ratios).\n` +
      `Uncached rows send an Authorization header, which the HTML cache bypasses: every request renders (KV common data stays warm).\n` +
      `Heaviest page ${heaviest.path}: single request after a purge (MISS) ${latency.missMs} ms, then HIT ${latency.hitMs} ms (medians of 15).\n` +
      `Site worker CPU per request (its workerd's user+system CPU from /proc over ${cpuRequests} serial requests, 10 ms ticks, uncompressed answers; the demo CMS runs in another worker):\n` +
      `  render of ${heaviest.path}: ${cpuRender} ms; static asset for comparison: ${cpuAsset} ms; render minus asset: ${cpuRenderMinusAsset} ms ` +
      `(medians of ${cpuPairCount} interleaved pair${cpuPairCount === 1 ? "" : "s"}: ${cpuPairs.map((p) => `${p.render} − ${p.asset}`).join(", ")})\n` +
      `  render of ${heaviest.path} asking the CMS for everything (CMS_MEMO_SECONDS=0): ${cpuUnshared} ms; minus asset: ${(cpuUnshared - cpuAsset).toFixed(2)} ms`,
  );
  console.log(
    "\nFirst load per page type (gzip bytes; JS = entry, modulepreloads, load-time islands and their static imports)",
  );
  console.table(
    bytes.map((b) => ({
      page: b.page,
      path: b.path,
      "HTML gz": b.htmlGzip,
      "JS gz": b.jsGzip,
      "JS files": b.jsFiles,
      "CSS gz": b.cssGzip,
    })),
  );

  let lighthouse: LighthouseRow[] = [];
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    lighthouse = await runLighthouse(worker.url);
    printLighthouse(lighthouse);
  }
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/latest.json",
    `${JSON.stringify({ date, machine, connections, duration, rows, cachedVsCopy, cachedVsCeiling, latency, rounds, roundSeconds, cpu: { path: heaviest.path, renderMs: cpuRender, renderMinusAssetMs: Number(cpuRenderMinusAsset), pairs: cpuPairs, unsharedRenderMs: cpuUnshared, assetMs: cpuAsset, requests: cpuRequests }, firstLoad: bytes, lighthouse }, null, 2)}\n`,
  );
} finally {
  removeStaticCopy();
  await worker.stop();
  await unshared.stop();
  await ceiling.stop();
  await cms.stop();
}
