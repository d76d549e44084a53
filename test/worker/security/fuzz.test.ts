/** @module Property-based: random paths, queries, headers and bodies never give a 500 and are never reflected raw. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../../worker/index.ts";

const fuzzRuns = 2000;

/** A marker that would be dangerous if a response echoed it unescaped. */
const marker = (n: number) => `<fz${n} x="'">`;

const prefixes = [
  "/",
  "/news/",
  "/locations/",
  "/services/",
  "/teams/",
  "/staff/",
  "/job-openings/",
  "/search/",
  "/contact-us",
  "/proxy",
  "/__ops/purge",
  "/sitemap.xml",
  "/cms-service/index.php/wp-json/v1/",
  "/cms-service/index.php/wp-json/v1/signup",
  "/cms-service/index.php/wp-json/v1/contact-us-form-endpoint",
  "/cms-service/index.php/wp-json/jwt-auth/v1/token/validate",
];
const contentTypes = [
  "application/json",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-8",
  "",
];
const printable = fc.string({ unit: fc.constantFrom(..."abcXYZ019 -_.~!$&'()*+,;=:@%/?#<>\"{}[]|\\^`") });
const anyText = fc.oneof(printable, fc.string({ unit: "grapheme", maxLength: 40 }));

const requestArb = fc.record({
  n: fc.nat(),
  prefix: fc.constantFrom(...prefixes),
  segments: fc.array(anyText, { maxLength: 3 }),
  query: fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom("type", "id", "page", "sent", "q", "location", "render", "key"), printable),
      anyText,
    ),
    { maxLength: 4 },
  ),
  proxyType: fc.option(fc.constantFrom("analytics", "maps", "recaptcha", "cse"), { freq: 3 }),
  method: fc.constantFrom("GET", "GET", "POST", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH"),
  contentType: fc.constantFrom(...contentTypes),
  headerValue: printable,
  body: fc.oneof(
    anyText,
    fc.json(),
    fc
      .dictionary(
        fc.constantFrom(
          "email",
          "profile",
          "name",
          "phone",
          "location",
          "reason",
          "message",
          "consent",
          "recaptchaToken",
        ),
        fc.oneof(anyText, fc.boolean(), fc.integer()),
      )
      .map((o) => JSON.stringify(o)),
  ),
  where: fc.constantFrom("path", "query", "body", "header"),
});

type Case = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

function toRequest(c: Case): Request {
  const m = marker(c.n);
  const segments = [...c.segments, ...(c.where === "path" ? [m] : [])].map((s) => encodeURIComponent(s));
  const base = c.prefix.endsWith("/") ? c.prefix : `${c.prefix}${segments.length ? "/" : ""}`;
  // Marker pairs go first, so no earlier parameter stops the check before they are read.
  const markers: [string, string][] =
    c.where === "query"
      ? [
          [m, "x"],
          [c.query[0]?.[0] ?? "q", m],
        ]
      : [];
  const query = new URLSearchParams([
    ...(c.proxyType ? [["type", c.proxyType]] : []),
    ...markers,
    ...c.query,
  ]);
  const url = `http://clinic.test${base}${segments.join("/")}${query.size ? `?${query}` : ""}`;
  const headers = new Headers({
    "cf-connecting-ip": `192.0.2.${c.n % 250}`,
    "x-fuzz": c.headerValue.replace(/[^\x20-\x7e]/g, ""),
  });
  if (c.contentType) headers.set("content-type", c.contentType);
  if (c.where === "header") {
    headers.set("referer", m);
    headers.set("accept-language", m);
  }
  const hasBody = !["GET", "HEAD"].includes(c.method);
  const body = c.where === "body" ? `${c.body}${m}` : c.body;
  return new Request(url, { method: c.method, headers, ...(hasBody ? { body } : {}) });
}

describe("the worker under random input", () => {
  beforeAll(() => {
    // No request may reach a third party; the demo CMS answers in-process.
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("not here", { status: 404 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterAll(() => vi.restoreAllMocks());

  it(`never answers 500 and never reflects input unescaped (${fuzzRuns} cases)`, {
    timeout: 120_000,
  }, async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(requestArb, async (c) => {
        cases++;
        const ctx = createExecutionContext();
        const response = await app.request(toRequest(c), undefined, env, ctx);
        const text = await response.text();
        await waitOnExecutionContext(ctx);
        expect(response.status, `${c.method} ${c.prefix}`).not.toBe(500);
        expect(response.status).toBeLessThan(505);
        expect(text).not.toContain(`<fz${c.n} `);
        // HTML runs only scripts with its nonce; anything else may run nothing at all.
        const csp = response.headers.get("content-security-policy") ?? "";
        const html = /^text\/html\b/.test(response.headers.get("content-type") ?? "");
        expect(csp).toMatch(html ? /script-src 'nonce-[^']+' 'strict-dynamic'/ : /^default-src 'none'/);
      }),
      { numRuns: fuzzRuns },
    );
    console.info(`fuzz: ${cases} cases`);
    expect(cases).toBe(fuzzRuns);
  });
});
