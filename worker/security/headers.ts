/**
 * @module The security-headers middleware: registered first, it sets the policy headers on every
 * response, and the header naming the Workers version that made it.
 */
import type { MiddlewareHandler } from "hono";
import { isHtml } from "../lib/answers.ts";
import type { AppEnv } from "../request/app-env.ts";
import { fixedHeaders, resourcePolicy } from "./fixed-headers.ts";
import { pagePolicy } from "./policy.ts";

/** The Workers version that made an answer (CF_VERSION_METADATA's id): the smoke test reads it. */
export const versionHeader = "x-version";

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
 * Runs the app, then puts the fixed headers, the version and a CSP on its response: the page policy
 * for HTML, the policy of the static assets, which allows no script, for everything else. The
 * version is the same on every answer of a version, so a cached answer may carry it.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const original = c.res;
  const response = mutable(original);
  for (const name in fixedHeaders) response.headers.set(name, fixedHeaders[name]!);
  response.headers.set("Content-Security-Policy", isHtml(response) ? pagePolicy : resourcePolicy);
  const version = c.env?.CF_VERSION_METADATA?.id;
  if (version) response.headers.set(versionHeader, version);
  if (response !== original) {
    // Dropping the old response first stops Hono from copying its headers back.
    c.res = undefined;
    c.res = response;
  }
};
