/**
 * @module The multi-location harness (issue 31): N locations of the site side by side, each a `wrangler dev`
 * process of its own (its own Cache API, isolate memory, queues, D1 and persist directory), all sharing
 * one KV namespace through the hub (kv-hub.ts), in front of one counting stand-in WordPress, and behind
 * one Workers Cache (edge-front.ts: the documented rules, a lower tier per location, one upper tier, purges
 * that reach every tier in about a second) unless `edge: false` asks for `wrangler dev` as it is. Each location
 * reads the CMS under its own run (`<cms>/<location name>`), so the CMS's log says which location asked.
 * Every location has the same SITE_URL, as every Cloudflare location serves the one site, and runs with
 * production's variables (ENVIRONMENT=production): locally the page cache's build id changes with every
 * isolate, so locations would never share a page; in production every location has the same build's.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "smol-toml";
import { freePort } from "../free-port.ts";
import { type Outage, type SeenRequest, type StandInCms, startStandInCms } from "../stand-in-cms.ts";
import { type RunningWorker, startWorker } from "../worker-process.ts";
import type { EdgeNetwork } from "../workers-cache/edge.ts";
import { startHarnessEdge } from "./edge-front.ts";
import { type KvHub, startKvHub } from "./kv-hub.ts";

/** The entry every location runs: the site with its CACHE namespace in the hub. */
export const locationEntry = "test/locations-worker/index.ts";
export const harnessOpsToken = "locations-harness-ops-token-0123456789";
/** The one origin every location serves (SITE_URL: page cache keys, links). */
export const harnessSiteUrl = "https://www.clinic.test";

/** `[env.production.vars]` of wrangler.toml: what every deployed location runs with. */
function productionVars(): Record<string, string> {
  const toml = parse(readFileSync("wrangler.toml", "utf8"));
  const env = toml.env;
  const production = env && typeof env === "object" && "production" in env ? env.production : null;
  const vars = production && typeof production === "object" && "vars" in production ? production.vars : null;
  if (!vars || typeof vars !== "object") throw new Error("wrangler.toml has no [env.production.vars]");
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, String(value)]));
}

export interface Location {
  /** `location-1`, `location-2`, …: also its CMS run and its name in the hub's counters. */
  name: string;
  /** Where visitors reach it: its edge front (the location's `wrangler dev` itself with `edge: false`). */
  url: string;
  /** The location's `wrangler dev`, with no edge before it. */
  workerUrl: string;
  /** Its own persist directory: its Cache API, D1 and local KV (the site's CACHE is not there). */
  persistTo: string;
}

