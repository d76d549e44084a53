import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetHotPages } from "../../../worker/cache/hot-pages.ts";
import { buildId, bumpGeneration, currentGeneration, pageCacheKey } from "../../../worker/cache/index.ts";
import { pageCache } from "../../../worker/cache/platform.ts";
import { getConfig } from "../../../worker/env.ts";
import { app } from "../../../worker/index.ts";
import { call } from "../support/app.ts";
import { type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const vars = { CMS_ORIGIN: fakeCmsOrigin };
const staleAlways = { ...vars, CACHE_FRESH_SECONDS: "0" };
const build = buildId(getConfig(env));
let cms: FakeCms;

const visit = async (path: string, extra: Record<string, string> = vars, init: RequestInit = {}) => {
  const res = await call(path, init, extra);
  return { res, status: res.status, cache: res.headers.get("x-cache"), html: await res.text() };
};

describe("the whole-page cache", () => {
  let generation = "";
  beforeEach(async () => {
    generation = await currentGeneration(env.CACHE);
    cms = fakeCms();
  });
  afterEach(() => vi.restoreAllMocks());

  it("renders a first visit with Server-Timing and serves the next from the cache", async () => {
    const first = await visit("/news");
    expect(first.status).toBe(200);
    expect(first.cache).toBe("MISS");
    expect(first.res.headers.get("server-timing")).toMatch(/^cms;dur=\d+, render;dur=\d+$/);
    const callsAfterMiss = cms.calls.length;
    const second = await visit("/news");
    expect(second.cache).toBe("HIT");
    expect(second.res.headers.has("server-timing")).toBe(false);
    expect(second.html).toContain("<h1");
    expect(second.html).toBe(first.html);
    expect(cms.calls.length).toBe(callsAfterMiss);
  });

  it("answers a page that was just hit from isolate memory, and a path purge forgets it", async () => {
    await visit("/news");
    expect((await visit("/news")).cache).toBe("HIT");
    const key = pageCacheKey("http://clinic.test", new URL("http://clinic.test/news"), generation, build);
    expect(await pageCache().delete(key)).toBe(true);
    const fromMemory = await visit("/news");
    expect(fromMemory.cache).toBe("HIT");
    expect(fromMemory.html).toContain("<h1");
    const purge = await call(
      "/__ops/purge",
      {
        method: "POST",
        headers: {
          authorization: "Bearer test-ops-token-0123456789abcdef",
          "content-type": "application/json",
        },
        body: JSON.stringify({ paths: ["/news"] }),
      },
      vars,
    );
    expect(purge.status).toBe(200);
    expect((await visit("/news")).cache).toBe("MISS");
  });

  it("answers a hot page before routing, with the bytes and headers the app gives a hit", async () => {
    await visit("/news");
    const fromApp = await visit("/news");
    expect(fromApp.cache).toBe("HIT");
    for (let i = 0; i < 3; i++) await visit("/news/feed.xml");
    const routed = vi.spyOn(app, "fetch");
    const hot = await visit("/news");
    expect(routed).not.toHaveBeenCalled();
    expect(hot.cache).toBe("HIT");
    expect(hot.html).toBe(fromApp.html);
    // The same headers but the tier: the app's answer was read from the Cache API, this one from memory.
    const headers = (res: Response) =>
      [...res.headers].filter(([name]) => name !== "date" && name !== "x-cache-tier");
    expect(headers(hot.res)).toEqual(headers(fromApp.res));
    expect([fromApp.res.headers.get("x-cache-tier"), hot.res.headers.get("x-cache-tier")]).toEqual([
      "location",
      "memory",
    ]);
    expect(hot.res.headers.get("last-modified")).toBe(fromApp.res.headers.get("last-modified"));
    expect(hot.res.headers.has("age")).toBe(false);
    // What the page cache must not share, or what only the app knows, still goes through it.
    await visit("/news", vars, { method: "HEAD" });
    await visit("/news", vars, { headers: { cookie: "session=abc" } });
    expect((await visit("/news/feed.xml")).cache).toBe("HIT");
    expect(routed).toHaveBeenCalledTimes(3);
  });

  it("tells browsers to revalidate HTML every time", async () => {
    const { res } = await visit("/news");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("ignores tracking parameters after the known ones", async () => {
    expect((await visit("/news")).cache).toBe("MISS");
    expect((await visit("/news?utm_source=mail&gclid=1&fbclid=2")).cache).toBe("HIT");
    expect((await visit("/job-openings?department=dental&location=main-street")).cache).toBe("MISS");
    expect((await visit("/job-openings?department=dental&location=main-street&utm_medium=x")).cache).toBe(
      "HIT",
    );
    expect((await visit("/job-openings?department=nursing")).cache).toBe("MISS");
  });

  it("serves the stale page while one refresh runs, not one per request", async () => {
    // CMS answers are not shared between renders here, so the CMS count is the number of refreshes.
    const unshared = { ...staleAlways, CMS_MEMO_SECONDS: "0" };
    expect((await visit("/news", unshared)).cache).toBe("MISS");
    const before = cms.count("news?page=1");
    const stale = await Promise.all([1, 2, 3, 4].map(() => visit("/news", unshared)));
    expect(stale.map((s) => s.cache)).toEqual(["STALE", "STALE", "STALE", "STALE"]);
    expect(cms.count("news?page=1") - before).toBe(1);
  });

  it("gives a stale page as it was stored, with the time it was rendered", async () => {
    const first = await visit("/news", staleAlways);
    const stale = await visit("/news", staleAlways);
    expect(stale.cache).toBe("STALE");
    expect(stale.html).toBe(first.html);
    expect(Date.parse(stale.res.headers.get("last-modified") ?? "")).toBeLessThanOrEqual(Date.now());
    expect(stale.res.headers.has("age")).toBe(false);
  });

  it("serves the cached page stale while the CMS is failing", async () => {
    const first = await visit("/locations/main-street", staleAlways);
    for (const mode of ["down", "500", "garbage", "hang"] as const) {
      cms.mode = mode;
      const again = await visit("/locations/main-street", { ...staleAlways, CMS_TIMEOUT_MS: "50" });
      expect(again.status).toBe(200);
      expect(again.cache).toBe("STALE");
      expect(again.html).toContain("Main Street");
    }
    expect(first.status).toBe(200);
  });

  it("answers a 503 page with Retry-After for a page never cached while the CMS is down", async () => {
    await visit("/news");
    cms.mode = "down";
    const page = await visit("/about-us");
    expect(page.status).toBe(503);
    expect(page.res.headers.get("retry-after")).toBe("60");
    expect(page.res.headers.get("cache-control")).toBe("private, no-store");
    cms.mode = "up";
    expect((await visit("/about-us")).status).toBe(200);
  });

  it("does not serve this location's copy older than the maximum age: the last good copy answers", async () => {
    await visit("/news");
    cms.mode = "down";
    const old = await visit("/news", { ...staleAlways, CACHE_MAX_STALE_SECONDS: "0" });
    expect([old.status, old.res.headers.get("x-cache-tier")]).toEqual([200, "last-good"]);
    const stale = await visit("/news", staleAlways);
    expect([stale.cache, stale.res.headers.get("x-cache-tier")]).toEqual(["STALE", "location"]);
  });

  it("caches the site's 404 for content the CMS does not have, briefly", async () => {
    const first = await visit("/locations/no-such-clinic");
    expect(first.status).toBe(404);
    expect(first.cache).toBe("MISS");
    const again = await visit("/locations/no-such-clinic");
    expect(again.status).toBe(404);
    expect(again.cache).toBe("HIT");
    const key = pageCacheKey(
      "http://clinic.test",
      new URL("http://clinic.test/locations/no-such-clinic"),
      generation,
      build,
    );
    const aged = new Response("old 404", {
      status: 404,
      headers: { "x-rendered-at": String(Date.now() - 61_000), "cache-control": "max-age=600" },
    });
    await pageCache().put(key, aged);
    forgetHotPages(); // as another isolate, or this one after the few hot seconds, would see it
    const later = await visit("/locations/no-such-clinic");
    expect(later.cache).toBe("STALE");
  });

  it("never shares pages with signed-in visitors", async () => {
    const withAuth = await visit("/news", vars, { headers: { authorization: "Bearer abc" } });
    expect(withAuth.cache).toBe("BYPASS");
    expect(withAuth.res.headers.get("cache-control")).toBe("private, no-store");
    const withCookie = await visit("/news", vars, { headers: { cookie: "theme=dark; session=abc" } });
    expect(withCookie.cache).toBe("BYPASS");
    expect((await visit("/news")).cache).toBe("MISS");
    expect((await visit("/news", vars, { headers: { cookie: "theme=dark" } })).cache).toBe("HIT");
  });

  it("misses every cached page after the generation is bumped", async () => {
    await visit("/news");
    await visit("/about-us");
    expect((await visit("/news")).cache).toBe("HIT");
    await bumpGeneration(env.CACHE);
    expect((await visit("/news")).cache).toBe("MISS");
    expect((await visit("/about-us")).cache).toBe("MISS");
  });

  it("never caches the not-found page of a URL no route matches", async () => {
    for (let i = 0; i < 2; i++) {
      const page = await visit("/no/such/page/here");
      expect(page.status).toBe(404);
      expect(page.cache).toBe("BYPASS");
    }
  });

  it("stores the page once, with its render time, and no per-answer part", async () => {
    const first = await visit("/news");
    const key = pageCacheKey("http://clinic.test", new URL("http://clinic.test/news"), generation, build);
    const copy = await pageCache().match(key);
    expect(copy?.headers.get("x-rendered-at")).toMatch(/^\d+$/);
    expect(copy?.headers.get("last-modified")).toBe(
      new Date(Number(copy?.headers.get("x-rendered-at"))).toUTCString(),
    );
    expect(await copy?.text()).toBe(first.html);
  });
});
