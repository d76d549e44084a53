/** @module The security-headers middleware: registered first, it sets the policy headers on every response. */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { createNonce, renderNonceHeader } from "../render/nonce.ts";
import { rewriteNonce } from "./nonce-rewrite.ts";
import { contentSecurityPolicy, fixedHeaders } from "./policy.ts";

const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get("content-type") ?? "");

/** Hono's helper sets the fixed headers (with our values; its CSP is not used, ours needs the rewrite). */
const fixed = secureHeaders({
  strictTransportSecurity: fixedHeaders["Strict-Transport-Security"],
  xContentTypeOptions: fixedHeaders["X-Content-Type-Options"],
  referrerPolicy: fixedHeaders["Referrer-Policy"],
  crossOriginResourcePolicy: fixedHeaders["Cross-Origin-Resource-Policy"],
  crossOriginOpenerPolicy: fixedHeaders["Cross-Origin-Opener-Policy"],
  xFrameOptions: fixedHeaders["X-Frame-Options"],
  originAgentCluster: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * Runs the app, then gives the response (a fresh, mutable copy) this response's nonce: HTML that
 * carries the render-time nonce header is rewritten to the fresh nonce and the header is dropped.
 */
export const securityHeaders: MiddlewareHandler = (c, next) =>
  fixed(c, async () => {
    await next();
    const original = c.res;
    const nonce = createNonce();
    const renderNonce = original.headers.get(renderNonceHeader);
    let response = new Response(original.body, original);
    if (renderNonce && isHtml(original)) response = rewriteNonce(response, renderNonce, nonce);
    response = new Response(response.body, response);
    response.headers.delete(renderNonceHeader);
    response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    response.headers.set("Permissions-Policy", fixedHeaders["Permissions-Policy"] ?? "");
    // Dropping the old response first stops Hono from copying its headers (the render nonce) back.
    c.res = undefined;
    c.res = response;
  });
