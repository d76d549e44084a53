/**
 * @module Issue 31's cost and scale table: measured per-event costs turned into monthly expectations for
 * 10 k, 1 M and 100 M page views a month over 300 locations, for the page tiers of decision 0044 (one render
 * per page per fresh window, worldwide) next to the old design (every location renders its own copy).
 *
 * Per-event costs come from the multi-location harness (test/support/locations): CMS calls and KV operations
 * (by key prefix) of a render, a location fill from the global copy and a refresh of a stale copy; workerd CPU
 * of a render and of an answer from memory (test/bench/workerd-cpu.ts), against one location; the page count
 * P is the number of `<loc>` in the sitemap.xml a location serves. Called by test/bench/run.ts after the
 * locations module; runs alone after `npm run build`: `node test/bench/scale.ts` (measures, a few minutes),
 * or `node test/bench/scale.ts --reuse` (the per-event costs of the newest test/bench/results/*.json that
 * has them). Alone, it writes test/bench/results/scale-<date>.json.
 *
 * The model (`scaleModel`), stated with every table: views spread evenly over pages and locations (the
 * conservative case: the most misses), Poisson arrivals. A stream of requests at rate λ whose first request
 * opens a window of F seconds, the next window opening at the first request after it closed (a renewal
 * process), has T / (F + 1/λ) windows in T seconds. With F = CACHE_FRESH_SECONDS:
 * - renders: one per page per window of the page's worldwide stream (rate V / (P·T)); each costs the
 *   measured CMS calls, KV writes (`lease:`, `page:`) and the KV reads beyond a fill's;
 * - location fills: one per page per location per window of that location's stream (rate V / (P·L·T)); each
 *   costs the measured KV reads of a fill and one Cache API put (a render's own location counts one too:
 *   conservative);
 * - Cache API matches: one per request not answered from isolate memory, that is one per page per location
 *   per window of 5 s (the memory tier's hot time);
 * - `cache:state` reads: one per location per window of 5 s of the location's stream (capped by requests);
 * - CPU: renders × render CPU + the other views × the CPU of an answer from memory (conservative for a Cache
 *   API or KV answer, which costs a little more, and for a refresh, which runs after the stale answer).
 * The old design: renders = location windows (every location renders its own copy), no global tier.
 * One isolate per location is assumed; more isolates read `cache:state` and miss memory more often.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  kvSettled,
  type Location,
  type Locations,
  pollUntil,
  startLocations,
  visit,
} from "../support/locations/index.ts";
import { pageExamples } from "../support/page-examples.ts";
import { manifest } from "./first-load.ts";
import { cpuPerRequest } from "./workerd-cpu.ts";

/** Seconds in a month: 30 days. */
export const monthSeconds = 30 * 24 * 3600;
/** The freshness of a copy in every tier (CACHE_FRESH_SECONDS's default, worker/env.ts). */
export const freshSeconds = 300;
/** How long an isolate answers a page from memory, and trusts the `cache:state` it read (worker/cache). */
export const memorySeconds = 5;
/** The page views a month of the table, and its number of locations. */
export const monthlyViews = [10_000, 1_000_000, 100_000_000] as const;
export const locationCount = 300;

/**
 * Cloudflare's published Workers prices, standard usage model, paid plan: Workers requests and CPU from
 * developers.cloudflare.com/workers/platform/pricing/, KV from developers.cloudflare.com/kv/platform/pricing/.
 * Beyond the plan's included amounts (10 M requests, 30 M CPU ms, 10 M KV reads, 1 M KV writes a month),
 * which the table does not subtract. Cache API operations are not billed.
 */
export const prices = {
  requestsPerMillionUsd: 0.3,
  cpuPerMillionMsUsd: 0.02,
  kvReadsPerMillionUsd: 0.5,
  kvWritesPerMillionUsd: 5.0,
} as const;

/** What one event costs, measured. KV figures leave out `cache:state` reads, which the model counts apart. */
export interface PerEventCosts {
  /** P: the pages of the site (`<loc>` in sitemap.xml). */
  pages: number;
  /** A render where no tier has the page (X-Cache: MISS). */
  render: { cmsCalls: number; kvReads: number; kvWrites: number };
  /** A location's first request for a page another location rendered (global tier). */
  fill: { kvReads: number; kvWrites: number };
  /** A stale copy served while its refresh runs (lease, render, page write). */
  refresh: { cmsCalls: number; kvReads: number; kvWrites: number };
  /**
   * workerd CPU ms of a render (cache bypassed) and of an answer from the cache, mean over the pages; and of
   * a static asset, for context: the fixed cost of a request under `wrangler dev` and the harness's KV bridge,
   * which the model does not subtract (conservative).
   */
  cpuMs: { render: number; hit: number; asset?: number };
}

