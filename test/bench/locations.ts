/**
 * @module The locations' bench rows (issues 31 and 42), from the multi-location harness behind its Workers
 * Cache fake (test/support/locations): CMS calls per page over 1 and 3 locations for one fixed workload,
 * the first visit in a location that has not seen a page against a warm visit (time to last byte), KV
 * operations per thousand page views next to Workers KV's published prices and limits, and purge-to-fresh
 * (a content change and its tag purge until every location serves the new content). Called by
 * test/bench/run.ts (`npm run bench`); runs alone too, after `npm run build`: `node test/bench/locations.ts`.
 *
 * The workload, the same for every N: every page example once in each location, in turn (location 1
 * first, so the others find it rendered somewhere), then once more in each location (warm).
 */

import {
  edgePropagationMs,
  kvSettled,
  type Locations,
  pollUntil,
  startLocations,
  type Visit,
  visit,
} from "../support/locations/index.ts";
import type { KvLogEntry } from "../support/locations/kv-hub.ts";
import { pageExamples } from "../support/page-examples.ts";

/**
 * Workers KV's published prices and limits, from Cloudflare's pages "Cloudflare Workers KV pricing and
 * limits" (developers.cloudflare.com/kv/platform/pricing/ and /kv/platform/limits/), paid plan.
 */
export const kvPublished = {
  /** US dollars per million reads (beyond the plan's included 10 M a month). */
  readsPerMillionUsd: 0.5,
  /** US dollars per million writes (beyond the plan's included 1 M a month); deletes and lists cost the same. */
  writesPerMillionUsd: 5.0,
  /** Writes to one key, at most, per second. */
  writesPerSecondPerKey: 1,
  /** The largest value, in bytes (25 MiB). */
  maxValueBytes: 25 * 2 ** 20,
  /** The largest metadata of a key, in bytes (serialized JSON). */
  maxMetadataBytes: 1024,
} as const;

/** The pages of the workload: every route's example, the 404 page aside (not a cached page). */
const workloadPaths = pageExamples.filter((p) => p.name !== "notFound").map((p) => p.path);

export interface WorkloadFigures {
  locations: number;
  pages: number;
  pageViews: number;
  cmsCalls: number;
  cmsCallsPerPage: number;
  /** CMS calls by the location that made them. */
  cmsCallsByLocation: Record<string, number>;
  /** Runs of the Worker the edge made for the workload's pages, per page (1: the upper tier collapses). */
  rendersPerPage: number;
  /** The same runs by location. */
  rendersByLocation: Record<string, number>;
  kvReads: number;
  kvWrites: number;
  kvDeletes: number;
  kvLists: number;
  kvReadsPerThousandViews: number;
  kvWritesPerThousandViews: number;
  /** US dollars per million page views for KV operations at the published prices. */
  kvUsdPerMillionViews: number;
  /** The most writes one key had within one second. */
  mostWritesPerKeyPerSecond: number;
  largestValueBytes: number;
  /** Operations by key prefix (`page:`, `cache:`, …). */
  kvByPrefix: Record<string, { read: number; write: number; delete: number; list: number }>;
  /** Time to last byte of the first visit of a page in a location other than the first, in ms. */
  unseenLocationMs: number[];
  /** Time to last byte of the second visit of the page in the same locations, in ms. */
  warmMs: number[];
  /** Cf-Cache-Status of the first visits in the other locations, counted. */
  unseenLocationStates: Record<string, number>;
  /** A tag purge after a content change until each location serves the new content, in ms (3 locations only). */
  purgeToFreshMs?: number[];
}

