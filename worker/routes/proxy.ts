/** @module `/proxy?type=…`: the site's own third-party scripts (configured ids only) from fixed upstreams, checked, size-limited and edge-cached. */
import type { Context } from "hono";
import { Hono } from "hono";
import { proxy } from "hono/proxy";
import { methodNotAllowed, refusal } from "../lib/answers.ts";
import { readLimited } from "../lib/read-limited.ts";
import type { AppEnv } from "../request/app-env.ts";
import { upstreamFor } from "../security/proxy-targets.ts";

const proxyTimeoutMs = 5000;
const proxyMaxBytes = 1024 * 1024;
const edgeSeconds = 3600;
const browserControl = "public, max-age=3600, stale-while-revalidate=86400";

/** The script at `url`, fetched with no header of the visitor's and never following a redirect; a refusal when it is not one. */
async function fetchScript(c: Context<AppEnv>, url: string): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await proxy(url, { redirect: "manual", signal: AbortSignal.timeout(proxyTimeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return timedOut
      ? refusal(c, 504, "The script provider did not answer in time.")
      : refusal(c, 502, "The script provider is unreachable.");
  }
  if (upstream.status !== 200) {
    await upstream.body?.cancel();
    return refusal(c, 502, `The script provider answered ${upstream.status}.`);
  }
  const type = upstream.headers.get("content-type") ?? "";
  if (!/^(?:text|application)\/(?:x-)?javascript\b/i.test(type)) {
    await upstream.body?.cancel();
    return refusal(c, 502, "The script provider did not answer with JavaScript.");
  }
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readLimited(upstream, proxyMaxBytes);
  } catch {
    return refusal(c, 504, "The script provider did not finish in time.");
  }
  if (!body) return refusal(c, 502, "The script is too large.");
  return new Response(body, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": browserControl,
      "x-proxy-cache": "MISS",
    },
  });
}

export const proxyRoute = new Hono<AppEnv>();

proxyRoute.all("/proxy", async (c) => {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") return methodNotAllowed(c, ["GET", "HEAD"], refusal);
  const config = c.get("config");
  const target = upstreamFor(new URL(c.req.url).searchParams, {
    maps: config.mapsKey,
    analytics: config.analyticsId,
    recaptcha: config.botCheckSiteKey,
    cse: config.cseId,
  });
  if ("error" in target) return refusal(c, target.status, target.error);
  const cache = caches.default;
  const key = new Request(`https://proxy.cache/${encodeURIComponent(target.url)}`);
  const hit = await cache.match(key);
  if (hit) {
    const response = new Response(method === "HEAD" ? null : hit.body, hit);
    response.headers.set("cache-control", browserControl);
    response.headers.set("x-proxy-cache", "HIT");
    return response;
  }
  const response = await fetchScript(c, target.url);
  if (response.status === 200) {
    const stored = response.clone();
    stored.headers.set("cache-control", `public, max-age=${edgeSeconds}`);
    c.executionCtx.waitUntil(cache.put(key, stored));
  }
  return method === "HEAD" ? new Response(null, response) : response;
});
