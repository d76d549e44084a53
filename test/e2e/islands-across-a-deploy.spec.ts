/**
 * @module A page opened before a deploy hydrates after it (decision 0059): build A serves the page, its
 * island code held back in the browser; the site's origin then switches to build B, every hashed name
 * new, which carries A's files as a deploy does (scripts/asset-carry-over.ts); the code A's page asks
 * for arrives from B, and the page hydrates with no 404 and no console error.
 */
import { carryOver } from "../../scripts/asset-carry-over.ts";
import { type DeploySwitch, deploySwitch } from "../support/deploy-switch.ts";
import { freePort } from "../support/free-port.ts";
import { type SiteBuild, siteBuild } from "../support/site-build.ts";
import { type RunningWorker, startWorker } from "../support/worker-process.ts";
import { islandReady } from "./a11y/island-ready.ts";
import { expect, holdScripts, hydrated, test } from "./fixtures.ts";

const builds: SiteBuild[] = [];
const servers: RunningWorker[] = [];
let site: DeploySwitch | undefined;

test.afterEach(async ({ page }) => {
  // The page goes first: what it still fetches would find the servers gone.
  await page.close();
  await site?.close();
  // One at a time: each stop waits for its own wrangler's exit.
  for (const server of servers.splice(0)) await server.stop();
  await Promise.all(builds.splice(0).map((build) => build.remove()));
});

/** Serves `build` as `wrangler dev` does, on a port and with a state folder of its own. */
async function serve(build: SiteBuild): Promise<RunningWorker> {
  const server = await startWorker(await freePort(), {}, `${build.dir}/.wrangler/state`, build.config);
  servers.push(server);
  return server;
}

test("a page loaded before a deploy hydrates after it from the earlier build's carried files", {
  tag: "@desktop",
}, async ({ page }) => {
  // Two builds and two `wrangler dev` starts: well over the default 30 s on a shared machine.
  test.setTimeout(240_000);
  const a = await siteBuild("a");
  builds.push(a);
  const b = await siteBuild("b");
  builds.push(b);
  expect(b.manifest.entry).not.toBe(a.manifest.entry);
  for (const [name, chunk] of Object.entries(a.manifest.islands))
    expect(b.manifest.islands[name], name).not.toBe(chunk);

  site = await deploySwitch((await serve(a)).url);
  // The deploy of B reads the live site (A) and carries A's files into B's upload.
  const carried = await carryOver(site.url, b.publicDir);
  expect(carried.ok && carried.missing, JSON.stringify(carried)).toEqual([]);
  expect(carried.ok && carried.carried).toContain(a.manifest.entry);

  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  const release = await holdScripts(page);
  await page.goto(`${site.url}/`, { waitUntil: "domcontentloaded" });
  expect(await page.content()).toContain(a.manifest.entry);
  const islands = await page
    .locator("[data-island]")
    .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute("data-island") ?? ""))]);
  expect(islands.length).toBeGreaterThan(0);

  // The deploy: B takes all traffic on the site's origin.
  site.switchTo((await serve(b)).url);
  const fresh = await (await fetch(`${site.url}/`)).text();
  expect(fresh).toContain(b.manifest.entry);
  expect(fresh).not.toContain(a.manifest.entry);

  release();
  await hydrated(page);
  for (const name of islands) await islandReady(page, name);
  // Every island the page holds has fetched A's chunk, which only B answered, as a carried file.
  const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  for (const name of islands) {
    const chunk = a.manifest.islands[name] ?? "";
    expect(
      fetched.some((url) => url.endsWith(chunk)),
      `${name} chunk ${chunk}`,
    ).toBe(true);
  }
  expect(failures).toEqual([]);
});