export interface LocationsBench {
  oneLocation: WorkloadFigures;
  threeLocations: WorkloadFigures;
  /** median(unseen location) ÷ median(warm), over three locations. */
  unseenOverWarm: number;
  kvPublished: typeof kvPublished;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function mostWritesPerKeyPerSecond(log: KvLogEntry[]): number {
  const byKey = new Map<string, number[]>();
  for (const e of log) if (e.operation === "write") byKey.set(e.key, [...(byKey.get(e.key) ?? []), e.at]);
  let most = 0;
  for (const times of byKey.values())
    for (let i = 0; i < times.length; i++)
      most = Math.max(most, times.filter((t) => t >= times[i]! && t < times[i]! + 1000).length);
  return most;
}

const label = (v: Visit) => v.cache ?? "none";

const countBy = (names: string[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
};

/**
 * The editor changes a location's phone number and its change event purges the location's tag: the time
 * from the purge call until every location serves the new number. No render after the purge uses a CMS
 * answer read before it, in any isolate (worker/cms/memo.ts, decision 0060).
 */
async function purgeToFresh(harness: Locations): Promise<number[]> {
  const path = "/locations/main-street";
  for (const location of harness.locations) await visit(location, path);
  harness.rewriteCms("5035550142", "5035550199");
  try {
    const started = performance.now();
    const purge = await harness.purge(harness.locations[0]!, { tags: ["locations:main-street"] });
    if (purge.status !== 200) throw new Error(`the purge answered ${purge.status}: ${purge.body}`);
    return await Promise.all(
      harness.locations.map(async (location) => {
        // Not fresh within 30 s counts as never (the row is not met), rather than ending the bench.
        const fresh = await pollUntil(
          `${location.name} serving the new phone number`,
          async () => ((await visit(location, path)).body.includes("555-0199") ? true : undefined),
          30_000,
          20,
        ).catch(() => null);
        return fresh ? performance.now() - started : Number.POSITIVE_INFINITY;
      }),
    );
  } finally {
    harness.rewriteCms("5035550142", null);
  }
}

/** The workload on `count` fresh locations (a fresh hub, CMS and caches). */
async function runWorkload(count: number): Promise<WorkloadFigures> {
  const harness = await startLocations({ count });
  try {
    harness.kv.reset();
    harness.resetCms();
    const unseen: Visit[] = [];
    const warm: Visit[] = [];
    let views = 0;
    for (const path of workloadPaths)
      for (const [i, location] of harness.locations.entries()) {
        const v = await visit(location, path);
        views += 1;
        if (v.status !== 200) throw new Error(`${location.name} ${path}: ${v.status}`);
        if (i > 0) unseen.push(v);
      }
    for (const path of workloadPaths)
      for (const [i, location] of harness.locations.entries()) {
        const v = await visit(location, path);
        views += 1;
        if (v.status !== 200) throw new Error(`${location.name} ${path}: ${v.status}`);
        if (i > 0) warm.push(v);
      }
    await kvSettled(harness);
    const { total, byPrefix } = harness.kv.counts();
    const log = harness.kv.log();
    const cmsRequests = harness.cmsRequests();
    const cmsCalls = cmsRequests.length;
    const pagePaths = new Set(workloadPaths.map((p) => new URL(p, "http://site").pathname));
    const renders = (harness.edge?.runLog ?? []).filter((run) => pagePaths.has(run.path));
    const perThousand = (n: number) => (n * 1000) / views;
    const states: Record<string, number> = {};
    for (const v of unseen) states[label(v)] = (states[label(v)] ?? 0) + 1;
    return {
      locations: count,
      pages: workloadPaths.length,
      pageViews: views,
      cmsCalls,
      cmsCallsPerPage: cmsCalls / workloadPaths.length,
      cmsCallsByLocation: countBy(cmsRequests.map((r) => r.location)),
      rendersPerPage: renders.length / workloadPaths.length,
      rendersByLocation: countBy(renders.map((run) => run.location)),
      kvReads: total.read,
      kvWrites: total.write,
      kvDeletes: total.delete,
      kvLists: total.list,
      kvReadsPerThousandViews: perThousand(total.read),
      kvWritesPerThousandViews: perThousand(total.write),
      kvUsdPerMillionViews:
        (total.read / views) * kvPublished.readsPerMillionUsd +
        ((total.write + total.delete + total.list) / views) * kvPublished.writesPerMillionUsd,
      mostWritesPerKeyPerSecond: mostWritesPerKeyPerSecond(log),
      largestValueBytes: Math.max(0, ...log.map((e) => e.bytes ?? 0)),
      kvByPrefix: byPrefix,
      unseenLocationMs: unseen.map((v) => v.ms),
      warmMs: warm.map((v) => v.ms),
      unseenLocationStates: states,
      ...(count > 1 ? { purgeToFreshMs: await purgeToFresh(harness) } : {}),
    };
  } finally {
    await harness.stop();
  }
}

/** Runs the workload over one location, then over three. */
export async function benchLocations(): Promise<LocationsBench> {
  const oneLocation = await runWorkload(1);
  const threeLocations = await runWorkload(3);
  return {
    oneLocation,
    threeLocations,
    unseenOverWarm: median(threeLocations.unseenLocationMs) / median(threeLocations.warmMs),
    kvPublished,
  };
}

/** One line of the bench's budget table (test/bench/run.ts); `met` is null for a figure that is watched. */
export interface LocationsRow {
  budget: string;
  measured: string;
  limit: string;
  met: boolean | null;
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

export function locationsRows(b: LocationsBench): LocationsRow[] {
  const one = b.oneLocation;
  const three = b.threeLocations;
  const size = (n: number) =>
    n >= 2 ** 20 ? `${(n / 2 ** 20).toFixed(1)} MiB` : `${(n / 2 ** 10).toFixed(1)} KiB`;
  return [
    {
      budget:
        "renders per page, 1 → 3 locations (every page once in each, then again; the edge's runs of the Worker)",
      measured: `${fixed(one.rendersPerPage, 2)} → ${fixed(three.rendersPerPage, 2)} (${Object.entries(
        three.rendersByLocation,
      )
        .map(([l, n]) => `${l} ${n}`)
        .join(", ")})`,
      limit: "1 whatever N (the upper tier collapses)",
      met: one.rendersPerPage === 1 && three.rendersPerPage === 1,
    },
    {
      budget: "CMS calls per page, 1 → 3 locations (every page once in each, then again)",
      measured: `${fixed(one.cmsCallsPerPage)} → ${fixed(three.cmsCallsPerPage)} (${Object.entries(
        three.cmsCallsByLocation,
      )
        .map(([l, n]) => `${l} ${n}`)
        .join(", ")})`,
      limit: "does not grow with N (3 locations ≤ 1 location)",
      met: three.cmsCallsPerPage <= one.cmsCallsPerPage,
    },
    {
      budget: "first visit in a location that has not seen the page ÷ warm visit (TTLB, median, 3 locations)",
      measured: `${fixed(b.unseenOverWarm, 2)} (${Math.round(median(three.unseenLocationMs))} ms ÷ ${Math.round(median(three.warmMs))} ms; first visits ${Object.entries(
        three.unseenLocationStates,
      )
        .map(([s, n]) => `${s} ${n}`)
        .join(", ")})`,
      limit: "watched, no budget",
      met: null,
    },
    {
      budget: "KV reads / writes per 1000 page views, 1 → 3 locations",
      measured: `${fixed(one.kvReadsPerThousandViews)} / ${fixed(one.kvWritesPerThousandViews)} → ${fixed(three.kvReadsPerThousandViews)} / ${fixed(three.kvWritesPerThousandViews)} = $${fixed(three.kvUsdPerMillionViews, 2)} per million views`,
      limit: `watched; KV reads $${kvPublished.readsPerMillionUsd.toFixed(2)}/M, writes $${kvPublished.writesPerMillionUsd.toFixed(2)}/M`,
      met: null,
    },
    {
      budget:
        "purge-to-fresh: a content change's tag purge until every location serves it (3 locations, slowest)",
      measured: `${Math.round(Math.max(...(three.purgeToFreshMs ?? [Number.NaN])))} ms (${(three.purgeToFreshMs ?? []).map((ms) => Math.round(ms)).join(", ")}; edge propagation ${edgePropagationMs} ms)`,
      limit: "≤ 2000 ms (issue 42)",
      met: Math.max(...(three.purgeToFreshMs ?? [Number.POSITIVE_INFINITY])) <= 2000,
    },
    {
      budget: "KV writes to one key within a second, most (3 locations)",
      measured: String(three.mostWritesPerKeyPerSecond),
      limit: `≤ ${kvPublished.writesPerSecondPerKey} (KV's limit per key)`,
      met: three.mostWritesPerKeyPerSecond <= kvPublished.writesPerSecondPerKey,
    },
    {
      budget: "largest KV value written (3 locations)",
      measured: size(three.largestValueBytes),
      limit: `≤ ${size(kvPublished.maxValueBytes)} (KV's value limit; metadata ≤ ${kvPublished.maxMetadataBytes} B)`,
      met: three.largestValueBytes <= kvPublished.maxValueBytes,
    },
  ];
}

if (process.argv[1] && import.meta.filename === (await import("node:path")).resolve(process.argv[1])) {
  // What is deployed: React's production build (wrangler dev bundles with NODE_ENV=development otherwise).
  process.env.NODE_ENV ??= "production";
  const result = await benchLocations();
  console.table(
    locationsRows(result).map((r) => ({
      ...r,
      result: r.met === null ? "watch" : r.met ? "met" : "NOT MET",
    })),
  );
  const { unseenLocationMs: _u1, warmMs: _w1, ...one } = result.oneLocation;
  const { unseenLocationMs: _u3, warmMs: _w3, ...three } = result.threeLocations;
  const json = JSON.stringify(
    { oneLocation: one, threeLocations: three, unseenOverWarm: result.unseenOverWarm },
    null,
    2,
  );
  console.log(json);
  const { mkdirSync, writeFileSync } = await import("node:fs");
  mkdirSync("test/bench/results", { recursive: true });
  const file = `test/bench/results/locations-${new Date().toISOString().slice(0, 19).replace(/:/g, "")}Z.json`;
  writeFileSync(file, `${json}\n`);
  console.log(`Written to ${file}.`);
}
