/**
 * @module A copy of the site built in a folder of its own under .wrangler/, for a test that serves two
 * builds one after the other on one port, as a deploy does: the live build, then the next one.
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

/** What a build copy holds, and where. */
export interface SiteBuild {
  dir: string;
  /** Its wrangler.toml: the worker and the assets of this copy (`wrangler dev --config`). */
  config: string;
  /** Its dist/public, the folder a deploy uploads. */
  publicDir: string;
  /** The entry module's and each island's chunk URL. */
  manifest: { entry: string; islands: Record<string, string> };
  remove(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");
const parts = ["client", "shared", "public", "worker", "scripts", "wrangler.toml", "package.json"];
const banner = 'banner: { js: "//# allFunctionsCalledOnLoad" }';

/**
 * Copies the site's sources and builds them. Each `label` is written as a comment line at the top of
 * every bundled file, so two labels give two builds whose hashed files all have different names, as
 * two releases of the client do.
 */
export async function siteBuild(label: string): Promise<SiteBuild> {
  const dir = await mkdtemp(path.join(root, ".wrangler", `site-build-${label}-`));
  for (const part of parts) await cp(path.join(root, part), path.join(dir, part), { recursive: true });
  for (const tsconfig of ["tsconfig.json", "tsconfig.base.json"])
    await cp(path.join(root, tsconfig), path.join(dir, tsconfig));
  const buildScript = path.join(dir, "client/build.ts");
  const source = await readFile(buildScript, "utf8");
  if (!source.includes(banner)) throw new Error(`client/build.ts no longer sets ${banner}`);
  await writeFile(buildScript, source.replace(banner, banner.replace('" }', `\\n// ${label}" }`)));
  await promisify(execFile)(process.execPath, ["client/build.ts"], { cwd: dir });
  const manifest = JSON.parse(await readFile(path.join(dir, "dist/manifest.json"), "utf8"));
  return {
    dir,
    config: path.join(dir, "wrangler.toml"),
    publicDir: path.join(dir, "dist/public"),
    manifest,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
