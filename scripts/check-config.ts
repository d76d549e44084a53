/**
 * @module `npm run check-config -- --env production [--secrets-file .secrets.production]`: lists every
 * configuration problem of an environment before a deploy, secrets included.
 */
import { parseArgs } from "node:util";
import { checkConfig, report } from "./config-report.ts";

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    config: { type: "string", default: "wrangler.toml" },
    "secrets-file": { type: "string" },
  },
});
const environment = values.env ?? null;
process.exit(report(environment, checkConfig(environment, values.config, values["secrets-file"])) ? 0 : 1);
