/**
 * @module `npm run deploy` with a fake wrangler 4 on PATH and a local domain that routes each request
 * to a version by the deployment's percentages or the `Cloudflare-Workers-Version-Overrides` header:
 * a good build is a real local worker, a failing one the same worker with its CSP stripped, the
 * holding page a small server answering as worker/holding.ts does.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { apiPath } from "../../../shared/cms/paths.ts";
import { headerDroppingProxy } from "../../bench/header-proxy.ts";
import { freePort } from "../../support/free-port.ts";
import { type LocalServer, listenLocally } from "../../support/local-server.ts";
import { type RunningWorker, startDemoCms, startWorker } from "../../support/worker-process.ts";
import { brokenCms } from "../support/broken-cms.ts";
import { clinicToml, writeConfig } from "../support/clinic-config.ts";
import { type FakeRecord, fakeCloudflareApi } from "../support/fake-cloudflare-api.ts";
import { type FakeAccount, type FakeWrangler, fakeWrangler } from "../support/fake-wrangler.ts";
import { runScript } from "../support/run-script.ts";
import { versionRouter } from "../support/version-router.ts";

const opsToken = "deploy-test-ops-token-0123456789";
let site: RunningWorker;
let cms: RunningWorker;
let failing: LocalServer;
let holding: LocalServer;
let config: string;
/** The clinic's zone as a first deploy finds it: mail records, nothing at www yet. */
let zone: Awaited<ReturnType<typeof fakeCloudflareApi>>;
const apex = "alder-valley-clinic.org";
const mail = (): FakeRecord[] => [
  { id: "rec-mx", type: "MX", name: apex, content: "mx1.mailhost.example", priority: 10 },
  { id: "rec-spf", type: "TXT", name: apex, content: '"v=spf1 include:_spf.mailhost.example ~all"' },
];
const deployToken = ["zone:read", "dns:read", "workers-scripts:edit", "workers-routes:edit"];
/** The deploy token and account, pointed at a fake API. */
const apiEnv = (url: string) => ({
  CLOUDFLARE_API_BASE_URL: url,
  CLOUDFLARE_API_TOKEN: "cut-over-test-token",
  CLOUDFLARE_ACCOUNT_ID: "acct-1",
});

before(async () => {
  // The deploy's own build must produce the assets the running site points to.
  execFileSync(process.execPath, ["client/build.ts"], { stdio: "ignore" });
  // One at a time: two `wrangler dev` starting together in one directory share a bundling folder.
  site = await startWorker(await freePort(), { OPS_TOKEN: opsToken }, ".wrangler/state-deploy-test");
  cms = await startDemoCms(await freePort());
  failing = await headerDroppingProxy(site.url, ["content-security-policy"]);
  holding = await listenLocally(
    http.createServer((req, res) => {
      // worker/holding.ts serves no build, so no asset list (decision 0059).
      if (req.url === "/asset-list.json") {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "x-version": "holding" });
        res.end("The holding page serves no build.\n");
        return;
      }
      // worker/holding.ts names its version in x-version; the router puts the routed version's id in it.
      res.writeHead(503, {
        "content-type": "text/html; charset=utf-8",
        "retry-after": "120",
        "x-version": "holding",
      });
      res.end("<p>Our new website is opening in a few minutes.</p>");
    }),
  );
  config = writeConfig(clinicToml());
  zone = await fakeCloudflareApi({ id: "zone-1", name: apex }, mail(), deployToken);
});
after(async () => {
  await Promise.all([site?.stop(), cms?.stop(), failing?.close(), holding?.close(), zone?.close()]);
});

interface Served {
  method: string;
  path: string;
  version: string;
  override: boolean;
}

