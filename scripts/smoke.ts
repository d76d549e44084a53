/**
 * @module `npm run smoke -- --site https://www.example.org [--env staging | --search-engines noindex]`:
 * checks a running site; a table, non-zero exit on failure. `--env` reads the site's SEARCH_ENGINES
 * from wrangler.toml; `--version ID` tests one version of a gradual deployment: it waits (up to
 * `--version-wait` seconds, 60 by default) until that version answers, then fails if any answer
 * names another.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { deployedVars } from "./config-check.ts";
import { versionOverride } from "./deploy-purge.ts";
import { smokeChecks, smokeTable } from "./smoke-checks.ts";
import { tokenRefusal } from "./token-transport.ts";
import { envResources } from "./wrangler-toml.ts";

const { values } = parseArgs({
  options: {
    site: { type: "string" },
    env: { type: "string" },
    config: { type: "string", default: "wrangler.toml" },
    "search-engines": { type: "string" },
    version: { type: "string" },
    "version-wait": { type: "string", default: "60" },
  },
});
const searchEngines = values["search-engines"];
if (
  !values.site ||
  !/^https?:\/\/[^\s/]+\/?$/.test(values.site) ||
  (searchEngines !== undefined && searchEngines !== "index" && searchEngines !== "noindex") ||
  !/^\d{1,4}$/.test(values["version-wait"])
) {
  console.error(
    "usage: npm run smoke -- --site https://www.example.org (an http(s) origin) [--env NAME | --search-engines index|noindex] [--version ID [--version-wait SECONDS]]",
  );
  process.exit(2);
}
const toml = values.env ? readFileSync(values.config, "utf8") : "";
const fromEnv = values.env ? deployedVars(toml, values.env, {}).SEARCH_ENGINES : undefined;
const mode = (searchEngines ?? fromEnv) === "noindex" ? "noindex" : "index";
const headers =
  values.version && values.env
    ? versionOverride(envResources(toml, values.env).workerName, values.version)
    : {};
const opsToken = process.env.OPS_TOKEN || undefined;
const refusal = opsToken ? tokenRefusal(values.site) : null;
if (refusal) {
  console.error(refusal);
  process.exit(2);
}
const version = values.version
  ? { version: values.version, versionWaitMs: Number(values["version-wait"]) * 1000 }
  : {};
const results = await smokeChecks(values.site, { searchEngines: mode, headers, opsToken, ...version });
console.log(`Smoke test of ${values.site} (SEARCH_ENGINES=${mode})\n${smokeTable(results)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
