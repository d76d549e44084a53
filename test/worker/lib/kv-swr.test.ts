import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { type SwrOptions, swr } from "../../../worker/lib/kv-swr.ts";

const options: SwrOptions = { freshSeconds: 300, maxStaleSeconds: 7 * 24 * 3600 };
const minutesAgo = (m: number) => Date.now() - m * 60_000;

async function storeEntry(key: string, value: unknown, storedAt: number) {
  await env.CACHE.put(key, JSON.stringify({ value, storedAt }));
}

const stored = async (key: string) => env.CACHE.get<{ value: unknown; storedAt: number }>(key, "json");

/** A real execution context whose `waitUntil` also keeps a list of what it was given. */
function recordedContext() {
  const real = createExecutionContext();
  const kept: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (work: Promise<unknown>) => {
      kept.push(work);
      real.waitUntil(work);
    },
  };
  return { real, ctx, kept };
}

describe("stale-while-revalidate in KV", () => {
  it("keeps the request that starts a load alive until the load settles, since requests that join it wait for it", async () => {
    const a = recordedContext();
    let answer: (value: string) => void = () => {};
    const gate = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const load = vi.fn(() => gate);
    const first = swr(env.CACHE, a.ctx, "k-join", load, options);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The load is on its way and nothing else holds the request open for it.
    expect(a.kept).toHaveLength(1);
    answer("v");
    expect(await first).toEqual({ value: "v", state: "miss" });
    await waitOnExecutionContext(a.real);
  });

  it("loads and stores a value nobody has asked for yet", async () => {
    const ctx = createExecutionContext();
    const load = vi.fn(async () => "v1");
    const result = await swr(env.CACHE, ctx, "k-miss", load, options);
    await waitOnExecutionContext(ctx);
    expect(result).toEqual({ value: "v1", state: "miss" });
    expect(load).toHaveBeenCalledTimes(1);
    expect((await stored("k-miss"))?.value).toBe("v1");
  });

  it("serves a fresh value without calling the CMS or writing to KV", async () => {
    await storeEntry("k-fresh", "old", minutesAgo(1));
    const before = await stored("k-fresh");
    const put = vi.spyOn(env.CACHE, "put");
    const load = vi.fn(async () => "new");
    const ctx = createExecutionContext();
    for (let i = 0; i < 5; i++)
      expect((await swr(env.CACHE, ctx, "k-fresh", load, options)).value).toBe("old");
    await waitOnExecutionContext(ctx);
    expect(load).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
    expect(await stored("k-fresh")).toEqual(before);
    put.mockRestore();
  });

  it("serves a stale value at once while exactly one background refresh runs", async () => {
    await storeEntry("k-stale", "old", minutesAgo(10));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const load = vi.fn(async () => {
      await gate;
      return "new";
    });
    const ctx = createExecutionContext();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => swr(env.CACHE, ctx, "k-stale", load, options)),
    );
    expect(results.map((r) => r.value)).toEqual(Array(6).fill("old"));
    expect(results.every((r) => r.state === "stale")).toBe(true);
    release();
    await waitOnExecutionContext(ctx);
    expect(load).toHaveBeenCalledTimes(1);
    expect((await stored("k-stale"))?.value).toBe("new");
    expect((await swr(env.CACHE, createExecutionContext(), "k-stale", load, options)).state).toBe("fresh");
  });

  it("keeps serving the stale value when the refresh fails", async () => {
    await storeEntry("k-error", "old", minutesAgo(60));
    const load = vi.fn(async (): Promise<string> => {
      throw new Error("CMS down");
    });
    for (let i = 0; i < 3; i++) {
      const ctx = createExecutionContext();
      expect(await swr(env.CACHE, ctx, "k-error", load, options)).toEqual({ value: "old", state: "stale" });
      await waitOnExecutionContext(ctx);
    }
    expect((await stored("k-error"))?.value).toBe("old");
  });

  it("never serves a value older than the maximum age", async () => {
    await storeEntry("k-ancient", "ancient", minutesAgo(8 * 24 * 60));
    const ctx = createExecutionContext();
    const failing = async (): Promise<string> => {
      throw new Error("CMS down");
    };
    await expect(swr(env.CACHE, ctx, "k-ancient", failing, options)).rejects.toThrow("CMS down");
    const result = await swr(env.CACHE, ctx, "k-ancient", async () => "fresh", options);
    expect(result).toEqual({ value: "fresh", state: "miss" });
    await waitOnExecutionContext(ctx);
  });

  it("reloads a value stored by another build, and serves it only if the reload fails", async () => {
    await env.CACHE.put(
      "k-build",
      JSON.stringify({ value: "old build", storedAt: minutesAgo(1), version: "a" }),
    );
    const next = { ...options, version: "b" };
    const failing = async (): Promise<string> => {
      throw new Error("CMS down");
    };
    const ctx = createExecutionContext();
    expect(await swr(env.CACHE, ctx, "k-build", failing, next)).toEqual({
      value: "old build",
      state: "stale",
    });
    expect(await swr(env.CACHE, ctx, "k-build", async () => "new build", next)).toEqual({
      value: "new build",
      state: "miss",
    });
    await waitOnExecutionContext(ctx);
    expect(await stored("k-build")).toMatchObject({ value: "new build", version: "b" });
  });

  it("writes one key at most once per second however often it is refreshed", async () => {
    const put = vi.spyOn(env.CACHE, "put");
    const always = { freshSeconds: 0, maxStaleSeconds: 3600 };
    let n = 0;
    for (let i = 0; i < 4; i++) {
      const ctx = createExecutionContext();
      await swr(env.CACHE, ctx, "k-busy", async () => ++n, always);
      await waitOnExecutionContext(ctx);
    }
    expect(n).toBeGreaterThan(1);
    expect(put.mock.calls.filter(([key]) => key === "k-busy")).toHaveLength(1);
    put.mockRestore();
  });

  it("writes a refreshed value only when it changed, and serves the renewed one as fresh", async () => {
    await storeEntry("k-same", { list: [1, 2] }, minutesAgo(10));
    const put = vi.spyOn(env.CACHE, "put");
    let value = { list: [1, 2] };
    const load = vi.fn(async () => value);
    for (let i = 0; i < 3; i++) {
      const ctx = createExecutionContext();
      await swr(env.CACHE, ctx, "k-same", load, options);
      await waitOnExecutionContext(ctx);
    }
    // One refresh of the stale copy, unchanged: renewed in memory, nothing written.
    expect(load).toHaveBeenCalledTimes(1);
    expect(put.mock.calls.filter(([key]) => key === "k-same")).toHaveLength(0);
    value = { list: [1, 2, 3] };
    const changed = { freshSeconds: 0, maxStaleSeconds: 3600 };
    const ctx = createExecutionContext();
    await swr(env.CACHE, ctx, "k-same", load, changed);
    await waitOnExecutionContext(ctx);
    expect(put.mock.calls.filter(([key]) => key === "k-same")).toHaveLength(1);
    expect((await stored("k-same"))?.value).toEqual({ list: [1, 2, 3] });
    put.mockRestore();
  });

  it("compares a refresh with what KV holds now, so a value another location wrote since is replaced", async () => {
    // Decision 0048: an unchanged value is not written. "Unchanged" must mean unchanged from KV's copy:
    // here another location wrote other bytes after this isolate's write, and the CMS then went back.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    try {
      const quick = { freshSeconds: 60, maxStaleSeconds: 3600 };
      const load = vi.fn(async () => "as published");
      const first = createExecutionContext();
      await swr(env.CACHE, first, "k-other", load, quick);
      await waitOnExecutionContext(first);
      await storeEntry("k-other", "withdrawn", start + 2_000);
      // Past this isolate's trust in its memory and past the fresh time: KV is read, and a refresh runs.
      vi.setSystemTime(start + 70_000);
      const later = createExecutionContext();
      const served = await swr(env.CACHE, later, "k-other", load, quick);
      await waitOnExecutionContext(later);
      expect(served).toEqual({ value: "withdrawn", state: "stale" });
      expect(load).toHaveBeenCalledTimes(2);
      expect((await stored("k-other"))?.value).toBe("as published");
    } finally {
      vi.useRealTimers();
    }
  });
});
