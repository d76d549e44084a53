/**
 * @module The one purge path (decision 0048): the ops route, the deploy and the CMS's change events all
 * call `purgeCache`. It drops the KV common data where asked, forgets this isolate's CMS answers, and
 * has Workers Cache invalidate (stale may still answer while the page renders again) or purge (gone)
 * by tag or path prefix, in calls of at most 100 items. Workers Cache takes 5 purge calls a minute
 * (a burst of 25): calls over it, here or as Cloudflare answers, wait on the purge queue
 * (purge-queue.ts). A purge never deletes a page's last good copy, so a purge made while the CMS is
 * down leaves every page something to serve.
 */
import type { Config } from "../env.ts";
import { forgetAll } from "../lib/isolate-state.ts";
import { commonDataKeys, searchIndexKeys } from "./keys.ts";
import { forgetSwrKey } from "./kv-swr.ts";
import { maxPurgeItems, type PurgeTarget } from "./purge-target.ts";
import { commonTag, pathTag } from "./tags.ts";

/** One edge call's worth of work, as the queue carries it. */
export interface EdgePurge {
  mode: "invalidate" | "purge";
  tags?: string[];
  pathPrefixes?: string[];
  purgeEverything?: boolean;
}

export interface EdgeOutcome {
  /** "done": every call accepted; "queued": some wait on the queue; "skipped": no Workers Cache here. */
  status: "done" | "queued" | "failed" | "skipped";
  calls: number;
  detail?: string;
}

export interface PurgeResult {
  ok: boolean;
  scope: "all" | "common" | "paths" | "tags" | "prefixes";
  mode: "invalidate" | "purge";
  kvKeys?: string[];
  /** Every page path a purge of paths reached: each language's, and the feeds mirroring them. */
  paths?: string[];
  tags?: string[];
  pathPrefixes?: string[];
  edge: EdgeOutcome;
}

export interface PurgeInput {
  kv: KVNamespace;
  config: Config;
  target: PurgeTarget;
  /**
   * Every path a purge of `paths` drops: each page in every language, and the feeds mirroring them
   * (`purgePaths` of worker/feeds/purge-paths.ts).
   */
  expandPaths: (paths: string[]) => string[];
  /** Forgets the CMS answers this isolate remembers (`forgetCmsAnswers` of worker/cms/memo.ts). */
  forgetCmsAnswers: () => void;
  /** This Worker's Workers Cache (`edgeCache(ctx)`); undefined under `wrangler dev`. */
  edge: CacheContext | undefined;
  /** Where edge calls over the rate limit wait (the `CACHE_PURGES` queue). */
  queue?: Queue<EdgePurge>;
  /** The site's origin (unused: Workers Cache keys by path, not host); kept for older callers. */
  origin?: string;
}

/** Workers Cache's purge rate (issue 42; the zone purge API's Free tier): 5 calls a minute, a burst of 25. */
const bucket = { perMinute: 5, burst: 25, tokens: 25, at: Date.now() };

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
    if (!result.success) console.error(`edge ${mode} refused`, JSON.stringify(result.errors));
    return result.success;
  } catch (error) {
    console.error(`edge ${mode} failed`, error instanceof Error ? error.message : error);
    return false;
  }
}

/** Sends `work` to the edge within the rate, queueing what is over it (or refused). */
async function toEdge(input: PurgeInput, work: EdgePurge): Promise<EdgeOutcome> {
  if (!input.edge)
    return { status: "skipped", calls: 0, detail: "no Workers Cache here: every request renders" };
  const waiting: EdgePurge[] = [];
  let sent = 0;
  for (const call of edgeCalls(work)) {
    if (takeToken() && (await sendEdgeCall(input.edge, call))) sent++;
    else waiting.push(call);
  }
  if (waiting.length === 0) return { status: "done", calls: sent };
  if (!input.queue)
    return { status: "failed", calls: sent, detail: `${waiting.length} calls over the purge rate` };
  await input.queue.sendBatch(waiting.map((body) => ({ body })));
  return { status: "queued", calls: sent, detail: `${waiting.length} calls wait for the purge rate` };
}

async function dropKeys(kv: KVNamespace, keys: string[]): Promise<string[]> {
  await Promise.all(keys.map((key) => kv.delete(key)));
  for (const key of keys) forgetSwrKey(key);
  return keys;
}

/** Purges what `target` names and says what was purged. */
export async function purgeCache(input: PurgeInput): Promise<PurgeResult> {
  const { kv, target } = input;
  const mode = target.mode ?? "invalidate";
  // Whatever is purged is rendered from the CMS's current answers, not ones this isolate remembers.
  input.forgetCmsAnswers();
  const done = (result: Omit<PurgeResult, "ok" | "mode">): PurgeResult => ({
    ...result,
    mode,
    ok: result.edge.status !== "failed",
  });
  if ("paths" in target) {
    const paths = [
      ...new Set(input.expandPaths(target.paths).map((p) => new URL(p, "http://site").pathname)),
    ];
    const tags = paths.map(pathTag);
    return done({ scope: "paths", paths, tags, edge: await toEdge(input, { mode, tags }) });
  }
  if ("tags" in target)
    return done({ scope: "tags", tags: target.tags, edge: await toEdge(input, { mode, tags: target.tags }) });
  if ("prefixes" in target) {
    const pathPrefixes = target.prefixes;
    return done({ scope: "prefixes", pathPrefixes, edge: await toEdge(input, { mode, pathPrefixes }) });
  }
  if (target.scope === "common") {
    const kvKeys = await dropKeys(kv, commonDataKeys);
    return done({
      scope: "common",
      kvKeys,
      tags: [commonTag],
      edge: await toEdge(input, { mode, tags: [commonTag] }),
    });
  }
  // Nothing this isolate remembers (answers, common data, index) is kept.
  forgetAll();
  const kvKeys = await dropKeys(kv, [...commonDataKeys, ...searchIndexKeys]);
  return done({ scope: "all", kvKeys, edge: await toEdge(input, { mode, purgeEverything: true }) });
}
