/**
 * @module Two running workers: B renders pages from A's CMS with no edge in front (as `npm start`: every
 * request renders), keeps each real page's last good copy, serves those while A is down, and recovers
 * by itself. The edge's own stale answers are covered behind the Workers Cache fake (test/worker/cache).
 */
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
  return {
    status: res.status,
    edge: res.headers.get("cloudflare-cdn-cache-control"),
    res,
    html: await res.text(),
  };
};

// No browser is involved, so one run is enough: only the desktop project runs it.
test("a site keeps serving the pages it rendered through a CMS outage and recovers by itself", {
  tag: "@desktop",
}, async () => {
  test.setTimeout(120_000);
  cmsPort = await freePort();
  cms = await startDemoCms(cmsPort);
  site = await startWorker(await freePort(), {
    CMS_ORIGIN: `http://127.0.0.1:${cmsPort}`,
    CACHE_FRESH_SECONDS: String(freshSeconds),
    CMS_TIMEOUT_MS: "2000",
    // No CMS answer is remembered between renders: each render during the outage asks the CMS.
    CMS_MEMO_SECONDS: "0",
    OPS_TOKEN: opsToken,
  });

  // Start cold: the ops CLI purges everything a previous run left in the site's local state.
  const purge = spawnSync("node", ["scripts/purge.ts", "--url", site.url, "--scope", "all"], {
    env: { ...process.env, OPS_TOKEN: opsToken },
    encoding: "utf8",
  });
  expect(purge.status, purge.stderr).toBe(0);
  expect(purge.stdout).toContain('"scope": "all"');

  const rendered = new Map<string, string>();
  for (const path of cached) {
    const first = await get(path);
    expect(first.status, path).toBe(200);
    expect(first.edge, path).toMatch(/^max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    rendered.set(path, first.html);
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
  for (const path of cached) {
    const page = await get(path);
    expect(page.status, path).toBe(200);
    expect(page.edge, path).toMatch(/^max-age=60,/);
    expect(page.html, path).toBe(rendered.get(path));
  }
  const missing = await get(neverVisited);
  expect(missing.status).toBe(503);
  expect(missing.res.headers.get("retry-after")).toBe("60");
  expect(missing.html).toContain("Temporarily unavailable");

  cms = await startDemoCms(cmsPort);
  await expect.poll(async () => (await get(neverVisited)).status, { timeout: 20_000 }).toBe(200);
  // Rendered again from the CMS: its fresh window is the configured one again.
  await expect
    .poll(async () => (await get("/news")).edge, { timeout: 20_000 })
    .toBe(`max-age=${freshSeconds}, stale-while-revalidate=604800, stale-if-error=604800`);
});
