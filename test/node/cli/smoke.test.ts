/** @module `npm run smoke` against a good local worker and against the same worker with its CSP stripped. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { headerDroppingProxy } from "../../bench/header-proxy.ts";
import { freePort } from "../../support/free-port.ts";
import { type RunningWorker, startWorker } from "../../support/worker-process.ts";
import { runScript } from "../support/run-script.ts";

let worker: RunningWorker;

before(async () => {
  const port = await freePort();
  worker = await startWorker(
    port,
    { OPS_TOKEN: "smoke-test-ops-token-0123456789" },
    ".wrangler/state-smoke-test",
  );
});
after(() => worker?.stop());

const smoke = (site: string) => runScript("worker/cli/smoke.ts", ["--site", site]);

describe("npm run smoke", () => {
  it("passes every check against a good local worker and prints the table", async () => {
    const { status, out } = await smoke(worker.url);
    console.log(out);
    assert.equal(status, 0, out);
    assert.match(out, /^9 checks passed, 0 failed$/m);
    assert.doesNotMatch(out, /^FAIL/m);
  });

  it("fails, naming the check, when the worker's answers lose their CSP", async () => {
    const proxy = await headerDroppingProxy(worker.url, ["content-security-policy"]);
    try {
      const { status, out } = await smoke(proxy.url);
      console.log(out);
      assert.equal(status, 1, out);
      assert.match(
        out,
        /^FAIL {2}home answers 200 with the page CSP \(fresh nonce\) and HSTS +no Content-Security-Policy with a nonce$/m,
      );
      assert.match(out, /^8 checks passed, 1 failed$/m);
    } finally {
      await proxy.close();
    }
  });

  it("refuses a site that is not an http(s) origin", async () => {
    const { status, out } = await smoke("ftp://example.org");
    assert.equal(status, 2);
    assert.match(out, /usage: npm run smoke -- --site/);
  });
});
