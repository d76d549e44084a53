/** @module `npm run status -- --url …` against a local worker whose CMS can be switched off: the table, and a warning with exit 1. */
import assert from "node:assert/strict";
import http from "node:http";
import { after, before, describe, it } from "node:test";
import { freePort } from "../../support/free-port.ts";
import { type LocalServer, listenLocally } from "../../support/local-server.ts";
import { type RunningWorker, startWorker } from "../../support/worker-process.ts";
import { runScript } from "../support/run-script.ts";

const opsToken = "status-test-ops-token-0123456789";
let cmsUp = true;
let cms: LocalServer;
let site: RunningWorker;

before(async () => {
  // The status asks the CMS for its home page: any 200 is an answer.
  cms = await listenLocally(
    http.createServer((_req, res) => {
      res.writeHead(cmsUp ? 200 : 500, { "content-type": "application/json" });
      res.end(cmsUp ? "{}" : '{"error":"critical error"}');
    }),
  );
  const expires = new Date(Date.now() + 200 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, "Z");
  site = await startWorker(
    await freePort(),
    { OPS_TOKEN: opsToken, CMS_ORIGIN: cms.url, SECURITY_EXPIRES: expires },
    ".wrangler/state-status-test",
  );
});
after(async () => {
  await Promise.all([site?.stop(), cms?.close()]);
});

const status = (args: string[], token = opsToken) =>
  runScript("scripts/status.ts", args, { OPS_TOKEN: token });

describe("npm run status", () => {
  it("prints the status table of a local worker, with no warning when all is well", async () => {
    cmsUp = true;
    const { status: code, out } = await status(["--url", site.url]);
    console.log(out);
    assert.equal(code, 0, out);
    assert.match(out, new RegExp(`^Ops status of ${site.url} at \\S+Z$`, "m"));
    assert.match(out, /^build +[0-9a-f]{8}/m);
    assert.match(out, /^version live +\S+/m);
    assert.match(out, new RegExp(`^CMS +answered 200 in \\d+ ms \\(${cms.url}\\)$`, "m"));
    assert.match(out, /^dead-lettered +0 submission\(s\) stored$/m);
    assert.match(out, /^security\.txt +expires \S+ \((199|200) days\)$/m);
    assert.match(out, /^warnings +none$/m);
  });

  it("shows the warning and exits 1 when the CMS fails, saying when it last answered", async () => {
    cmsUp = false;
    try {
      const { status: code, out } = await status(["--url", site.url]);
      console.log(out);
      assert.equal(code, 1, out);
      assert.match(out, /^CMS +FAILING now: 500 in \d+ ms \(.*\); last answered \S+Z, 200 in \d+ ms$/m);
      assert.match(out, /^WARN {2}CMS failing: 500 in \d+ ms; last answered .* do not purge/m);
    } finally {
      cmsUp = true;
    }
  });

  it("says what is wrong with a wrong token, and how to call it", async () => {
    const wrong = await status(["--url", site.url], `${opsToken}x`);
    assert.equal(wrong.status, 1);
    assert.match(wrong.out, /answered 401 \(is OPS_TOKEN the worker's\?\)/);
    const usage = await status([]);
    assert.equal(usage.status, 2);
    assert.match(usage.out, /^name the site with --env NAME or --url https:\/\/…$/m);
    assert.match(usage.out, /usage: npm run status -- \(--env NAME \| --url https:\/\/site\.example\)/);
  });
});