export interface Locations {
  locations: Location[];
  cms: StandInCms;
  kv: KvHub;
  /** The Workers Cache fake in front of every location (null with `edge: false`). */
  edge: EdgeNetwork | null;
  /** Every CMS request of every location since the start (or the last `resetCms`), with who asked. */
  cmsRequests(): (SeenRequest & { location: string })[];
  /** Forgets the CMS requests seen so far (the CMS's own log is kept; this only moves the start mark). */
  resetCms(): void;
  /** An editor's change in WordPress, for every location: each `from` in a content answer becomes `to`. */
  rewriteCms(from: string, to: string | null): void;
  /** Takes the CMS down for every location ("503" or "refuse"), or brings it back (null). */
  cmsOutage(mode: Outage | null): void;
  /** `POST /__ops/purge` through `location` with the harness's ops token; the answer's status and body. */
  purge(location: Location, body: unknown): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

export interface LocationsOptions {
  /** How many locations (default 3). */
  count?: number;
  /** More `--var`s for every location. */
  vars?: Record<string, string>;
  /** Workers Cache in front of every location (default true); false: every request renders. */
  edge?: boolean;
}

/**
 * How long a purge takes to reach every tier of the harness's edge: Workers Cache "purges or invalidates
 * by tag or path prefix globally in about a second" (issue 42).
 */
export const edgePropagationMs = 1000;

/** Starts one location; on another free port when the one it had was taken meanwhile (by another location's workerd). */
async function startLocation(name: string, vars: Record<string, string>, persistTo: string) {
  let lastError: unknown;
  for (let attempt = 1; attempt <= 4; attempt++) {
    try {
      return await startWorker(await freePort(), vars, persistTo, undefined, [locationEntry]);
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(
    `${name} did not start: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
  );
}

/**
 * Starts the hub, the counting CMS and `count` locations in parallel. Fails naming every part that did
 * not start, after stopping the parts that did.
 */
export async function startLocations(options: LocationsOptions = {}): Promise<Locations> {
  const count = options.count ?? 3;
  const production = productionVars();
  const stateRoot = mkdtempSync(path.join(os.tmpdir(), "clinic-locations-"));
  const stoppers: (() => Promise<void>)[] = [async () => rmSync(stateRoot, { recursive: true, force: true })];
  const stopAll = async () => {
    const results = await Promise.allSettled(stoppers.reverse().map((stop) => stop()));
    const failed = results.filter((r) => r.status === "rejected");
    if (failed.length)
      throw new AggregateError(
        failed.map((r) => r.reason),
        "the harness did not stop cleanly",
      );
  };
  const names = Array.from({ length: count }, (_, i) => `location-${i + 1}`);
  try {
    const kv = await startKvHub().catch((error: unknown) => {
      throw new Error(`the KV hub did not start: ${error instanceof Error ? error.message : String(error)}`);
    });
    stoppers.push(kv.stop);
    const cms = await startStandInCms().catch((error: unknown) => {
      throw new Error(
        `the stand-in CMS did not start: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    stoppers.push(cms.stop);
    const harnessEdge =
      options.edge === false ? null : await startHarnessEdge({ propagationMs: edgePropagationMs });
    if (harnessEdge) stoppers.push(harnessEdge.stop);
    const started = await Promise.allSettled(
      names.map((name) =>
        startLocation(
          name,
          {
            ...production,
            CMS_ORIGIN: `${cms.url}/${name}`,
            OPS_TOKEN: harnessOpsToken,
            SITE_URL: harnessSiteUrl,
            KV_BRIDGE: kv.url,
            LOCATION_NAME: name,
            ...(harnessEdge ? { EDGE_BRIDGE: harnessEdge.bridgeUrl } : {}),
            ...options.vars,
          },
          path.join(stateRoot, name),
        ),
      ),
    );
    const workers: RunningWorker[] = [];
    const failures: string[] = [];
    for (const result of started) {
      if (result.status === "fulfilled") {
        workers.push(result.value);
        stoppers.push(result.value.stop);
      } else failures.push(result.reason instanceof Error ? result.reason.message : String(result.reason));
    }
    if (failures.length) throw new Error(`the multi-location harness did not start: ${failures.join("; ")}`);
    const locations = await Promise.all(
      names.map(async (name, i) => ({
        name,
        url: harnessEdge ? await harnessEdge.front(name, workers[i]!.url) : workers[i]!.url,
        workerUrl: workers[i]!.url,
        persistTo: path.join(stateRoot, name),
      })),
    );
    const marks = new Map<string, number>();
    return {
      locations,
      cms,
      kv,
      edge: harnessEdge?.network ?? null,
      cmsRequests: () =>
        names.flatMap((name) =>
          cms
            .seen(name)
            .slice(marks.get(name) ?? 0)
            .map((seen) => ({ ...seen, location: name })),
        ),
      resetCms: () => {
        for (const name of names) marks.set(name, cms.seen(name).length);
      },
      rewriteCms: (from, to) => {
        for (const name of names) cms.rewrite(name, from, to);
      },
      cmsOutage: (mode) => {
        for (const name of names) cms.outage(name, mode);
      },
      purge: async (location, body) => {
        const response = await fetch(`${location.url}/__ops/purge`, {
          method: "POST",
          headers: { authorization: `Bearer ${harnessOpsToken}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.text() };
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll().catch(() => undefined);
    throw error;
  }
}

export interface Visit {
  status: number;
  /** Cf-Cache-Status: HIT, MISS, EXPIRED, STALE, UPDATING, BYPASS, DYNAMIC (null with no edge). */
  cache: string | null;
  body: string;
  /** Time to last byte, in milliseconds. */
  ms: number;
}

/** A visitor's GET of `path` in `location`, read to the last byte. */
export async function visit(
  location: Location,
  path: string,
  headers: Record<string, string> = {},
): Promise<Visit> {
  const started = performance.now();
  const response = await fetch(`${location.url}${path}`, { headers });
  const body = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("cf-cache-status"),
    body,
    ms: performance.now() - started,
  };
}

/**
 * Asks `check` again every `everyMs` until it gives a value (not undefined), and gives it with the time it
 * took; fails with `what` after `timeoutMs`. For waiting on a signal (new content, a write in the hub).
 */
export async function pollUntil<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  everyMs = 50,
): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  for (;;) {
    const value = await check();
    const ms = performance.now() - started;
    if (value !== undefined) return { value, ms };
    if (ms > timeoutMs) throw new Error(`${what}: not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Waits until the hub has seen no new KV operation for half a second (background writes done). */
export async function kvSettled(harness: Locations) {
  let seen = -1;
  await pollUntil(
    "the KV hub going quiet",
    () => {
      const now = harness.kv.log().length;
      const quiet = now === seen;
      seen = now;
      return quiet ? true : undefined;
    },
    30_000,
    500,
  );
}
