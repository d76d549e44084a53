/**
 * @module Pages behind Workers Cache (decision 0048), through the fake edge: each answer's edge policy
 * and tags, one render per purge, stale answers while a page renders again or the CMS fails, private
 * answers never shared, and no edge under `wrangler dev` (every request renders).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "../support/app.ts";
import { edgeFor } from "../support/edge.ts";
import { type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_MEMO_SECONDS: "0" };
let cms: FakeCms;
let now = Date.now();
const clock = () => now;
const pageCalls = (slug: string) => cms.calls.filter((u) => u.includes(slug)).length;

describe("a page behind Workers Cache", () => {
  beforeEach(() => {
    cms = fakeCms();
    now = Date.now();
  });
  afterEach(() => vi.restoreAllMocks());

  it("says its edge policy with max-age and both stale rules, never a directive that turns them off", async () => {
    const res = await call("/news", {}, vars);
    const policy = res.headers.get("cloudflare-cdn-cache-control") ?? "";
    expect(policy).toMatch(/^max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect(policy).not.toMatch(/s-maxage|must-revalidate|proxy-revalidate/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.has("server-timing")).toBe(false);
    expect(res.headers.has("x-cache")).toBe(false);
  });

  it("tags each page with its path, the items it shows, common and its language", async () => {
    const story = await call("/es/news/story/clinic-opens", {}, vars);
    const tags = (story.headers.get("cache-tag") ?? "").split(",");
    expect(tags).toEqual([
      "path:/es/news/story/clinic-opens",
      "news-stories:clinic-opens",
      "common",
      "lang:es",
    ]);
    const list = await call("/job-openings", {}, vars);
    expect(list.headers.get("cache-tag")).toBe("path:/job-openings,list:job-openings,common,lang:en");
  });

  it("is rendered once and then served by the edge, its tags and policy never reaching the visitor", async () => {
    const { visit, network } = edgeFor(vars, { clock });
    const first = await visit("/about-us");
    const again = await visit("/about-us");
    expect([first.cache, again.cache]).toEqual(["MISS", "HIT"]);
    expect(again.html).toBe(first.html);
    expect(again.res.headers.has("cache-tag")).toBe(false);
    expect(again.res.headers.has("cloudflare-cdn-cache-control")).toBe(false);
    expect(network.runs).toHaveLength(1);
  });

  it("answers a hundred concurrent first requests with one render", async () => {
    const { visit, network } = edgeFor(vars, { clock });
    const answers = await Promise.all(Array.from({ length: 100 }, () => visit("/locations/main-street")));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(network.runs).toHaveLength(1);
    expect(pageCalls("main-street")).toBeGreaterThan(0);
  });

  it("serves the stale page while one render refreshes it, and through a CMS outage", async () => {
    const { visit } = edgeFor(vars, { clock });
    const first = await visit("/locations/main-street");
    now += 10 * 60_000; // past the fresh window
    const updating = await visit("/locations/main-street");
    expect(updating.cache).toBe("UPDATING");
    now += 10 * 60_000;
    cms.mode = "down";
    const outage = await visit("/locations/main-street");
    expect(outage.status).toBe(200);
    expect(["UPDATING", "STALE"]).toContain(outage.cache);
    expect(outage.html).toContain("Main Street");
    expect(first.html).toContain("Main Street");
  });

  it("is answered from its last good copy when the edge evicted it and the CMS is down", async () => {
    const { visit, network } = edgeFor(vars, { clock });
    const first = await visit("/about-us");
    network.evict("/about-us");
    cms.mode = "down";
    const outage = await visit("/about-us");
    expect([outage.status, outage.cache]).toEqual([200, "MISS"]);
    expect(outage.html).toBe(first.html);
    // Kept at the edge a minute only, then asked for again: the next visit after it is a render again.
    now += 61_000;
    cms.mode = "up";
    expect((await visit("/about-us")).cache).toBe("UPDATING");
  });

  it("keeps a real route's 404 a minute, and never the not-found page of a URL no route matches", async () => {
    const missing = await call("/news/story/no-such-story", {}, vars);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cloudflare-cdn-cache-control")).toMatch(/^max-age=60,/);
    const nowhere = await call("/no/such/page/here", {}, vars);
    expect(nowhere.status).toBe(404);
    expect(nowhere.headers.get("cache-control")).toBe("private, no-store");
    expect(nowhere.headers.has("cloudflare-cdn-cache-control")).toBe(false);
  });

  it("never shares a signed-in visitor's page, nor the 503 screen", async () => {
    const { visit, network } = edgeFor(vars, { clock });
    const withCookie = await visit("/news", { headers: { cookie: "theme=dark; session=abc" } });
    expect(withCookie.cache).toBe("BYPASS");
    expect(withCookie.res.headers.get("cache-control")).toBe("private, no-store");
    cms.mode = "down";
    const down = await visit("/covid-19");
    expect(down.status).toBe(503);
    expect(down.res.headers.get("cache-control")).toBe("private, no-store");
    cms.mode = "up";
    expect((await visit("/covid-19")).status).toBe(200);
    expect(network.runs.length).toBe(3);
  });

  it("renders every request where there is no edge (wrangler dev)", async () => {
    await call("/about-us", {}, vars);
    const before = pageCalls("about");
    await call("/about-us", {}, vars);
    expect(pageCalls("about")).toBeGreaterThan(before);
  });
});
