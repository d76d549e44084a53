/**
 * @module `npm run status -- --env production` (or `--url http://127.0.0.1:8787`): the site's ops
 * status (`GET /__ops/status`) as a table, then each warning; exit 1 when there is a warning.
 */
import { readFileSync } from "node:fs";
import { parseArgs, parseEnv } from "node:util";
import type { OpsStatus } from "../worker/ops/status.ts";
import { deployedVars } from "./config-check.ts";
import { tokenRefusal } from "./token-transport.ts";

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    url: { type: "string" },
    config: { type: "string", default: "wrangler.toml" },
    "secrets-file": { type: "string" },
  },
});
const site =
  values.url ??
  (values.env ? deployedVars(readFileSync(values.config, "utf8"), values.env, {}).SITE_URL : undefined);
if (typeof site !== "string" || !/^https?:\/\/[^\s/]+\/?$/.test(site)) {
  console.error(
    "usage: npm run status -- --env production | --url http://127.0.0.1:8787 [--secrets-file FILE]",
  );
  console.error("  reads OPS_TOKEN from the shell or the secrets file");
  process.exit(2);
}
const fileSecrets = values["secrets-file"] ? parseEnv(readFileSync(values["secrets-file"], "utf8")) : {};
const token = process.env.OPS_TOKEN || fileSecrets.OPS_TOKEN || "";
const origin = site.replace(/\/+$/, "");
const refusal = tokenRefusal(origin);
if (refusal) {
  console.error(refusal);
  process.exit(2);
}

let res: Response;
try {
  res = await fetch(`${origin}/__ops/status`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
} catch (error) {
  console.error(`${origin} did not answer: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (res.status !== 200) {
  const hint =
    res.status === 401
      ? " (is OPS_TOKEN the worker's?)"
      : res.status === 404
        ? " (no OPS_TOKEN on the worker?)"
        : "";
  console.error(
    `GET ${origin}/__ops/status answered ${res.status}${hint}: ${(await res.text()).slice(0, 200)}`,
  );
  process.exit(1);
}
const status = (await res.json()) as OpsStatus;
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
  ["security.txt", `expires ${securityTxt.expires} (${securityTxt.daysLeft} days)`],
  ["warnings", status.warnings.length === 0 ? "none" : String(status.warnings.length)],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`Ops status of ${origin} at ${status.checkedAt}`);
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
for (const warning of status.warnings) console.log(`WARN  ${warning}`);
process.exit(status.warnings.length > 0 ? 1 : 0);