/** A fake account, its domain, and the build each `versions upload` stands for. */
async function world(
  account: Partial<FakeAccount>,
  backends: Record<string, string>,
  nextBuild: string,
  onServe: (request: Served, fake: FakeWrangler) => void = () => {},
  overrideDelayMs: () => number | null = () => 0,
  domainDelayMs = 0,
) {
  const fake = fakeWrangler(account);
  let build = nextBuild;
  const served: Served[] = [];
  const domain = await versionRouter({
    worker: "clinic-site",
    deployment: () =>
      fake
        .account()
        .deployments?.filter((d) => d.env === "production")
        .at(-1) ?? null,
    routed: () => fake.account().routed?.production === true,
    overrideDelayMs,
    attachedAt: () => fake.account().attachedAt?.production ?? null,
    domainDelayMs,
    backendOf: (id) => {
      if (fake.account().versions?.find((v) => v.id === id)?.script) return holding.url;
      backends[id] ??= build;
      return backends[id] as string;
    },
  });
  const log = await listenLocally(
    http.createServer((req, res) => {
      const target = new URL(req.url ?? "/", domain.url);
      const upstream = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
        const request = {
          method: req.method ?? "GET",
          path: target.pathname,
          version: String(answer.headers["x-served-by-version"]),
          override: req.headers["cloudflare-workers-version-overrides"] !== undefined,
        };
        served.push(request);
        onServe(request, fake);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      // The domain dropped the connection (DNS or TLS not ready): so does this proxy.
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    }),
  );
  return {
    fake,
    served,
    url: log.url,
    /** The origin the next `versions upload` stands for. */
    nextBuild: (url: string) => {
      build = url;
    },
    live: () => fake.account().deployments?.at(-1)?.versions,
    close: () => Promise.all([domain.close(), log.close()]),
  };
}

const onPath = (fake: FakeWrangler) => ({ PATH: `${fake.bin}${path.delimiter}${process.env.PATH}` });

const deploy = (
  fake: FakeWrangler,
  siteUrl: string,
  extra: string[] = [],
  token = opsToken,
  api = zone.url,
) =>
  runScript(
    "scripts/deploy.ts",
    ["--env", "production", "--config", config, "--url", siteUrl, "--cms", cms.url, ...extra],
    { PATH: `${fake.bin}${path.delimiter}${process.env.PATH}`, OPS_TOKEN: token, ...apiEnv(api) },
  );

/** Prints a deploy's log under a title when DEPLOY_LOG is set (`DEPLOY_LOG=1 node --test …`), for reading and quoting. */
const showLog = (title: string, out: string) => {
  if (process.env.DEPLOY_LOG) console.log(`--- deploy log: ${title} ---\n${out}`);
};

const commands = (fake: FakeWrangler) => fake.calls().map((args) => args.slice(0, 2).join(" "));
const liveAccount = (id: string): Partial<FakeAccount> => ({
  routed: { production: true },
  versions: [{ env: "production", id }],
  deployments: [{ env: "production", versions: [{ version_id: id, percentage: 100 }] }],
});

