/**
 * @module The ops routes, all behind the one gate (gate.ts): `POST /__ops/purge`, the status, the
 * dead-lettered submissions and the demo submissions listing. A route whose secret is unset is absent.
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiPath } from "../../shared/cms/paths.ts";
import { edgeCache, maxPurgePaths, purgeCache, purgeTarget } from "../cache/index.ts";
import { cmsAccess } from "../cms/access.ts";
import { forgetCmsAnswers } from "../cms/memo.ts";
import { purgePaths } from "../feeds/purge-paths.ts";
import { opsError } from "../lib/answers.ts";
import type { AppEnv } from "../request/app-env.ts";
import { opsGate, opsRoutes } from "./gate.ts";
import { opsStatusRoute } from "./status-route.ts";
import { opsSubmissions } from "./submissions-route.ts";

/** Largest purge request body accepted, in bytes. */
const maxPurgeBodyBytes = 8 * 1024;

const badShape = `Expected {"scope":"all"}, {"scope":"common"}, {"paths":["/…"]} with 1 to ${maxPurgePaths} paths, {"tags":["…"]} or {"prefixes":["/…"]} with 1 to 100, and optionally "mode":"invalidate" or "purge".`;

export const ops = new Hono<AppEnv>();

ops.use("/__ops/*", opsGate);
ops.route("/", opsSubmissions);
ops.route("/", opsStatusRoute);

ops.all(
  opsRoutes.purge.path,
  (c, next) =>
    /^application\/json\b/i.test(c.req.header("content-type") ?? "")
      ? next()
      : opsError(c, 415, "Send a JSON body with content-type application/json."),
  bodyLimit({
    maxSize: maxPurgeBodyBytes,
    onError: (c) => opsError(c, 413, `The body is larger than ${maxPurgeBodyBytes} bytes.`),
  }),
  async (c, next) => {
    // Parsed once here so malformed JSON is a 400 with a message; the validator reuses the result.
    const wellFormed = await c.req.json().then(
      () => true,
      () => false,
    );
    if (!wellFormed) return opsError(c, 400, "The body is not valid JSON.");
    await next();
  },
  vValidator("json", purgeTarget, (result, c) => {
    if (!result.success) return opsError(c, 400, badShape);
  }),
  async (c) => {
    const result = await purgeCache({
      kv: c.env.CACHE,
      config: c.get("config"),
      target: c.req.valid("json"),
      expandPaths: purgePaths,
      forgetCmsAnswers,
      edge: edgeCache(c.executionCtx),
      queue: c.env.CACHE_PURGES,
    });
    return c.json(result, result.ok ? 200 : 502);
  },
);

/**
 * `GET /__ops/demo-submissions`: the demo CMS's stored signups and contact messages, for local use
 * (the site's `/cms-service/` passes only the browser's calls on). 404 with a real CMS or no OPS_TOKEN.
 */
ops.all(opsRoutes.demoSubmissions.path, async (c) => {
  const config = c.get("config");
  if (config.cmsOrigin !== null) return c.notFound();
  const access = cmsAccess(c.env, config, c.executionCtx);
  const listing = await access.fetch(
    new Request(`${access.origin}${apiPath("demoSubmissions")}`, {
      headers: { authorization: `Bearer ${config.opsToken}` },
    }),
  );
  return c.json(await listing.json(), 200);
});
