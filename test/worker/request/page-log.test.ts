import { env } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PageLogLine, pageLog } from "../../../worker/request/page-log.ts";
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

/** Requests a page and reads it whole. */
const visit = async (path: string) => (await call(path, {}, { CMS_ORIGIN: fakeCmsOrigin })).text();

afterEach(() => vi.restoreAllMocks());

describe("the page request log", () => {
  it("writes one JSON line per page with route, status, CMS and render times and the version", async () => {
    fakeCms();
    const [line, ...rest] = await logged("log", () => visit("/news"));
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ type: "page", level: "info", route: "news", method: "GET", status: 200 });
    expect(line?.version).toBe(env.CF_VERSION_METADATA.id);
    expect(line?.cmsMs).toEqual(expect.any(Number));
    expect(line?.renderMs).toEqual(expect.any(Number));
  });

  it("logs every page the worker answers: a page Workers Cache keeps never reaches it, so none is sampled", async () => {
    fakeCms();
    const lines = await logged("log", async () => {
      for (const path of ["/news", "/news", "/about-us", "/covid-19"]) await visit(path);
    });
    expect(lines.map((l) => [l.route, l.status])).toEqual([
      ["news", 200],
      ["news", 200],
      ["aboutUs", 200],
      ["covid19", 200],
    ]);
    for (const line of lines) expect(Object.keys(line)).not.toContain("sample");
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
      colo: null,
      error: { name: "RangeError", message: "the render ran out of road" },
    });
  });
});
