/**
 * @module `npm run deploy` with a fake wrangler on PATH and a real local worker as the deployed site:
 * the order of its steps, stopping on configuration problems, and the rollback after a failed smoke test.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { withKvId } from "../../../worker/cli/wrangler-toml.ts";
import { headerDroppingProxy } from "../../bench/header-proxy.ts";
import { freePort } from "../../support/free-port.ts";
import { type RunningWorker, startWorker } from "../../support/worker-process.ts";
import { fakeWrangler } from "../support/fake-wrangler.ts";
import { runScript } from "../support/run-script.ts";

const opsToken = "deploy-test-ops-token-0123456789";
const fake = fakeWrangler();
let site: RunningWorker;
let config: string;

before(async () => {
  // The deploy's own build must produce the assets the running site points to.
  execFileSync(process.execPath, ["client/build.ts"], { stdio: "ignore" });
  site = await startWorker(await freePort(), { OPS_TOKEN: opsToken }, ".wrangler/state-deploy-test");
  // The shipped configuration, provisioned and given the clinic's own domains.
  const toml = readFileSync("wrangler.toml", "utf8").replaceAll("clinic.example.org", "riverbend-health.org");
  config = path.join(mkdtempSync(path.join(tmpdir(), "deploy-")), "wrangler.toml");
  writeFileSync(config, withKvId(toml, "production", "CACHE", "0f2ac74b498b48028cb68387c421e279"));
});
after(() => site?.stop());

const deploy = (args: string[], token = opsToken) =>
  runScript("worker/cli/deploy.ts", ["--env", "production", "--config", config, ...args], {
    PATH: `${fake.bin}${path.delimiter}${process.env.PATH}`,
    OPS_TOKEN: token,
  });

const wranglerCommands = () => fake.calls().map((args) => args[0]);

describe("npm run deploy", () => {
  it("stops before building when the configuration has problems, listing them all", async () => {
    const { status, out } = await deploy(["--site", site.url], "");
    assert.equal(status, 1, out);
    assert.match(out, /Configuration for production has 1 problem\(s\):\n {2}- OPS_TOKEN is missing/);
    assert.doesNotMatch(out, /\[2\/5\]/);
    assert.deepEqual(fake.calls(), []);
  });

  it("checks, builds, deploys, purges and smoke-tests, in that order", async () => {
    const { status, out } = await deploy(["--site", site.url]);
    assert.equal(status, 0, out);
    const steps = [...out.matchAll(/^\[(\d)\/5\] (.*)$/gm)].map((m) => m[2]?.split(" ")[0]);
    assert.deepEqual(steps, ["check-config", "build", "wrangler", "purge", "smoke"]);
    assert.deepEqual(fake.calls(), [["deploy", "--env", "production", "--config", config]]);
    assert.match(out, /^purged: .*"generation"/m);
    assert.match(out, /^9 checks passed, 0 failed$/m);
  });

  it("prints what failed and the rollback command when the smoke test fails", async () => {
    const broken = await headerDroppingProxy(site.url, ["content-security-policy"]);
    try {
      const { status, out } = await deploy(["--site", broken.url]);
      assert.equal(status, 1, out);
      assert.match(
        out,
        /The smoke test failed:\n {2}- home answers 200 with the page CSP \(fresh nonce\) and HSTS: no Content-Security-Policy with a nonce/,
      );
      assert.match(
        out,
        /To return to the previous version, run:\n {2}npx wrangler rollback --env production --message "smoke test failed" --yes/,
      );
      assert.deepEqual(wranglerCommands().slice(-1), ["deploy"]);

      const rolled = await deploy(["--site", broken.url, "--rollback-on-failure"]);
      assert.equal(rolled.status, 1, rolled.out);
      assert.deepEqual(wranglerCommands().slice(-2), ["deploy", "rollback"]);
      assert.deepEqual(fake.calls().at(-1), [
        "rollback",
        "--env",
        "production",
        "--config",
        config,
        "--message",
        "smoke test failed",
        "--yes",
      ]);
      assert.match(rolled.out, /Rolled back to the previous version\./);
    } finally {
      await broken.close();
    }
  });
});
