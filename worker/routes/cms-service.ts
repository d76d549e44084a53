/** @module The browser-facing `/cms-service/…` paths: the demo CMS, or a pass-through to CMS_ORIGIN. */
import { Hono } from "hono";
import { proxy } from "hono/proxy";
import type { AppEnv } from "../app-env.ts";
import { demoCms } from "../cms/demo/index.ts";

export const cmsService = new Hono<AppEnv>();

cmsService.all("/cms-service/*", async (c) => {
  const origin = c.get("config").cmsOrigin;
  if (origin === null) return demoCms.fetch(c.req.raw, c.env, c.executionCtx);
  const url = new URL(c.req.url);
  return proxy(`${origin}${url.pathname}${url.search}`, {
    raw: c.req.raw,
    headers: { ...c.req.header(), host: undefined, cookie: undefined },
    redirect: "manual",
    signal: AbortSignal.timeout(c.get("config").cmsTimeoutMs),
  }).catch(() =>
    c.json({ success: false, message: "The content service is unavailable. Please try again later." }, 502),
  );
});
