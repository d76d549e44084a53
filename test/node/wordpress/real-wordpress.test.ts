/**
 * @module The site in front of a real WordPress (Debian's package on PHP and MariaDB, PATHINFO
 * permalinks): nothing a visitor sends through `/cms-service/` reaches a WordPress route but the token
 * check, and `check-cms` says in one line that the clinic's REST endpoints are missing.
 */
import assert from "node:assert/strict";
import http from "node:http";
import { after, before, describe, it } from "node:test";
import { browserPaths } from "../../../shared/cms/paths.ts";
import { freePort } from "../../support/free-port.ts";
import { type RunningWorker, startWorker } from "../../support/worker-process.ts";
import { runScript } from "../support/run-script.ts";
import { type LogLine, type RealWordPress, startWordPress } from "./support/wordpress.ts";

const validate = browserPaths.validateToken;
const api = "/cms-service/index.php/wp-json";
const form = { "content-type": "application/x-www-form-urlencoded" };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Probe {
  name: string;
  method: string;
  /** Sent byte for byte (no URL normalization on the way). */
  path: string;
  headers?: Record<string, string>;
  /** A body; an array is sent in chunks, with no content-length. */
  body?: string | string[];
}

interface Answer {
  status: number;
  type: string;
  cache: string;
  text: string;
}

/** Sends `probe` to `origin` as it is written. */
function send(origin: string, probe: Probe): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, method: probe.method, path: probe.path, headers: probe.headers ?? {} },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers["content-type"] ?? "",
            cache: response.headers["cache-control"] ?? "",
            text,
          }),
        );
      },
    );
    request.on("error", reject);
    for (const part of [probe.body ?? []].flat()) request.write(part);
    request.end();
  });
}

const multipart = [
  "--b",
  'content-disposition: form-data; name="rest_route"',
  "",
  "/wp/v2/users",
  "--b",
  'content-disposition: form-data; name="file"; filename="x.php"',
  "content-type: application/x-php",
  "",
  "<?php phpinfo();",
  "--b--",
  "",
].join("\r\n");

