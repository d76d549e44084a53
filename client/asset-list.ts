/**
 * @module The build's asset list (`/asset-list.json`, decision 0059): every hashed file the build serves
 * under /assets/ with its SHA-256, and the files carried from earlier builds with the time each left the
 * live build. A deploy reads the live site's list to carry the earlier builds' files into its upload.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where the list is served from, beside (not inside) the immutable /assets/ folder: it changes every build. */
export const assetListPath = "/asset-list.json";

/** How long a file of an earlier build keeps answering once a deploy retired it. */
export const keepDays = 7;

const dayMs = 86_400_000;

/** What client/build.ts writes under /assets/: `[name]-[hash]` with esbuild's 8-character base32 hash. */
const hashedAsset = /^\/assets\/[A-Za-z0-9_-]+-[A-Z2-7]{8}\.(?:js|css)$/;

/** Whether `urlPath` names a hashed build file: the only files ever carried from one build to the next. */
export const isHashedAsset = (urlPath: string): boolean => hashedAsset.test(urlPath);

interface AssetEntry {
  /** The file's SHA-256, hex: a carried copy must be byte for byte the one the earlier build served. */
  sha256: string;
  /** When a deploy took it out of the live build (ISO 8601); null while the build's own. */
  retired: string | null;
}

/** URL path (`/assets/…`) → entry. */
export type AssetList = Record<string, AssetEntry>;

export const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/** The build's own hashed files in `publicDir`/assets, none retired. */
export async function listBuild(publicDir: string): Promise<AssetList> {
  const list: AssetList = {};
  for (const name of (await readdir(path.join(publicDir, "assets"))).sort()) {
    const urlPath = `/assets/${name}`;
    if (!isHashedAsset(urlPath)) continue;
    list[urlPath] = { sha256: sha256(await readFile(path.join(publicDir, "assets", name))), retired: null };
  }
  return list;
}

/** Writes `list` as `publicDir`/asset-list.json. */
export async function writeAssetList(publicDir: string, list: AssetList): Promise<void> {
  await writeFile(path.join(publicDir, assetListPath), `${JSON.stringify({ files: list }, null, 2)}\n`);
}

/** Reads a list as the site serves it; a string says what is wrong with it. */
export function parseAssetList(text: string): AssetList | string {
  let files: unknown;
  try {
    files = (JSON.parse(text) as { files?: unknown })?.files;
  } catch {
    return "not JSON";
  }
  if (typeof files !== "object" || files === null || Array.isArray(files)) return "no files object";
  const list: AssetList = {};
  for (const [urlPath, entry] of Object.entries(files)) {
    const { sha256: hash, retired } = (entry ?? {}) as Partial<AssetEntry>;
    const retiredOk = retired === null || (typeof retired === "string" && !Number.isNaN(Date.parse(retired)));
    if (typeof hash !== "string" || !/^[0-9a-f]{64}$/.test(hash) || !retiredOk)
      return `a bad entry for ${JSON.stringify(urlPath).slice(0, 80)}`;
    list[urlPath] = { sha256: hash, retired };
  }
  return list;
}

interface CarryPlan {
  /** Files of earlier builds to serve again, each with the time it was retired. */
  carry: [string, AssetEntry][];
  /** Files retired more than `keepDays` ago: they answer 404 from now on. */
  dropped: string[];
  /** Names in the earlier list that are no hashed build file: never carried. */
  refused: string[];
}

/**
 * What a new build carries from the live one's list: every hashed file the new build does not serve
 * itself (a name the new build has is never replaced), stamped `now` if it leaves the live build with
 * this deploy, and kept until `keep` days after that.
 */
export function planCarryOver(live: AssetList, build: AssetList, now: Date, keep = keepDays): CarryPlan {
  const plan: CarryPlan = { carry: [], dropped: [], refused: [] };
  for (const [urlPath, entry] of Object.entries(live)) {
    if (!isHashedAsset(urlPath)) plan.refused.push(urlPath);
    else if (urlPath in build) continue;
    else {
      const retired = entry.retired ?? now.toISOString();
      if (now.getTime() - Date.parse(retired) > keep * dayMs) plan.dropped.push(urlPath);
      else plan.carry.push([urlPath, { sha256: entry.sha256, retired }]);
    }
  }
  return plan;
}
