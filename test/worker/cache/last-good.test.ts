/**
 * @module No visitor writes KV but for a real page's last good copy (decision 0048): 1,000 random URLs
 * write nothing, a filtered URL can never hold unfiltered content, and the copy is written only when its
 * bytes differ from KV's (whoever wrote it) and served only while the CMS is down.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lastGoodKey } from "../../../worker/cache/keys.ts";
import { assetsExist } from "../../../worker/cache/last-good.ts";
import { forgetAll } from "../../../worker/lib/isolate-state.ts";
import { call } from "../support/app.ts";
import { coldCache, type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

/** The test KV with every write and delete counted by key. */
function countedKv() {
  const writes: string[] = [];
  const kv = new Proxy(env.CACHE, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (typeof value !== "function") return value;
      if (name === "put" || name === "delete")
        return (key: string, ...rest: unknown[]) => {
          writes.push(key);
          return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
        };
      return value.bind(target);
    },
  });
  return { kv, writes };
}

let cms: FakeCms;
let counted: ReturnType<typeof countedKv>;
const vars = () => ({ CMS_ORIGIN: fakeCmsOrigin, CACHE: counted.kv }) as unknown as Record<string, string>;
const visit = async (path: string, init: RequestInit = {}) => {
  const res = await call(path, { redirect: "manual", ...init }, vars());
  return { res, status: res.status, html: await res.text() };
};

const token = (i: number) => `${Math.random().toString(36).slice(2, 9)}${i}`;
/** A random URL of the kinds anyone can send: bad slugs, random ids, other spellings, random queries. */
function randomUrl(i: number): string {
  const kinds = [
    () => `/news/story/${token(i)}`,
    () => `/news/story/${i}${token(i)}`,
    () => `/job-openings/job/${100000 + i}`,
    () => `/staff_member/${900000 + i}`,
    () => `/locations/${token(i)}`,
    () => `/services/${token(i)}`,
    () => `/team/${token(i)}`,
    () => `/news/${5000 + i}`,
    () => "/%61bout-us",
    () => `/es/%6Eews?x=${token(i)}`,
    () => `/about-us?${token(i)}=${token(i)}`,
    () => `/job-openings?department=${token(i)}&location=${token(i)}`,
    () => `/job-openings?department=&department=dental&n=${i}`,
    () => `/contact-us?sent=${token(i)}`,
    () => `/news?utm_source=${token(i)}`,
    () => `/Some/Thing/${token(i)}`,
  ];
  return kinds[i % kinds.length]!();
}

describe("what a visitor can make the site write to KV", () => {
  beforeEach(() => {
    cms = fakeCms();
    counted = countedKv();
  });
  afterEach(() => vi.restoreAllMocks());

  it("is nothing for 1,000 random URLs: bad slugs, random ids, encoded spellings, random query values", async () => {
    // The common data is stored once, as the first visit of the day would.
    expect((await visit("/news")).status).toBe(200);
    counted.writes.length = 0;
    const statuses = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const { status } = await visit(randomUrl(i));
      expect(status, randomUrl(i)).toBeLessThan(500);
      statuses.add(status);
    }
    expect(counted.writes).toEqual([]);
    expect([...statuses].sort()).toEqual([200, 301, 302, 404]);
  }, 180_000);

  it("sends other spellings of a path and its query to the one spelling before any CMS call", async () => {
    const before = cms.calls.length;
    const encoded = await visit("/%61bout-us?utm_source=mail");
    expect(encoded.status).toBe(301);
    expect(encoded.res.headers.get("location")).toBe("/about-us?utm_source=mail");
    const probe = await visit("/job-openings?department=&department=dental");
    expect(probe.status).toBe(302);
    expect(probe.res.headers.get("location")).toBe("/job-openings?department=dental");
    const order = await visit("/job-openings?location=main-street&department=dental");
    expect(order.res.headers.get("location")).toBe("/job-openings?department=dental&location=main-street");
    expect(cms.calls.length).toBe(before);
  });

  it("never stores unfiltered content under a filtered URL", async () => {
    const filtered = await visit("/job-openings?department=dental");
    const unfiltered = await visit("/job-openings");
    expect(filtered.status).toBe(200);
    expect(filtered.html).not.toBe(unfiltered.html);
    await visit("/job-openings?department=&department=dental");
    const stored = await env.CACHE.get(lastGoodKey("/job-openings?department=dental"));
    expect(stored).toBe(filtered.html);
    expect((await visit("/job-openings?department=dental")).html).toBe(filtered.html);
  });

  it("asks the CMS nothing for an unknown slug of a collection the common data lists", async () => {
    await visit("/locations/main-street");
    const before = cms.calls.length;
    for (const path of ["/locations/no-such-clinic", "/services/no-such-care", "/team/no-such-team"])
      expect((await visit(path)).status, path).toBe(404);
    expect(cms.calls.slice(before)).toEqual([]);
  });
});

