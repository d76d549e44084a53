/**
 * @module wrangler.toml as wrangler itself reads it, per environment: the worker's console lines on,
 * invocation logs (every URL and the visitor's headers) and traces off, query strings redacted.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { parse } from "smol-toml";
import { unstable_readConfig } from "wrangler";

const toml = parse(readFileSync("wrangler.toml", "utf8")) as { env?: Record<string, unknown> };
const environments = [undefined, ...Object.keys(toml.env ?? {})];

describe("observability in wrangler.toml", () => {
  it("names the environments it checks", () => {
    assert.deepEqual(environments, [undefined, "staging", "production"]);
  });

  for (const env of environments) {
    it(`keeps invocation logs and traces off in ${env ?? "the top level"}`, () => {
      const { observability } = unstable_readConfig({ config: "wrangler.toml", ...(env ? { env } : {}) });
      assert.ok(observability, "an observability table");
      assert.equal(observability.enabled, true, "the worker's own console lines are kept");
      assert.equal(observability.logs?.invocation_logs, false, "invocation_logs = false");
      assert.notEqual(observability.traces?.enabled, true, "traces stay off");
      assert.equal(observability.redact_query_string, true, "redact_query_string = true");
    });
  }
});