describe("npm run deploy", () => {
  it("stops before building when the configuration has problems, listing them all", async () => {
    const fake = fakeWrangler();
    const { status, out } = await deploy(fake, site.url, [], "");
    assert.equal(status, 1, out);
    assert.match(out, /Configuration for production has 1 problem\(s\):\n {2}- OPS_TOKEN is missing/);
    assert.doesNotMatch(out, /\[2\/8\]/);
    assert.deepEqual(commands(fake), ["secret list"]);
  });

  it("a later deploy smoke-tests the new version at 0 % through the override header, then sends it all traffic", async () => {
    const w = await world(liveAccount("0a1b2c3d-live"), { "0a1b2c3d-live": site.url }, site.url);
    try {
      const { status, out } = await deploy(w.fake, w.url);
      assert.equal(status, 0, out);
      const steps = [...out.matchAll(/^\[(\d)\/8\] (\S+)/gm)].map((m) => m[2]);
      assert.deepEqual(steps, [
        "check-config",
        "build",
        "quick",
        "find",
        "upload",
        "deploy",
        "purge",
        "send",
      ]);
      assert.deepEqual(
        commands(w.fake),
        [
          "secret list",
          "deployments status",
          "versions upload",
          "versions deploy",
          "deployments status",
          "versions deploy",
          "triggers deploy",
        ],
        out,
      );
      const version = w.fake.account().versions?.at(-1)?.id as string;
      assert.deepEqual(w.fake.calls()[3]?.slice(2, 4), [`${version}@0%`, "0a1b2c3d-live@100%"]);
      assert.deepEqual(w.live(), [{ version_id: version, percentage: 100 }]);
      // Every smoke-test request reached the new version while it had 0 % of the traffic.
      const tested = w.served.filter((r) => r.override);
      assert.ok(tested.length >= 10, JSON.stringify(w.served));
      assert.ok(tested.every((r) => r.version === version));
      assert.match(out, /^\d+ checks passed, 0 failed/m);
      assert.match(out, /^purged: \{"ok":true,"mode":"invalidate","scope":"all"/m);
      assert.match(out, new RegExp(`^Deployed production: ${version} is live`, "m"));
    } finally {
      await w.close();
    }
  });

  it("a failing smoke test on a later deploy leaves the live version unchanged, then purges", async () => {
    const w = await world(liveAccount("0a1b2c3d-live"), { "0a1b2c3d-live": site.url }, failing.url);
    try {
      const { status, out } = await deploy(w.fake, w.url);
      showLog("a failing later deploy", out);
      assert.equal(status, 1, out);
      assert.match(out, /The smoke test failed:\n {2}- home answers 200 with the page CSP/);
      assert.deepEqual(commands(w.fake), [
        "secret list",
        "deployments status",
        "versions upload",
        "versions deploy",
        "deployments status",
        "rollback 0a1b2c3d-live",
      ]);
      assert.deepEqual(w.live(), [{ version_id: "0a1b2c3d-live", percentage: 100 }]);
      // No visitor request (no override header) ever reached the failing version.
      const failed = w.fake.account().versions?.at(-1)?.id;
      assert.ok(w.served.filter((r) => !r.override).every((r) => r.version !== failed));
      // The rollback is followed by a purge, through the live version.
      assert.deepEqual(w.served.at(-1), {
        method: "POST",
        path: "/__ops/purge",
        version: "0a1b2c3d-live",
        override: false,
      });
      assert.match(out, /The live version is 0a1b2c3d-live, as before the deploy\./);
    } finally {
      await w.close();
    }
  });

  it("a deploy that finds the deployment changed by another while it tested sends no traffic and rolls nothing back", async () => {
    const other = "0a1b2c3d-other";
    let interleaved = false;
    const w = await world(
      liveAccount("0a1b2c3d-live"),
      { "0a1b2c3d-live": site.url },
      site.url,
      (request, fake) => {
        if (!request.override || interleaved) return;
        interleaved = true;
        // Another operator's deploy, from another machine, while this one's smoke test runs.
        fake.change((account) => {
          account.versions?.push({ env: "production", id: other });
          account.deployments?.push({
            env: "production",
            versions: [{ version_id: other, percentage: 100 }],
          });
        });
      },
    );
    try {
      // The other version answers the override's checks: the smoke test fails, and yet nothing is rolled back.
      const { status, out } = await deploy(w.fake, w.url, ["--version-wait", "3"]);
      showLog("two deploys at once", out);
      assert.equal(status, 1, out);
      const version = w.fake.account().versions?.find((v) => v.id !== other && v.id !== "0a1b2c3d-live")?.id;
      assert.match(
        out,
        new RegExp(`The deployment changed while ${version} was tested: it is now ${other} at 100%, not `),
      );
      assert.deepEqual(commands(w.fake), [
        "secret list",
        "deployments status",
        "versions upload",
        "versions deploy",
        "deployments status",
      ]);
      // The other deploy's version keeps all traffic: nothing here undid it.
      assert.deepEqual(w.live(), [{ version_id: other, percentage: 100 }]);
    } finally {
      await w.close();
    }
  });

  it("a failing first deploy leaves the holding page live, never the failing build", async () => {
    const w = await world({}, {}, failing.url);
    try {
      const { status, out } = await deploy(w.fake, w.url);
      showLog("a failing first deploy", out);
      assert.equal(status, 1, out);
      assert.deepEqual(commands(w.fake), [
        "secret list",
        "deployments status",
        "deploy worker/holding.ts",
        "versions upload",
        "versions deploy",
        "deployments status",
        `rollback ${w.fake.account().versions?.[0]?.id}`,
      ]);
      const [holdingVersion, build] = w.fake.account().versions ?? [];
      assert.equal(holdingVersion?.script, "worker/holding.ts");
      assert.deepEqual(w.live(), [{ version_id: holdingVersion?.id, percentage: 100 }]);
      assert.ok(w.served.filter((r) => !r.override).every((r) => r.version !== build?.id));
      assert.match(out, /the holding page caches nothing/);
    } finally {
      await w.close();
    }
  });

  it("a first deploy that passes goes from the holding page to the build", async () => {
    const w = await world({}, {}, site.url);
    try {
      const { status, out } = await deploy(w.fake, w.url);
      assert.equal(status, 0, out);
      const build = w.fake.account().versions?.at(-1)?.id;
      assert.deepEqual(w.live(), [{ version_id: build, percentage: 100 }]);
    } finally {
      await w.close();
    }
  });

  it("a first deploy after `wrangler secret put` takes the draft Worker it made for no live version: holding page, a wait for the domain's DNS and TLS, then the build", async () => {
    // The custom domain answers 2 s after `wrangler deploy` attached it (DNS record and certificate).
    const w = await world(
      {},
      {},
      site.url,
      () => {},
      () => 0,
      2000,
    );
    try {
      // The operator followed an old runbook: the secret first, on a Worker that did not exist.
      execFileSync("wrangler", ["secret", "put", "OPS_TOKEN", "--env", "production"], {
        env: { ...process.env, ...onPath(w.fake) },
        input: opsToken,
      });
      const draft = w.fake.account().versions?.[0];
      assert.equal(draft?.draft, true);
      assert.deepEqual(w.live(), [{ version_id: draft?.id, percentage: 100 }]);
      const { status, out } = await deploy(w.fake, w.url);
      showLog("a first deploy after secret put", out);
      assert.equal(status, 0, out);
      assert.match(out, new RegExp(`${draft?.id} is live in wrangler but serves no visitor`));
      const holdingVersion = w.fake.account().versions?.find((v) => v.script)?.id as string;
      const waited = new RegExp(`answers from ${holdingVersion} after ([\\d.]+) s\\.$`, "m").exec(out);
      assert.ok(waited && Number(waited[1]) >= 2, out);
      assert.match(out, /no answer yet: DNS or TLS not ready/);
      // The domain stays attached: `triggers deploy` at the end makes no new wait, and the last purge reaches it.
      assert.doesNotMatch(out, /Warning: the last purge failed/);
      // The first answer the domain gave came from the holding page; the smoke test came after it.
      assert.deepEqual(w.served[1], { method: "GET", path: "/", version: holdingVersion, override: false });
      assert.deepEqual(commands(w.fake), [
        "secret put",
        "secret list",
        "deployments status",
        "deploy worker/holding.ts",
        "versions upload",
        "versions deploy",
        "deployments status",
        "versions deploy",
        "triggers deploy",
      ]);
      const build = w.fake.account().versions?.at(-1)?.id;
      assert.deepEqual(w.live(), [{ version_id: build, percentage: 100 }]);
      assert.match(out, new RegExp(`^Deployed production: ${build} is live`, "m"));
    } finally {
      await w.close();
    }
  });

  it("a custom domain that never answers: the first deploy stops with the holding page live, uploading nothing", async () => {
    const w = await world(
      {},
      {},
      site.url,
      () => {},
      () => 0,
      3_600_000,
    );
    try {
      const { status, out } = await deploy(w.fake, w.url, ["--domain-wait", "3"]);
      showLog("a custom domain that never answers", out);
      assert.equal(status, 1, out);
      assert.match(
        out,
        /The custom domain never answered from the holding page: after [\d.]+ s, .*no answer yet: DNS or TLS not ready/,
      );
      const gaveUp = /never answered from the holding page: after ([\d.]+) s,/.exec(out);
      assert.ok(gaveUp && Number(gaveUp[1]) >= 3, out);
      assert.deepEqual(commands(w.fake), ["secret list", "deployments status", "deploy worker/holding.ts"]);
      const [holdingVersion] = w.fake.account().versions ?? [];
      assert.deepEqual(w.live(), [{ version_id: holdingVersion?.id, percentage: 100 }]);
    } finally {
      await w.close();
    }
  });

  it("after a failed deploy `wrangler secret put` fails with 10215, and the next deploy carries the secret in its secrets file", async () => {
    const w = await world({}, {}, failing.url);
    const secrets = path.join(mkdtempSync(path.join(tmpdir(), "deploy-secrets-")), ".secrets.production");
    writeFileSync(secrets, `OPS_TOKEN=${opsToken}\n`);
    try {
      assert.equal((await deploy(w.fake, w.url)).status, 1);
      // The failed build was uploaded and rolled back: the newest version is not the deployed one.
      const put = spawnSync("wrangler", ["secret", "put", "OPS_TOKEN", "--env", "production"], {
        env: { ...process.env, ...onPath(w.fake) },
        input: opsToken,
        encoding: "utf8",
      });
      assert.equal(put.status, 1);
      assert.match(put.stderr, /the latest version of your Worker isn't currently deployed/);
      const before = w.live();
      w.nextBuild(site.url);
      const { status, out } = await runScript(
        "scripts/deploy.ts",
        [
          "--env",
          "production",
          "--config",
          config,
          "--url",
          w.url,
          "--cms",
          cms.url,
          "--secrets-file",
          secrets,
        ],
        { ...onPath(w.fake), ...apiEnv(zone.url) },
      );
      assert.equal(status, 0, out);
      assert.notDeepEqual(w.live(), before);
      const build = w.fake.account().versions?.at(-1);
      assert.deepEqual(w.live(), [{ version_id: build?.id, percentage: 100 }]);
      assert.deepEqual(build?.secrets, ["OPS_TOKEN"]);
      assert.equal(w.fake.calls().filter((args) => args[0] === "secret" && args[1] === "put").length, 1);
    } finally {
      await w.close();
    }
  });

  it("an override that applies seconds late: the smoke test waits for it, then passes on the new version", async () => {
    const w = await world(
      liveAccount("0a1b2c3d-live"),
      { "0a1b2c3d-live": site.url },
      site.url,
      () => {},
      () => 3000,
    );
    try {
      const { status, out } = await deploy(w.fake, w.url);
      assert.equal(status, 0, out);
      const version = w.fake.account().versions?.at(-1)?.id as string;
      const waited = new RegExp(`^pass {2}version ${version} answers +after ([\\d.]+) s$`, "m").exec(out);
      assert.ok(waited && Number(waited[1]) >= 3, out);
      // Until the override applied the live version answered; from then on only the new one did.
      const tested = w.served.filter((r) => r.override);
      const first = tested.findIndex((r) => r.version === version);
      assert.ok(first > 0, JSON.stringify(tested));
      assert.ok(tested.slice(0, first).every((r) => r.version === "0a1b2c3d-live"));
      assert.ok(
        tested.slice(first).every((r) => r.version === version),
        JSON.stringify(tested),
      );
      assert.match(out, new RegExp(`^pass {2}every answer came from version ${version}`, "m"));
      assert.deepEqual(w.live(), [{ version_id: version, percentage: 100 }]);
    } finally {
      await w.close();
    }
  });

  it("an override that never applies: the deploy fails before any purge through the override, and rolls back", async () => {
    const w = await world(
      liveAccount("0a1b2c3d-live"),
      { "0a1b2c3d-live": site.url },
      site.url,
      () => {},
      () => null,
    );
    try {
      const { status, out } = await deploy(w.fake, w.url, ["--version-wait", "3"]);
      showLog("an override that never applies", out);
      assert.equal(status, 1, out);
      const version = w.fake.account().versions?.at(-1)?.id as string;
      assert.match(
        out,
        /The version override never applied: after 3 s the site still answers from version 0a1b2c3d-live/,
      );
      assert.deepEqual(commands(w.fake), [
        "secret list",
        "deployments status",
        "versions upload",
        "versions deploy",
        "deployments status",
        "rollback 0a1b2c3d-live",
      ]);
      assert.ok(!w.served.some((r) => r.override && r.path === "/__ops/purge"), JSON.stringify(w.served));
      assert.ok(w.served.every((r) => r.version !== version));
      assert.deepEqual(w.live(), [{ version_id: "0a1b2c3d-live", percentage: 100 }]);
    } finally {
      await w.close();
    }
  });

  it("a first deploy with WordPress still on www is refused before anything changes, naming the record", async () => {
    const wordpress = await fakeCloudflareApi(
      { id: "zone-1", name: apex },
      [
        ...mail(),
        { id: "rec-www", type: "CNAME", name: `www.${apex}`, content: "alder.wpengine.com", proxied: true },
      ],
      deployToken,
    );
    const w = await world({}, {}, site.url);
    try {
      const records = JSON.stringify(wordpress.state.records.get("zone-1"));
      const { status, out } = await deploy(w.fake, w.url, [], opsToken, wordpress.url);
      showLog("a first deploy with WordPress still on www", out);
      assert.equal(status, 1, out);
      assert.match(
        out,
        /Not deploying: wrangler attaches www\.alder-valley-clinic\.org to clinic-site without asking, and would replace what is there:\n {2}- www\.alder-valley-clinic\.org: the DNS record CNAME www\.alder-valley-clinic\.org alder\.wpengine\.com \(proxied\) would be deleted\nNothing changed\./,
      );
      assert.doesNotMatch(out, /\[2\/8\]/);
      // No wrangler command but the secrets' names ran, the zone is as it was, and no request reached the domain.
      assert.deepEqual(commands(w.fake), ["secret list"]);
      assert.deepEqual(w.fake.account().versions ?? [], []);
      assert.equal(JSON.stringify(wordpress.state.records.get("zone-1")), records);
      assert.deepEqual(wordpress.state.domains, []);
      assert.ok(
        wordpress.state.calls.every((call) => call.startsWith("GET ")),
        JSON.stringify(wordpress.state.calls),
      );
      assert.deepEqual(w.served, []);
    } finally {
      await Promise.all([w.close(), wordpress.close()]);
    }
  });

  it("a deploy is refused before anything changes when www is another Worker's custom domain, naming that Worker", async () => {
    const other = await fakeCloudflareApi({ id: "zone-1", name: apex }, mail(), deployToken);
    other.state.domains.push({
      id: "dom-9",
      hostname: `www.${apex}`,
      service: "wordpress-proxy",
      zone_id: "zone-1",
    });
    const w = await world(liveAccount("0a1b2c3d-live"), { "0a1b2c3d-live": site.url }, site.url);
    try {
      const domains = JSON.stringify(other.state.domains);
      const { status, out } = await deploy(w.fake, w.url, [], opsToken, other.url);
      assert.equal(status, 1, out);
      assert.match(
        out,
        /- www\.alder-valley-clinic\.org: the custom domain of the Worker "wordpress-proxy" would move to clinic-site\nNothing changed\./,
      );
      assert.deepEqual(commands(w.fake), ["secret list"]);
      assert.equal(JSON.stringify(other.state.domains), domains);
      assert.deepEqual(w.live(), [{ version_id: "0a1b2c3d-live", percentage: 100 }]);
    } finally {
      await Promise.all([w.close(), other.close()]);
    }
  });

  it("a deploy without the deploy token is refused before anything changes, saying which variables it needs", async () => {
    const w = await world(liveAccount("0a1b2c3d-live"), { "0a1b2c3d-live": site.url }, site.url);
    try {
      const { status, out } = await runScript(
        "scripts/deploy.ts",
        ["--env", "production", "--config", config, "--url", w.url, "--cms", cms.url],
        { ...onPath(w.fake), OPS_TOKEN: opsToken, CLOUDFLARE_API_TOKEN: "", CLOUDFLARE_ACCOUNT_ID: "" },
      );
      assert.equal(status, 1, out);
      assert.match(out, /CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID must be set/);
      assert.deepEqual(commands(w.fake), ["secret list"]);
    } finally {
      await w.close();
    }
  });

  it("refuses to deploy, and so to purge, while the CMS fails", async () => {
    const down = await brokenCms(cms.url, apiPath("home"), "500");
    const w = await world(liveAccount("0a1b2c3d-live"), { "0a1b2c3d-live": site.url }, site.url);
    try {
      const { status, out } = await runScript(
        "scripts/deploy.ts",
        ["--env", "production", "--config", config, "--url", w.url, "--cms", down.url],
        {
          PATH: `${w.fake.bin}${path.delimiter}${process.env.PATH}`,
          OPS_TOKEN: opsToken,
          ...apiEnv(zone.url),
        },
      );
      assert.equal(status, 1, out);
      assert.match(out, /The CMS .* is failing:\n {2}- home \(.*\) answered 500/);
      assert.match(out, /Not deploying: a deploy purges the page cache/);
      assert.deepEqual(commands(w.fake), ["secret list"]);
      assert.deepEqual(w.served, []);
    } finally {
      await Promise.all([w.close(), down.close()]);
    }
  });
});
