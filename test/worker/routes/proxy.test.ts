/** @module `/proxy`: the allowlist, the site's own ids only, parameter checks, and the refusals of bad upstream answers (outbound fetch faked). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { mapsScriptUrl } from "../../../client/effects/maps-rules.ts";
import { call } from "../support/app.ts";

const js = (body = "console.log(1)", headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "content-type": "text/javascript; charset=utf-8", ...headers } });

let counter = 0;
/** A fresh analytics id per test, so the edge cache never answers for another test. */
const freshId = () =>
  `G-TEST${Date.now().toString(36).toUpperCase()}${(counter++).toString(36).toUpperCase()}`;

/** Fakes the outbound fetch: `answer` gets each request the route sends (its URL, redirect mode and signal). */
function fakeUpstream(answer: (request: Request) => Promise<Response> | Response) {
  const seen: string[] = [];
  const sent: Request[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push(request.url);
    sent.push(request);
    return answer(request);
  });
  return { seen, sent };
}

afterEach(() => vi.restoreAllMocks());

/** `/proxy` for analytics with `id`, on a site whose ANALYTICS_ID is `id`. */
const analytics = (id: string, init: RequestInit = {}) =>
  call(`/proxy?type=analytics&id=${id}`, init, { ANALYTICS_ID: id });

const siteKey = "AIzaSyA0123456789abcdefghij";
/** A site with every proxied type configured. */
const configured = {
  MAPS_KEY: siteKey,
  ANALYTICS_ID: "G-ABCDE",
  BOT_CHECK_SITE_KEY: siteKey,
  CSE_ID: "abc123:def",
};

