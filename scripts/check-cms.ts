/**
 * @module `npm run check-cms -- --origin https://cms.example.org [--timeout MS]`: checks that a CMS
 * answers every endpoint the site reads, in time and in the shape the worker expects.
 */
import { parseArgs } from "node:util";
import { checkCms, cmsReport, failed } from "./cms-check.ts";

const { values } = parseArgs({ options: { origin: { type: "string" }, timeout: { type: "string" } } });
const timeout = values.timeout ?? process.env.CMS_TIMEOUT_MS ?? "5000";
if (!values.origin || !/^https?:\/\/[^\s/]+\/?$/.test(values.origin) || !/^\d{1,6}$/.test(timeout)) {
  console.error("usage: npm run check-cms -- --origin https://cms.example.org [--timeout 5000]");
  console.error("  --origin: the CMS origin (CMS_ORIGIN); --timeout: ms, default CMS_TIMEOUT_MS or 5000");
  process.exit(2);
}
const results = await checkCms(values.origin, Number(timeout));
console.log(`CMS check of ${values.origin} (time limit ${timeout} ms)\n${cmsReport(results)}`);
process.exit(results.some(failed) ? 1 : 0);
