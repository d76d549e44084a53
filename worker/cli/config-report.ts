/** @module Node side of the configuration check: reads wrangler.toml and a secrets file, prints the outcome. */
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { collectSecrets, configProblems, secretNames } from "./config-check.ts";

/** Every problem of `environment`'s configuration, with the secrets of the shell and of `secretsFile`. */
export function checkConfig(environment: string | null, configPath: string, secretsFile?: string): string[] {
  let toml: string;
  try {
    toml = readFileSync(configPath, "utf8");
  } catch {
    return [`cannot read ${configPath}`];
  }
  let fromFile: Record<string, unknown> = {};
  if (secretsFile) {
    try {
      fromFile = parseEnv(readFileSync(secretsFile, "utf8"));
    } catch {
      return [`cannot read the secrets file ${secretsFile}`];
    }
  }
  return configProblems(toml, environment, collectSecrets(fromFile, process.env));
}

/** Prints the outcome; true when the configuration is complete. */
export function report(environment: string | null, problems: string[]): boolean {
  const label = environment ?? "top-level";
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
