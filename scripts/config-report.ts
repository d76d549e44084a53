/** @module Node side of the configuration check: reads wrangler.toml and a secrets file, prints the outcome. */
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { collectSecrets, configProblems, configWarnings, secretNames } from "./config-check.ts";

export interface ConfigCheck {
  problems: string[];
  /** Allowed, but needing attention soon. */
  warnings: string[];
}

/** Every problem and warning of `environment`'s configuration, with the secrets of the shell and of `secretsFile`. */
export function checkConfig(
  environment: string | null,
  configPath: string,
  secretsFile?: string,
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
    problems: configProblems(toml, environment, secrets),
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
      `Secrets (${secretNames.join(", ")}) live in Cloudflare, never in wrangler.toml: set one with ` +
        `\`npx wrangler secret put NAME --env ${environment}\`, or all at once with ` +
        `\`npx wrangler secret bulk .secrets.${environment} --env ${environment}\` (KEY=value lines, kept out of git).`,
    );
  }
  return false;
}
