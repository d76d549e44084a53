/**
 * @module The one place that chooses the CMS: WordPress at `CMS_ORIGIN` over the network, or, with
 * no origin configured, the demo CMS answering the same paths in-process.
 */
import type { ExecutionContext } from "hono";
import { defaultLocale, type Locale } from "../../shared/i18n/locales.ts";
import { type Config, ConfigError } from "../env.ts";
import { noteUnavailableRead } from "../lib/read-failures.ts";
import { type CmsAccess, type CmsClient, createCmsClient } from "./client.ts";

/** The origin in-process requests to the demo CMS are addressed to (never resolved). */
export const demoCmsOrigin = "http://demo-cms.internal";

type CmsConfig = Pick<Config, "cmsOrigin" | "cmsTimeoutMs" | "cmsMemoSeconds">;

/** The CMS this configuration names. */
export function cmsAccess(env: Env, config: Pick<Config, "cmsOrigin">, ctx?: ExecutionContext): CmsAccess {
  if (config.cmsOrigin !== null)
    return { origin: config.cmsOrigin, fetch: (request) => fetch(request), demo: false };
  // Staging and production builds define __DEMO_CMS__ as false (wrangler.toml), so the bundler drops
  // this branch and, with it, the demo CMS and its seed. The test must stay inline for that to work.
  if (typeof __DEMO_CMS__ === "undefined" || __DEMO_CMS__) {
    return {
      origin: demoCmsOrigin,
      fetch: async (request) => (await import("./demo/index.ts")).demoCms.fetch(request, env, ctx),
      demo: true,
    };
  }
  throw new ConfigError(["CMS_ORIGIN is missing (this build has no demo CMS)"]);
}

/** The typed CMS client for this configuration: every read and post the worker makes. */
export const cmsClient = (
  env: Env,
  config: CmsConfig,
  ctx?: ExecutionContext,
  locale: Locale = defaultLocale,
): CmsClient =>
  createCmsClient({
    access: cmsAccess(env, config, ctx),
    timeoutMs: config.cmsTimeoutMs,
    memoSeconds: config.cmsMemoSeconds,
    keepAlive: ctx ? (read) => ctx.waitUntil(read) : undefined,
    onUnavailable: ctx ? () => noteUnavailableRead(ctx) : undefined,
    locale,
  });