describe("the last good copy of a page", () => {
  beforeEach(() => {
    cms = fakeCms();
    counted = countedKv();
  });
  afterEach(() => vi.restoreAllMocks());

  it("is written for a real page's 200 once, and again only when its bytes change", async () => {
    await visit("/about-us");
    expect(counted.writes).toContain(lastGoodKey("/about-us"));
    counted.writes.length = 0;
    // Rendered again with the same content: KV's copy has its hash, nothing written.
    await visit("/about-us");
    expect(counted.writes).toEqual([]);
    // Another isolate reads KV's hash and still writes nothing.
    forgetAll();
    await coldCache();
    await visit("/about-us");
    expect(counted.writes).toEqual([]);
  });

  it("is written again when another location wrote other bytes since this isolate last wrote it", async () => {
    // The page changes and changes back: this isolate rendered the first version, another location the
    // second. Its memory of the first must not stand for KV's copy, or the outage answer is the second.
    const first = await visit("/about-us");
    const key = lastGoodKey("/about-us");
    const { metadata } = await env.CACHE.getWithMetadata(key);
    const other = first.html.replace("</main>", "<p>A version another location rendered.</p></main>");
    await env.CACHE.put(key, other, { metadata: { ...(metadata as object), hash: "another location's" } });
    counted.writes.length = 0;
    const again = await visit("/about-us");
    expect(again.html).toBe(first.html);
    expect(counted.writes).toEqual([key]);
    expect(await env.CACHE.get(key)).toBe(first.html);
  });

  it("is not rewritten for a location page rendered again while its open status holds", async () => {
    // Saturday 2026-11-28, 8 PM in Oregon: Main Street is closed until Monday 8 AM, more than 6 h away, so its
    // status says "look again at the next 6 h mark" (06:00 UTC), the same for both renders.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-29T04:00:00Z") });
    try {
      const key = lastGoodKey("/locations/main-street");
      const first = await visit("/locations/main-street");
      expect(counted.writes).toContain(key);
      counted.writes.length = 0;
      vi.setSystemTime(Date.parse("2026-11-29T05:30:00Z"));
      await coldCache(); // another isolate renders it
      const later = await visit("/locations/main-street");
      expect(later.html).toBe(first.html);
      expect(counted.writes).not.toContain(key);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is never written for a 404, a redirect, a tracking URL, a search or a bypassed visitor", async () => {
    await visit("/news"); // common data stored
    counted.writes.length = 0;
    await visit("/news/story/no-such-story");
    await visit("/aBout-us");
    await visit("/services/dental-services");
    await visit("/about-us?utm_source=mail");
    await visit("/search?q=dental");
    await visit("/about-us", { headers: { cookie: "session=abc" } });
    expect(counted.writes).toEqual([]);
  });

  it("answers a page evicted everywhere while the CMS is down, and only then", async () => {
    const first = await visit("/about-us");
    await coldCache(); // this isolate's memory gone: as a location that never saw the page
    cms.mode = "down";
    const outage = await visit("/about-us");
    expect(outage.status).toBe(200);
    expect(outage.html).toBe(first.html);
    // The edge keeps it a minute, then asks again.
    expect(outage.res.headers.get("cloudflare-cdn-cache-control")).toMatch(/^max-age=60,/);
    // A page that never had a good copy is the 503 screen, which no cache keeps.
    const never = await visit("/covid-19");
    expect([never.status, never.res.headers.get("cache-control")]).toEqual([503, "private, no-store"]);
    cms.mode = "up";
    const back = await visit("/about-us");
    expect(back.res.headers.get("cloudflare-cdn-cache-control")).toMatch(/^max-age=300,/);
  });

  it("is not served when it names a client asset this build does not have", async () => {
    const first = await visit("/about-us");
    const asset = /\/assets\/[\w.-]+\.js/.exec(first.html)?.[0];
    expect(asset).toBeDefined();
    expect(assetsExist(first.html)).toBe(true);
    const gone = first.html.replace(asset!, "/assets/entry-REMOVED1.js");
    expect(assetsExist(gone)).toBe(false);
    const { metadata } = await env.CACHE.getWithMetadata(lastGoodKey("/about-us"));
    await env.CACHE.put(lastGoodKey("/about-us"), gone, { metadata });
    await coldCache();
    cms.mode = "down";
    expect((await visit("/about-us")).status).toBe(503);
  });
});
