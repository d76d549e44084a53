/**
 * @module The global tier and the shared cache state, in one workerd: "another location" is this one
 * with its Cache API and isolate memory emptied and KV kept, as a location that never saw the page
 * finds it. The same across real separate locations: test/node/locations.test.ts.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  currentState,
  knownState,
  markPurged,
  maxPurgedPaths,
  onNewPurge,
  stateMemoMs,
} from "../../../worker/cache/cache-state.ts";
import { readGlobal, writeGlobal } from "../../../worker/cache/global-tier.ts";
import { forgetHotPages } from "../../../worker/cache/hot-pages.ts";
import { buildId, currentGeneration, pageCacheKey } from "../../../worker/cache/index.ts";
import { cacheStateKey } from "../../../worker/cache/keys.ts";
import { pageCache } from "../../../worker/cache/platform.ts";
import { getConfig } from "../../../worker/env.ts";
import { call } from "../support/app.ts";
import { type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const vars = { CMS_ORIGIN: fakeCmsOrigin };
const build = buildId(getConfig(env));
let cms: FakeCms;

const keyOf = async (path: string) =>
  pageCacheKey(
    "http://clinic.test",
    new URL(`http://clinic.test${path}`),
    await currentGeneration(env.CACHE),
    build,
  );

const visit = async (path: string, extra: Record<string, string> = vars) => {
  const res = await call(path, {}, extra);
  return {
    status: res.status,
    cache: res.headers.get("x-cache"),
    tier: res.headers.get("x-cache-tier"),
    lastModified: res.headers.get("last-modified"),
    html: await res.text(),
  };
};

/** This isolate as a location that has never seen `path`: its Cache API copy and memory gone, KV kept. */
async function asAnotherLocation(path: string) {
  await pageCache().delete(await keyOf(path));
  forgetHotPages();
}

describe("the global tier", () => {
  beforeEach(() => {
    cms = fakeCms();
  });
  afterEach(() => vi.restoreAllMocks());

  it("serves a page rendered in one location to another without a render or a CMS call", async () => {
    const first = await visit("/about-us");
    expect(first.cache).toBe("MISS");
    const stored = await readGlobal(env.CACHE, await keyOf("/about-us"));
    expect(stored?.status).toBe(200);
    await asAnotherLocation("/about-us");
    const calls = cms.calls.length;
    const there = await visit("/about-us");
    expect([there.cache, there.tier]).toEqual(["HIT", "global"]);
    expect(there.html).toBe(first.html);
    expect(there.lastModified).toBe(first.lastModified);
    expect(cms.calls.length).toBe(calls);
    // The copy now lives in that location too: its next answers come from its own tiers.
    forgetHotPages();
    expect((await visit("/about-us")).tier).toBe("location");
  });

  it("serves a location that never rendered the page from the global tier while the CMS is down", async () => {
    const first = await visit("/about-us");
    await asAnotherLocation("/about-us");
    cms.mode = "down";
    const there = await visit("/about-us");
    expect([there.status, there.cache, there.tier]).toEqual([200, "HIT", "global"]);
    expect(there.html).toBe(first.html);
  });

  it("serves a stale global copy and refreshes it for everyone once, under one lease", async () => {
    // CMS answers are not shared between renders here, so the CMS count is the number of renders.
    const stale = { ...vars, CACHE_FRESH_SECONDS: "0", CMS_MEMO_SECONDS: "0" };
    await visit("/about-us", stale);
    const perRender = cms.count("about-us");
    await asAnotherLocation("/about-us");
    const before = cms.count("about-us");
    const answers = await Promise.all([1, 2, 3].map(() => visit("/about-us", stale)));
    expect(answers.map((a) => a.cache)).toEqual(["STALE", "STALE", "STALE"]);
    expect(answers.map((a) => a.tier)).toEqual(["global", "global", "global"]);
    expect(cms.count("about-us") - before).toBe(perRender);
    // A second location finding it stale now leaves the refresh to the lease holder.
    await asAnotherLocation("/about-us");
    await visit("/about-us", stale);
    expect(cms.count("about-us") - before).toBe(perRender);
  });

  it("gives the lease back when a refresh fails, so the first stale visit after the CMS recovers refreshes", async () => {
    const stale = { ...vars, CACHE_FRESH_SECONDS: "0", CMS_MEMO_SECONDS: "0" };
    await visit("/about-us", stale);
    const perRender = cms.count("about-us");
    cms.mode = "down";
    expect((await visit("/about-us", stale)).cache).toBe("STALE");
    cms.mode = "up";
    await asAnotherLocation("/about-us");
    const before = cms.count("about-us");
    expect((await visit("/about-us", stale)).cache).toBe("STALE");
    // Not held back by the failed refresh's lease: this visit's refresh reached the CMS.
    expect(cms.count("about-us") - before).toBe(perRender);
  });

  it("never serves a copy of a purged path from any tier, and keeps the copy rendered after the purge", async () => {
    const first = await visit("/about-us");
    const key = await keyOf("/about-us");
    // Another location purges the path: only the shared state says so.
    await markPurged(env.CACHE, ["/about-us"], 60_000);
    await asAnotherLocation("/about-us");
    const after = await visit("/about-us");
    expect(after.cache).toBe("MISS");
    expect(Date.parse(after.lastModified ?? "")).toBeGreaterThanOrEqual(Date.parse(first.lastModified ?? ""));
    const stored = await readGlobal(env.CACHE, key);
    expect(stored?.purgeSeen).toBe(knownState()?.purged["/about-us"]);
    forgetHotPages();
    expect((await visit("/about-us")).cache).toBe("HIT");
  });

  it("does not serve a copy rendered by an isolate that did not know the purge yet", async () => {
    await visit("/about-us");
    const key = await keyOf("/about-us");
    const { purged } = await markPurged(env.CACHE, ["/about-us"], 60_000);
    // A location whose isolate still had the old state renders after the purge, with purgeSeen 0.
    const late = await readGlobal(env.CACHE, key);
    expect(late).not.toBeNull();
    await writeGlobal(
      env.CACHE,
      key,
      { ...late!, renderedAt: (purged["/about-us"] ?? 0) + 1, purgeSeen: 0 },
      600,
    );
    await asAnotherLocation("/about-us");
    expect((await visit("/about-us")).cache).toBe("MISS");
  });
});