export interface ScaleRow {
  views: number;
  locations: number;
  pages: number;
  design: "global tier" | "every location renders";
  renders: number;
  cmsRequests: number;
  locationFills: number;
  kvReads: number;
  kvWrites: number;
  cacheMatches: number;
  cachePuts: number;
  stateReads: number;
  cpuMs: number;
  /** US dollars a month at `prices`: Workers requests, CPU and KV. */
  usd: number;
}

/** Expected windows of F seconds in T seconds for a Poisson stream of `perSecond` (renewal: T / (F + 1/λ)). */
export const windows = (perSecond: number, windowSeconds: number, seconds = monthSeconds): number =>
  perSecond > 0 ? seconds / (windowSeconds + 1 / perSecond) : 0;

/** The monthly expectations for `views` a month over `locations` locations, both designs. */
export function scaleModel(
  costs: PerEventCosts,
  views: number,
  locations: number,
  seconds = monthSeconds,
): ScaleRow[] {
  const P = costs.pages;
  const perPage = views / P / seconds;
  const perPageLocation = perPage / locations;
  const perLocation = views / locations / seconds;
  const globalWindows = P * windows(perPage, freshSeconds, seconds);
  const locationWindows = P * locations * windows(perPageLocation, freshSeconds, seconds);
  const cacheMatches = P * locations * windows(perPageLocation, memorySeconds, seconds);
  const stateReads = locations * windows(perLocation, memorySeconds, seconds);
  // A render's cost: the costlier of a first render and a refresh, measure by measure (conservative).
  const render = {
    cmsCalls: Math.max(costs.render.cmsCalls, costs.refresh.cmsCalls),
    kvReads: Math.max(costs.render.kvReads, costs.refresh.kvReads),
    kvWrites: Math.max(costs.render.kvWrites, costs.refresh.kvWrites),
  };
  const usd = (kvReads: number, kvWrites: number, cpuMs: number) =>
    (views * prices.requestsPerMillionUsd +
      cpuMs * prices.cpuPerMillionMsUsd +
      kvReads * prices.kvReadsPerMillionUsd +
      kvWrites * prices.kvWritesPerMillionUsd) /
    1e6;
  const cpu = (renders: number) => renders * costs.cpuMs.render + (views - renders) * costs.cpuMs.hit;
  const base = { views, locations, pages: P, cacheMatches, stateReads };

  const kvReads =
    locationWindows * costs.fill.kvReads +
    globalWindows * Math.max(0, render.kvReads - costs.fill.kvReads) +
    stateReads;
  const kvWrites = locationWindows * costs.fill.kvWrites + globalWindows * render.kvWrites;
  const globalCpu = cpu(globalWindows);
  // The old design: no global tier, no leases; every location window renders, and `cache:state` is read the same.
  const oldCpu = cpu(locationWindows);
  return [
    {
      ...base,
      design: "global tier",
      renders: globalWindows,
      cmsRequests: globalWindows * render.cmsCalls,
      locationFills: locationWindows,
      kvReads,
      kvWrites,
      cachePuts: locationWindows,
      cpuMs: globalCpu,
      usd: usd(kvReads, kvWrites, globalCpu),
    },
    {
      ...base,
      design: "every location renders",
      renders: locationWindows,
      cmsRequests: locationWindows * render.cmsCalls,
      locationFills: 0,
      kvReads: stateReads,
      kvWrites: 0,
      cachePuts: locationWindows,
      cpuMs: oldCpu,
      usd: usd(stateReads, 0, oldCpu),
    },
  ];
}

/** Every row of the table: each of `monthlyViews` over `locationCount` locations, both designs. */
export const scaleTable = (costs: PerEventCosts): ScaleRow[] =>
  monthlyViews.flatMap((views) => scaleModel(costs, views, locationCount));

const compact = (n: number) =>
  n >= 1e9
    ? `${(n / 1e9).toFixed(2)} G`
    : n >= 1e6
      ? `${(n / 1e6).toFixed(2)} M`
      : n >= 1e3
        ? `${(n / 1e3).toFixed(1)} k`
        : n.toFixed(n < 10 ? 2 : 0);

