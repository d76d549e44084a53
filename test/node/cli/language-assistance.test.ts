/** @module check-config refuses a deployed environment whose LANGUAGE_ASSISTANCE (the notice's taglines) is empty. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { configProblems } from "../../../scripts/config-check.ts";

const toml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
const secrets = { OPS_TOKEN: "a-production-token-of-enough-length" };
const now = Date.parse("2026-11-26T00:00:00Z");
const line = /^LANGUAGE_ASSISTANCE = ".*"$/m;
const empty = (problems: string[]) => problems.filter((p) => p.startsWith("LANGUAGE_ASSISTANCE is empty"));
/** wrangler.toml with every environment's LANGUAGE_ASSISTANCE set to `value`. */
const withValue = (value: string) =>
  toml.replace(new RegExp(line.source, "gm"), `LANGUAGE_ASSISTANCE = "${value}"`);

describe("check-config and LANGUAGE_ASSISTANCE", () => {
  it("finds the list set in staging and production, and no problem with it", () => {
    assert.equal(toml.match(new RegExp(line.source, "gm"))?.length, 2);
    for (const env of ["staging", "production"])
      assert.deepEqual(empty(configProblems(toml, env, secrets, now)), [], env);
  });

  it("refuses an empty list in production and staging, however it is written", () => {
    for (const value of ["", " ", " , ,"])
      for (const env of ["staging", "production"]) {
        const problems = configProblems(withValue(value), env, secrets, now);
        assert.equal(empty(problems).length, 1, `${env} with "${value}": ${problems.join("; ")}`);
        assert.match(empty(problems)[0] ?? "", /15 languages most spoken .* clinic's state/);
      }
  });

  it("refuses an unknown language tag through the configuration's own rule", () => {
    const problems = configProblems(withValue("es,klingon"), "production", secrets, now);
    assert.ok(
      problems.some((p) => p.startsWith("LANGUAGE_ASSISTANCE is invalid")),
      problems.join("; "),
    );
  });
});
