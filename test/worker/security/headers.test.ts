/** @module The security headers on every kind of response, and the page policy that allows the page's inline scripts by hash. */
import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { resourcePolicy } from "../../../worker/security/fixed-headers.ts";
import { securityHeaders, versionHeader } from "../../../worker/security/headers.ts";
import { pagePolicy } from "../../../worker/security/policy.ts";
import { call } from "../support/app.ts";
import { edgeFor } from "../support/edge.ts";

const expected: Record<string, string | RegExp> = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
  "origin-agent-cluster": "?1",
  "permissions-policy": /(^|, )camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/,
};

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(expected)) {
    if (typeof value === "string") expect(response.headers.get(name), name).toBe(value);
    else expect(response.headers.get(name), name).toMatch(value);
  }
  expect(response.headers.get("permissions-policy")).toContain("browsing-topics=()");
  const csp = response.headers.get("content-security-policy") ?? "";
  for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp).toContain(part);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  if (/^text\/html\b/.test(response.headers.get("content-type") ?? "")) {
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(
      /script-src 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}=' 'strict-dynamic'(;|$)/,
    );
    expect(csp).toBe(pagePolicy);
  } else {
    // Not a document of ours: the static assets' policy, under which nothing loads or runs.
    expect(csp).toBe(resourcePolicy);
  }
  expect(csp).not.toContain("nonce");
  return csp;
}

/** A text's CSP hash source, as the browser computes it. */
async function hashSource(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The inline scripts of `html` a CSP governs: every `<script>` but external ones and data blocks. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=|\btype="application\/(?:ld\+)?json"/.test(attrs ?? ""))
    .map(([, , text]) => text ?? "");

describe("security headers", () => {
  it("puts every header on a page, whose every inline script the CSP allows by its hash", async () => {
    const response = await call("/");
    expect(response.status).toBe(200);
    const csp = expectSecurityHeaders(response);
    const html = await response.text();
    const scripts = inlineScripts(html);
    // The loader and the speculation rules; the state and JSON-LD are data blocks.
    expect(scripts).toHaveLength(2);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    for (const script of scripts) expect(scriptSrc).toContain(await hashSource(script));
    expect(html).not.toMatch(/\snonce=/);
  });

  it("inlines the stylesheet that the CSP allows by its hash, and nothing else as a style", async () => {
    const response = await call("/");
    const csp = expectSecurityHeaders(response);
    const html = await response.text();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
    expect(styles).toHaveLength(1);
    expect(styles[0]?.length).toBeGreaterThan(1000);
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(styles[0]));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}';`);
  });

  it("gives every page type the one policy of the build, listing only the scripts every page carries", async () => {
    const paths = ["/", "/about-us", "/es/", "/no-such-page", "/locations/main-street", "/search/dental/1"];
    for (const path of paths) {
      const response = await call(path);
      expect(expectSecurityHeaders(response), path).toBe(pagePolicy);
      const scriptSrc = /script-src ([^;]*)/.exec(pagePolicy)?.[1]?.split(" ") ?? [];
      for (const script of inlineScripts(await response.text()))
        expect(scriptSrc, path).toContain(await hashSource(script));
    }
  });

  it("puts every header on API answers, not-found pages and redirects", async () => {
    const api = await call("/api/search?q=dental&page=0");
    expect(api.status).toBe(200);
    expectSecurityHeaders(api);
    const missing = await call("/no-such-page");
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const redirect = await call("/services/dental-services");
    expect(redirect.status).toBeGreaterThanOrEqual(300);
    expect(redirect.status).toBeLessThan(400);
    expectSecurityHeaders(redirect);
  });

  it("names the version that made every answer: a page, an API answer, a not-found page, a redirect", async () => {
    const version = env.CF_VERSION_METADATA.id;
    expect(version).toMatch(/\S/);
    for (const path of ["/", "/api/search?q=dental&page=0", "/no-such-page", "/services/dental-services"]) {
      expect((await call(path)).headers.get(versionHeader), path).toBe(version);
    }
    // With no version metadata (a bare app), no header is made up.
    const app = new Hono().use(securityHeaders);
    app.get("/", (c) => c.text("hi"));
    expect((await app.request("/")).headers.get(versionHeader)).toBeNull();
  });

  it("gives answers that are not HTML the no-script policy", async () => {
    const api = await call("/api/search?q=dental&page=0");
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
    expect(expectSecurityHeaders(api)).toMatch(/^default-src 'none'/);
    const text = await call("/robots.txt");
    expect(expectSecurityHeaders(text)).toBe(resourcePolicy);
  });

  it("copies a response whose headers cannot change, and still gives it every header", async () => {
    const app = new Hono().use(securityHeaders);
    app.get("/away", () => Response.redirect("https://example.org/elsewhere", 302));
    const away = await app.request("/away");
    expect(away.status).toBe(302);
    expect(away.headers.get("location")).toBe("https://example.org/elsewhere");
    expectSecurityHeaders(away);
  });

  it("puts every header on the configuration error page", async () => {
    const response = await call("/", {}, { ENVIRONMENT: "production" });
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
  });

  it("puts every header on an unhandled error", async () => {
    const app = new Hono().use(securityHeaders);
    app.get("/boom", () => {
      throw new Error("boom");
    });
    app.onError((_e, c) => c.text("Something went wrong", 500));
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
  });
});

describe("a real page through the edge", () => {
  it("is the same bytes and headers (Date and Cf-Cache-Status aside) whether rendered or served by the edge", async () => {
    const { visit } = edgeFor();
    const seen: { cache: string | null; headers: [string, string][]; body: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const { res, cache, html } = await visit("/locations/main-street");
      expectSecurityHeaders(res);
      const headers = [...res.headers].filter(([name]) => name !== "date" && name !== "cf-cache-status");
      seen.push({ cache, headers, body: html });
    }
    expect(seen.map((s) => s.cache)).toEqual(["MISS", "HIT", "HIT"]);
    expect(new Set(seen.map((s) => s.body)).size).toBe(1);
    expect(seen[1]?.headers).toEqual(seen[0]?.headers);
    expect(seen[2]?.headers).toEqual(seen[0]?.headers);
  });
});
