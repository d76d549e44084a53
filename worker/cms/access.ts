/**
 * @module The one place that chooses the CMS: WordPress at `CMS_ORIGIN` over the network, or, with
 * no origin configured, the demo CMS answering the same paths in-process.
 */
import type { ExecutionContext } from "hono";
import type { Config } from "../env.ts";
import { type CmsClient, createCmsClient } from "./client.ts";
import { demoCms } from "./demo/index.ts";
import type { Fetcher } from "./fetch-json.ts";

/** How the worker reaches the CMS: the origin requests are addressed to, and what sends them. */
export interface CmsAccess {
  origin: string;
  fetch: Fetcher;
  /** True when the demo CMS answers (no `CMS_ORIGIN`). */
  demo: boolean;
}

/** The origin in-process requests to the demo CMS are addressed to (never resolved). */
export const demoCmsOrigin = "http://demo-cms.internal";

type CmsConfig = Pick<Config, "cmsOrigin" | "cmsTimeoutMs" | "cmsMemoSeconds">;

/** The CMS this configuration names. */
export function cmsAccess(env: Env, config: Pick<Config, "cmsOrigin">, ctx?: ExecutionContext): CmsAccess {
  if (config.cmsOrigin !== null)
    return { origin: config.cmsOrigin, fetch: (request) => fetch(request), demo: false };
  return {
    origin: demoCmsOrigin,
    fetch: async (request) => demoCms.fetch(request, env, ctx),
    demo: true,
  };
}

/** The typed CMS client for this configuration: every read and post the worker makes. */
export const cmsClient = (env: Env, config: CmsConfig, ctx?: ExecutionContext): CmsClient =>
  createCmsClient({
    access: cmsAccess(env, config, ctx),
    timeoutMs: config.cmsTimeoutMs,
    memoSeconds: config.cmsMemoSeconds,
  });
