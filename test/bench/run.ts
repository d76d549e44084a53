/** @module `npm run bench`: throughput and latency of one running worker, as a table and as JSON. */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { startWorker } from "../support/worker-process.ts";

const port = 8811;
const duration = Number(process.env.BENCH_SECONDS ?? "5");
const connections = 8;
const opsToken = "bench-ops-token-0123456789abcdef";
/** A signed-in-looking request: the page cache is bypassed, so every request renders. */
const uncached = { authorization: "Bearer bench" };

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  ratio?: number;
}

async function measure(
  base: string,
  name: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  for (let i = 0; i < 20; i++) await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
  const result = await autocannon({ url: `${base}${path}`, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Time to the last byte of one request, and its X-Cache. */
async function timed(url: string): Promise<{ ms: number; cache: string | null }> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { ms: performance.now() - started, cache: res.headers.get("x-cache") };
}

/** Median single-request latency of a page right after purging it (MISS) and once cached (HIT). */
async function missVsHit(base: string, path: string, rounds = 15) {
  const miss: number[] = [];
  const hit: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await fetch(`${base}/__ops/purge`, {
      method: "POST",
      headers: { authorization: `Bearer ${opsToken}`, "content-type": "application/json" },
      body: JSON.stringify({ paths: [path] }),
    });
    const first = await timed(`${base}${path}`);
    if (first.cache !== "MISS") throw new Error(`${path}: expected MISS after purge, got ${first.cache}`);
    miss.push(first.ms);
    await new Promise((r) => setTimeout(r, 50));
    const second = await timed(`${base}${path}`);
    if (second.cache !== "HIT") throw new Error(`${path}: expected HIT, got ${second.cache}`);
    hit.push(second.ms);
  }
  return { path, missMs: Number(median(miss).toFixed(1)), hitMs: Number(median(hit).toFixed(1)) };
}

const worker = await startWorker(port, { OPS_TOKEN: opsToken });
try {
  const manifest = await (await fetch(`${worker.url}/`)).text();
  const asset = /href="(\/assets\/styles-[^"]+\.css)"/.exec(manifest)?.[1] ?? "/favicon.svg";
  const rows: Row[] = [];
  rows.push(await measure(worker.url, "static asset", asset));
  rows.push(await measure(worker.url, "home page, cached", "/"));
  rows.push(await measure(worker.url, "location page, cached", "/locations/main-street"));
  rows.push(await measure(worker.url, "news list, page 2, cached", "/news/2"));
  rows.push(await measure(worker.url, "search API", "/api/search?q=dental&page=0"));
  rows.push(await measure(worker.url, "home page, uncached render", "/", uncached));
  rows.push(await measure(worker.url, "location page, uncached render", "/locations/main-street", uncached));
  const latency = await missVsHit(worker.url, "/locations/main-street");
  const base = rows[0]!.rps;
  for (const row of rows) row.ratio = Number((row.rps / base).toFixed(2));
  console.log(
    `\nBenchmark: ${connections} connections, ${duration}s each, ${os.cpus().length} cores, ${new Date().toISOString()}`,
  );
  console.table(
    rows.map((r) => ({
      page: r.name,
      path: r.path,
      "req/s": r.rps,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "× static": r.ratio,
    })),
  );
  console.log(
    `Single requests to ${latency.path}: MISS (after a purge) ${latency.missMs} ms, HIT ${latency.hitMs} ms (medians).`,
  );
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/latest.json",
    `${JSON.stringify({ date: new Date().toISOString(), rows, latency }, null, 2)}\n`,
  );
} finally {
  await worker.stop();
}
