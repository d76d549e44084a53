/** @module `npm run smoke -- --site https://www.example.org`: checks a running site; a table, non-zero exit on failure. */
import { parseArgs } from "node:util";
import { smokeChecks, smokeTable } from "./smoke-checks.ts";

const { values } = parseArgs({ options: { site: { type: "string" } } });
if (!values.site || !/^https?:\/\/[^\s/]+\/?$/.test(values.site)) {
  console.error("usage: npm run smoke -- --site https://www.example.org (an http(s) origin)");
  process.exit(2);
}
const results = await smokeChecks(values.site);
console.log(`Smoke test of ${values.site}\n${smokeTable(results)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
