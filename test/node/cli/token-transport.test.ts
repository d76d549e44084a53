/**
 * @module Each ops tool that sends a token (OPS_TOKEN, SUBMISSIONS_TOKEN) refuses, before any request, a site over plain http that
 * is not this machine (a `.invalid` host, which no resolver answers, so nothing can leave if one tried).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { tokenRefusal } from "../../../scripts/token-transport.ts";
import { runScript } from "../support/run-script.ts";

const site = "http://ops.clinic.invalid";
const tokens = {
  OPS_TOKEN: "token-transport-test-0123456789abcdef",
  SUBMISSIONS_TOKEN: "token-transport-test-submissions-0123456789",
};
const refusal = (name: string) =>
  `refusing to send ${name} to ${site}: use https (plain http only to 127.0.0.1, localhost or [::1])`;

describe("the ops tools and a token over plain http", () => {
  const runs: [string, string, string[], string][] = [
    ["purge", "scripts/purge.ts", ["--url", site, "--scope", "all"], "OPS_TOKEN"],
    ["status", "scripts/status.ts", ["--url", site], "OPS_TOKEN"],
    ["submissions", "scripts/submissions.ts", ["list", "--url", site], "SUBMISSIONS_TOKEN"],
    ["smoke", "scripts/smoke.ts", ["--url", site], "OPS_TOKEN"],
  ];
  for (const [name, script, args, tokenName] of runs) {
    it(`npm run ${name} refuses before sending ${tokenName} anywhere, and says why`, async () => {
      const { status, out } = await runScript(script, args, tokens);
      assert.equal(status, 2, out);
      assert.ok(out.includes(refusal(tokenName)), out);
      assert.doesNotMatch(out, /did not answer|Cannot reach|could not reach|fetch failed/);
    });
  }
});

describe("where the ops tools send a token", () => {
  it("sends it over https anywhere, and over plain http to this machine only", () => {
    for (const origin of [
      "https://www.example.org",
      "https://203.0.113.5:8443",
      "http://127.0.0.1:8787",
      "http://127.8.9.10",
      "http://localhost:8787",
      "http://LOCALHOST",
      "http://[::1]:8787",
    ])
      assert.equal(tokenRefusal(origin), null, origin);
  });

  it("refuses plain http to any other host, naming the token, the host and the way out", () => {
    for (const origin of [
      "http://www.example.org",
      "http://192.168.1.20:8787",
      "http://localhost.example.org",
      "http://127.0.0.1.example.org",
      "http://[::2]",
    ])
      assert.equal(
        tokenRefusal(origin, "SUBMISSIONS_TOKEN"),
        `refusing to send SUBMISSIONS_TOKEN to ${new URL(origin).origin}: use https (plain http only to 127.0.0.1, localhost or [::1])`,
        origin,
      );
  });
});
