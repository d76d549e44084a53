/**
 * @module `npm run check-config -- --env production [--secrets-file .secrets.production] [--offline]`:
 * lists every configuration problem of an environment before a deploy. A secret is there when the
 * shell or the secrets file holds it (its value is checked), or when the deployed worker already has
 * one of that name (`wrangler secret list`: names only, no value leaves Cloudflare), so CI can check
 * a site whose secrets it never sees. `--offline` skips the account. It ends by naming the
 * permissions the deploy's API token needs.
 */
import { parseArgs } from "node:util";
import { accountSecrets, checkConfig, report } from "./config-report.ts";
import { deployPermissions } from "./token-permissions.ts";

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    config: { type: "string", default: "wrangler.toml" },
    "secrets-file": { type: "string" },
    offline: { type: "boolean", default: false },
  },
});
const environment = values.env ?? null;
let inAccount: string[] = [];
if (environment !== null && !values.offline) {
  const listed = accountSecrets(environment, values.config);
  if (listed.found === "names") {
    inAccount = listed.names;
    console.log(
      `Secrets the deployed worker has (names only): ${inAccount.length > 0 ? inAccount.join(", ") : "none"}`,
    );
  } else if (listed.found === "no worker") {
    console.log(
      "The worker is not deployed yet: its secrets come from the secrets file with the first deploy.",
    );
  } else {
    console.warn(
      `Warning (${environment}): ${listed.message}; only the shell and the secrets file were checked.`,
    );
  }
}
const ok = report(environment, checkConfig(environment, values.config, values["secrets-file"], inAccount));
if (environment !== null) console.log(`The deploy's API token needs: ${deployPermissions.join("; ")}.`);
process.exit(ok ? 0 : 1);
