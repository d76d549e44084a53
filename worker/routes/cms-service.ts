/** @module The browser-facing `/cms-service/…` paths, passed to the CMS through the one access point. */
import { Hono } from "hono";
import { proxy } from "hono/proxy";
import { cmsServiceRoot } from "../../shared/cms/paths.ts";
import type { AppEnv } from "../app-env.ts";
import { cmsAccess } from "../cms/access.ts";

export const cmsService = new Hono<AppEnv>();

cmsService.all(`${cmsServiceRoot}/*`, async (c) => {
  const config = c.get("config");
  const access = cmsAccess(c.env, config, c.executionCtx);
  const url = new URL(c.req.url);
  return proxy(`${access.origin}${url.pathname}${url.search}`, {
    raw: c.req.raw,
    headers: { ...c.req.header(), host: undefined, cookie: undefined },
    redirect: "manual",
    signal: AbortSignal.timeout(config.cmsTimeoutMs),
    customFetch: access.fetch,
  }).catch(() =>
    c.json({ success: false, message: "The content service is unavailable. Please try again later." }, 502),
  );
});
