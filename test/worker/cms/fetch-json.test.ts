import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CmsError } from "../../../worker/cms/errors.ts";
import { checked, type Fetcher, fetchBody, maxBodyBytes } from "../../../worker/cms/fetch-json.ts";
import { call } from "../support/app.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const schema = v.object({ ok: v.boolean() });
const get = (fetcher: Fetcher, timeoutMs = 1000) =>
  fetchBody(fetcher, "http://cms.test/x", timeoutMs).then((body) => checked(schema, body));

async function failure(promise: Promise<unknown>): Promise<CmsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CmsError);
  return error as CmsError;
}

describe("one CMS request", () => {
  afterEach(() => vi.restoreAllMocks());

  it("returns the body when it matches the schema", async () => {
    expect(await get(async () => Response.json({ ok: true }))).toEqual({ ok: true });
  });

  it("gives up on a CMS that never answers once the time limit passes", async () => {
    const hang: Fetcher = (request) =>
      new Promise((_, reject) =>
        request.signal.addEventListener("abort", () => reject(request.signal.reason)),
      );
    const started = Date.now();
    const error = await failure(get(hang, 50));
    expect(error).toMatchObject({ status: 504, kind: "unavailable" });
    // It gave up on its own, long before the test's limit (20 s), however busy the machine.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("gives up on a body that stops arriving", async () => {
    const trickle: Fetcher = async () =>
      new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("{")) }));
    expect(await failure(get(trickle, 50))).toMatchObject({ status: 504, kind: "unavailable" });
  });

  it("treats a 5xx answer as the CMS being unavailable", async () => {
    expect(await failure(get(async () => new Response("boom", { status: 500 })))).toMatchObject({
      status: 500,
      kind: "unavailable",
    });
  });

  it("treats a 404 answer as missing content", async () => {
    expect(await failure(get(async () => new Response("", { status: 404 })))).toMatchObject({
      kind: "not-found",
    });
  });

  it("rejects invalid JSON and JSON of the wrong shape", async () => {
    expect((await failure(get(async () => new Response("<html>")))).message).toContain("invalid JSON");
    const wrongShape = await failure(get(async () => Response.json({ ok: "yes" })));
    expect(wrongShape.message).toContain("shape");
  });

  it("never follows a redirect to another host", async () => {
    const seen: Request[] = [];
    const redirecting: Fetcher = async (request) => {
      seen.push(request);
      return new Response(null, { status: 302, headers: { location: "https://evil.test/" } });
    };
    expect(await failure(get(redirecting))).toMatchObject({ status: 502, kind: "unavailable" });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.redirect).toBe("manual");
  });

  it("refuses a huge body, declared or streamed", async () => {
    const declared: Fetcher = async () =>
      new Response("{}", { headers: { "content-length": String(maxBodyBytes + 1) } });
    expect((await failure(get(declared))).message).toContain("too large");
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const streamed: Fetcher = async () =>
      new Response(
        new ReadableStream({
          pull(c) {
            sent += chunk.byteLength;
            c.enqueue(chunk);
          },
        }),
      );
    expect((await failure(get(streamed))).message).toContain("too large");
    expect(sent).toBeLessThan(maxBodyBytes + 3 * chunk.byteLength);
  });

  it("answers the 503 page, not a crash, for every CMS fault on an uncached page", async () => {
    const cms = fakeCms();
    for (const mode of ["hang", "500", "garbage", "redirect", "huge", "down"] as const) {
      cms.mode = mode;
      const res = await call("/about-us", {}, { CMS_ORIGIN: fakeCmsOrigin, CMS_TIMEOUT_MS: "100" });
      expect(res.status, mode).toBe(503);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(await res.text()).toContain("Temporarily unavailable");
    }
  });
});
