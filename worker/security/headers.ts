/** @module The security-headers middleware: registered first, it sets the policy headers on every response. */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env.ts";
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
 * Chooses this response's nonce (`c.var.nonce`, for handlers that can put it in place themselves),
 * runs the app, then gives the response (a fresh, mutable copy) that nonce: HTML that carries
 * another render-time nonce in its header is rewritten to it, and the header is dropped.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  fixed(c, async () => {
    const nonce = createNonce();
    c.set("nonce", nonce);
    await next();
    const original = c.res;
    const renderNonce = original.headers.get(renderNonceHeader);
    const rewrite = renderNonce !== null && renderNonce !== nonce && isHtml(original);
    const response = new Response(
      rewrite ? rewriteNonce(original, renderNonce, nonce).body : original.body,
      original,
    );
    response.headers.delete(renderNonceHeader);
    response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    response.headers.set("Permissions-Policy", fixedHeaders["Permissions-Policy"] ?? "");
    // Dropping the old response first stops Hono from copying its headers (the render nonce) back.
    c.res = undefined;
    c.res = response;
  });
