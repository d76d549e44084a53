import { env } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetPageLogHits, hitSample, type PageLogLine, pageLog } from "../../../worker/request/page-log.ts";
import { call } from "../support/app.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

/** The page log lines written to `stream` while `work` runs. */
async function logged(stream: "log" | "error", work: () => Promise<unknown>): Promise<PageLogLine[]> {
  const spy = vi.spyOn(console, stream).mockImplementation(() => undefined);
  await work();
  const calls = [...spy.mock.calls];
  spy.mockRestore();
  const lines = calls
    .map((args) => args[0])
    .filter((first): first is string => typeof first === "string" && first.startsWith('{"type":"page"'));
  return lines.map((line) => JSON.parse(line) as PageLogLine);
}

/** Requests a page and reads it whole (the page cache stores a response once its body is read). */
const visit = async (path: string) => (await call(path, {}, { CMS_ORIGIN: fakeCmsOrigin })).text();

afterEach(() => vi.restoreAllMocks());

describe("the page request log", () => {
  it("writes one JSON line per page with route, status, cache state and CMS and render times", async () => {
    fakeCms();
    const [miss, ...rest] = await logged("log", () => visit("/news"));
    expect(rest).toEqual([]);
    expect(miss).toMatchObject({ type: "page", level: "info", route: "news", method: "GET", status: 200 });
    expect(miss?.version).toBe(env.CF_VERSION_METADATA.id);
    expect(miss?.cache).toMatch(/^(MISS|BYPASS)$/);
    expect(miss?.cmsMs).toEqual(expect.any(Number));
    expect(miss?.renderMs).toEqual(expect.any(Number));
    const [hit] = await logged("log", () => visit("/news"));
    expect(hit).toMatchObject({ route: "news", status: 200, cache: "HIT", cmsMs: null, renderMs: null });
  });

  it("logs one cache hit in every hundred, saying how many it stands for; every miss is logged", async () => {
    fakeCms();
    await visit("/news");
    forgetPageLogHits();
    const hits = await logged("log", async () => {
      for (let i = 0; i < 2 * hitSample + 1; i++) await visit("/news");
    });
    expect(hits.map((l) => [l.cache, l.sample])).toEqual([
      ["HIT", hitSample],
      ["HIT", hitSample],
      ["HIT", hitSample],
    ]);
    const misses = await logged("log", async () => {
      for (const path of ["/about-us", "/covid-19", "/donate"]) await visit(path);
    });
    expect(misses).toHaveLength(3);
    for (const miss of misses) expect(miss.sample).toBeUndefined();
  });

  it("names the not-found page and logs nothing for API answers", async () => {
    const lines = await logged("log", async () => {
      await call("/no-such-page");
      await call("/api/search?q=dental");
    });
    expect(lines.map((l) => [l.route, l.status])).toEqual([["notFound", 404]]);
  });

  it("never holds the visitor's IP, cookie, token, query or typed search terms", async () => {
    const lines = await logged("log", () =>
      call("/search/my-private-words?q=my-private-words", {
        headers: {
          "cf-connecting-ip": "203.0.113.77",
          cookie: "session=cookie-secret-value",
          authorization: "Bearer token-secret-value",
        },
      }),
    );
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines);
    for (const secret of [
      "203.0.113.77",
      "cookie-secret-value",
      "token-secret-value",
      "my-private-words",
      "?q=",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("logs a search page by its route, in either language, whatever the term and page", async () => {
    const lines = await logged("log", async () => {
      for (const path of [
        "/search/hiv-testing/1",
        "/es/search/prueba-de-embarazo/2",
        "/search",
        "/search?q=x",
      ]) {
        await (await call(path)).text();
      }
    });
    expect(lines.map((l) => l.route)).toEqual(["search", "search", "search"]);
    const text = JSON.stringify(lines);
    for (const term of ["hiv", "testing", "prueba", "embarazo", "/search/", "q="])
      expect(text).not.toContain(term);
  });

  it("names a Spanish page by the same route as its English twin", async () => {
    fakeCms();
    const lines = await logged("log", () => visit("/es/about-us"));
    expect(lines.map((l) => l.route)).toEqual(["aboutUs"]);
  });

  it("logs a page whatever the case of its media type, as the security headers read it", async () => {
    const app = new Hono();
    app.use(pageLog);
    app.get("/shouted", (c) => c.body("<p>Hello</p>", 200, { "content-type": "Text/HTML; charset=UTF-8" }));
    app.get("/data", (c) => c.json({ ok: true }));
    const lines = await logged("log", async () => {
      await app.request("/shouted");
      await app.request("/data");
    });
    expect(lines.map((l) => [l.route, l.status])).toEqual([["/shouted", 200]]);
  });

  it("logs an error in the same shape, with the error's name and message", async () => {
    const app = new Hono();
    app.use(pageLog);
    app.get("/boom", () => {
      throw new RangeError("the render ran out of road");
    });
    app.onError((_, c) => c.html("<p>Something went wrong</p>", 500));
    const [line] = await logged("error", async () => app.request("/boom"));
    expect(line).toMatchObject({
      type: "page",
      level: "error",
      route: "/boom",
      status: 500,
      cache: null,
      colo: null,
      error: { name: "RangeError", message: "the render ran out of road" },
    });
  });
});