/** Requests the site must refuse before WordPress hears of them. */
const refused: Probe[] = [
  { name: "the CMS's front page", method: "GET", path: "/cms-service/" },
  { name: "login page", method: "GET", path: "/cms-service/wp-login.php" },
  {
    name: "login form",
    method: "POST",
    path: "/cms-service/wp-login.php",
    headers: form,
    body: "log=admin&pwd=guess",
  },
  {
    name: "XML-RPC",
    method: "POST",
    path: "/cms-service/xmlrpc.php",
    headers: { "content-type": "text/xml" },
    body: "<methodCall><methodName>system.listMethods</methodName></methodCall>",
  },
  { name: "admin", method: "GET", path: "/cms-service/wp-admin/" },
  { name: "REST index", method: "GET", path: `${api}/` },
  { name: "user list", method: "GET", path: `${api}/wp/v2/users` },
  { name: "user creation", method: "POST", path: `${api}/wp/v2/users` },
  { name: "pretty REST path", method: "GET", path: "/cms-service/wp-json/wp/v2/users" },
  {
    name: "token check without index.php",
    method: "POST",
    path: "/cms-service/wp-json/jwt-auth/v1/token/validate",
  },
  {
    name: "token issuer",
    method: "POST",
    path: `${api}/jwt-auth/v1/token`,
    headers: { "content-type": "application/json" },
    body: '{"username":"admin","password":"guess"}',
  },
  { name: "traversal ..", method: "POST", path: `${validate}/../../../../wp/v2/users` },
  { name: "traversal %2e%2e", method: "POST", path: `${validate}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/wp/v2/users` },
  { name: "traversal %252e", method: "POST", path: `${validate}/%252e%252e/%252e%252e/wp/v2/users` },
  { name: "traversal by backslash", method: "POST", path: `${validate}\\..\\..\\..\\..\\wp\\v2\\users` },
  { name: "encoded slashes", method: "POST", path: `${api}/jwt-auth%2Fv1%2Ftoken%2Fvalidate` },
  {
    name: "encoded slashes to users",
    method: "POST",
    path: "/cms-service/index.php%2Fwp-json%2Fwp%2Fv2%2Fusers",
  },
  { name: "double slash", method: "POST", path: validate.replace("/token/", "/token//") },
  {
    name: "double slash before index.php",
    method: "POST",
    path: validate.replace("/index.php", "//index.php"),
  },
  { name: "index.php twice", method: "POST", path: validate.replace("/index.php", "/index.php/index.php") },
  { name: "INDEX.PHP", method: "POST", path: validate.replace("index.php", "INDEX.PHP") },
  { name: "index.php%00", method: "POST", path: validate.replace("index.php", "index.php%00") },
  { name: "trailing slash", method: "POST", path: `${validate}/` },
  { name: "path parameter", method: "POST", path: `${validate};rest_route=/wp/v2/users` },
  { name: "?rest_route on the root", method: "GET", path: "/cms-service/?rest_route=/wp/v2/users" },
  {
    name: "?rest_route on index.php",
    method: "POST",
    path: "/cms-service/index.php?rest_route=/wp/v2/users",
  },
  { name: "?rest_route on the token check", method: "POST", path: `${validate}?rest_route=/wp/v2/users` },
  {
    name: "?_method=DELETE",
    method: "POST",
    path: `${validate}?_method=DELETE`,
    headers: bearer("valid-test-token"),
  },
  { name: "?_jsonp", method: "POST", path: `${validate}?_jsonp=alert` },
  { name: "empty query", method: "POST", path: `${validate}?` },
  {
    name: "body rest_route=/wp/v2/users",
    method: "POST",
    path: validate,
    headers: form,
    body: "rest_route=/wp/v2/users",
  },
  { name: "body _method=DELETE", method: "POST", path: validate, headers: form, body: "_method=DELETE" },
  {
    name: "multipart body",
    method: "POST",
    path: validate,
    headers: { "content-type": "multipart/form-data; boundary=b" },
    body: multipart,
  },
  {
    name: "JSON body",
    method: "POST",
    path: validate,
    headers: { "content-type": "application/json" },
    body: '{"rest_route":"/wp/v2/users","username":"x","email":"x@example.org","password":"x"}',
  },
  {
    name: "chunked body",
    method: "POST",
    path: validate,
    headers: form,
    body: ["rest_route=", "/wp/v2/users"],
  },
  {
    name: "GET with X-HTTP-Method-Override: POST",
    method: "GET",
    path: validate,
    headers: { "x-http-method-override": "POST" },
  },
  ...["GET", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"].map((method) => ({
    name: `${method} token check`,
    method,
    path: validate,
  })),
];

/** The token check with headers a visitor adds: it reaches WordPress as the browser's call and nothing more. */
const tokenChecks: (Probe & { status: number })[] = [
  {
    name: "the browser's token check",
    method: "POST",
    path: validate,
    headers: bearer("valid-test-token"),
    status: 200,
  },
  { name: "an invalid token", method: "POST", path: validate, headers: bearer("expired"), status: 403 },
  {
    name: "X-HTTP-Method-Override: DELETE",
    headers: { ...bearer("valid-test-token"), "x-http-method-override": "DELETE" },
  },
  {
    name: "X-HTTP-Method-Override: GET",
    headers: { ...bearer("valid-test-token"), "x-http-method-override": "GET" },
  },
  { name: "content-type of a form, no body", headers: { ...bearer("valid-test-token"), ...form } },
  {
    name: "a WordPress login cookie",
    headers: { ...bearer("valid-test-token"), cookie: "wordpress_logged_in_x=admin|1|x" },
  },
  { name: "a REST nonce", headers: { ...bearer("valid-test-token"), "x-wp-nonce": "0123456789" } },
  {
    name: "X-Original-URL and X-Rewrite-URL",
    headers: {
      ...bearer("valid-test-token"),
      "x-original-url": `${api}/wp/v2/users`,
      "x-rewrite-url": `${api}/wp/v2/users`,
    },
  },
  {
    name: "X-Forwarded-Host and -Proto",
    headers: {
      ...bearer("valid-test-token"),
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    },
  },
  { name: "HTTP Basic credentials", headers: { authorization: `Basic ${btoa("admin:guess")}` }, status: 403 },
].map((probe) => ({ method: "POST", path: validate, status: 200, ...probe }));

