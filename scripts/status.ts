/**
 * @module `npm run status -- --env production` (or `--url http://127.0.0.1:8787`): the site's ops
 * status (`GET /__ops/status`) as a table, then each warning; exit 1 when there is a warning.
 */
import { parseArgs } from "node:util";
import type { OpsStatus } from "../worker/ops/status.ts";
import { type OpsAnswer, OpsError, opsClient } from "./ops-client.ts";
import { secretOf, siteTarget, targetOptions, targetUsage } from "./target.ts";

function fail(message: string, code: 1 | 2): never {
  console.error(message);
  if (code === 2) {
    console.error(`usage: npm run status -- ${targetUsage}`);
    console.error("  reads OPS_TOKEN from the shell or the secrets file");
  }
  process.exit(code);
}

let parsed: ReturnType<typeof parseArgs<{ options: typeof targetOptions }>>["values"];
try {
  ({ values: parsed } = parseArgs({ options: targetOptions }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), 2);
}
const target = siteTarget(parsed);
if (typeof target === "string") fail(target, 2);
const origin = target.origin;
let answer: OpsAnswer;
try {
  const ops = opsClient(origin, secretOf(target, "OPS_TOKEN"));
  answer = await ops.call("GET", "/__ops/status");
  if (answer.status !== 200) fail(ops.failure("GET", "/__ops/status", answer), 1);
} catch (error) {
  if (error instanceof OpsError) fail(error.message, error.exitCode);
  throw error;
}
const status = answer.json as OpsStatus;
const { cms, version, securityTxt } = status;
const cmsLine = cms.ok
  ? `answered ${cms.now} (${cms.origin})`
  : `FAILING now: ${cms.now} (${cms.origin}); last answered ${cms.lastAnsweredAt ? `${cms.lastAnsweredAt}, ${cms.lastAnswer}` : "never recorded"}`;
const rows: [string, string][] = [
  ["build", status.build],
  [
    "version live",
    version ? `${version.id}${version.uploadedAt ? ` (uploaded ${version.uploadedAt})` : ""}` : "unknown",
  ],
  ["CMS", cmsLine],
  ["dead-lettered", `${status.deadLetters} submission(s) stored`],
  [
    "waiting",
    status.waiting.count === 0
      ? "none: the dead-letter store takes what reaches it"
      : `${status.waiting.count} submission(s) on a queue for the store since ${status.waiting.oldestSince} (${status.waiting.inLastQueue} in the last queue)`,
  ],
  ["security.txt", `expires ${securityTxt.expires} (${securityTxt.daysLeft} days)`],
  ["warnings", status.warnings.length === 0 ? "none" : String(status.warnings.length)],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`Ops status of ${origin} at ${status.checkedAt}`);
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
for (const warning of status.warnings) console.log(`WARN  ${warning}`);
process.exit(status.warnings.length > 0 ? 1 : 0);
