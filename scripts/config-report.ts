/**
 * @module Node side of the configuration check: reads wrangler.toml, a secrets file and the names of
 * the secrets the deployed worker already has (`wrangler secret list`), prints the outcome.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { collectSecrets, configProblems, configWarnings, secretNames } from "./config-check.ts";
import { deployCommands } from "./token-permissions.ts";

export interface ConfigCheck {
  problems: string[];
  /** Allowed, but needing attention soon. */
  warnings: string[];
}

/** What `wrangler secret list` told: the names of the worker's secrets, or why there are none to read. */
export type AccountSecrets =
  | { found: "names"; names: string[] }
  | { found: "no worker" }
  | { found: "error"; message: string };

/**
 * The names of the secrets `environment`'s deployed worker has, from `wrangler secret list --env …`
 * (wrangler 4.164 prints a JSON array of `{ name, type }`; no value is ever in it). A worker not
 * deployed yet has none: its secrets come with the first deploy's secrets file.
 */
export function accountSecrets(environment: string, configPath: string): AccountSecrets {
  const args = ["secret", "list", "--env", environment, "--config", configPath, "--format", "json"];
  const run = spawnSync("wrangler", args, { encoding: "utf8" });
  const out = `${run.stdout ?? ""}`;
  if (run.error) return { found: "error", message: `wrangler could not run: ${run.error.message}` };
  if (run.status !== 0) {
    const why = `${run.stderr ?? ""}${out}`.trim();
    // wrangler 4.164: `Worker "name" (env: …) not found.` (the API's code 10007).
    if (/not found|code: 10007/i.test(why)) return { found: "no worker" };
    const needs = deployCommands["secret list"]?.join(", ");
    const auth = /code: 100(00|01)|Authentication error|not authorized|permission/i.test(why)
      ? ` (the API token needs ${needs})`
      : "";
    return { found: "error", message: `wrangler secret list failed${auth}: ${why.split("\n")[0]}` };
  }
  try {
    const start = out.indexOf("[");
    const listed = JSON.parse(out.slice(start)) as { name?: unknown }[];
    return {
      found: "names",
      names: listed.map((s) => s.name).filter((n): n is string => typeof n === "string"),
    };
  } catch {
    return { found: "error", message: "wrangler secret list printed no JSON list" };
  }
}

/**
 * Every problem and warning of `environment`'s configuration, with the secrets of the shell and of
 * `secretsFile`, and the names `inAccount` of those the deployed worker already has.
 */
export function checkConfig(
  environment: string | null,
  configPath: string,
  secretsFile?: string,
  inAccount: readonly string[] = [],
): ConfigCheck {
  let toml: string;
  try {
    toml = readFileSync(configPath, "utf8");
  } catch {
    return { problems: [`cannot read ${configPath}`], warnings: [] };
  }
  let fromFile: Record<string, unknown> = {};
  if (secretsFile) {
    try {
      fromFile = parseEnv(readFileSync(secretsFile, "utf8"));
    } catch {
      return { problems: [`cannot read the secrets file ${secretsFile}`], warnings: [] };
    }
  }
  const secrets = collectSecrets(fromFile, process.env);
  return {
    problems: configProblems(toml, environment, secrets, Date.now(), inAccount),
    warnings: configWarnings(toml, environment, { ...secrets, ...process.env }),
  };
}

/** Prints the outcome; true when the configuration is complete. */
export function report(environment: string | null, { problems, warnings }: ConfigCheck): boolean {
  const label = environment ?? "top-level";
  for (const warning of warnings) console.warn(`Warning (${label}): ${warning}`);
  if (problems.length === 0) {
    console.log(`Configuration for ${label} is complete.`);
    return true;
  }
  console.error(`Configuration for ${label} has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  if (environment !== null && problems.some((p) => secretNames.some((name) => p.startsWith(name)))) {
    console.error(
      `Secrets (${secretNames.join(", ")}) live in Cloudflare, never in wrangler.toml: put them in ` +
        `.secrets.${environment} (KEY=value lines, kept out of git) and give it to the deploy with ` +
        `--secrets-file; on a live worker one can change with \`npx wrangler versions secret put NAME --env ${environment}\`.`,
    );
  }
  return false;
}
