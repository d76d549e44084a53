/**
 * @module `npm run deploy -- --env staging|production`: check the configuration (every problem at
 * once), build, `wrangler deploy`, purge all through the ops route, smoke-test the site; on a failed
 * smoke test print what failed and the rollback command, or run it with `--rollback-on-failure`.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs, parseEnv } from "node:util";
import { deployedVars } from "./config-check.ts";
import { checkConfig, report } from "./config-report.ts";
import { smokeChecks, smokeTable } from "./smoke-checks.ts";

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    config: { type: "string", default: "wrangler.toml" },
    "secrets-file": { type: "string" },
    "rollback-on-failure": { type: "boolean", default: false },
    /** Smoke-test this origin instead of SITE_URL (before DNS points at the worker, for example). */
    site: { type: "string" },
  },
});
const environment = values.env ?? "";
if (!/^[a-z][a-z0-9-]*$/.test(environment)) {
  console.error(
    "usage: npm run deploy -- --env staging|production [--secrets-file FILE] [--rollback-on-failure] [--site URL]",
  );
  process.exit(2);
}
const configPath = values.config;
const secretsFile = values["secrets-file"];
const step = (n: number, what: string) => console.log(`\n[${n}/5] ${what}`);
const rollbackCommand = `npx wrangler rollback --env ${environment} --message "smoke test failed" --yes`;

/** Runs a command with its output shown; true when it succeeded. */
const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: "inherit" }).status === 0;

step(1, `check-config --env ${environment}`);
if (!report(environment, checkConfig(environment, configPath, secretsFile))) process.exit(1);

step(2, "build the client");
if (!run("npm", ["run", "--silent", "build"])) process.exit(1);

step(3, `wrangler deploy --env ${environment}`);
const deployArgs = ["deploy", "--env", environment, "--config", configPath];
if (secretsFile) deployArgs.push("--secrets-file", secretsFile);
if (!run("wrangler", deployArgs)) {
  console.error("wrangler deploy failed; the previous version is still live.");
  process.exit(1);
}

const vars = deployedVars(readFileSync(configPath, "utf8"), environment, {});
const site = (values.site ?? String(vars.SITE_URL)).replace(/\/+$/, "");
const fileSecrets = secretsFile ? parseEnv(readFileSync(secretsFile, "utf8")) : {};
const opsToken = process.env.OPS_TOKEN || fileSecrets.OPS_TOKEN || "";

/** After a failure past the deploy: say what to do, or roll back. */
function failAfterDeploy(what: string): never {
  console.error(`\n${what}`);
  if (values["rollback-on-failure"]) {
    console.error(`Rolling back: ${rollbackCommand}`);
    const rolledBack = run("wrangler", [
      "rollback",
      "--env",
      environment,
      "--config",
      configPath,
      "--message",
      "smoke test failed",
      "--yes",
    ]);
    console.error(
      rolledBack ? "Rolled back to the previous version." : "The rollback failed: run it by hand.",
    );
  } else {
    console.error(`To return to the previous version, run:\n  ${rollbackCommand}`);
  }
  process.exit(1);
}

step(4, `purge all through ${site}/__ops/purge`);
try {
  const response = await fetch(`${site}/__ops/purge`, {
    method: "POST",
    headers: { authorization: `Bearer ${opsToken}`, "content-type": "application/json" },
    body: '{"scope":"all"}',
    signal: AbortSignal.timeout(30_000),
  });
  const answer = await response.text();
  if (!response.ok) failAfterDeploy(`The purge answered ${response.status}: ${answer.slice(0, 300)}`);
  console.log(`purged: ${answer.slice(0, 300)}`);
} catch (error) {
  failAfterDeploy(
    `The purge could not reach ${site}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

step(5, `smoke test of ${site}`);
const results = await smokeChecks(site);
console.log(smokeTable(results));
const failedChecks = results.filter((r) => !r.ok);
if (failedChecks.length > 0) {
  failAfterDeploy(
    `The smoke test failed:\n${failedChecks.map((r) => `  - ${r.name}: ${r.detail}`).join("\n")}`,
  );
}
console.log(`\nDeployed ${environment}: ${site} passed the smoke test.`);
