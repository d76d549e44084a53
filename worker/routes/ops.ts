/** @module The token-protected ops routes (`POST /__ops/purge`, the demo submissions listing); absent without OPS_TOKEN. */
import { Hono } from "hono";
import * as v from "valibot";
import { apiPath } from "../../shared/cms/paths.ts";
import type { AppEnv } from "../app-env.ts";
import { purgeCache } from "../cache/index.ts";
import { cmsAccess } from "../cms/access.ts";
import { bearerMatches } from "../security/timing-safe.ts";

/** Largest purge request body accepted, in bytes. */
export const maxPurgeBodyBytes = 8 * 1024;
/** Most paths in one purge (Cloudflare's per-call limit for purging by URL). */
export const maxPurgePaths = 30;

const pagePath = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.regex(/^\/(?!\/)[^\s#]*$/, "a path starting with /"),
);
const purgeBody = v.union([
  v.strictObject({ scope: v.picklist(["all", "common"]) }),
  v.strictObject({ paths: v.pipe(v.array(pagePath), v.minLength(1), v.maxLength(maxPurgePaths)) }),
]);

async function readBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? "0") > maxPurgeBodyBytes) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.byteLength > maxPurgeBodyBytes ? null : new TextDecoder().decode(bytes);
}

export const ops = new Hono<AppEnv>();

ops.all("/__ops/purge", async (c) => {
  const token = c.get("config").opsToken;
  if (token === null) return c.notFound();
  if (c.req.method !== "POST") {
    c.header("allow", "POST");
    return c.json({ error: "Use POST." }, 405);
  }
  c.header("cache-control", "no-store");
  if (!(await bearerMatches(c.req.header("authorization"), token))) {
    return c.json({ error: "Unauthorized." }, 401);
  }
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
    return c.json({ error: "Send a JSON body with content-type application/json." }, 415);
  }
  const text = await readBody(c.req.raw);
  if (text === null) return c.json({ error: `The body is larger than ${maxPurgeBodyBytes} bytes.` }, 413);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return c.json({ error: "The body is not valid JSON." }, 400);
  }
  const parsed = v.safeParse(purgeBody, json);
  if (!parsed.success) {
    return c.json(
      {
        error: `Expected {"scope":"all"}, {"scope":"common"} or {"paths":["/…"]} with 1 to ${maxPurgePaths} paths.`,
      },
      400,
    );
  }
  const result = await purgeCache({
    kv: c.env.CACHE,
    config: c.get("config"),
    origin: new URL(c.req.url).origin,
    target: parsed.output,
  });
  return c.json(result, result.ok ? 200 : 502);
});

/**
 * `GET /__ops/demo-submissions`: the demo CMS's stored signups and contact messages, for local use
 * (the site's `/cms-service/` passes only the browser's calls on). 404 with a real CMS or no OPS_TOKEN.
 */
ops.all("/__ops/demo-submissions", async (c) => {
  const config = c.get("config");
  if (config.opsToken === null || config.cmsOrigin !== null) return c.notFound();
  if (c.req.method !== "GET") {
    c.header("allow", "GET");
    return c.json({ error: "Use GET." }, 405);
  }
  c.header("cache-control", "no-store");
  if (!(await bearerMatches(c.req.header("authorization"), config.opsToken))) {
    return c.json({ error: "Unauthorized." }, 401);
  }
  const access = cmsAccess(c.env, config, c.executionCtx);
  const listing = await access.fetch(
    new Request(`${access.origin}${apiPath("demoSubmissions")}`, {
      headers: { authorization: `Bearer ${config.opsToken}` },
    }),
  );
  return c.json(await listing.json(), 200);
});
