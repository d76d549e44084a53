import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  commonDataKey,
  commonDataKeys,
  currentGeneration,
  searchIndexKeys,
} from "../../../worker/cache/index.ts";
import { call } from "../support/app.ts";
import { type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const token = env.OPS_TOKEN;
const vars = { CMS_ORIGIN: fakeCmsOrigin };
const zone = { ...vars, CF_ZONE_ID: "zone123", CF_API_TOKEN: "cf-token" };

const purge = (body: unknown, extra: Record<string, string> = vars, headers: Record<string, string> = {}) =>
  call(
    "/__ops/purge",
    {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
      body: typeof body === "string" || body instanceof ReadableStream ? body : JSON.stringify(body),
    },
    extra,
  );

const cacheOf = async (path: string, extra = vars) => (await call(path, {}, extra)).headers.get("x-cache");

describe("POST /__ops/purge", () => {
  let cms: FakeCms;
  let cloudflare: Request[];
  beforeEach(() => {
    cloudflare = [];
    cms = fakeCms(async (request) => {
      cloudflare.push(request);
      return Response.json({ success: true, errors: [], messages: [], result: { id: "zone123" } });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("does not exist when no OPS_TOKEN is configured", async () => {
    const res = await purge({ scope: "all" }, { ...vars, OPS_TOKEN: "" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
  });

  it("answers 401 alike for a missing and a wrong token", async () => {
    const missing = await call("/__ops/purge", { method: "POST", body: "{}" }, vars);
    const wrong = await purge({ scope: "all" }, vars, { authorization: `Bearer ${token}x` });
    expect(missing.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await missing.text()).toBe(await wrong.text());
  });

  it("compares the token in constant time over digests of both sides", async () => {
    const compare = vi.spyOn(crypto.subtle, "timingSafeEqual");
    expect((await purge({ scope: "common" })).status).toBe(200);
    expect(compare).toHaveBeenCalledTimes(1);
    const [a, b] = compare.mock.calls[0]!;
    expect([a.byteLength, b.byteLength]).toEqual([32, 32]);
  });

  it("rejects wrong methods, bad JSON, bad shapes and oversized bodies with a message", async () => {
    const get = await call("/__ops/purge", { headers: { authorization: `Bearer ${token}` } }, vars);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(get.headers.get("cache-control")).toBe("no-store");
    expect(await get.json()).toEqual({ error: "Use POST." });
    expect((await purge("{not json")).status).toBe(400);
    expect((await purge({ scope: "everything" })).status).toBe(400);
    expect((await purge({ paths: ["news"] })).status).toBe(400);
    expect((await purge({ paths: [] })).status).toBe(400);
    const big = await purge({ paths: Array(2000).fill("/news") });
    expect(big.status).toBe(413);
    expect(await big.json()).toHaveProperty("error");
    expect((await purge({ scope: "all" }, vars, { "content-type": "text/plain" })).status).toBe(415);
  });

  it("counts the bytes of a body sent without a length, and checks the token before any size", async () => {
    const big = new TextEncoder().encode(JSON.stringify({ paths: Array(2000).fill("/news") }));
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const response = await purge(streamed);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The body is larger than 8192 bytes." });
    const stranger = await purge({ paths: Array(2000).fill("/news") }, vars, {
      authorization: "Bearer nope",
    });
    expect(stranger.status).toBe(401);
  });

  it("purges everything: a new generation, the common data and the search index of every language", async () => {
    await call("/news", {}, vars);
    expect(await cacheOf("/news")).toBe("HIT");
    for (const key of searchIndexKeys) await env.CACHE.put(key, "{}");
    await env.CACHE.put(commonDataKey("es"), "{}");
    const before = await currentGeneration(env.CACHE);
    const res = await purge({ scope: "all" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { scope: string; generation: string; kvKeys: string[] };
    expect(body.scope).toBe("all");
    expect(body.generation).not.toBe(before);
    expect(body.kvKeys).toEqual([...commonDataKeys, ...searchIndexKeys]);
    for (const key of searchIndexKeys) expect(await env.CACHE.get(key)).toBeNull();
    for (const key of commonDataKeys) expect(await env.CACHE.get(key)).toBeNull();
    const commonCalls = cms.count("common");
    expect(await cacheOf("/news")).toBe("MISS");
    expect(cms.count("common")).toBe(commonCalls + 1);
    expect(cloudflare).toHaveLength(0);
  });

  it("purges only the common data, in every language, leaving cached pages in place", async () => {
    await call("/news", {}, vars);
    expect(await env.CACHE.get(commonDataKey("en"))).not.toBeNull();
    await env.CACHE.put(commonDataKey("es"), "{}");
    const res = await purge({ scope: "common" });
    expect(await res.json()).toMatchObject({ ok: true, scope: "common", kvKeys: commonDataKeys });
    for (const key of commonDataKeys) expect(await env.CACHE.get(key)).toBeNull();
    expect(await cacheOf("/news")).toBe("HIT");
  });

  it("purges listed pages by their normalized URL and nothing else", async () => {
    await call("/news", {}, vars);
    await call("/locations/main-street", {}, vars);
    await call("/about-us", {}, vars);
    const res = await purge({ paths: ["/news?utm_source=x", "/locations/main-street"] });
    expect(await res.json()).toMatchObject({
      scope: "paths",
      paths: [
        { path: "/news", deleted: true },
        { path: "/es/news", deleted: false },
        { path: "/locations/main-street", deleted: true },
        { path: "/es/locations/main-street", deleted: false },
        { path: "/news/feed.xml", deleted: false },
        { path: "/es/news/feed.xml", deleted: false },
      ],
    });
    expect(await cacheOf("/news")).toBe("MISS");
    expect(await cacheOf("/locations/main-street")).toBe("MISS");
    expect(await cacheOf("/about-us")).toBe("HIT");
  });

  it("purges a page in every language, whichever language the purge names, with each language's feed", async () => {
    const cached = ["/locations/main-street", "/es/locations/main-street", "/es/about-us", "/es/news"];
    cached.push("/news/feed.xml", "/es/news/feed.xml");
    for (const path of cached) await (await call(path, {}, vars)).arrayBuffer();
    for (const path of cached) expect(await cacheOf(path), path).toBe("HIT");
    const res = await purge({ paths: ["/es/locations/main-street", "/news/story/x"] });
    expect(res.status).toBe(200);
    const purged = ((await res.json()) as { paths: Array<{ path: string; deleted: boolean }> }).paths;
    expect(purged).toEqual([
      { path: "/locations/main-street", deleted: true },
      { path: "/es/locations/main-street", deleted: true },
      { path: "/news/story/x", deleted: false },
      { path: "/es/news/story/x", deleted: false },
      { path: "/news/feed.xml", deleted: true },
      { path: "/es/news/feed.xml", deleted: true },
    ]);
    for (const path of ["/locations/main-street", "/es/locations/main-street", "/es/news/feed.xml"])
      expect(await cacheOf(path), path).toBe("MISS");
    expect(await cacheOf("/es/about-us")).toBe("HIT");
    expect(await cacheOf("/es/news")).toBe("HIT");
  });

  it("also purges the Cloudflare zone when a zone id and API token are configured", async () => {
    expect((await purge({ scope: "all" }, zone)).status).toBe(200);
    expect((await purge({ paths: ["/news"] }, zone)).status).toBe(200);
    expect(cloudflare.map((r) => [r.method, r.url, r.headers.get("authorization")])).toEqual([
      ["POST", "https://api.cloudflare.com/client/v4/zones/zone123/purge_cache", "Bearer cf-token"],
      ["POST", "https://api.cloudflare.com/client/v4/zones/zone123/purge_cache", "Bearer cf-token"],
    ]);
    expect(await cloudflare[0]!.json()).toEqual({ purge_everything: true });
    expect(await cloudflare[1]!.json()).toEqual({
      files: [
        "http://clinic.test/news",
        "http://clinic.test/es/news",
        "http://clinic.test/news/feed.xml",
        "http://clinic.test/es/news/feed.xml",
      ],
    });
  });

  it("splits a zone purge into calls of at most 30 files when the languages and feeds take it past 30", async () => {
    const paths = ["/news", "/star-events", ...Array.from({ length: 28 }, (_, i) => `/news/story/s${i}`)];
    expect((await purge({ paths }, zone)).status).toBe(200);
    const files = await Promise.all(
      cloudflare.map(async (r) => ((await r.json()) as { files: string[] }).files),
    );
    expect(files.map((f) => f.length)).toEqual([30, 30, 4]);
    expect(files[2]).toEqual([
      "http://clinic.test/news/feed.xml",
      "http://clinic.test/es/news/feed.xml",
      "http://clinic.test/star-events.ics",
      "http://clinic.test/es/star-events.ics",
    ]);
  });

  it("reports a failed zone purge with 502 after purging its own cache", async () => {
    vi.restoreAllMocks();
    fakeCms(async () => Response.json({ success: false, errors: [{ code: 10000 }] }, { status: 403 }));
    const res = await purge({ scope: "all" }, zone);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      ok: false,
      scope: "all",
      cloudflare: { status: "failed", detail: "Cloudflare answered 403" },
    });
  });
});

describe("GET /__ops/demo-submissions", () => {
  const list = (headers: Record<string, string> = {}, extra: Record<string, string> = {}) =>
    call("/__ops/demo-submissions", { headers }, extra);

  it("lists what the demo CMS stored, behind the ops token", async () => {
    const email = `ops${Date.now().toString(36)}@example.org`;
    const signup = await call("/cms-service/index.php/wp-json/v1/signup", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "10.99.0.1" },
      body: JSON.stringify({ email, profile: "newsletter", recaptchaToken: "" }),
    });
    expect(signup.status).toBe(200);
    const response = await list({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = (await response.json()) as { kind: string; payload: { email?: string } }[];
    expect(rows.filter((r) => r.payload.email === email).map((r) => r.kind)).toEqual(["newsletter"]);
  });

  it("answers 401 without the token, 405 to other methods", async () => {
    expect((await list()).status).toBe(401);
    expect((await list({ authorization: "Bearer wrong-token-0123456789abcdef" })).status).toBe(401);
    const post = await call("/__ops/demo-submissions", { method: "POST" });
    expect(post.status).toBe(405);
  });

  it("does not exist with a real CMS or without an ops token", async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect((await list(auth, { CMS_ORIGIN: "https://cms.example.org" })).status).toBe(404);
    expect((await list(auth, { OPS_TOKEN: "" })).status).toBe(404);
  });
});
