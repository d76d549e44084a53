/**
 * @module `POST /__ops/cms-events`: WordPress's clinic-site plugin says what an editor changed, signed
 * with CMS_EVENTS_SECRET; the site drops the pages it touches through the one purge path. Absent
 * without the secret. Tampered, stale and replayed events get 401 and change nothing (decision 0052).
 */
import { Hono } from "hono";
import * as v from "valibot";
import { edgeCache, purgeCache, searchIndexKeys } from "../../cache/index.ts";
import { forgetCmsAnswers } from "../../cms/memo.ts";
import { purgePaths } from "../../feeds/purge-paths.ts";
import { markNoStore, methodNotAllowed, opsError } from "../../lib/answers.ts";
import { log } from "../../lib/log.ts";
import { readLimitedText } from "../../lib/read-limited.ts";
import type { AppEnv } from "../../request/app-env.ts";
import { cmsEvent } from "./event-shape.ts";
import { firstUse } from "./replay-memory.ts";
import { checkSignature, signatureHeader, timestampHeader } from "./signature.ts";
import { type ListSizes, touchedBy } from "./touched-paths.ts";

/** Largest event body accepted, in bytes (50 changes fit in a quarter of it). */
const maxEventBytes = 16 * 1024;

const refusedSignature = {
  missing: "Sign the event: X-Clinic-Timestamp and X-Clinic-Signature.",
  mismatch: "The signature does not match the event.",
  stale: "The event's timestamp is outside the 5-minute window.",
} as const;

export const cmsEvents = new Hono<AppEnv>();

cmsEvents.all("/__ops/cms-events", async (c) => {
  const secret = c.get("config").cmsEventsSecret;
  if (secret === null) return c.notFound();
  markNoStore(c);
  if (c.req.method !== "POST") return methodNotAllowed(c, ["POST"], opsError);
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
    return opsError(c, 415, "Send a JSON body with content-type application/json.");
  }
  const body = await readLimitedText(c.req.raw, maxEventBytes);
  if (body === null) return opsError(c, 413, `The body is larger than ${maxEventBytes} bytes.`);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const signature = c.req.header(signatureHeader);
  const check = await checkSignature(
    secret,
    { timestamp: c.req.header(timestampHeader), signature },
    body,
    nowSeconds,
  );
  if (check !== "ok") return opsError(c, 401, refusedSignature[check]);
  const db = c.env.CMS_EVENTS_DB;
  if (!db) return opsError(c, 503, "The replay memory (the CMS_EVENTS_DB binding) is not configured.");
  if (!(await firstUse(db, signature ?? "", nowSeconds))) {
    return opsError(c, 401, "This event has been received before.");
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return opsError(c, 400, "The body is not valid JSON.");
  }
  const parsed = v.safeParse(cmsEvent, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    return opsError(c, 400, `Not a change event${where ? ` (at ${where})` : ""}: ${issue?.message ?? ""}`);
  }
  const cms = c.get("cms");
  const sizes: ListSizes = {
    totals: async () => {
      const [news, jobs] = await Promise.all([cms.newsTotal(), cms.jobOpeningsTotal()]);
      return { news, jobs };
    },
    staffListers: async () => {
      const common = await cms.common();
      return {
        locations: common.locations.map((l) => l.post_name),
        teams: common.teams.map((t) => t.post_name),
      };
    },
  };
  // The lists are counted from the CMS's answers as they are now, not as this isolate remembers them.
  forgetCmsAnswers();
  const touched = await touchedBy(parsed.output, sizes);
  const purge = {
    kv: c.env.CACHE,
    config: c.get("config"),
    expandPaths: purgePaths,
    forgetCmsAnswers,
    edge: edgeCache(c.executionCtx),
    queue: c.env.CACHE_PURGES,
  };
  if (touched.scope === "all") {
    const result = await purgeCache({ ...purge, target: { scope: "all" } });
    log("info", "cms-events", `cms event ${parsed.output.id}: everything refreshed (${touched.reason})`);
    return c.json({ ok: result.ok, event: parsed.output.id, scope: "all", reason: touched.reason }, 200);
  }
  const result = await purgeCache({ ...purge, target: { paths: touched.paths } });
  // The built-in search index: dropped, it is rebuilt from the CMS on the next search.
  if (touched.searchIndex) await Promise.all(searchIndexKeys.map((key) => c.env.CACHE.delete(key)));
  log("info", "cms-events", `cms event ${parsed.output.id}: ${result.paths?.length ?? 0} paths refreshed`);
  return c.json(
    {
      ok: result.ok,
      event: parsed.output.id,
      scope: "paths",
      paths: result.paths ?? [],
      searchIndex: touched.searchIndex,
    },
    200,
  );
});
