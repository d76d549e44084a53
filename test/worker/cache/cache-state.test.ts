/** @module The page cache's shared state: one KV entry every location reads every few seconds (worker/cache/cache-state.ts). */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import {
  currentState,
  markPurged,
  maxPurgedPaths,
  onNewPurge,
  stateMemoMs,
} from "../../../worker/cache/cache-state.ts";
import { cacheStateKey } from "../../../worker/cache/keys.ts";
import { call } from "../support/app.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const visit = async (path: string) => {
  const res = await call(path, {}, { CMS_ORIGIN: fakeCmsOrigin });
  return { status: res.status };
};

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
