/** @module Asks the CMS for its home page now, and remembers in KV when it last answered well and how. */
import { apiPath } from "../../shared/cms/paths.ts";
import { cmsAccess } from "../cms/access.ts";
import type { Config } from "../env.ts";

/** KV key (CACHE) of the last good answer: `{ at, how }`. */
const lastAnswerKey = "ops:cms-last-answer";

export interface CmsProbe {
  ok: boolean;
  /** What happened now: `200 in 84 ms`, `503 in 12 ms`, `no answer in 5000 ms`, `unreachable: …`. */
  now: string;
  /** When it last answered well (now, when `ok`), or null when never recorded. */
  lastAnsweredAt: string | null;
  lastAnswer: string | null;
  /** `demo` when the built-in demo CMS answers, else the origin. */
  origin: string;
}

/** Reads the CMS's home endpoint with the configured time limit; a good answer is recorded. */
export async function probeCms(
  env: Env,
  config: Pick<Config, "cmsOrigin" | "cmsTimeoutMs">,
  now = Date.now(),
): Promise<CmsProbe> {
  const access = cmsAccess(env, config);
  const started = Date.now();
  let ok = false;
  let how: string;
  try {
    const res = await access.fetch(
      new Request(`${access.origin}${apiPath("home")}`, { signal: AbortSignal.timeout(config.cmsTimeoutMs) }),
    );
    await res.arrayBuffer();
    ok = res.status === 200;
    how = `${res.status} in ${Date.now() - started} ms`;
  } catch (error) {
    how =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer in ${config.cmsTimeoutMs} ms`
        : `unreachable: ${error instanceof Error ? error.message : String(error)}`;
  }
  const origin = access.demo ? "demo" : access.origin;
  if (ok) {
    const at = new Date(now).toISOString();
    await env.CACHE.put(lastAnswerKey, JSON.stringify({ at, how }));
    return { ok, now: how, lastAnsweredAt: at, lastAnswer: how, origin };
  }
  const last = await env.CACHE.get<{ at: string; how: string }>(lastAnswerKey, "json").catch(() => null);
  return { ok, now: how, lastAnsweredAt: last?.at ?? null, lastAnswer: last?.how ?? null, origin };
}
