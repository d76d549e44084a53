/** @module `GET /__ops/status` with the ops bearer token: the ops status as JSON (worker/ops/status.ts); absent without OPS_TOKEN. */
import { Hono } from "hono";
import { markNoStore, methodNotAllowed, opsError } from "../lib/answers.ts";
import { bearerMatches } from "../lib/timing-safe.ts";
import type { AppEnv } from "../request/app-env.ts";
import { opsStatus } from "./status.ts";

export const opsStatusRoute = new Hono<AppEnv>();

opsStatusRoute.all("/__ops/status", async (c) => {
  const config = c.get("config");
  if (config.opsToken === null) return c.notFound();
  markNoStore(c);
  if (c.req.method !== "GET") return methodNotAllowed(c, ["GET"], opsError);
  if (!(await bearerMatches(c.req.header("authorization"), config.opsToken))) {
    return opsError(c, 401, "Unauthorized.");
  }
  return c.json(await opsStatus(c.env, config), 200);
});
