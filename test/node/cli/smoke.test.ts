/**
 * @module `npm run smoke` against a good local worker, the same worker with its CSP stripped, and a
 * staging-like worker (SEARCH_ENGINES=noindex) whose CMS has no job openings this month.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { headerDroppingProxy } from "../../bench/header-proxy.ts";
import { freePort } from "../../support/free-port.ts";
import type { LocalServer } from "../../support/local-server.ts";
import { type RunningWorker, startDemoCms, startWorker } from "../../support/worker-process.ts";
import { noJobsCms } from "../support/no-jobs-cms.ts";
import { runScript } from "../support/run-script.ts";

const opsToken = "smoke-test-ops-token-0123456789";
let worker: RunningWorker;
let demo: RunningWorker;
let noJobs: LocalServer;
let staging: RunningWorker;

before(async () => {
  // One at a time: two `wrangler dev` starting together in one directory share a bundling folder.
  worker = await startWorker(await freePort(), { OPS_TOKEN: opsToken }, ".wrangler/state-smoke-test");
  demo = await startDemoCms(await freePort());
  noJobs = await noJobsCms(demo.url);
  staging = await startWorker(
    await freePort(),
    { OPS_TOKEN: opsToken, SEARCH_ENGINES: "noindex", CMS_ORIGIN: noJobs.url },
    ".wrangler/state-smoke-test-staging",
  );
});
after(async () => {
  await Promise.all([worker?.stop(), staging?.stop(), demo?.stop(), noJobs?.close()]);
});

/** The smoke test as ops run it: with the site's OPS_TOKEN in the environment (so a purge is checked). */
const smoke = (site: string, extra: string[] = []) =>
  runScript("scripts/smoke.ts", ["--url", site, ...extra], { OPS_TOKEN: opsToken });

describe("npm run smoke", () => {
  it("passes every check against a good local worker and prints the table", async () => {
    const { status, out } = await smoke(worker.url);
    console.log(out);
    assert.equal(status, 0, out);
    // A local worker has no Workers Cache in front (it runs only on Cloudflare's edge): its two
    // checks are notes that say so, and pass on a deployed site (test/node/cli/smoke-cache-hit.test.ts).
    assert.match(out, /^11 checks passed, 0 failed \(2 with a note\)$/m);
    assert.match(
      out,
      /^note {2}a purge of one page answers fresh content to the next requests +not checked: the site is not behind Cloudflare's edge \(no cf-ray\), where Workers Cache runs$/m,
    );
    assert.match(out, /^pass {2}robots\.txt allows crawling and names the sitemap/m);
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
        /^FAIL {2}home answers 200 with the page CSP \(its inline scripts by hash\) and HSTS +no Content-Security-Policy$/m,
      );
      assert.match(out, /^10 checks passed, 1 failed \(2 with a note\)$/m);
    } finally {
      await proxy.close();
    }
  });

  it("passes against a noindex site whose CMS has no job openings, the empty section a note", async () => {
    const { status, out } = await smoke(staging.url, ["--search-engines", "noindex"]);
    console.log(out);
    assert.equal(status, 0, out);
    assert.match(out, /^pass {2}pages say noindex \(SEARCH_ENGINES=noindex\)/m);
    assert.match(out, /^pass {2}robots\.txt disallows all and names no sitemap/m);
    assert.match(
      out,
      /^note {2}one page of every route type answers 200 +18 of 19 route types; nothing published yet in: jobOpening \(an empty section\)$/m,
    );
    assert.match(out, /^11 checks passed, 0 failed \(3 with a note\)$/m);
  });

  it("reads SEARCH_ENGINES from wrangler.toml with --env, and fails a noindex site checked as an indexed one", async () => {
    const asStaging = await smoke(staging.url, ["--env", "staging"]);
    assert.equal(asStaging.status, 0, asStaging.out);
    assert.match(asStaging.out, /\(SEARCH_ENGINES=noindex\)/);
    const asIndexed = await smoke(staging.url, ["--env", "production"]);
    assert.equal(asIndexed.status, 1, asIndexed.out);
    assert.match(asIndexed.out, /^FAIL {2}pages are open to search engines +the home page says noindex$/m);
    assert.match(
      asIndexed.out,
      /^FAIL {2}robots\.txt allows crawling and names the sitemap +robots\.txt disallows all \(is SEARCH_ENGINES=noindex on this site\?\)$/m,
    );
  });

  it("with --version, passes when every answer comes from that version and says how many it read", async () => {
    const version = (await fetch(`${worker.url}/`)).headers.get("x-version");
    assert.ok(version, "the worker names no version");
    const { status, out } = await smoke(worker.url, ["--version", version]);
    assert.equal(status, 0, out);
    assert.match(out, new RegExp(`^pass {2}version ${version} answers +after [\\d.]+ s$`, "m"));
    assert.match(out, new RegExp(`^pass {2}every answer came from version ${version} +\\d+ answers$`, "m"));
    assert.match(out, /^13 checks passed, 0 failed \(2 with a note\)$/m);
  });

  it("with --version of a version that never answers, fails once the wait is over, naming the one that did", async () => {
    const live = (await fetch(`${worker.url}/`)).headers.get("x-version");
    const { status, out } = await smoke(worker.url, [
      "--version",
      "00000000-0000-4000-8000-00000000beef",
      "--version-wait",
      "2",
    ]);
    assert.equal(status, 1, out);
    assert.match(
      out,
      new RegExp(
        `^FAIL {2}version 00000000-0000-4000-8000-00000000beef answers +after 2 s the site still answers from version ${live}$`,
        "m",
      ),
    );
    assert.match(out, /^0 checks passed, 1 failed$/m);
  });

  it("refuses a site that is not an http(s) origin", async () => {
    const { status, out } = await smoke("ftp://example.org");
    assert.equal(status, 2);
    assert.match(out, /^--url must be an http\(s\) origin, not ftp:\/\/example\.org$/m);
    assert.match(out, /usage: npm run smoke -- \(--env NAME \| --url https:\/\/site\.example\)/);
  });

  it("refuses the old --site, naming --url", async () => {
    const { status, out } = await runScript("scripts/smoke.ts", ["--site", "https://www.example.org"]);
    assert.equal(status, 2);
    assert.match(out, /^--site is gone: name the site with --url https:\/\/www\.example\.org/m);
  });
});
