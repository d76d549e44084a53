/**
 * @module `npm run deploy -- --env staging|production`: check the configuration, build, check the CMS,
 * upload the build as a version beside the live one at 0 %, purge and smoke-test it through the
 * version-override header on the real domain, then send it all traffic. A failed smoke test rolls back
 * to the version that was live (and purges); a worker's first deploy puts a holding page live first.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { carryOver, carryOverSummary } from "./asset-carry-over.ts";
import { deployedVars } from "./config-check.ts";
import { accountSecrets, checkConfig, report } from "./config-report.ts";
import { waitForDomain } from "./deploy-domain.ts";
import { domainsFree } from "./deploy-domains.ts";
import { probeLive } from "./deploy-live.ts";
import { cmsFailing, purgeAll, versionOverride } from "./deploy-purge.ts";
import {
  deployHolding,
  deployTriggers,
  deployVersions,
  liveDeployment,
  rollback,
  type Target,
  uploadVersion,
} from "./deploy-wrangler.ts";
import { smokeChecks, smokeTable, versionAnswers } from "./smoke-checks.ts";
import { secretOf, siteTarget } from "./target.ts";
import { envResources } from "./wrangler-toml.ts";

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    config: { type: "string", default: "wrangler.toml" },
    "secrets-file": { type: "string" },
    /** Smoke-test and purge through this origin instead of the environment's custom domain. */
    url: { type: "string" },
    /** Refused by name: `--url` took its place. */
    site: { type: "string" },
    /** Check this CMS origin instead of CMS_ORIGIN. */
    cms: { type: "string" },
    message: { type: "string" },
    /** How long the smoke test waits for the version override to apply, in seconds. */
    "version-wait": { type: "string", default: "60" },
    /** How long a first deploy waits for the custom domain's DNS record and certificate, in seconds. */
    "domain-wait": { type: "string", default: "900" },
  },
});
const environment = values.env ?? "";
const siteOf = siteTarget(values);
if (
  !/^[a-z][a-z0-9-]*$/.test(environment) ||
  typeof siteOf === "string" ||
  !/^\d{1,4}$/.test(values["version-wait"]) ||
  !/^\d{1,5}$/.test(values["domain-wait"])
) {
  if (typeof siteOf === "string" && values.env) console.error(siteOf);
  console.error(
    "usage: npm run deploy -- --env staging|production [--secrets-file FILE] [--message TEXT] [--url URL] [--cms URL] [--version-wait SECONDS] [--domain-wait SECONDS]",
  );
  process.exit(2);
}
const versionWaitMs = Number(values["version-wait"]) * 1000;
const target: Target = { environment, config: values.config, secretsFile: values["secrets-file"] };
const steps = 8;
const step = (n: number, what: string) => console.log(`\n[${n}/${steps}] ${what}`);

step(1, `check-config --env ${environment}`);
// A secret the deployed worker already has counts as set (names only: no value leaves the account).
const listed = accountSecrets(environment, target.config);
if (listed.found === "error")
  console.warn(`Warning: ${listed.message}; only the shell and the secrets file were checked.`);
const inAccount = listed.found === "names" ? listed.names : [];
if (!report(environment, checkConfig(environment, target.config, target.secretsFile, inAccount)))
  process.exit(1);
// Before anything changes: what would wrangler's attachment of the custom domains replace?
if (!(await domainsFree(readFileSync(target.config, "utf8"), environment))) process.exit(1);

step(2, "build the client");
if (spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);

const toml = readFileSync(target.config, "utf8");
const vars = deployedVars(toml, environment, {});
const worker = envResources(toml, environment).workerName;
const site = siteOf.origin;
const cmsOrigin = values.cms ?? String(vars.CMS_ORIGIN);
const cmsTimeout = Number(vars.CMS_TIMEOUT_MS ?? 5000);
const opsToken = secretOf(target, "OPS_TOKEN");
const searchEngines = vars.SEARCH_ENGINES === "noindex" ? "noindex" : "index";

step(3, `quick check of the CMS at ${cmsOrigin}`);
if ((await cmsFailing(cmsOrigin, cmsTimeout)).length > 0) {
  console.error(
    "\nNot deploying: a deploy purges the page cache, and while the CMS fails the cached pages are what visitors get. Nothing changed. Deploy again once `npm run check-cms` passes.",
  );
  process.exit(1);
}

