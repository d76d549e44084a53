/** @module `GET /__ops/status`, behind the ops gate (OPS_TOKEN): the ops status as JSON (worker/ops/status.ts). */
import { Hono } from "hono";
import type { AppEnv } from "../request/app-env.ts";
import { opsRoutes } from "./gate.ts";
import { opsStatus } from "./status.ts";

export const opsStatusRoute = new Hono<AppEnv>();

opsStatusRoute.all(opsRoutes.status.path, async (c) => c.json(await opsStatus(c.env, c.get("config")), 200));
