/**
 * @module The one purge path (decision 0048) of the ops route, the deploy and the CMS events: Workers
 * Cache invalidates (stale may answer while the page renders again) or purges (gone) by tag or path
 * prefix, in calls of at most 100, 5 a minute (burst 25); calls over it wait on the purge queue. A purge
 * never deletes a last good copy, so a purge while the CMS is down leaves every page an answer.
 */
import type { Config } from "../env.ts";
import { forgetAll, isolateState } from "../lib/isolate-state.ts";
import { forgetSwrKey } from "../lib/kv-swr.ts";
import { errorFields, log } from "../lib/log.ts";
import { commonDataKeys, searchIndexKeys } from "./keys.ts";
import { maxPurgeItems, type PurgeTarget } from "./purge-target.ts";
import { commonTag, pathTag } from "./tags.ts";

/** One edge call's worth of work, as the queue carries it. */
export interface EdgePurge {
  mode: "invalidate" | "purge";
  tags?: string[];
  pathPrefixes?: string[];
  purgeEverything?: boolean;
}

export interface PurgeResult {
  ok: boolean;
  scope: "all" | "common" | "paths" | "tags" | "prefixes";
  mode: EdgePurge["mode"];
  kvKeys?: string[];
  /** Every page path a purge of paths reached: each language's, and the feeds mirroring them. */
  paths?: string[];
  tags?: string[];
  pathPrefixes?: string[];
  /** "done": every call taken; "queued": some wait for the rate; "skipped": no Workers Cache here. */
  edge: { status: "done" | "queued" | "failed" | "skipped"; calls: number; detail?: string };
}

export interface PurgeInput {
  kv: KVNamespace;
  config: Config;
  target: PurgeTarget;
  /** Every path a purge of `paths` drops: each language's, and their feeds (worker/feeds/purge-paths.ts). */
  expandPaths: (paths: string[]) => string[];
  /** Forgets the CMS answers this isolate remembers (worker/cms/memo.ts). */
  forgetCmsAnswers: () => void;
  /** This Worker's Workers Cache (`edgeCache(ctx)`); undefined under `wrangler dev`. */
  edge: CacheContext | undefined;
  /** Where edge calls over the rate wait (the `CACHE_PURGES` queue). */
  queue?: Queue<EdgePurge>;
}

/** KV's copies elsewhere lag a change up to 60 s, an isolate's 5 s more: KV-held data's pages are invalidated again. */
export const kvSettleSeconds = 65;

/** Workers Cache's purge rate (issue 42; the zone purge API's Free tier): 5 calls a minute, a burst of 25. */
const bucket = { perMinute: 5, burst: 25, tokens: 25, at: Date.now() };
isolateState("purge rate", () => Object.assign(bucket, { tokens: bucket.burst, at: Date.now() }));

/** Takes one call from this isolate's share of the rate; false when it is used up. */
function takeToken(now = Date.now()): boolean {
  bucket.tokens = Math.min(bucket.burst, bucket.tokens + ((now - bucket.at) / 60_000) * bucket.perMinute);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/** `work` split into calls of at most 100 tags or prefixes each. */
export function edgeCalls(work: EdgePurge): EdgePurge[] {
  if (work.purgeEverything) return [{ mode: work.mode, purgeEverything: true }];
  const calls: EdgePurge[] = [];
  const tags = [...new Set(work.tags ?? [])];
  const prefixes = [...new Set(work.pathPrefixes ?? [])];
  for (let i = 0; i < tags.length; i += maxPurgeItems)
    calls.push({ mode: work.mode, tags: tags.slice(i, i + maxPurgeItems) });
  for (let i = 0; i < prefixes.length; i += maxPurgeItems)
    calls.push({ mode: work.mode, pathPrefixes: prefixes.slice(i, i + maxPurgeItems) });
  return calls;
}

/** Sends one call to the edge: true when accepted, false when refused (rate limit or failure). */
export async function sendEdgeCall(edge: CacheContext, call: EdgePurge): Promise<boolean> {
  const { mode, ...options } = call;
  try {
    const result = await (mode === "purge" ? edge.purge(options) : edge.invalidate(options));
    if (!result.success) log("error", "cache", `edge ${mode} refused`, { errors: result.errors });
    return result.success;
  } catch (error) {
    log("error", "cache", `edge ${mode} failed`, errorFields(error));
    return false;
  }
}

/** Sends `work` to the edge within the rate, queueing what is over it (or refused). */
async function toEdge(input: PurgeInput, work: EdgePurge): Promise<PurgeResult["edge"]> {
  if (!input.edge) return { status: "skipped", calls: 0, detail: "no Workers Cache: every request renders" };
  const waiting: EdgePurge[] = [];
  for (const call of edgeCalls(work))
    if (!(takeToken() && (await sendEdgeCall(input.edge, call)))) waiting.push(call);
  const calls = edgeCalls(work).length - waiting.length;
  if (waiting.length === 0) return { status: "done", calls };
  const detail = `${waiting.length} calls over the purge rate`;
  if (!input.queue) return { status: "failed", calls, detail };
  await input.queue.sendBatch(waiting.map((body) => ({ body })));
  return { status: "queued", calls, detail };
}

/** What `target` asks of the edge and of KV. */
function workOf(
  input: PurgeInput,
): Omit<PurgeResult, "ok" | "mode" | "edge"> & { work: Omit<EdgePurge, "mode"> } {
  const { target } = input;
  if ("paths" in target) {
    const paths = [...new Set(input.expandPaths(target.paths).map((p) => new URL(p, "http://s").pathname))];
    return { scope: "paths", paths, tags: paths.map(pathTag), work: { tags: paths.map(pathTag) } };
  }
  if ("tags" in target) return { scope: "tags", tags: target.tags, work: { tags: target.tags } };
  if ("prefixes" in target)
    return { scope: "prefixes", pathPrefixes: target.prefixes, work: { pathPrefixes: target.prefixes } };
  if (target.scope === "common")
    return { scope: "common", kvKeys: commonDataKeys, tags: [commonTag], work: { tags: [commonTag] } };
  return { scope: "all", kvKeys: [...commonDataKeys, ...searchIndexKeys], work: { purgeEverything: true } };
}

/** Purges what `target` names and says what was purged. */
export async function purgeCache(input: PurgeInput): Promise<PurgeResult> {
  const mode = input.target.mode ?? "invalidate";
  const { work, ...result } = workOf(input);
  // Purged pages render from the CMS's answers now; a purge of everything forgets all the isolate keeps.
  input.forgetCmsAnswers();
  if (result.scope === "all") forgetAll();
  const keys = result.kvKeys ?? [];
  await Promise.all(keys.map((key) => input.kv.delete(key).then(() => forgetSwrKey(key))));
  const edge = await toEdge(input, { mode, ...work });
  if (keys.length > 0 && input.edge && input.queue)
    await input.queue.send({ mode: "invalidate", ...work }, { delaySeconds: kvSettleSeconds });
  return { ok: edge.status !== "failed", mode, ...result, edge };
}
