/**
 * @module `npm run smoke -- --env staging` (or `--url https://www.example.org`, with
 * `--search-engines noindex` for a site that asks not to be indexed): checks a running site; a table,
 * non-zero exit on failure. `--env` reads the site's domain and SEARCH_ENGINES from wrangler.toml;
 * `--version ID` tests one version of a gradual deployment: it waits (up to `--version-wait` seconds,
 * 60 by default) until that version answers, then fails if any answer names another.
 */
import { parseArgs } from "node:util";
import { versionOverride } from "./deploy-purge.ts";
import { smokeChecks, smokeTable } from "./smoke-checks.ts";
import { secretOf, siteTarget, targetOptions, targetUsage } from "./target.ts";
import { tokenRefusal } from "./token-transport.ts";

function fail(message: string): never {
  console.error(message);
  console.error(
    `usage: npm run smoke -- ${targetUsage} [--search-engines index|noindex] [--version ID [--version-wait SECONDS]]`,
  );
  process.exit(2);
}
const options = {
  ...targetOptions,
  "search-engines": { type: "string" },
  version: { type: "string" },
  "version-wait": { type: "string", default: "60" },
} as const;
let values: ReturnType<typeof parseArgs<{ options: typeof options }>>["values"];
try {
  ({ values } = parseArgs({ options }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const target = siteTarget(values);
if (typeof target === "string") fail(target);
const searchEngines = values["search-engines"];
if (searchEngines !== undefined && searchEngines !== "index" && searchEngines !== "noindex")
  fail("--search-engines must be index or noindex");
if (!/^\d{1,4}$/.test(values["version-wait"])) fail("--version-wait must be a number of seconds");
const mode = (searchEngines ?? target.vars.SEARCH_ENGINES) === "noindex" ? "noindex" : "index";
const headers = values.version && target.workerName ? versionOverride(target.workerName, values.version) : {};
const opsToken = secretOf(target, "OPS_TOKEN") || undefined;
const refusal = opsToken ? tokenRefusal(target.origin) : null;
if (refusal) fail(refusal);
const version = values.version
  ? { version: values.version, versionWaitMs: Number(values["version-wait"]) * 1000 }
  : {};
const results = await smokeChecks(target.origin, { searchEngines: mode, headers, opsToken, ...version });
console.log(`Smoke test of ${target.origin} (SEARCH_ENGINES=${mode})\n${smokeTable(results)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