describe("the shared cache state", () => {
  it("is read from KV at most every few seconds per isolate, and tells the app of a purge made elsewhere", async () => {
    const heard: number[] = [];
    onNewPurge(() => heard.push(1));
    // Past what the test's setup remembered, so this reads KV.
    const t0 = Date.now() + stateMemoMs;
    const state = await currentState(env.CACHE, t0);
    // Another location marks a path purged: this isolate keeps what it read until its memory lapses.
    const elsewhere = { generation: state.generation, purged: { "/news": t0 + 1 } };
    await env.CACHE.put(cacheStateKey, JSON.stringify(elsewhere));
    expect((await currentState(env.CACHE, t0 + stateMemoMs - 1)).purged).toEqual({});
    expect(heard).toEqual([]);
    expect((await currentState(env.CACHE, t0 + stateMemoMs)).purged).toEqual({ "/news": t0 + 1 });
    expect(heard).toEqual([1]);
  });

  it("forgets purges older than the longest stale time, and starts a new generation past its limit", async () => {
    const { generation } = await currentState(env.CACHE);
    const now = Date.now();
    await markPurged(env.CACHE, ["/old"], 1_000, now - 2_000);
    const kept = await markPurged(env.CACHE, ["/news"], 1_000, now);
    expect(kept).toEqual({ generation, purged: { "/news": now } });
    const many = Array.from({ length: maxPurgedPaths }, (_, i) => `/p${i}`);
    const bumped = await markPurged(env.CACHE, many, 60_000, now);
    expect(bumped.generation).not.toBe(generation);
    expect(bumped.purged).toEqual({});
  });

  it("reads an unreadable state as the first generation, never failing a page", async () => {
    await env.CACHE.put(cacheStateKey, "{not json");
    expect(await currentState(env.CACHE, Date.now() + stateMemoMs)).toEqual({ generation: "0", purged: {} });
    fakeCms();
    expect((await visit("/about-us")).status).toBe(200);
    vi.restoreAllMocks();
  });
});
