/** @module The security headers on every kind of response, and the per-response nonce. */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderNonceHeader } from "../../../worker/render/nonce.ts";
import { securityHeaders } from "../../../worker/security/headers.ts";
import { resourcePolicy } from "../../../worker/security/policy.ts";
import { call } from "../support/app.ts";

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
  expect(response.headers.has(renderNonceHeader)).toBe(false);
  const csp = response.headers.get("content-security-policy") ?? "";
  for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp).toContain(part);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  if (/^text\/html\b/.test(response.headers.get("content-type") ?? "")) {
    expect(csp).toContain("form-action 'self'");
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'(;|$)/);
  } else {
    // Not a document of ours: the static assets' policy, under which nothing loads or runs.
    expect(csp).toBe(resourcePolicy);
    expect(csp).not.toContain("nonce-");
  }
  return csp;
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);

describe("security headers", () => {
  it("puts every header on a page and gives its scripts the nonce of the CSP", async () => {
    const response = await call("/");
    expect(response.status).toBe(200);
    const nonce = nonceOf(expectSecurityHeaders(response));
    const nonces = scriptNonces(await response.text());
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
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

  it("gives two responses for the same page different nonces", async () => {
    const [a, b] = [await call("/about-us"), await call("/about-us")];
    const [na, nb] = [nonceOf(expectSecurityHeaders(a)), nonceOf(expectSecurityHeaders(b))];
    expect(na).not.toBe(nb);
    expect(scriptNonces(await a.text())).toContain(na);
    expect(scriptNonces(await b.text())).toContain(nb);
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

  it("gives answers that are not HTML the no-script policy, with no nonce", async () => {
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

describe("the nonce of a real page through the caches", () => {
  it("matches each response's CSP whether the page was rendered, read from the Cache API or from memory", async () => {
    const path = `/locations/main-street?nonce-test=${crypto.randomUUID()}`;
    const seen: { cache: string | null; nonce: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await call(path);
      const nonce = nonceOf(expectSecurityHeaders(response));
      const html = await response.text();
      expect(new Set(scriptNonces(html)), `response ${i + 1}`).toEqual(new Set([nonce]));
      seen.push({ cache: response.headers.get("x-cache"), nonce });
    }
    // Rendered, then copied from the Cache API into memory, then answered from memory.
    expect(seen.map((s) => s.cache)).toEqual(["MISS", "HIT", "HIT"]);
    expect(new Set(seen.map((s) => s.nonce)).size).toBe(3);
  });
});
