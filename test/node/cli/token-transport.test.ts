/**
 * @module Each ops tool that sends OPS_TOKEN refuses, before any request, a site over plain http that
 * is not this machine (a `.invalid` host, which no resolver answers, so nothing can leave if one tried).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { runScript } from "../support/run-script.ts";

const site = "http://ops.clinic.invalid";
const token = { OPS_TOKEN: "token-transport-test-0123456789abcdef" };
const refusal = `refusing to send OPS_TOKEN to ${site}: use https (plain http only to 127.0.0.1, localhost or [::1])`;

describe("the ops tools and a token over plain http", () => {
  const runs: [string, string, string[]][] = [
    ["purge", "scripts/purge.ts", ["--site", site, "--scope", "all"]],
    ["status", "scripts/status.ts", ["--url", site]],
    ["submissions", "scripts/submissions.ts", ["list", "--url", site]],
    ["smoke", "scripts/smoke.ts", ["--site", site]],
  ];
  for (const [name, script, args] of runs) {
    it(`npm run ${name} refuses before sending anything, and says why`, async () => {
      const { status, out } = await runScript(script, args, token);
      assert.equal(status, 2, out);
      assert.ok(out.includes(refusal), out);
      assert.doesNotMatch(out, /did not answer|Cannot reach|could not reach|fetch failed/);
    });
  }
});
