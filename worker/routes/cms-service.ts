/**
 * @module The browser-facing `/cms-service/…` paths: only the allowlisted calls of shared/cms/paths.ts
 * reach the CMS (through the one access point), with three request headers, a capped body, and no cookies back.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { proxy } from "hono/proxy";
import { cmsServiceRoot } from "../../shared/cms/paths.ts";
import type { AppEnv } from "../app-env.ts";
import { cmsAccess } from "../cms/access.ts";
import { allowedCmsPath } from "../security/cms-allowlist.ts";

/** Largest request body passed on to the CMS, in bytes (a token check sends none). */
const maxCmsBodyBytes = 8 * 1024;
/** The only request headers the CMS receives from a visitor. */
const forwardedHeaders = ["authorization", "content-type", "accept"] as const;
/** The only answer headers a visitor receives from the CMS (never `set-cookie`, `link` or `server`). */
const answerHeaders = ["content-type"] as const;

const noStore = { "cache-control": "no-store" };

export const cmsService = new Hono<AppEnv>();

cmsService.all(
  `${cmsServiceRoot}/*`,
  async (c, next) => {
    if (allowedCmsPath(c.req.method, c.req.url) === null)
      return c.json({ success: false, message: "There is nothing at this address." }, 404, noStore);
    await next();
  },
  bodyLimit({
    maxSize: maxCmsBodyBytes,
    onError: (c) =>
      c.json(
        { success: false, message: `The request body is too large (at most ${maxCmsBodyBytes} bytes).` },
        413,
      ),
  }),
  async (c) => {
    const path = allowedCmsPath(c.req.method, c.req.url) ?? "";
    const config = c.get("config");
    const access = cmsAccess(c.env, config, c.executionCtx);
    const headers: Record<string, string> = {};
    for (const name of forwardedHeaders) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    let upstream: Response;
    try {
      upstream = await proxy(`${access.origin}${path}`, {
        method: c.req.method,
        headers,
        ...(hasBody ? { body: await c.req.arrayBuffer() } : {}),
        redirect: "manual",
        signal: AbortSignal.timeout(config.cmsTimeoutMs),
        customFetch: access.fetch,
      });
    } catch {
      return c.json(
        { success: false, message: "The content service is unavailable. Please try again later." },
        502,
        noStore,
      );
    }
    if (upstream.status >= 300 && upstream.status < 400) {
      await upstream.body?.cancel();
      return c.json(
        { success: false, message: "The content service gave an unexpected answer." },
        502,
        noStore,
      );
    }
    const out = new Headers(noStore);
    for (const name of answerHeaders) {
      const value = upstream.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: out });
  },
);