step(4, `find the live version of ${worker}`);
let live = liveDeployment(target);
const [only] = live ?? [];
if (live?.length === 1 && only) {
  const probe = await probeLive(site, only.version_id);
  if (probe.serves === "other") {
    console.error(
      `\n${site} answers from version ${probe.version}, but wrangler says ${only.version_id} is live: another deploy may be under way. Nothing changed; read \`npx wrangler deployments status --env ${environment}\`, then deploy again.`,
    );
    process.exit(1);
  }
  if (probe.serves === "unknown") {
    console.error(
      `\nCannot tell whether ${only.version_id} serves the site: ${probe.why}. Nothing changed; deploy again once the site answers.`,
    );
    process.exit(1);
  }
  if (probe.serves === false) {
    console.log(
      `${only.version_id} is live in wrangler but serves no visitor (${probe.why}): a draft Worker (\`wrangler secret put\` before any deploy) or one without its custom domain. Taken as no live version.`,
    );
    live = null;
  }
}
const firstDeploy = live === null;
if (live === null) {
  console.log(
    `${worker} has no version serving the site: a first version would take all traffic at once, so a holding page goes live first.`,
  );
  const holding = deployHolding(target, "worker/holding.ts");
  if (holding === null) {
    console.error("\nwrangler deploy of the holding page failed; nothing is live.");
    process.exit(1);
  }
  live = [{ version_id: holding, percentage: 100 }];
  // `wrangler deploy` attached the custom domain: Cloudflare now creates its DNS record and certificate.
  console.log(
    `Waiting for ${site} to answer from the holding page ${holding} (DNS and TLS of the custom domain):`,
  );
  const domain = await waitForDomain(site, holding, Number(values["domain-wait"]) * 1000);
  if (!domain.ok) {
    console.error(
      `\nThe custom domain never answered from the holding page: ${domain.detail}. The holding page stays live and nothing else changed. Check Workers & Pages → ${worker} → Settings → Domains & Routes (the certificate's status), then deploy again.`,
    );
    process.exit(1);
  }
  console.log(`${site} ${domain.detail}.`);
}
const liveVersion = live.length === 1 ? live[0]?.version_id : undefined;
if (!liveVersion) {
  console.error(
    `\n${worker} is in a gradual deployment (${live.map((v) => `${v.version_id} at ${v.percentage}%`).join(", ")}): finish it or roll it back first (docs/operations.md §7).`,
  );
  process.exit(1);
}
console.log(`Live: ${liveVersion} (100%)`);

step(5, "upload the build as a new version (no traffic yet)");
if (!firstDeploy) {
  // A version serves only the assets uploaded with it: the live build's hashed files come along, so
  // a page opened before this deploy still finds its island code (decision 0059).
  const carried = await carryOver(site, `${import.meta.dirname}/../dist/public`);
  if (!carried.ok) {
    console.error(
      `\nNot uploading: the live build's asset list cannot be read (${carried.why}), and pages open on it would lose their island code. Nothing changed; deploy again once the site answers.`,
    );
    process.exit(1);
  }
  console.log(carryOverSummary(carried));
}
const message = values.message ?? `deploy ${new Date().toISOString()}`;
const version = uploadVersion(target, message);
if (version === null) {
  console.error("\nThe upload failed; the live version is unchanged.");
  process.exit(1);
}

step(6, `deploy ${version} at 0% beside ${liveVersion} at 100%`);
if (
  !deployVersions(
    target,
    [
      [version, 0],
      [liveVersion, 100],
    ],
    `${message} (0%, smoke test)`,
  )
) {
  console.error("\nwrangler versions deploy failed; the live version is unchanged.");
  process.exit(1);
}

const override = versionOverride(worker, version);

/**
 * Another deploy or a rollback may have run while this one tested: the 100 % step, and a rollback,
 * go ahead only on the deployment this one made; otherwise it stops, changing nothing more.
 */
