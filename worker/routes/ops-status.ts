/** @module `GET /__ops/status` with the ops bearer token: the ops status as JSON (worker/ops/status.ts); absent without OPS_TOKEN. */
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { opsStatus } from "../ops/status.ts";
import { bearerMatches } from "../security/timing-safe.ts";

export const opsStatusRoute = new Hono<AppEnv>();

opsStatusRoute.all("/__ops/status", async (c) => {
  const config = c.get("config");
  if (config.opsToken === null) return c.notFound();
  c.header("cache-control", "no-store");
  if (c.req.method !== "GET") {
    c.header("allow", "GET");
    return c.json({ error: "Use GET." }, 405);
  }
  if (!(await bearerMatches(c.req.header("authorization"), config.opsToken))) {
    return c.json({ error: "Unauthorized." }, 401);
  }
  return c.json(await opsStatus(c.env, config), 200);
});
