/**
 * @module `npm run check-cms` passes the demo CMS over HTTP, names each fault of a broken CMS, and says in
 * one line when there is no CMS at all (a WordPress without the clinic's endpoints: test/node/wordpress).
 */
import assert from "node:assert/strict";
import http from "node:http";
import { after, before, describe, it } from "node:test";
import { apiPath } from "../../../shared/cms/paths.ts";
import { freePort } from "../../support/free-port.ts";
import { listenLocally } from "../../support/local-server.ts";
import { type RunningWorker, startDemoCms } from "../../support/worker-process.ts";
import { brokenCms, type Fault } from "../support/broken-cms.ts";
import { runScript } from "../support/run-script.ts";

let demo: RunningWorker;

before(async () => {
  const port = await freePort();
  // The demo CMS as its own worker, answering every CMS path as WordPress would.
  demo = await startDemoCms(port);
});
after(() => demo?.stop());

const checkCms = (origin: string, timeout = "5000") =>
  runScript("scripts/check-cms.ts", ["--origin", origin, "--timeout", timeout]);

/** The report's line for the home endpoint. */
const homeLine = (out: string) => out.split("\n").find((line) => /^\S+ +home /.test(line)) ?? "";

describe("npm run check-cms", () => {
  it("passes the demo CMS served over HTTP, lists first and then one real item of each kind", async () => {
    const { status, out } = await checkCms(demo.url);
    assert.equal(status, 0, out);
    assert.doesNotMatch(out, /^(FAIL|skip)/m);
    assert.match(
      out,
      /^ok +news story +\d+ ms +\/cms-service\/index\.php\/wp-json\/v1\/news\/story\/[a-z0-9-]+$/m,
    );
    assert.match(out, /^ok +team +\d+ ms +\/cms-service\/index\.php\/wp-json\/v1\/team\/[a-z0-9-]+\/long$/m);
    const names = out.split("\n").map((line) => line.split(/ {2,}/)[1]);
    assert.ok(names.indexOf("news") < names.indexOf("news story"), "the list comes before its item");
    assert.match(out, /^ok +home \(es\) +\d+ ms +\/cms-service\/index\.php\/wp-json\/v1\/home\?lang=es$/m);
    assert.match(out, /^ok +news \(es\) +\d+ ms +\/cms-service\/.*\/v1\/news\?page=1&per_page=10&lang=es$/m);
    // Fails until the demo CMS's Spanish seed has content: a Spanish read with nothing in Spanish warns.
    assert.match(out, /^ok +language es +\d+ of \d+ answers have items in es$/m);
    assert.match(out, /^(\d+) ok, 0 failed$/m);
  });

  const cases: [Fault, string, RegExp][] = [
    [
      "drop-field",
      "a required field dropped",
      /^FAIL +home +wrong shape: hero_title: missing, expected string +\/cms-service\/.*\/v1\/home$/,
    ],
    ["html", "an HTML answer", /^FAIL +home +not JSON: text\/html; charset=UTF-8: "<!doctype html>/],
    ["500", "a 500", /^FAIL +home +wrong status: 500, expected 200 /],
    ["hang", "no answer", /^FAIL +home +slow: no answer within 2000 ms \(CMS_TIMEOUT_MS\) /],
  ];
  for (const [fault, what, expected] of cases) {
    it(`fails with the right message on ${what}, and only there`, async () => {
      const cms = await brokenCms(demo.url, apiPath("home"), fault, "hero_title");
      try {
        const { status, out } = await checkCms(cms.url, fault === "hang" ? "2000" : "5000");
        if (fault === "drop-field") console.log(out);
        assert.equal(status, 1, out);
        assert.match(homeLine(out), expected);
        assert.match(out, /^\d+ ok, 1 failed(, \d+ warnings?)?$/m);
      } finally {
        await cms.close();
      }
    });
  }

  it("warns, and does not fail, a CMS that has the contact page only at the contract's old contact-page/id/895", async () => {
    const cms = await brokenCms(demo.url, apiPath("contactPageByRole"), "no-route");
    try {
      const { status, out } = await checkCms(cms.url);
      assert.equal(status, 0, out);
      assert.match(
        out,
        /^warn +contact page +read elsewhere: 404; the site reads contact page by id instead /m,
      );
      assert.match(
        out,
        /^warn +contact page \(es\) +read elsewhere: 404; the site reads contact page by id \(es\) instead /m,
      );
      assert.match(out, /^ok +contact page by id +\d+ ms/m);
      assert.match(out, /^\d+ ok, 0 failed, 2 warnings$/m);
    } finally {
      await cms.close();
    }
  });

  it("fails a CMS that has the contact page neither by its role nor by the old id", async () => {
    const byRole = await brokenCms(demo.url, apiPath("contactPageByRole"), "no-route");
    const neither = await brokenCms(byRole.url, apiPath("contactPage", { id: 895 }), "no-route");
    try {
      const { status, out } = await checkCms(neither.url);
      assert.equal(status, 1, out);
      assert.match(out, /^FAIL +contact page +wrong status: 404, expected 200 /m);
      assert.match(out, /^FAIL +contact page by id +wrong status: 404, expected 200 /m);
    } finally {
      await neither.close();
      await byRole.close();
    }
  });

  it("fails a CMS that marks an item with a language the site does not have", async () => {
    const cms = await brokenCms(demo.url, `${apiPath("home")}?lang=es`, "unknown-lang");
    try {
      const { status, out } = await checkCms(cms.url);
      assert.equal(status, 1, out);
      assert.match(out, /^FAIL +home \(es\) +wrong shape: lang: expected \("en" \| "es"\), received "fr" /m);
      assert.match(out, /^\d+ ok, 1 failed(, \d+ warnings?)?$/m);
    } finally {
      await cms.close();
    }
  });

  it("fails a CMS whose Spanish slugs name a page it has no English slug for", async () => {
    const cms = await brokenCms(demo.url, `${apiPath("slugs", { type: "locations" })}?lang=es`, "extra-slug");
    try {
      const { status, out } = await checkCms(cms.url);
      assert.equal(status, 1, out);
      assert.match(
        out,
        /^FAIL +locations slugs \(es\) +not a subset: 1 slug\(s\) that locations slugs does not list: only-in-spanish /m,
      );
    } finally {
      await cms.close();
    }
  });

  it("passes a CMS that ignores the language parameter, with a warning that Spanish pages show English", async () => {
    const cms = await brokenCms(demo.url, "", "ignore-lang");
    try {
      const { status, out } = await checkCms(cms.url);
      assert.equal(status, 0, out);
      assert.doesNotMatch(out, /^FAIL/m);
      assert.match(
        out,
        /^warn +language es +language ignored: no answer to \?lang=es has an item with lang "es"/m,
      );
      assert.match(out, /^\d+ ok, 0 failed, 1 warning$/m);
    } finally {
      await cms.close();
    }
  });

  it("fails in one line, not one per endpoint, when nothing answers at the origin", async () => {
    const origin = `http://127.0.0.1:${await freePort()}`;
    const { status, out } = await checkCms(origin);
    assert.equal(status, 1, out);
    assert.match(
      out,
      new RegExp(
        `^FAIL +clinic REST API +unreachable: ${origin} does not answer \\(.*ECONNREFUSED.*\\) +/cms-service/`,
        "m",
      ),
    );
    assert.match(out, /^0 ok, 1 failed$/m);
    assert.equal(out.trim().split("\n").length, 3, out);
  });

  it("fails in one line when the origin is a web server but no WordPress REST API", async () => {
    const server = await listenLocally(
      http.createServer((_, res) =>
        res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not Found</h1>"),
      ),
    );
    try {
      const { status, out } = await checkCms(server.url);
      assert.equal(status, 1, out);
      assert.match(
        out,
        /^FAIL +clinic REST API +no REST API: no WordPress REST API answers here \(404, text\/html\): CMS_ORIGIN must be WordPress, serving \/cms-service\/ with PATHINFO permalinks .* \/cms-service\/index\.php\/wp-json\/$/m,
      );
      assert.equal(out.trim().split("\n").length, 3, out);
    } finally {
      await server.close();
    }
  });

  it("refuses an origin that is not http(s)", async () => {
    const { status, out } = await checkCms("cms.example.org");
    assert.equal(status, 2);
    assert.match(out, /usage: npm run check-cms -- --origin/);
  });
});