/** The rows in test/bench/run.ts's budget table: one per traffic level, both designs in it (watched). */
export function scaleRows(costs: PerEventCosts) {
  return monthlyViews.map((views) => {
    const [now, old] = scaleModel(costs, views, locationCount);
    const both = (pick: (r: ScaleRow) => number) => `${compact(pick(now!))} (old ${compact(pick(old!))})`;
    return {
      budget: `a month of ${compact(views)} views over ${locationCount} locations, ${costs.pages} pages (model, even spread)`,
      measured:
        `renders ${both((r) => r.renders)}, CMS ${both((r) => r.cmsRequests)}, KV reads ${both((r) => r.kvReads)}, ` +
        `KV writes ${both((r) => r.kvWrites)}, Cache API ${compact(now!.cacheMatches)} matches / ${compact(now!.cachePuts)} puts, ` +
        `CPU ${both((r) => r.cpuMs / 1000)} s, $${now!.usd.toFixed(2)} (old $${old!.usd.toFixed(2)})`,
      limit: "watched, no budget",
      met: null,
    };
  });
}

/** The table as Markdown, for docs/performance.md. */
export function scaleMarkdown(costs: PerEventCosts): string {
  const lines = [
    "| Views / month | Design | Renders | CMS requests | Location fills | KV reads | KV writes | Cache API matches | Cache API puts | `cache:state` reads | CPU | $ / month |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const r of scaleTable(costs))
    lines.push(
      `| ${compact(r.views)} | ${r.design} | ${compact(r.renders)} | ${compact(r.cmsRequests)} | ${compact(r.locationFills)} | ` +
        `${compact(r.kvReads)} | ${compact(r.kvWrites)} | ${compact(r.cacheMatches)} | ${compact(r.cachePuts)} | ` +
        `${compact(r.stateReads)} | ${compact(r.cpuMs / 1000)} s | ${r.usd.toFixed(2)} |`,
    );
  return lines.join("\n");
}

/** The pages of the workload: every route's example, the 404 page aside (not a cached page). */
const workloadPaths = pageExamples.filter((p) => p.name !== "notFound").map((p) => p.path);
const identity = { "accept-encoding": "identity" };
/** A signed-in-looking request: the page cache is bypassed, so every request renders. */
const bypass = { authorization: "Bearer bench", ...identity };
/** How long a copy stays fresh in the harness's refresh measurement: a refresh within seconds. */
const harnessFreshSeconds = 2;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Operations the hub counted, without `cache:` (the state reads the model counts apart). */
function kvOps(counts: Record<string, { read: number; write: number; delete: number }>) {
  const entries = Object.entries(counts).filter(([prefix]) => prefix !== "cache:");
  return {
    kvReads: sum(entries.map(([, c]) => c.read)),
    kvWrites: sum(entries.map(([, c]) => c.write + c.delete)),
  };
}

/** The pages a location's sitemap.xml lists. */
async function sitemapPages(location: Location): Promise<number> {
  const xml = await (await fetch(`${location.url}/sitemap.xml`)).text();
  const count = xml.match(/<loc>/g)?.length ?? 0;
  if (count === 0) throw new Error(`${location.name}/sitemap.xml lists no <loc>`);
  return count;
}

/** Two fresh locations (a fresh hub, CMS and caches) with `vars`, for `use`. */
async function withLocations<T>(
  vars: Record<string, string>,
  use: (first: Location, second: Location, perPage: PerPage, harness: Locations) => Promise<T>,
): Promise<T> {
  const harness = await startLocations({ count: 2, vars });
  try {
    const settled = () => kvSettled(harness);
    const perPage: PerPage = async (paths, step) => {
      await settled();
      harness.kv.reset();
      harness.resetCms();
      for (const p of paths) await step(p);
      await settled();
      const ops = kvOps(harness.kv.counts().byPrefix);
      return {
        cmsCalls: harness.cmsRequests().length / paths.length,
        kvReads: ops.kvReads / paths.length,
        kvWrites: ops.kvWrites / paths.length,
      };
    };
    const [first, second] = harness.locations as [Location, Location];
    return await use(first, second, perPage, harness);
  } finally {
    await harness.stop();
  }
}

/** Runs `step` for every one of `paths`, KV and CMS counted from zero; the costs per path. */
type PerPage = (
  paths: string[],
  step: (path: string) => Promise<void>,
) => Promise<{ cmsCalls: number; kvReads: number; kvWrites: number }>;

async function expectCache(location: Location, p: string, cache: string) {
  const v = await visit(location, p, identity);
  if (v.status !== 200 || v.cache !== cache)
    throw new Error(`${location.name} ${p}: ${v.status} X-Cache ${v.cache}, not ${cache}`);
}

/**
 * Measures every per-event cost: renders, fills and CPU on two fresh locations with the production
 * freshness; refreshes on two more whose copies are fresh for `harnessFreshSeconds`.
 */
export async function measurePerEventCosts(): Promise<PerEventCosts> {
  const measured = await withLocations({}, async (first, second, perPage) => {
    const pages = await sitemapPages(first);
    const render = await perPage(workloadPaths, (p) => expectCache(first, p, "MISS"));
    const fill = await perPage(workloadPaths, (p) => expectCache(second, p, "HIT"));
    // CPU: every workerd of this process (the other location idle), serial requests per page: renders with
    // the page cache bypassed, then answers from the cache (memory, and the location's copy every 5 s).
    const renderCpu: number[] = [];
    const hitCpu: number[] = [];
    for (const p of workloadPaths) {
      renderCpu.push(await cpuPerRequest(first.url, process.pid, p, 40, bypass));
      hitCpu.push(await cpuPerRequest(first.url, process.pid, p, 200, identity));
    }
    const asset = await cpuPerRequest(
      first.url,
      process.pid,
      manifest.islands["nav-bar"] ?? "/favicon.svg",
      400,
      identity,
    );
    const n = workloadPaths.length;
    return {
      pages,
      render,
      fill: { kvReads: fill.kvReads, kvWrites: fill.kvWrites },
      cpuMs: { render: sum(renderCpu) / n, hit: sum(hitCpu) / n, asset },
    };
  });
  const refresh = await withLocations(
    { CACHE_FRESH_SECONDS: String(harnessFreshSeconds) },
    async (first, second, perPage, harness) => {
      await perPage(workloadPaths, (p) => expectCache(first, p, "MISS"));
      // Every global copy stale: the newest KV write is older than the freshness.
      const newestWrite = Math.max(
        ...harness.kv
          .log()
          .filter((e) => e.operation === "write")
          .map((e) => e.at),
      );
      await pollUntil(
        "the global copies going stale",
        () => (Date.now() > newestWrite + harnessFreshSeconds * 1000 ? true : undefined),
        10_000,
        100,
      );
      // The second location has no copy of its own: it finds the stale global copy, answers it and refreshes
      // it (lease, render, page write, location put); the first STALE answer of each page, counted.
      return perPage(workloadPaths, (p) =>
        pollUntil(
          `${p} stale in ${second.name}`,
          async () => ((await visit(second, p, identity)).cache === "STALE" ? true : undefined),
          60_000,
          250,
        ).then(() => undefined),
      );
    },
  );
  return { ...measured, refresh };
}

const resultsDir = "test/bench/results";

/** The per-event costs of the newest result file that has them (`scale.costs`), with its name. */
export function newestCosts(): { file: string; costs: PerEventCosts } | null {
  const files = readdirSync(resultsDir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => path.join(resultsDir, f));
  const dated = files
    .map((file) => {
      const json = JSON.parse(readFileSync(file, "utf8")) as {
        date?: string;
        scale?: { costs?: PerEventCosts };
      };
      return { file, date: json.date ?? "", costs: json.scale?.costs };
    })
    .filter((f): f is { file: string; date: string; costs: PerEventCosts } => f.costs !== undefined);
  return dated.sort((a, b) => b.date.localeCompare(a.date))[0] ?? null;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  // What is deployed: React's production build (wrangler dev bundles with NODE_ENV=development otherwise).
  process.env.NODE_ENV ??= "production";
  const reused = process.argv.includes("--reuse") ? newestCosts() : null;
  if (process.argv.includes("--reuse") && !reused)
    throw new Error(`no file in ${resultsDir} has scale.costs`);
  const costs = reused?.costs ?? (await measurePerEventCosts());
  const date = new Date().toISOString();
  console.log(reused ? `Per-event costs from ${reused.file}:` : "Per-event costs, measured:");
  console.log(JSON.stringify(costs, null, 2));
  console.log(
    `\nEvery location, one origin: a month (30 days) over ${locationCount} locations, ${costs.pages} pages, ` +
      `views spread evenly over pages and locations, Poisson arrivals, fresh ${freshSeconds} s, memory ${memorySeconds} s.`,
  );
  console.log(scaleMarkdown(costs));
  if (!reused) {
    mkdirSync(resultsDir, { recursive: true });
    const file = `${resultsDir}/scale-${date.slice(0, 19).replace(/:/g, "")}Z.json`;
    writeFileSync(
      file,
      `${JSON.stringify({ date, scale: { costs, prices, rows: scaleTable(costs) } }, null, 2)}\n`,
    );
    console.log(`Written to ${file}.`);
  }
}
