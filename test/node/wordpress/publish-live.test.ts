/**
 * @module Publish → live on a real WordPress: the clinic-site plugin active, the demo bundle imported,
 * the site reading it. An edit saved through WordPress's REST API with an Application Password (as
 * the block editor saves) shows on the site's cached page within 10 s with no manual purge; a
 * nav-visible title refreshes every page; with the site down, the change is retried and arrives once
 * it is back.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { freePort } from "../../support/free-port.ts";
import { type RunningWorker, startWorker } from "../../support/worker-process.ts";
import { inWordPressOf } from "./support/in-wordpress.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

const secret = randomBytes(24).toString("hex");
const api = "/cms-service/index.php/wp-json";
let wordpress: RealWordPress | undefined;
let site: RunningWorker | undefined;
let sitePort = 0;
let auth = "";

const startSite = async () => {
  assert.ok(wordpress);
  site = await startWorker(sitePort, { CMS_ORIGIN: wordpress.origin, CMS_EVENTS_SECRET: secret });
};

/** Runs PHP in WordPress (as the admin's tools would) and returns what it prints, parsed. */
const inWordPress = inWordPressOf(() => wordpress);

/** `GET` of a contract route on WordPress. */
async function contract<T>(path: string): Promise<T> {
  assert.ok(wordpress);
  const res = await fetch(`${wordpress.origin}${api}/v1${path}`);
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
}

