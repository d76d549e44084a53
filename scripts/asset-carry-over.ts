/**
 * @module Carries the live build's hashed files into a new build before its upload (decision 0059).
 * A Worker version serves only the assets uploaded with it, so once a new version takes all traffic,
 * a page opened on the old one would get 404s for the island chunks it has not loaded yet. The deploy
 * reads the live site's `/asset-list.json`, downloads each file the new build lacks (checked against
 * its SHA-256) into the new build's public folder, and lists them there with the time they were retired.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type AssetList,
  assetListPath,
  keepDays,
  listBuild,
  parseAssetList,
  planCarryOver,
  sha256,
  writeAssetList,
} from "../client/asset-list.ts";

type CarryOver =
  /** `carried` files now in the build; `dropped` past the window; `missing` named but not served as listed. */
  | { ok: true; carried: string[]; dropped: string[]; missing: string[]; note?: string }
  | { ok: false; why: string };

/** A GET that never uses a cached copy: the list changes with every deploy. */
const get = (url: string) =>
  fetch(url, { headers: { "cache-control": "no-cache" }, signal: AbortSignal.timeout(30_000) });

/** Reads the live site's asset list: null when it has none (a holding page, or a build before 0059). */
async function liveList(site: string): Promise<AssetList | null | string> {
  let response: Response;
  try {
    response = await get(`${site}${assetListPath}`);
  } catch (error) {
    return `${site}${assetListPath} does not answer (${error instanceof Error ? error.message : String(error)})`;
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    return `${site}${assetListPath} answers ${response.status}`;
  }
  const list = parseAssetList(await response.text());
  return typeof list === "string" ? `${site}${assetListPath} is not an asset list: ${list}` : list;
}

/**
 * Carries into `publicDir` (the new build's dist/public) the hashed files `site` serves that the new
 * build does not, retired at `now` unless retired before, except those retired over `keep` days ago.
 */
export async function carryOver(
  site: string,
  publicDir: string,
  now = new Date(),
  keep = keepDays,
): Promise<CarryOver> {
  const live = await liveList(site);
  if (typeof live === "string") return { ok: false, why: live };
  const build = await listBuild(publicDir);
  if (live === null)
    return {
      ok: true,
      carried: [],
      dropped: [],
      missing: [],
      note: `${site} publishes no ${assetListPath}: nothing to carry`,
    };
  const plan = planCarryOver(live, build, now, keep);
  const carried: string[] = [];
  const missing = [...plan.refused.map((p) => `${p} (not a hashed build file)`)];
  for (const [urlPath, entry] of plan.carry) {
    let bytes: Uint8Array;
    try {
      const response = await get(`${site}${urlPath}`);
      if (!response.ok) {
        await response.body?.cancel();
        missing.push(`${urlPath} (answered ${response.status})`);
        continue;
      }
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      missing.push(`${urlPath} (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    if (sha256(bytes) !== entry.sha256) {
      missing.push(`${urlPath} (not the listed bytes)`);
      continue;
    }
    const file = path.join(publicDir, ...urlPath.split("/"));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: "wx" });
    build[urlPath] = entry;
    carried.push(urlPath);
  }
  if (carried.length > 0) await writeAssetList(publicDir, build);
  return { ok: true, carried, dropped: plan.dropped, missing };
}

/** One line for the deploy's log. */
export function carryOverSummary(result: Extract<CarryOver, { ok: true }>, keep = keepDays): string {
  const lines = [
    result.note ??
      `Carried ${result.carried.length} hashed file(s) of earlier builds into this upload (each kept ${keep} days after it was retired); dropped ${result.dropped.length} retired over ${keep} days ago.`,
  ];
  if (result.missing.length > 0)
    lines.push(
      `Warning: not carried, so a page still open from an earlier build may miss them: ${result.missing.join(", ")}`,
    );
  return lines.join("\n");
}
