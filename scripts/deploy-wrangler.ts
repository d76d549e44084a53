/** @module The wrangler 4 commands a deploy runs (versions, deployments, rollback), each shown as it runs. */
import { spawnSync } from "node:child_process";

/** Where and how wrangler is called: the environment, the configuration file, a secrets file. */
export interface Target {
  environment: string;
  config: string;
  secretsFile?: string | undefined;
}

/** A command as it would be typed: arguments with spaces quoted. */
const shown = (args: string[]) => args.map((a) => (/[\s"]/.test(a) ? JSON.stringify(a) : a)).join(" ");

const where = (t: Target) => ["--env", t.environment, "--config", t.config];

/** Runs wrangler with its output shown and kept; `ok` when it exited 0. */
function wrangler(args: string[]): { ok: boolean; out: string } {
  console.log(`$ wrangler ${shown(args)}`);
  const run = spawnSync("wrangler", args, { encoding: "utf8" });
  const out = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  if (out.trim()) console.log(out.trimEnd());
  return { ok: run.status === 0, out };
}

/** The current deployment's versions and their shares, or null when the worker has none yet. */
export function liveDeployment(t: Target): { version_id: string; percentage: number }[] | null {
  const args = ["deployments", "status", ...where(t), "--json"];
  console.log(`$ wrangler ${shown(args)}`);
  const run = spawnSync("wrangler", args, { encoding: "utf8" });
  if (run.status !== 0) {
    const why = `${run.stderr}`.trim();
    if (/code: 10007|has no deployments/.test(why)) return null;
    throw new Error(`wrangler deployments status failed: ${why || run.stdout}`);
  }
  const found = JSON.parse(run.stdout) as { versions: { version_id: string; percentage: number }[] };
  return found.versions;
}

/** `wrangler deploy <script>`: the holding version of a worker's first deploy, sent to all traffic. */
export function deployHolding(t: Target, script: string): string | null {
  const secrets = t.secretsFile ? ["--secrets-file", t.secretsFile] : [];
  const { ok, out } = wrangler(["deploy", script, ...where(t), ...secrets, "--message", "holding page"]);
  return ok ? (/Current Version ID: ([\w-]+)/.exec(out)?.[1] ?? null) : null;
}

/** `wrangler versions upload`: the build as a version that takes no traffic; its id, or null. */
export function uploadVersion(t: Target, message: string): string | null {
  const secrets = t.secretsFile ? ["--secrets-file", t.secretsFile] : [];
  const { ok, out } = wrangler(["versions", "upload", ...where(t), ...secrets, "--message", message]);
  return ok ? (/Worker Version ID: ([\w-]+)/.exec(out)?.[1] ?? null) : null;
}

/** `wrangler versions deploy <id>@<pct>…`: the shares of traffic, in one deployment. */
export const deployVersions = (t: Target, shares: [id: string, percentage: number][], message: string) =>
  wrangler([
    "versions",
    "deploy",
    ...shares.map(([id, pct]) => `${id}@${pct}%`),
    ...where(t),
    "--message",
    message,
    "--yes",
  ]).ok;

/** `wrangler rollback <id>`: that version back to all traffic. */
export const rollback = (t: Target, versionId: string, message: string) =>
  wrangler(["rollback", versionId, ...where(t), "--message", message, "--yes"]).ok;

/** `wrangler triggers deploy`: the routes (custom domains) and Cron Triggers of wrangler.toml. */
export const deployTriggers = (t: Target) => wrangler(["triggers", "deploy", ...where(t)]).ok;