/** Saves `body` on post `id` of `type` through WordPress's REST API, as the block editor does. */
async function save(type: string, id: number, body: object): Promise<void> {
  assert.ok(wordpress);
  const res = await fetch(`${wordpress.origin}${api}/wp/v2/${type}/${id}`, {
    method: "POST",
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, await res.text());
}

/** A page's HTML and its X-Cache. */
async function page(path: string): Promise<{ html: string; cache: string }> {
  assert.ok(site);
  const res = await fetch(`${site.url}${path}`);
  assert.equal(res.status, 200, path);
  return { html: await res.text(), cache: res.headers.get("x-cache") ?? "" };
}

/**
 * Loads `path` twice, so whatever the site keeps of it (its page cache where the platform has one,
 * the common data in KV, the CMS answers in memory) holds the old content before the change.
 */
async function cached(path: string): Promise<void> {
  await page(path);
  await page(path);
}

/** Polls `path` until its HTML contains `text`; resolves with the seconds it took from `since`. */
async function shows(path: string, text: string, since: number, limitMs: number): Promise<number> {
  for (;;) {
    if ((await page(path)).html.includes(text)) return (performance.now() - since) / 1000;
    assert.ok(performance.now() - since < limitMs, `${path} does not show "${text}" within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The plugin's delivery record (what wp-admin shows). */
const deliveryStatus = () =>
  inWordPress<{
    last_delivery?: { at: number; detail: string; event: string };
    last_failure?: { at: number; detail: string; event: string };
  } | null>("echo wp_json_encode(get_option('clinic_site_events_status'));");

/** Events waiting for delivery. */
const waiting = () => inWordPress<number>("echo count(clinic_site_waiting_events());");

before(async () => {
  sitePort = await freePort();
  wordpress = await startWordPress(await freePort(), {
    bundle: true,
    constants: {
      // Application Passwords over plain HTTP are for a local environment only.
      WP_ENVIRONMENT_TYPE: "local",
      CLINIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
      CLINIC_SITE_EVENTS_SECRET: secret,
      CLINIC_SITE_RETRY_SECONDS: 1,
    },
  });
  const password = await inWordPress<string>(
    "[$p] = WP_Application_Passwords::create_new_application_password(1, array('name' => 'publish-live test')); echo wp_json_encode($p);",
  );
  auth = `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
  await startSite();
  // The import's own change (every page) is delivered before the tests time theirs.
  await inWordPress<null>("clinic_site_deliver_events(); echo 'null';");
  assert.equal(await waiting(), 0, "the import's change is delivered");
});

after(async () => {
  await Promise.all([site?.stop(), wordpress?.stop()]);
});

describe("publish → live on a real WordPress", () => {
  it("shows a news story's new title on its cached page within 10 s of the save, with no manual purge", async () => {
    const [story] =
      await contract<Array<{ id: number; slug: string; title: string }>>("/news?page=1&per_page=1");
    assert.ok(story);
    const path = `/news/story/${story.slug}`;
    await cached(path);
    await cached("/news");
    const title = `Clinic opens a new wing ${randomBytes(3).toString("hex")}`;
    const started = performance.now();
    await save("clinic_news", story.id, { title });
    const seconds = await shows(path, title, started, 10_000);
    console.log(`publish → live: ${seconds.toFixed(2)} s (news story page)`);
    await shows("/news", title, started, 10_000);
    const status = await deliveryStatus();
    assert.ok(status?.last_delivery, "wp-admin shows the last delivery");
  });

  it("refreshes every page when a title the nav shows changes", async () => {
    const common = await contract<{ locations: Array<{ post_name: string; nav_title: string }> }>("/common");
    const location = common.locations[0];
    assert.ok(location);
    const { id } = (
      await contract<Array<{ id: number }>>(`/locations/post_name:${location.post_name}/1`)
    )[0] ?? {
      id: 0,
    };
    // The English pages show the new title; the Spanish ones keep their own translation's, and are
    // rendered again all the same.
    const english = ["/", "/about-us", "/news", "/job-openings", "/services/dental", "/star-events"];
    const spanish = ["/es/", "/es/about-us", "/es/star-events"];
    for (const path of [...english, ...spanish]) await cached(path);
    const navTitle = `Riverside ${randomBytes(3).toString("hex")}`;
    const started = performance.now();
    await save("clinic_location", id, { meta: { clinic_nav_title: navTitle } });
    for (const path of english) await shows(path, navTitle, started, 10_000);
    for (const path of spanish) assert.notEqual((await page(path)).cache, "HIT", path);
  });

  it("retries while the site is down and delivers once it is back", async () => {
    const [job] = await contract<Array<{ id: number; title: string }>>(
      "/job-openings?orderby=created&order=desc&page=1&per_page=1",
    );
    assert.ok(job && site);
    const path = `/job-openings/job/${job.id}`;
    await cached(path);
    await site.stop();
    const downSince = Date.now();
    const title = `Dental assistant ${randomBytes(3).toString("hex")}`;
    const before = (await deliveryStatus())?.last_failure?.at ?? 0;
    await save("clinic_job", job.id, { title });
    // The clinic's system cron (DISABLE_WP_CRON is set): wp-cron.php, every half second here.
    let cron = true;
    const cronRuns = (async () => {
      assert.ok(wordpress);
      while (cron) {
        await fetch(`${wordpress.origin}/cms-service/wp-cron.php`).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();
    try {
      const failedBy = Date.now() + 20_000;
      for (;;) {
        const failure = (await deliveryStatus())?.last_failure;
        if (failure && failure.at >= before && (await waiting()) > 0) break;
        assert.ok(Date.now() < failedBy, "the failed delivery is never recorded");
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const restarted = Date.now();
      await startSite();
      const started = performance.now();
      await shows(path, title, started, 30_000);
      // The restarted site may read the job from WordPress before the retry reaches it (nothing of the
      // job's page outlives the worker's memory), so the delivery is awaited on its own: at the latest
      // one backoff after the site is back (1 s doubling, so about as long as the site was down).
      const deliveredBy = Date.now() + Math.max(30_000, 2 * (restarted - downSince)) + 30_000;
      for (;;) {
        const delivered = (await deliveryStatus())?.last_delivery;
        if (delivered && delivered.at * 1000 >= restarted - 1000 && (await waiting()) === 0) break;
        assert.ok(Date.now() < deliveredBy, "wp-admin never shows the delivery after the site came back");
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      cron = false;
      await cronRuns;
    }
  });
});