function stopIfChanged(): void {
  const now = liveDeployment(target) ?? [];
  const shares = (list: { version_id: string; percentage: number }[]) =>
    list
      .map((v) => `${v.version_id} at ${v.percentage}%`)
      .sort()
      .join(", ");
  const expected = shares([
    { version_id: version as string, percentage: 0 },
    { version_id: liveVersion as string, percentage: 100 },
  ]);
  if (shares(now) === expected) return;
  console.error(
    `\nThe deployment changed while ${version} was tested: it is now ${shares(now) || "gone"}, not ${expected}. Another deploy or a rollback ran meanwhile; this one stops here, sends no traffic and rolls nothing back. Read \`npx wrangler deployments status --env ${environment}\`, then deploy again.`,
  );
  process.exit(1);
}

/** Back to the live version, then purge what the failed one cached (unless the CMS is failing now). */
async function rollBack(reason: string, why: string): Promise<never> {
  console.log(`\n${why}`);
  stopIfChanged();
  console.log(`Rolling back: ${liveVersion} takes all traffic again.`);
  if (!rollback(target, liveVersion as string, `rolled back: ${reason}`)) {
    console.log(
      `The rollback failed: run \`npx wrangler rollback ${liveVersion} --env ${environment} --yes\`. ${version} takes 0% of traffic meanwhile.`,
    );
    process.exit(1);
  }
  if (firstDeploy) {
    console.log(
      "No purge through the holding page: the holding page caches nothing, and the next deploy purges before its smoke test.",
    );
  } else if ((await cmsFailing(cmsOrigin, cmsTimeout)).length > 0) {
    console.log(
      `Not purging while the CMS fails. Once it answers: OPS_TOKEN=… npm run purge -- --env ${environment} --scope all`,
    );
  } else {
    const purge = await purgeAll(site, opsToken);
    console.log(
      purge.done
        ? `Purged what ${version} cached: ${purge.warning ?? purge.detail}`
        : `The purge after the rollback failed (${purge.detail}): run npm run purge -- --env ${environment} --scope all`,
    );
  }
  console.log(`The live version is ${liveVersion}, as before the deploy.`);
  process.exit(1);
}

step(7, `purge and smoke-test ${version} on ${site} (header Cloudflare-Workers-Version-Overrides)`);
// An override reaches the edge seconds after the deployment; until then the live version answers.
const withOverride = (url: string) =>
  fetch(url, { headers: override, redirect: "manual", signal: AbortSignal.timeout(15_000) });
const reached = await versionAnswers(withOverride, site, version, versionWaitMs);
console.log(`${reached.ok ? "pass" : "FAIL"}  ${reached.name}  ${reached.detail}`);
if (!reached.ok)
  await rollBack("the override never reached it", `The version override never applied: ${reached.detail}.`);
const first = await purgeAll(site, opsToken, override);
if (!first.done) await rollBack("purge failed", `The purge through the new version failed: ${first.detail}`);
if (first.warning) console.log(`Warning: ${first.warning}`);
else console.log(`purged: ${first.detail}`);
const results = await smokeChecks(site, {
  headers: override,
  searchEngines,
  observatory: false,
  opsToken,
  version,
  versionWaitMs,
});
console.log(smokeTable(results));
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) {
  await rollBack(
    `smoke test of ${version} failed`,
    `The smoke test failed:\n${failed.map((r) => `  - ${r.name}: ${r.detail}`).join("\n")}`,
  );
}

step(8, `send all traffic to ${version}`);
stopIfChanged();
if (!deployVersions(target, [[version, 100]], `${message} (100%)`)) {
  await rollBack("100% step failed", "wrangler versions deploy at 100% failed");
}
if (!deployTriggers(target)) {
  console.log(
    "Warning: wrangler triggers deploy failed: routes and Cron Triggers are as they were; run it again.",
  );
}
// What the old version cached during the test, under the new generation, goes too.
if ((await cmsFailing(cmsOrigin, cmsTimeout)).length > 0) {
  console.log(
    `Warning: not purging while the CMS fails; purge once it answers (npm run purge -- --env ${environment} --scope all).`,
  );
} else {
  const last = await purgeAll(site, opsToken);
  if (!last.done)
    console.log(
      `Warning: the last purge failed (${last.detail}): run npm run purge -- --env ${environment} --scope all`,
    );
  else if (last.warning) console.log(`Warning: ${last.warning}`);
}
console.log(`\nDeployed ${environment}: ${version} is live on ${site} and passed the smoke test.`);
