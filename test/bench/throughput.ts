/** @module Throughput and latency measurements against a running worker: autocannon rows. */
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
  /** The Cf-Cache-Status the warm-up saw (null with no Workers Cache in front, as under `wrangler dev`). */
  cache?: string | null;
  /** Requests that got no answer within autocannon's 10 s limit. */
  timeouts?: number;
}

/** Warms the path up, checks its Cf-Cache-Status when `expectCache` is given, then runs autocannon for `seconds` s. */
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
    cache = res.headers.get("cf-cache-status");
  }
  if (expectCache && cache !== expectCache)
    throw new Error(`${path}: expected Cf-Cache-Status ${expectCache}, got ${cache}`);
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