/** The token check when WordPress goes wrong: the site answers 502 with its own message. */
const brokenAnswers: Probe[] = [
  {
    name: "WordPress answers a PHP error page",
    method: "POST",
    path: validate,
    headers: bearer("broken-html"),
  },
  {
    name: "WordPress prints a PHP warning before the JSON",
    method: "POST",
    path: validate,
    headers: bearer("broken-notice"),
  },
];

const tokenCheckLines: LogLine[] = [
  { kind: "http", method: "POST", uri: validate },
  { kind: "rest", method: "POST", route: "/jwt-auth/v1/token/validate", body: false },
];

let wordpress: RealWordPress | undefined;
let site: RunningWorker | undefined;
const rows: string[][] = [];
/** Everything WordPress logged while the probes went through the site. */
const throughSiteLog: LogLine[] = [];
const started = performance.now();

/**
 * The site's worker reading the CMS at `cmsOrigin`. A port free when chosen can be taken by another
 * process before wrangler binds it, so a failed start is tried once more on another port.
 */
async function startSite(port: number, cmsOrigin: string): Promise<RunningWorker> {
  const start = (on: number) => startWorker(on, { CMS_ORIGIN: cmsOrigin }, ".wrangler/state-real-wordpress");
  try {
    return await start(port);
  } catch {
    return start(await freePort());
  }
}

before(
  async () => {
    const [wpPort, sitePort] = [await freePort(), await freePort()];
    // WordPress and the site start side by side; the site only needs WordPress's address.
    const ready: Record<string, number> = {};
    const timed = <T>(name: string, work: Promise<T>) =>
      work.then((value) => {
        ready[name] = Math.round(performance.now() - started);
        return value;
      });
    const [wp, worker] = await Promise.allSettled([
      timed("WordPress", startWordPress(wpPort)),
      timed("the site", startSite(sitePort, `http://127.0.0.1:${wpPort}`)),
    ]);
    if (wp.status === "fulfilled") wordpress = wp.value;
    if (worker.status === "fulfilled") site = worker.value;
    if (wp.status === "rejected") throw wp.reason;
    if (worker.status === "rejected") throw new Error(`The site's worker did not start: ${worker.reason}`);
    console.log(
      `WordPress ${wp.value.installed.version} at ${wp.value.installed.home}, permalinks ${wp.value.installed.permalink_structure}; ready in ${ready.WordPress} ms, the site in ${ready["the site"]} ms`,
    );
  },
  { timeout: 120_000 },
);

after(async () => {
  if (rows.length) {
    const table = [["probe", "site", "REST routes WordPress dispatched"], ["---", "---", "---"], ...rows];
    console.log(`\n${table.map((row) => `| ${row.join(" | ")} |`).join("\n")}\n`);
  }
  await Promise.all([site?.stop(), wordpress?.stop()]);
  console.log(`real-WordPress suite: ${Math.round(performance.now() - started)} ms`);
});

/** Sends `probe` through the site; its answer and what WordPress logged meanwhile, added to the table. */
async function throughSite(probe: Probe): Promise<{ answer: Answer; reached: LogLine[] }> {
  assert.ok(wordpress && site);
  const mark = await wordpress.mark();
  const answer = await send(site.url, probe);
  const reached = await wordpress.since(mark);
  throughSiteLog.push(...reached);
  const routes = reached.filter((line) => line.kind === "rest");
  const shown = routes.map((r) => `${r.method} ${r.route}${r.body ? " (with a body)" : ""}`).join(", ");
  rows.push([
    `${probe.method} ${probe.path.replace(/\|/g, "\\|")} — ${probe.name}`,
    String(answer.status),
    shown || "none",
  ]);
  return { answer, reached };
}

