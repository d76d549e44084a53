/** @module The security-headers middleware: registered first, it sets the policy headers on every response. */
import type { MiddlewareHandler } from "hono";
import { isHtml } from "../lib/answers.ts";
import type { AppEnv } from "../request/app-env.ts";
import { fixedHeaders, resourcePolicy } from "./fixed-headers.ts";
import { pagePolicy } from "./policy.ts";

/** The headers every page gets on top of its own: the fixed ones and the page policy. */
const pageHeaders: [string, string][] = [
  ...Object.entries(fixedHeaders),
  ["Content-Security-Policy", pagePolicy],
];

/** The response itself when its headers can be changed in place; otherwise a mutable copy. */
function mutable(response: Response): Response {
  try {
    response.headers.set("X-Frame-Options", fixedHeaders["X-Frame-Options"]!);
    return response;
  } catch {
    // A fetched response (guard "immutable"): copy it once.
    return new Response(response.body, response);
  }
}

const withPageHeaders = new WeakMap<[string, string][], [string, string][]>();

/**
 * A page's own headers with the page headers set over them, worked out once per list: a hot page's
 * headers are answered many times, each answer the same list.
 */
export function pageAnswerHeaders(pairs: [string, string][]): [string, string][] {
  let added = withPageHeaders.get(pairs);
  if (!added) {
    const headers = new Headers(pairs);
    for (const [name, value] of pageHeaders) headers.set(name, value);
    added = [...headers];
    withPageHeaders.set(pairs, added);
  }
  return added;
}

/**
 * Runs the app, then puts the fixed headers and a CSP on its response: the page policy for HTML,
 * the policy of the static assets, which allows no script, for everything else.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const original = c.res;
  const response = mutable(original);
  for (const name in fixedHeaders) response.headers.set(name, fixedHeaders[name]!);
  response.headers.set("Content-Security-Policy", isHtml(response) ? pagePolicy : resourcePolicy);
  if (response !== original) {
    // Dropping the old response first stops Hono from copying its headers back.
    c.res = undefined;
    c.res = response;
  }
};
