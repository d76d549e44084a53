/** @module Two running workers: B caches pages from A's CMS, survives A going down, and recovers by itself. */
import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/free-port.ts";
import { type RunningWorker, startDemoCms, startWorker } from "../support/worker-process.ts";

/** Chosen when the test starts: the CMS comes back on the same port after its outage. */
let cmsPort = 0;
const opsToken = "outage-ops-token-0123456789abcdef";
const freshSeconds = 2;
const cached = ["/", "/news", "/locations/main-street", "/about-us"];
const neverVisited = "/contact-us";

test.describe.configure({ mode: "serial" });

let cms: RunningWorker | undefined;
let site: RunningWorker | undefined;

test.afterAll(async () => {
  await site?.stop();
  await cms?.stop();
});

const get = async (path: string) => {
  const res = await fetch(`${site!.url}${path}`);
  return { status: res.status, cache: res.headers.get("x-cache"), res, html: await res.text() };
};

// No browser is involved, so one run is enough: only the desktop project runs it.
test("a site keeps serving cached pages through a CMS outage and recovers by itself", {
  tag: "@desktop",
}, async () => {
  test.setTimeout(120_000);
  cmsPort = await freePort();
  cms = await startDemoCms(cmsPort);
  site = await startWorker(await freePort(), {
    CMS_ORIGIN: `http://127.0.0.1:${cmsPort}`,
    CACHE_FRESH_SECONDS: String(freshSeconds),
    CMS_TIMEOUT_MS: "2000",
    OPS_TOKEN: opsToken,
  });

  // Start cold: the ops CLI purges everything a previous run left in the site's local state.
  const purge = spawnSync("node", ["worker/cli/purge.ts", "--site", site.url, "--scope", "all"], {
    env: { ...process.env, OPS_TOKEN: opsToken },
    encoding: "utf8",
  });
  expect(purge.status, purge.stderr).toBe(0);
  expect(purge.stdout).toContain('"scope": "all"');

  for (const path of cached) {
    const first = await get(path);
    expect(first.status, path).toBe(200);
    expect(first.cache, path).toBe("MISS");
    expect(first.res.headers.get("server-timing"), path).toMatch(/cms;dur=\d+/);
    await expect.poll(async () => (await get(path)).cache, { message: path }).toBe("HIT");
  }

  await cms.stop();
  cms = undefined;
  // The CMS is really down once its port refuses connections (workerd can outlive wrangler briefly).
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${cmsPort}/robots.txt`).then(
        () => "up",
        () => "down",
      ),
    )
    .toBe("down");
  // A fixed wait on purpose: what is under test is time passing. The cached copies must outlive
  // their freshness with nobody asking for them, since a visit to a stale page refreshes it.
  await new Promise((r) => setTimeout(r, (freshSeconds + 0.5) * 1000));
  for (const path of cached) {
    const page = await get(path);
    expect(page.status, path).toBe(200);
    expect(page.cache, path).toBe("STALE");
    expect(page.html, path).toContain("<h1");
  }
  const missing = await get(neverVisited);
  expect(missing.status).toBe(503);
  expect(missing.res.headers.get("retry-after")).toBe("60");
  expect(missing.html).toContain("Temporarily unavailable");

  cms = await startDemoCms(cmsPort);
  await expect.poll(async () => (await get(neverVisited)).status, { timeout: 20_000 }).toBe(200);
  // The next visit to a stale page refreshes it in the background; a visit after that is fresh again.
  await expect.poll(async () => (await get("/news")).cache, { timeout: 20_000 }).toBe("HIT");
});
