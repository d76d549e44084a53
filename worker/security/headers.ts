/** @module The security-headers middleware: registered first, it sets the policy headers on every response. */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { createNonce, renderNonceHeader } from "../render/nonce.ts";
import { contentSecurityPolicy, fixedHeaders, resourcePolicy } from "./policy.ts";

export const isHtml = (response: Response) =>
  /^text\/html\b/i.test(response.headers.get("content-type") ?? "");

/**
 * This response's CSP nonce, chosen on first use: a handler that renders scripts asks for it so
 * the page carries it from the start; responses that are not HTML never need one.
 */
export function responseNonce(c: Context<AppEnv>): string {
  let nonce = c.get("nonce");
  if (nonce === undefined) {
    nonce = createNonce();
    c.set("nonce", nonce);
  }
  return nonce;
}

/** The response itself when its headers can be changed in place; otherwise a mutable copy. */
function mutable(response: Response): Response {
  try {
    response.headers.delete(renderNonceHeader);
    return response;
  } catch {
    // A fetched response (guard "immutable"): copy it once.
    const copy = new Response(response.body, response);
    copy.headers.delete(renderNonceHeader);
    return copy;
  }
}

const fixedAdded = new WeakMap<[string, string][], Headers>();

/**
 * `pairs` with the fixed headers set over them, worked out once per list (a hot page's headers,
 * answered many times; each answer copies the `Headers` whole): the page policy is then the only
 * header left to set.
 */
export function withFixedHeaders(pairs: [string, string][]): Headers {
  let added = fixedAdded.get(pairs);
  if (!added) {
    added = new Headers(pairs);
    for (const name in fixedHeaders) added.set(name, fixedHeaders[name]!);
    fixedAdded.set(pairs, added);
  }
  return added;
}

/** Puts the page policy with `nonce` (which the page carries) on `headers`. */
export function setPagePolicy(headers: Headers, nonce: string): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
}

/**
 * Puts the fixed headers and a CSP on `headers`: the page policy with `nonce` (which the page
 * carries) for HTML, the policy of the static assets, which allows no script, for anything else.
 */
function applySecurityHeaders(headers: Headers, nonce: string | null): void {
  for (const name in fixedHeaders) headers.set(name, fixedHeaders[name]!);
  if (nonce === null) headers.set("Content-Security-Policy", resourcePolicy);
  else setPagePolicy(headers, nonce);
}

/**
 * Runs the app, then puts the fixed headers and a CSP on its response (`applySecurityHeaders`).
 * HTML gets the page policy with this response's nonce, which the page already carries: rendered
 * with it, or given it by the cache layer (worker/cache/fresh-nonce.ts). Everything else gets the
 * policy of the static assets, which allows no script.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const original = c.res;
  const nonce = isHtml(original) ? responseNonce(c) : null;
  const renderNonce = original.headers.get(renderNonceHeader);
  if (nonce !== null && renderNonce !== null && renderNonce !== nonce) {
    console.error("a page carries another nonce than its response; its scripts will be blocked");
  }
  const response = mutable(original);
  applySecurityHeaders(response.headers, nonce);
  if (response !== original) {
    // Dropping the old response first stops Hono from copying its headers (the render nonce) back.
    c.res = undefined;
    c.res = response;
  }
};
