/**
 * @module `npm run bench` (security part): 10,000 generated requests against a real `wrangler dev`
 * worker whose CMS is a stand-in WordPress, then 60 s of load at 32 connections over 1,000+ distinct
 * URLs with the worker isolate's V8 heap read after warm-up and after the run. Exits 1 on any failure.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { routes } from "../../shared/routes.ts";
import { fuzz } from "../support/fuzz-requests.ts";
import { startStandInCms } from "../support/stand-in-cms.ts";
import { startWorker } from "../support/worker-process.ts";
import { connectInspector } from "./isolate-heap.ts";

const port = Number(process.env.SECURITY_BENCH_PORT ?? "8824");
const fuzzRuns = Number(process.env.BENCH_FUZZ_RUNS ?? "10000");
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? "60");
const loadConnections = 32;
/** The heap after the run may differ from the heap after warm-up by at most this fraction. */
const heapTolerance = 0.1;

process.env.NODE_ENV ??= "production";

/** 1,000+ distinct URLs: every page with unknown query parameters, searches, 404s, bad input, refusals. */
function loadPaths(): string[] {
  const paths: string[] = [];
  const examples = Object.values(routes)
    .map((r) => r.example)
    .filter((p) => !p.includes("SLUG"));
  for (let i = 0; i < 30; i++) for (const page of examples) paths.push(`${page}?utm_source=load&v=${i}`);
  for (let i = 0; i < 120; i++) {
    paths.push(`/search/clinic${i}/1`);
    paths.push(`/api/search?q=care${i}&page=0`);
    paths.push(`/no-such-page-${i}`);
    paths.push(`/news/story/Not_A_Slug!${i}`);
  }
  for (let i = 0; i < 40; i++) {
    paths.push(`/proxy?type=maps&key=AIzaSyNotTheSitesKey0000${String(i).padStart(4, "0")}`);
    paths.push(`/cms-service/wp-login.php?attempt=${i}`);
    paths.push(`/.well-known/security.txt?check=${i}`);
  }
  return paths;
}

async function load(site: string, paths: string[], seconds: number) {
  // One counter shared by every connection: the URLs are requested round-robin, all of them each lap.
  let next = 0;
  const requested = new Set<string>();
  const result = await autocannon({
    url: site,
    connections: loadConnections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const path = paths[next++ % paths.length] ?? "/";
          requested.add(path);
          return { ...request, path };
        },
      },
    ],
  });
  const fiveHundreds = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0);
  return {
    distinctUrls: requested.size,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    fiveHundreds,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
        code,
        (stat as { count: number }).count,
      ]),
    ),
  };
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const cms = await startStandInCms(port);
const run = "run-bench";
const site = await startWorker(
  port + 1,
  { CMS_ORIGIN: `${cms.url}/${run}`, OPS_TOKEN: "bench-ops-token-0123456789abcdef" },
  `.wrangler/state-${port + 1}`,
  undefined,
  ["--inspector-port", String(port + 2)],
);
let failed = false;
try {
  console.log(`fuzz: ${fuzzRuns} generated requests against ${site.url} (CMS: stand-in at ${cms.url})`);
  const started = Date.now();
  const fuzzed = await fuzz({
    runs: fuzzRuns,
    site: site.url,
    send: (request) => fetch(request, { redirect: "manual" }),
    seen: async () => cms.seen(run),
    concurrency: 8,
  });
  const fuzzSeconds = Math.round((Date.now() - started) / 1000);
  const fuzzCmsRequests = cms.seen(run).length;
  const fiveHundreds = Object.entries(fuzzed.statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `fuzz: ${fuzzed.cases} cases in ${fuzzSeconds} s (seed ${fuzzed.seed}), ${fiveHundreds} × 5xx, ${fuzzed.problems.length} problems, CMS saw ${fuzzCmsRequests} requests; statuses ${JSON.stringify(fuzzed.statuses)}`,
  );
  for (const problem of fuzzed.problems.slice(0, 20)) console.log(`  - ${problem}`);
  if (fuzzed.problems.length > 0) failed = true;

  const paths = loadPaths();
  console.log(`load: ${new Set(paths).size} distinct URLs, ${loadConnections} connections`);
  for (const path of paths) await (await fetch(`${site.url}${path}`)).arrayBuffer();
  await load(site.url, paths, 10);
  const inspector = await connectInspector(port + 2);
  const heapBefore = await inspector.heapAfterGc();
  const loaded = await load(site.url, paths, loadSeconds);
  const heapAfter = await inspector.heapAfterGc();
  inspector.close();
  const growth = (heapAfter - heapBefore) / heapBefore;
  console.log(
    `load: ${loaded.requests} requests over ${loaded.distinctUrls} distinct URLs in ${loadSeconds} s (${loaded.rps} req/s, p50 ${loaded.p50} ms, p99 ${loaded.p99} ms), ${loaded.errors} errors, ${loaded.timeouts} timeouts, ${loaded.fiveHundreds} × 5xx; statuses ${JSON.stringify(loaded.statuses)}`,
  );
  console.log(
    `heap: ${mb(heapBefore)} MB after warm-up, ${mb(heapAfter)} MB after the run (${(growth * 100).toFixed(1)} %, limit ±${heapTolerance * 100} %)`,
  );
  if (loaded.errors > 0 || loaded.fiveHundreds > 0 || Math.abs(growth) > heapTolerance) failed = true;
  if (loadSeconds >= 60 && loaded.distinctUrls < 1000) failed = true;

  mkdirSync("test/bench/results", { recursive: true });
  const file = `test/bench/results/security-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  const record = {
    fuzz: {
      ...fuzzed,
      problems: fuzzed.problems.slice(0, 50),
      seconds: fuzzSeconds,
      cmsRequests: cms.seen(run).length,
    },
    load: {
      ...loaded,
      seconds: loadSeconds,
      connections: loadConnections,
      distinctUrls: new Set(paths).size,
    },
    heap: { afterWarmUp: heapBefore, afterRun: heapAfter, growth },
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`written: ${file}`);
} finally {
  await site.stop();
  await cms.stop();
}
process.exit(failed ? 1 : 0);
