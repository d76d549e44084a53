/** @module The security-headers middleware: registered first, it sets the policy headers on every response. */
import type { MiddlewareHandler } from "hono";
import { isHtml } from "../lib/answers.ts";
import type { AppEnv } from "../request/app-env.ts";
import { fixedHeaders, resourcePolicy } from "./fixed-headers.ts";
import { pagePolicy } from "./policy.ts";

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