describe("/proxy", () => {
  it("fetches an allowlisted type from its fixed upstream with only the checked parameters", async () => {
    const { seen } = fakeUpstream(() => js());
    const id = freshId();
    const response = await analytics(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toMatch(/max-age=3600/);
    expect(await response.text()).toBe("console.log(1)");
    expect(seen).toEqual([`https://www.googletagmanager.com/gtag/js?id=${id}`]);
  });

  it("serves a repeated request from the edge cache without a second upstream fetch", async () => {
    const { seen } = fakeUpstream(() => js());
    const id = freshId();
    await analytics(id);
    const again = await analytics(id);
    expect(again.status).toBe(200);
    expect(again.headers.get("x-proxy-cache")).toBe("HIT");
    expect(seen).toHaveLength(1);
  });

  it("builds the maps, bot-check and search URLs on their own hosts", async () => {
    const { seen } = fakeUpstream(() => js());
    const key = `AIza${"x".repeat(30)}${counter++}`;
    const cx = `abc123:def${counter++}`;
    const vars = { MAPS_KEY: key, BOT_CHECK_SITE_KEY: key, CSE_ID: cx };
    expect(
      (
        await call(
          `/proxy?type=maps&key=${key}&callback=__clinicMapsReady&libraries=places,marker&v=weekly`,
          {},
          vars,
        )
      ).status,
    ).toBe(200);
    expect((await call(`/proxy?type=recaptcha&render=${key}`, {}, vars)).status).toBe(200);
    expect((await call(`/proxy?type=cse&cx=${cx}`, {}, vars)).status).toBe(200);
    expect(seen.map((u) => new URL(u).host)).toEqual([
      "maps.googleapis.com",
      "www.google.com",
      "cse.google.com",
    ]);
  });

  it.each([
    ["no type", "/proxy", /Unknown proxy type/],
    ["an unknown type", "/proxy?type=evil&id=G-ABCDE", /Unknown proxy type/],
    ["a prototype key as type", "/proxy?type=__proto__", /Unknown proxy type/],
    ["a missing required parameter", "/proxy?type=analytics", /Missing parameter: id/],
    ["a badly formatted id", "/proxy?type=analytics&id=G-abc%22%3E", /"id" has an invalid format/],
    [
      "a parameter off the list",
      "/proxy?type=analytics&id=G-ABCDE&src=https://evil.test/x.js",
      /"src" is not allowed/,
    ],
    ["a repeated parameter", "/proxy?type=analytics&id=G-ABCDE&id=G-FGHIJ", /given twice/],
    [
      "a library off the list",
      "/proxy?type=maps&key=AIzaSyA0123456789abcdefghij&libraries=places,evil",
      /"libraries"/,
    ],
    [
      "a callback that is code",
      "/proxy?type=maps&key=AIzaSyA0123456789abcdefghij&callback=alert(1)",
      /"callback"/,
    ],
    [
      "a callback the site's own loader does not use",
      "/proxy?type=maps&key=AIzaSyA0123456789abcdefghij&callback=initMap",
      /"callback" takes only __clinicMapsReady/,
    ],
    [
      "a maps version the site does not ask for",
      "/proxy?type=maps&key=AIzaSyA0123456789abcdefghij&v=3.57",
      /"v" takes only weekly/,
    ],
    [
      "a library given twice",
      "/proxy?type=maps&key=AIzaSyA0123456789abcdefghij&libraries=places,places",
      /"libraries"/,
    ],
    [
      "a maps key that is not the site's",
      `/proxy?type=maps&key=AIzaSyOtherKey0123456789abcd`,
      /not this site's maps id/,
    ],
    [
      "an analytics id that is not the site's",
      "/proxy?type=analytics&id=G-OTHER1",
      /not this site's analytics id/,
    ],
    [
      "a bot-check key that is not the site's",
      "/proxy?type=recaptcha&render=AIzaSyOtherKey0123456789abcd",
      /not this site's/,
    ],
    [
      "a search engine id that is not the site's",
      "/proxy?type=cse&cx=other:engine",
      /not this site's cse id/,
    ],
  ])("answers 400 for %s without fetching anything", async (_name, path, message) => {
    const { seen } = fakeUpstream(() => js());
    const response = await call(path, {}, configured);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(seen).toEqual([]);
  });

  it.each([
    ["maps", `type=maps&key=${siteKey}`, "MAPS_KEY"],
    ["analytics", "type=analytics&id=G-ABCDE", "ANALYTICS_ID"],
    ["recaptcha", `type=recaptcha&render=${siteKey}`, "BOT_CHECK_SITE_KEY"],
    ["cse", "type=cse&cx=abc123:def", "CSE_ID"],
  ])(
    "answers 404 for %s when the site has not configured it, without fetching anything",
    async (type, query, name) => {
      const { seen } = fakeUpstream(() => js());
      const response = await call(`/proxy?${query}`, {}, { ...configured, [name]: "" });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe(
        `This site does not use ${type}.`,
      );
      expect(seen).toEqual([]);
    },
  );

  it("accepts the URL the site's own maps loader asks for", async () => {
    const { seen } = fakeUpstream(() => js());
    const key = `AIza${"m".repeat(30)}${counter++}`;
    expect((await call(mapsScriptUrl(key), {}, { MAPS_KEY: key })).status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("1000 random callbacks are 400s: no upstream fetch, no edge cache entry", async () => {
    const { seen } = fakeUpstream(() => js());
    for (let i = 0; i < 1000; i++) {
      const callback = `cb_${Math.random().toString(36).slice(2)}${i}`;
      const response = await call(`/proxy?type=maps&key=${siteKey}&callback=${callback}`, {}, configured);
      expect(response.status, callback).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(seen).toEqual([]);
    const probe = `https://maps.googleapis.com/maps/api/js?callback=cb_probe&key=${siteKey}`;
    expect(await caches.default.match(`https://proxy.cache/${encodeURIComponent(probe)}`)).toBeUndefined();
  });

  it("asks the upstream for one URL whatever the order of the parameters and libraries", async () => {
    const { seen } = fakeUpstream(() => js());
    const key = `AIza${"o".repeat(30)}${counter++}`;
    const vars = { MAPS_KEY: key };
    const first = await call(`/proxy?type=maps&v=weekly&libraries=places,marker&key=${key}`, {}, vars);
    const second = await call(`/proxy?type=maps&key=${key}&libraries=marker,places&v=weekly`, {}, vars);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("x-proxy-cache")).toBe("HIT");
    expect(seen).toEqual([
      `https://maps.googleapis.com/maps/api/js?key=${key}&libraries=marker%2Cplaces&v=weekly`,
    ]);
  });

  it("answers 405 to other methods, with a message never stored", async () => {
    const response = await analytics(freshId(), { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: false, message: "Use GET." });
  });

  it("sends the upstream none of the visitor's headers", async () => {
    const { sent } = fakeUpstream(() => js());
    const response = await analytics(freshId(), {
      headers: { cookie: "session=secret", authorization: "Bearer secret", "x-forwarded-for": "192.0.2.1" },
    });
    expect(response.status).toBe(200);
    expect([...(sent[0]?.headers.keys() ?? [])]).toEqual([]);
  });

  it("answers HEAD with the script's headers and no body", async () => {
    fakeUpstream(() => js());
    const response = await analytics(freshId(), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(await response.text()).toBe("");
  });

  it("refuses a redirect instead of following it", async () => {
    const { seen, sent } = fakeUpstream(
      () => new Response(null, { status: 302, headers: { location: "https://evil.test/x.js" } }),
    );
    const response = await analytics(freshId());
    expect(response.status).toBe(502);
    expect(seen).toHaveLength(1);
    expect(sent[0]?.redirect).toBe("manual");
  });

  it("refuses an answer that is not JavaScript, with a message never stored", async () => {
    fakeUpstream(() => new Response("<html>", { headers: { "content-type": "text/html" } }));
    const response = await analytics(freshId());
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      success: false,
      message: "The script provider did not answer with JavaScript.",
    });
  });

  it("refuses an upstream error status", async () => {
    fakeUpstream(() => new Response("nope", { status: 500, headers: { "content-type": "text/javascript" } }));
    expect((await analytics(freshId())).status).toBe(502);
  });

  it("refuses a script over 1 MB, declared or streamed", async () => {
    const big = "x".repeat(1024 * 1024 + 1);
    fakeUpstream(() => js(big));
    expect((await analytics(freshId())).status).toBe(502);
    vi.restoreAllMocks();
    fakeUpstream(() => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(64 * 1024));
          controller.close();
        },
      });
      return new Response(stream, { headers: { "content-type": "application/javascript" } });
    });
    expect((await analytics(freshId())).status).toBe(502);
  });

  it("answers 504 when the upstream does not answer within the time limit", async () => {
    fakeUpstream(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener("abort", () => reject(request.signal.reason));
        }),
    );
    const started = Date.now();
    const response = await analytics(freshId());
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it("answers 502 quickly when the upstream is unreachable", async () => {
    fakeUpstream(() => Promise.reject(new TypeError("network down")));
    expect((await analytics(freshId())).status).toBe(502);
  });
});
