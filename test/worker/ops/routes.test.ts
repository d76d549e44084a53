import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commonDataKey, commonDataKeys, searchIndexKeys } from "../../../worker/cache/index.ts";
import type { EdgeNetwork } from "../../support/workers-cache/edge.ts";
import { call } from "../support/app.ts";
import { edgeFor, purgeBehind } from "../support/edge.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const token = env.OPS_TOKEN;
const vars = { CMS_ORIGIN: fakeCmsOrigin };

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

/** The purge as the worker behind `network` answers it: its `ctx.cache` is the fake edge's. */
const edgePurge = (network: EdgeNetwork, body: unknown) => purgeBehind(network, body, vars);

describe("POST /__ops/purge", () => {
  beforeEach(() => {
    fakeCms();
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

  it("purges everything: the edge's copies (stale still answers), the common data and the search index", async () => {
    const { visit, network } = edgeFor(vars);
    await visit("/news");
    expect((await visit("/news")).cache).toBe("HIT");
    for (const key of searchIndexKeys) await env.CACHE.put(key, "{}");
    await env.CACHE.put(commonDataKey("es"), "{}");
    const res = await edgePurge(network, { scope: "all" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      scope: "all",
      mode: "invalidate",
      kvKeys: [...commonDataKeys, ...searchIndexKeys],
      edge: { status: "done", calls: 1 },
    });
    for (const key of [...searchIndexKeys, ...commonDataKeys]) expect(await env.CACHE.get(key)).toBeNull();
    expect((await visit("/news")).cache).toBe("UPDATING");
    expect((await visit("/news")).cache).toBe("HIT");
  });

  it("purges only the common data and the pages tagged common", async () => {
    await call("/news", {}, vars);
    await env.CACHE.put(commonDataKey("es"), "{}");
    const res = await purge({ scope: "common" });
    expect(await res.json()).toMatchObject({
      ok: true,
      scope: "common",
      kvKeys: commonDataKeys,
      tags: ["common"],
    });
    for (const key of commonDataKeys) expect(await env.CACHE.get(key)).toBeNull();
  });

  it("purges a page in every language, whichever language the purge names, with each language's feed, and nothing else", async () => {
    const { visit, network } = edgeFor(vars);
    const cached = ["/locations/main-street", "/es/locations/main-street", "/es/about-us", "/es/news"];
    cached.push("/news/feed.xml", "/es/news/feed.xml");
    for (const path of cached) await visit(path);
    const res = await edgePurge(network, {
      paths: ["/es/locations/main-street", "/news/story/x"],
      mode: "purge",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tags: string[] };
    expect(body.tags).toEqual([
      "path:/locations/main-street",
      "path:/es/locations/main-street",
      "path:/news/story/x",
      "path:/es/news/story/x",
      "path:/news/feed.xml",
      "path:/es/news/feed.xml",
    ]);
    for (const path of ["/locations/main-street", "/es/locations/main-street", "/es/news/feed.xml"])
      expect((await visit(path)).cache, path).toBe("MISS");
    expect((await visit("/es/about-us")).cache).toBe("HIT");
    expect((await visit("/es/news")).cache).toBe("HIT");
  });

  it("purges by tag and by path prefix", async () => {
    const { visit, network } = edgeFor(vars);
    for (const path of [
      "/news/story/clinic-opens",
      "/es/news/story/clinic-opens",
      "/about-us",
      "/es/about-us",
    ])
      await visit(path);
    await edgePurge(network, { tags: ["news-stories:clinic-opens"], mode: "purge" });
    expect((await visit("/news/story/clinic-opens")).cache).toBe("MISS");
    expect((await visit("/es/news/story/clinic-opens")).cache).toBe("MISS");
    expect((await visit("/about-us")).cache).toBe("HIT");
    await edgePurge(network, { prefixes: ["/es/"], mode: "purge" });
    expect((await visit("/es/about-us")).cache).toBe("MISS");
    expect((await visit("/about-us")).cache).toBe("HIT");
  });

  it("says an edge purge is skipped where there is no Workers Cache (wrangler dev), and refuses a bad tag", async () => {
    const res = await purge({ tags: ["common"] });
    expect(await res.json()).toMatchObject({ ok: true, edge: { status: "skipped" } });
    expect((await purge({ tags: ["two words"] })).status).toBe(400);
    expect((await purge({ tags: Array.from({ length: 101 }, (_, i) => `t${i}`) })).status).toBe(400);
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
