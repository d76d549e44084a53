/**
 * @module The browser-facing `/cms-service/…` paths: only the allowlisted calls of shared/cms/paths.ts
 * reach the CMS (through the one access point), exactly as the browser makes them: no body, no query,
 * two request headers; only a JSON answer comes back, with no cookies.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { proxy } from "hono/proxy";
import { cmsServiceRoot } from "../../shared/cms/paths.ts";
import { cmsAccess } from "../cms/access.ts";
import { noStoreHeaders, refusal } from "../lib/answers.ts";
import { readLimited } from "../lib/read-limited.ts";
import type { AppEnv } from "../request/app-env.ts";
import { allowedCmsPath } from "../security/cms-allowlist.ts";

/** The only request headers the CMS receives from a visitor (the token check reads `authorization`). */
const forwardedHeaders = ["authorization", "accept"] as const;
/** Largest CMS answer passed back, in bytes (a token check's answer is a few hundred). */
const maxAnswerBytes = 64 * 1024;

/** A `content-type` of `application/json`, with any parameters (`; charset=UTF-8`). */
const isJsonType = (type: string | null) => type?.split(";")[0]?.trim().toLowerCase() === "application/json";

/** The answer's text when it is at most `maxAnswerBytes` of valid UTF-8 JSON, else null (a read cut short too). */
async function jsonText(answer: Response): Promise<string | null> {
  try {
    const bytes = await readLimited(answer, maxAnswerBytes);
    if (bytes === null) return null;
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
}

export const cmsService = new Hono<AppEnv>();

cmsService.all(
  `${cmsServiceRoot}/*`,
  async (c, next) => {
    if (allowedCmsPath(c.req.method, c.req.url) === null)
      return refusal(c, 404, "There is nothing at this address.");
    await next();
  },
  // The browser's calls carry no body; one sent anyway (a form's `rest_route`, `_method`, a
  // multipart upload) could choose another WordPress route, so it is refused, never passed on.
  bodyLimit({ maxSize: 0, onError: (c) => refusal(c, 413, "This address takes no request body.") }),
  async (c) => {
    const path = allowedCmsPath(c.req.method, c.req.url) ?? "";
    const config = c.get("config");
    const access = cmsAccess(c.env, config, c.executionCtx);
    const headers: Record<string, string> = {};
    for (const name of forwardedHeaders) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    let upstream: Response;
    try {
      upstream = await proxy(`${access.origin}${path}`, {
        method: c.req.method,
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(config.cmsTimeoutMs),
        customFetch: access.fetch,
      });
    } catch {
      return refusal(c, 502, "The content service is unavailable. Please try again later.");
    }
    // Only a JSON answer of the call itself (2xx) or of its refusal (4xx) comes back: a redirect, a
    // server error or anything not JSON (a PHP error page, a notice before the JSON) never does.
    const { status } = upstream;
    const passes = (status >= 200 && status < 300) || (status >= 400 && status < 500);
    const text = passes && isJsonType(upstream.headers.get("content-type")) ? await jsonText(upstream) : null;
    if (text === null) {
      await upstream.body?.cancel().catch(() => undefined);
      return refusal(c, 502, "The content service gave an unexpected answer.");
    }
    return c.body(text, status as 200, {
      ...noStoreHeaders,
      "content-type": "application/json; charset=UTF-8",
    });
  },
);
