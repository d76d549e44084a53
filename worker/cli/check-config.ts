/** @module `npm run check-config -- --env production`: lists every configuration problem before a deploy. */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { configProblems, configWarnings } from "./config-check.ts";

const { values } = parseArgs({
  options: { env: { type: "string" }, config: { type: "string", default: "wrangler.toml" } },
});
const environment = values.env ?? null;
const label = environment ?? "top-level";

let toml: string;
try {
  toml = readFileSync(values.config, "utf8");
} catch {
  console.error(`Cannot read ${values.config}.`);
  process.exit(2);
}
for (const warning of configWarnings(toml, environment, process.env))
  console.warn(`Warning (${label}): ${warning}`);
const problems = configProblems(toml, environment, process.env);
if (problems.length > 0) {
  console.error(`Configuration for ${label} has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`Configuration for ${label} is complete.`);
