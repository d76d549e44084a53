/** @module Throughput and latency measurements against a running worker: autocannon rows and single-request timings. */
import autocannon from "autocannon";

export const connections = 8;
export const duration = Number(process.env.BENCH_SECONDS ?? "5");

export interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  ratio?: number;
  /** The X-Cache the warm-up saw (HIT, BYPASS…); null for non-pages. */
  cache?: string | null;
  /** Requests that got no answer within autocannon's 10 s limit. */
  timeouts?: number;
}

/** Warms the path up, checks its X-Cache when `expectCache` is given, then runs autocannon for `seconds` s. */
export async function measure(
  base: string,
  name: string,
  path: string,
  headers: Record<string, string> = {},
  expectCache?: string,
  seconds = duration,
): Promise<Row> {
  let cache: string | null = null;
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    cache = res.headers.get("x-cache");
  }
  if (expectCache && cache !== expectCache)
    throw new Error(`${path}: expected X-Cache ${expectCache}, got ${cache}`);
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cache,
    timeouts: result.timeouts,
  };
}

/** The middle value (the upper one of an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * One row from repeated runs of it: the median req/s and latencies, and as its ratio the median of
 * each run's req/s over the `base` run of the same round (neighbours in time share the machine's mood).
 */
export function medianRow(runs: Row[], base: Row[]): Row {
  const first = runs[0]!;
  return {
    ...first,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    ratio: Number(median(runs.map((r, i) => r.rps / (base[i]?.rps ?? Number.NaN))).toFixed(2)),
    timeouts: runs.reduce((sum, r) => sum + (r.timeouts ?? 0), 0),
  };
}

/** Time to the last byte of one request, and its X-Cache. */
async function timed(url: string): Promise<{ ms: number; cache: string | null }> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { ms: performance.now() - started, cache: res.headers.get("x-cache") };
}

export async function purge(base: string, opsToken: string, body: object) {
  const res = await fetch(`${base}/__ops/purge`, {
    method: "POST",
    headers: { authorization: `Bearer ${opsToken}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`purge answered ${res.status}`);
}

/** Median single-request latency of a page right after purging it (MISS) and once cached (HIT). */
export async function missVsHit(base: string, opsToken: string, path: string, rounds = 15) {
  const miss: number[] = [];
  const hit: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await purge(base, opsToken, { paths: [path] });
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
