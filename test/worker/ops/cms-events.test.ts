import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { searchIndexKeys } from "../../../worker/cache/index.ts";
import { EdgeNetwork } from "../../support/workers-cache/edge.ts";
import { call } from "../support/app.ts";
import { workerBehind } from "../support/edge.ts";
import { type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const secret = "cms-events-test-secret-0123456789abcdef";
const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_EVENTS_SECRET: secret };
const encoder = new TextEncoder();

/** The plugin's signature, computed here on its own: hex HMAC-SHA256 of `timestamp.body`. */
async function signatureOf(body: string, timestamp: string, key = secret): Promise<string> {
  const hmac = await crypto.subtle.importKey(
    "raw",
    encoder.encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmac, encoder.encode(`${timestamp}.${body}`)));
  return `v1=${[...mac].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

const now = () => String(Math.floor(Date.now() / 1000));

interface Signed {
  body: string;
  timestamp: string;
  signature: string;
}

async function signed(event: unknown, timestamp = now(), key = secret): Promise<Signed> {
  const body = JSON.stringify(event);
  return { body, timestamp, signature: await signatureOf(body, timestamp, key) };
}

/** The site behind a Workers Cache fake (decision 0048): events purge its `ctx.cache`. */
let network = new EdgeNetwork();

const send = ({ body, timestamp, signature }: Signed, extra: Record<string, string> = vars) =>
  workerBehind(
    network,
    extra,
  )(
    new Request("http://clinic.test/__ops/cms-events", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-clinic-timestamp": timestamp,
        "x-clinic-signature": signature,
      },
      body,
    }),
  );

let serial = 0;
const event = (...changes: unknown[]) => ({ id: `event-${Date.now()}-${++serial}`, changes });
const item = (type: string, id: number, slugs: string[] = []) => ({
  kind: "item",
  type,
  id,
  slugs,
  languages: ["en", "es"],
  action: "save",
});

/**
 * What the edge did for `path`: "MISS" when the worker rendered it (a miss, or an invalidated copy
 * answered while the page renders again), "HIT" when the edge answered alone.
 */
async function cacheOf(path: string): Promise<string | null> {
  const res = await network.location(
    "test",
    workerBehind(network, vars),
  )(new Request(`http://clinic.test${path}`));
  await res.arrayBuffer();
  await network.settled();
  const status = res.headers.get("cf-cache-status");
  return status === "UPDATING" || status === "EXPIRED" ? "MISS" : status;
}

async function pathsOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { scope: string; paths?: string[] };
  expect(answer.scope).toBe("paths");
  return answer.paths ?? [];
}