describe("/cms-service/ in front of a real WordPress", () => {
  it("proves the probe is real: sent straight to WordPress, a body's rest_route reaches /wp/v2/users", async () => {
    assert.ok(wordpress);
    const mark = await wordpress.mark();
    const answer = await send(wordpress.origin, {
      name: "direct",
      method: "POST",
      path: validate,
      headers: form,
      body: "rest_route=/wp/v2/users",
    });
    assert.match(answer.text, /rest_missing_callback_param/);
    assert.deepEqual(
      (await wordpress.since(mark)).filter((line) => line.kind === "rest"),
      [{ kind: "rest", method: "POST", route: "/wp/v2/users", body: true }],
    );
  });

  it("refuses every other path, query, body and method before WordPress hears of it", async () => {
    for (const probe of refused) {
      const { answer, reached } = await throughSite(probe);
      assert.ok(
        [400, 404, 405, 413].includes(answer.status),
        `${probe.name}: ${answer.status} ${answer.text}`,
      );
      assert.match(answer.cache, /no-store/, probe.name);
      assert.deepEqual(reached, [], `${probe.name} reached WordPress`);
    }
  });

  it("answers POST …/token/validate with the body rest_route=/wp/v2/users without reaching /wp/v2/users", async () => {
    const { answer, reached } = await throughSite({
      name: "the issue's probe",
      method: "POST",
      path: validate,
      headers: form,
      body: "rest_route=/wp/v2/users",
    });
    assert.equal(answer.status, 413);
    assert.deepEqual(JSON.parse(answer.text), {
      success: false,
      message: "This address takes no request body.",
    });
    assert.deepEqual(reached, []);
  });

  it("passes the token check on as the browser's call alone, whatever headers a visitor adds", async () => {
    for (const { status, ...probe } of tokenChecks) {
      const { answer, reached } = await throughSite(probe);
      assert.equal(answer.status, status, `${probe.name}: ${answer.text}`);
      assert.match(answer.type, /^application\/json/, probe.name);
      assert.equal(answer.cache, "no-store", probe.name);
      assert.deepEqual(reached, tokenCheckLines, probe.name);
    }
  });

  it("answers 502 with the site's own message when WordPress answers anything but JSON", async () => {
    for (const probe of brokenAnswers) {
      const { answer, reached } = await throughSite(probe);
      assert.equal(answer.status, 502, probe.name);
      assert.equal(answer.cache, "no-store", probe.name);
      assert.deepEqual(JSON.parse(answer.text), {
        success: false,
        message: "The content service gave an unexpected answer.",
      });
      assert.doesNotMatch(answer.text, /Warning|critical error|mu-plugins/);
      assert.deepEqual(reached, tokenCheckLines, probe.name);
    }
  });

  it("over every probe through the site, WordPress dispatched no REST route but the token check, and never with a body", () => {
    const routes = throughSiteLog.filter((line) => line.kind === "rest");
    assert.ok(
      routes.length >= tokenChecks.length + brokenAnswers.length,
      "the token checks reached WordPress",
    );
    assert.deepEqual(
      new Set(routes.map((line) => JSON.stringify(line))),
      new Set([JSON.stringify(tokenCheckLines[1])]),
    );
    const requests = throughSiteLog.filter((line) => line.kind === "http");
    assert.deepEqual(
      new Set(requests.map((line) => JSON.stringify(line))),
      new Set([JSON.stringify(tokenCheckLines[0])]),
    );
  });

  it("check-cms fails in one line saying the clinic's REST endpoints are missing", async () => {
    assert.ok(wordpress);
    const { status, out } = await runScript("scripts/check-cms.ts", ["--origin", wordpress.origin]);
    console.log(out);
    assert.equal(status, 1, out);
    assert.match(
      out,
      /^FAIL +clinic REST API +endpoints missing: WordPress answers, but the clinic's REST endpoints are missing: no "v1" namespace .*; its namespaces are .*jwt-auth\/v1.* \/cms-service\/index\.php\/wp-json\/v1$/m,
    );
    assert.match(out, /^0 ok, 1 failed$/m);
    assert.equal(out.trim().split("\n").length, 3, out);
  });
});
