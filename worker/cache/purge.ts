/** @module Purging: everything (new generation), the KV common data (every language), or listed pages; optionally the zone too. */

import type { Config } from "../env.ts";
import { forgetAll } from "../lib/isolate-state.ts";
import { buildId } from "./build-id.ts";
import { bumpGeneration, markPurged } from "./cache-state.ts";
import { forgetHotPage } from "./hot-pages.ts";
import { commonDataKeys, searchIndexKeys } from "./keys.ts";
import { forgetSwrKey } from "./kv-swr.ts";
import { normalizedPath, pageCacheKey } from "./page-key.ts";
import { pageCache } from "./platform.ts";
import type { PurgeTarget } from "./purge-target.ts";

interface CloudflarePurge {
  /** "skipped" when no zone id and API token are configured, or nothing in the zone needs it. */
  status: "purged" | "failed" | "skipped";
  detail?: string;
}

export interface PurgeResult {
  ok: boolean;
  scope: "all" | "common" | "paths";
  generation?: string;
  /** When the paths were marked purged (ms since epoch): copies rendered before it are not served. */
  purgedAt?: number;
  kvKeys?: string[];
  paths?: Array<{ path: string; deleted: boolean }>;
  cloudflare: CloudflarePurge;
}

export interface PurgeInput {
  kv: KVNamespace;
  config: Config;
  /** The site's origin, used for page keys when SITE_URL is unset. */
  origin: string;
  target: PurgeTarget;
  /**
   * Every path a purge of `paths` drops: each page in every language, and the feeds mirroring them
   * (the feeds know which: `purgePaths` of worker/feeds/purge-paths.ts).
   */
  expandPaths: (paths: string[]) => string[];
  /** Forgets the CMS answers this isolate remembers (`forgetCmsAnswers` of worker/cms/memo.ts). */
  forgetCmsAnswers: () => void;
}

/** Calls Cloudflare's zone purge API with `body`, when a zone id and API token are configured. */
async function purgeZone(config: Config, body: object): Promise<CloudflarePurge> {
  if (!config.cfZoneId || !config.cfApiToken) return { status: "skipped", detail: "not configured" };
  try {
    const response = await fetch(
      `https://api.cloudflare.com/client/v4/zones/${encodeURIComponent(config.cfZoneId)}/purge_cache`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${config.cfApiToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      },
    );
    const answer = (await response.json().catch(() => null)) as { success?: boolean } | null;
    if (response.ok && answer?.success === true) return { status: "purged" };
    return { status: "failed", detail: `Cloudflare answered ${response.status}` };
  } catch {
    return { status: "failed", detail: "Cloudflare API unreachable" };
  }
}

async function dropKeys(kv: KVNamespace, keys: string[]): Promise<string[]> {
  await Promise.all(keys.map((key) => kv.delete(key)));
  for (const key of keys) forgetSwrKey(key);
  return keys;
}

/** Purges what `target` names and says what was purged. */
export async function purgeCache({
  kv,
  config,
  origin,
  target,
  expandPaths,
  forgetCmsAnswers,
}: PurgeInput): Promise<PurgeResult> {
  // Whatever is purged is rendered from the CMS's current answers, not ones this isolate remembers.
  forgetCmsAnswers();
  const siteOrigin = config.siteUrl ?? origin;
  if ("paths" in target) {
    const urls = expandPaths(target.paths).map((path) => new URL(path, siteOrigin));
    // Every location (and the global tier) checks these purge times against its copies' render times.
    const purgedAt = Date.now();
    const pathnames = [...new Set(urls.map((url) => url.pathname))];
    const { generation } = await markPurged(kv, pathnames, config.cacheMaxStaleSeconds * 1000, purgedAt);
    const paths = await Promise.all(
      urls.map(async (url) => {
        // This location's copy goes at once.
        const key = pageCacheKey(siteOrigin, url, generation, buildId(config));
        forgetHotPage(key);
        const deleted = await pageCache().delete(key);
        return { path: normalizedPath(url), deleted };
      }),
    );
    const files = paths.map((p) => `${siteOrigin}${p.path}`);
    // Cloudflare takes at most 30 files a call, and the feeds can take a purge past that.
    const calls = [];
    for (let i = 0; i < files.length; i += 30)
      calls.push(purgeZone(config, { files: files.slice(i, i + 30) }));
    const cloudflare = (await Promise.all(calls)).find((r) => r.status !== "purged") ?? { status: "purged" };
    return { ok: cloudflare.status !== "failed", scope: "paths", purgedAt, paths, cloudflare };
  }
  if (target.scope === "common") {
    const kvKeys = await dropKeys(kv, commonDataKeys);
    return { ok: true, scope: "common", kvKeys, cloudflare: { status: "skipped", detail: "not needed" } };
  }
  const generation = await bumpGeneration(kv);
  // A new generation: nothing this isolate remembers (pages, answers, common data, index) is kept.
  forgetAll();
  const kvKeys = await dropKeys(kv, [...commonDataKeys, ...searchIndexKeys]);
  const cloudflare = await purgeZone(config, { purge_everything: true });
  return { ok: cloudflare.status !== "failed", scope: "all", generation, kvKeys, cloudflare };
}
