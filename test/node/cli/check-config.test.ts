/** @module `npm run check-config -- --env production` on a copy of today's wrangler.toml, then on the same copy filled in. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { clinicToml, writeConfig } from "../support/clinic-config.ts";
import { runScript } from "../support/run-script.ts";

const checkConfig = (config: string) =>
  runScript("scripts/check-config.ts", ["--env", "production", "--config", config], {
    OPS_TOKEN: "check-config-test-token-0123456789",
  });

describe("npm run check-config -- --env production", () => {
  it("fails on today's wrangler.toml with one line per placeholder", async () => {
    const { status, out } = await checkConfig(writeConfig(readFileSync("wrangler.toml", "utf8")));
    assert.equal(status, 1, out);
    const lines = out.split("\n").filter((line) => line.startsWith("  - "));
    for (const expected of [
      "[env.production] still routes the placeholder hostname www.clinic.example.org",
      `BRAND_NAME in [env.production.vars] is the demo clinic's "Riverbend Community Health"`,
      "CMS_ORIGIN in [env.production.vars] is a placeholder (https://cms.clinic.example.org)",
      "SITE_URL in [env.production.vars] is a placeholder (https://www.clinic.example.org)",
      "PATIENT_PORTAL_URL in [env.production.vars] is a placeholder (https://portal.example.org/)",
      "EMPLOYEE_PORTAL_URL in [env.production.vars] is a placeholder (https://training.example.org/)",
      "DONATION_URL in [env.production.vars] is a placeholder (https://donate.example.org/)",
      "SECURITY_CONTACT in [env.production.vars] is at a placeholder domain (mailto:security@clinic.example.org)",
      "the CMS_EVENTS_DB D1 database of [env.production] has no database_id: run `npm run provision -- --env production`",
    ]) {
      assert.equal(lines.filter((line) => line.includes(expected)).length, 1, `${expected}\n${out}`);
    }
    assert.equal(lines.filter((line) => /placeholder|demo clinic/.test(line)).length, 8, out);
  });

  it("passes once every placeholder is replaced by the clinic's own values", async () => {
    const { status, out } = await checkConfig(writeConfig(clinicToml()));
    assert.equal(status, 0, out);
    assert.match(out, /^Configuration for production is complete\.$/m);
  });
});