describe("POST /__ops/cms-events", () => {
  let cms: FakeCms;
  beforeEach(() => {
    cms = fakeCms();
    network = new EdgeNetwork();
  });
  afterEach(() => vi.restoreAllMocks());

  it("does not exist without CMS_EVENTS_SECRET, even with OPS_TOKEN set", async () => {
    const res = await send(await signed(event(item("news-stories", 1, ["a"]))), {
      CMS_ORIGIN: fakeCmsOrigin,
    });
    expect(res.status).toBe(404);
  });

  it("does not take the ops token in place of a signature", async () => {
    const res = await call(
      "/__ops/cms-events",
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${env.OPS_TOKEN}` },
        body: JSON.stringify(event(item("news-stories", 1, ["a"]))),
      },
      vars,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Sign the event: X-Clinic-Timestamp and X-Clinic-Signature." });
  });

  it("takes only POST with a JSON body", async () => {
    const get = await call("/__ops/cms-events", {}, vars);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(get.headers.get("cache-control")).toBe("no-store");
    const text = await call("/__ops/cms-events", { method: "POST", body: "x" }, vars);
    expect(text.status).toBe(415);
  });

  it("refuses a body over 16 KB with 413, counted even when sent without a length", async () => {
    const big = await signed({ id: "event-big-1", changes: [], padding: "x".repeat(17 * 1024) });
    expect((await send(big)).status).toBe(413);
    const stream = new Blob([big.body]).stream();
    const res = await call(
      "/__ops/cms-events",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-clinic-timestamp": big.timestamp,
          "x-clinic-signature": big.signature,
        },
        body: stream,
        duplex: "half",
      } as RequestInit,
      vars,
    );
    expect(res.status).toBe(413);
  });

  it("refuses with 401 a tampered body, a wrong key, a stale or future timestamp, and changes nothing", async () => {
    expect(await cacheOf("/news")).toBe("MISS");
    expect(await cacheOf("/news")).toBe("HIT");
    const countsBefore = cms.count("news/total");
    const genuine = await signed(event(item("news-stories", 1, ["a"])));
    const old = String(Number(now()) - 301);
    const ahead = String(Number(now()) + 301);
    const refused: Array<[string, Signed]> = [
      ["tampered body", { ...genuine, body: genuine.body.replace('"a"', '"b"') }],
      ["tampered timestamp", { ...genuine, timestamp: String(Number(genuine.timestamp) - 1) }],
      ["wrong key", await signed(event(item("news-stories", 1, ["a"])), now(), `${secret}x`)],
      ["stale", await signed(event(item("news-stories", 1, ["a"])), old)],
      ["from the future", await signed(event(item("news-stories", 1, ["a"])), ahead)],
      ["no v1= prefix", { ...genuine, signature: genuine.signature.slice(3) }],
      ["empty signature", { ...genuine, signature: "" }],
    ];
    for (const [name, probe] of refused) {
      const res = await send(probe);
      expect(res.status, name).toBe(401);
      expect(res.headers.get("cache-control"), name).toBe("no-store");
    }
    expect(cms.count("news/total")).toBe(countsBefore);
    expect(await cacheOf("/news")).toBe("HIT");
  });

  it("compares signatures in constant time over digests of both sides", async () => {
    const compare = vi.spyOn(crypto.subtle, "timingSafeEqual");
    expect((await send(await signed(event(item("job-openings", 601))))).status).toBe(200);
    expect(compare).toHaveBeenCalledTimes(1);
    const [a, b] = compare.mock.calls[0]!;
    expect([a.byteLength, b.byteLength]).toEqual([32, 32]);
  });

  it("accepts an event once: the same signed request again is a replay, refused with 401, and changes nothing", async () => {
    const once = await signed(event(item("news-stories", 1, ["a"])));
    expect((await send(once)).status).toBe(200);
    expect(await cacheOf("/news")).toBe("MISS");
    expect(await cacheOf("/news")).toBe("HIT");
    const again = await send(once);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: "This event has been received before." });
    expect(await cacheOf("/news")).toBe("HIT");
    const row = await env
      .CMS_EVENTS_DB!.prepare("SELECT count(*) AS n FROM cms_event_signatures WHERE signature = ?")
      .bind(once.signature)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it("forgets used signatures older than twice the window, which are refused as stale anyway", async () => {
    const db = env.CMS_EVENTS_DB!;
    expect((await send(await signed(event(item("job-openings", 601))))).status).toBe(200);
    await db
      .prepare("INSERT INTO cms_event_signatures VALUES ('v1=old', ?)")
      .bind(Number(now()) - 601)
      .run();
    expect((await send(await signed(event(item("job-openings", 602))))).status).toBe(200);
    const old = await db
      .prepare("SELECT count(*) AS n FROM cms_event_signatures WHERE signature = 'v1=old'")
      .first<{ n: number }>();
    expect(old?.n).toBe(0);
  });

  it("answers 400 with where the event is wrong, for JSON that is not a change event", async () => {
    const cases: unknown[] = [
      { id: "event-x-1", changes: [] },
      { id: "event-x-2", changes: [{ ...item("news-stories", 1, ["Not A Slug"]) }] },
      { id: "event-x-3", changes: [{ ...item("users", 1) }] },
      { id: "event-x-4", changes: [{ ...item("news-stories", 0) }] },
      { changes: [item("news-stories", 1)] },
    ];
    for (const bad of cases) {
      const res = await send(await signed(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Not a change event/);
    }
    const notJson = await send({ body: "{", timestamp: now(), signature: await signatureOf("{", now()) });
    expect(notJson.status).toBe(400);
  });

  it("a news story: its page under each slug in each language, every news list page, home, COVID-19, the sitemap and the feed", async () => {
    const paths = await pathsOf(
      await send(await signed(event(item("news-stories", 501, ["old-title", "new-title"])))),
    );
    for (const path of [
      "/news/story/old-title",
      "/news/story/new-title",
      "/es/news/story/old-title",
      "/es/news/story/new-title",
      "/news",
      "/es/news",
      "/",
      "/es/",
      "/covid-19",
      "/sitemap.xml",
      "/news/feed.xml",
      "/es/news/feed.xml",
    ])
      expect(paths, path).toContain(path);
    expect(cms.count("news/total")).toBe(1);
    expect(paths.filter((p) => /^\/news\/\d+$/.test(p)).length).toBeGreaterThan(0);
  });

  it("a news story's change drops the search index", async () => {
    for (const key of searchIndexKeys) await env.CACHE.put(key, "{}");
    const res = await send(await signed(event(item("news-stories", 501, ["a"]))));
    expect(((await res.json()) as { searchIndex: boolean }).searchIndex).toBe(true);
    for (const key of searchIndexKeys) expect(await env.CACHE.get(key)).toBeNull();
  });

  it("a job opening: its page in each language and the job list", async () => {
    const paths = await pathsOf(await send(await signed(event(item("job-openings", 601)))));
    for (const path of [
      "/job-openings/job/601",
      "/es/job-openings/job/601",
      "/job-openings",
      "/es/job-openings",
      "/sitemap.xml",
    ])
      expect(paths, path).toContain(path);
    expect(paths).not.toContain("/");
  });

  it("a staff member: their profile, every team page and every location page", async () => {
    const paths = await pathsOf(await send(await signed(event(item("staff_members", 401)))));
    for (const path of [
      "/staff_member/401",
      "/es/staff_member/401",
      "/team/dental-team",
      "/locations/main-street",
    ])
      expect(paths, path).toContain(path);
  });

  it("a STAR event: the events page, the STAR page and both calendars", async () => {
    const paths = await pathsOf(await send(await signed(event(item("star-events", 701, ["gala"])))));
    for (const path of [
      "/star-events",
      "/es/star-events",
      "/star",
      "/star-events.ics",
      "/star-events/gala.ics",
    ])
      expect(paths, path).toContain(path);
  });

  it("a singleton page by its role: that page in each language and the sitemap, without the search index", async () => {
    const res = await send(
      await signed(event({ kind: "page", role: "contact", id: 895, languages: ["en"], action: "save" })),
    );
    const answer = (await res.json()) as { paths: string[]; searchIndex: boolean };
    expect(new Set(answer.paths)).toEqual(
      new Set(["/contact-us", "/es/contact-us", "/sitemap.xml", "/es/sitemap.xml"]),
    );
    expect(answer.searchIndex).toBe(false);
  });

  it("refreshes every page for what the nav shows (locations, services, teams) and for the settings", async () => {
    for (const change of [
      item("locations", 101, ["main-street"]),
      item("health-services", 201, ["dental"]),
      item("teams", 301, ["dental-team"]),
      { kind: "settings", keys: ["clinic_site_common"] },
    ]) {
      expect(await cacheOf("/about-us")).toMatch(/MISS|HIT/);
      expect(await cacheOf("/about-us")).toBe("HIT");
      const res = await send(await signed(event(change)));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { scope: string }).scope).toBe("all");
      expect(await cacheOf("/about-us"), JSON.stringify(change)).toBe("MISS");
    }
  });

  it("refreshes everything when the lists cannot be counted because the CMS is down", async () => {
    cms.mode = "down";
    const res = await send(await signed(event(item("news-stories", 501, ["a"]))));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ scope: "all", reason: "list sizes unavailable" });
  });

  it("makes a changed page render again at once: the next visit is a MISS with the new content", async () => {
    expect(await cacheOf("/job-openings/job/601")).toBe("MISS");
    expect(await cacheOf("/job-openings/job/601")).toBe("HIT");
    expect((await send(await signed(event(item("job-openings", 601))))).status).toBe(200);
    expect(await cacheOf("/job-openings/job/601")).toBe("MISS");
    expect(await cacheOf("/about-us")).toMatch(/MISS|HIT/);
  });
});
