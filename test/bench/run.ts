/** @module `npm run bench`: throughput and latency of one running worker, as a table and as JSON. */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { startWorker } from "../support/worker-process.ts";

const port = 8811;
const duration = Number(process.env.BENCH_SECONDS ?? "5");
const connections = 8;

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  ratio?: number;
}

async function measure(base: string, name: string, path: string): Promise<Row> {
  for (let i = 0; i < 20; i++) await (await fetch(`${base}${path}`)).arrayBuffer();
  const result = await autocannon({ url: `${base}${path}`, connections, duration });
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

const worker = await startWorker(port);
try {
  const manifest = await (await fetch(`${worker.url}/`)).text();
  const asset = /href="(\/assets\/styles-[^"]+\.css)"/.exec(manifest)?.[1] ?? "/favicon.svg";
  const rows: Row[] = [];
  rows.push(await measure(worker.url, "static asset", asset));
  rows.push(await measure(worker.url, "home page", "/"));
  rows.push(await measure(worker.url, "location page", "/locations/main-street"));
  rows.push(await measure(worker.url, "news list, page 2", "/news/2"));
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
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/latest.json",
    `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
  );
} finally {
  await worker.stop();
}
