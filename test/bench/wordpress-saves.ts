/**
 * @module What the clinic-site plugin adds to an editor's save: the median of 20 saves of the same
 * role page through WordPress's REST API (an Application Password, as the block editor saves) on a
 * WordPress with the plugin active, which sends its change event after each save, against the same
 * saves on a twin WordPress with the plugin installed but inactive. The two take turns, save for
 * save, so both meet the same machine; each save starts once the last one's event has reached the
 * site, as an editor's next save does. Both are served as production serves WordPress, PHP-FPM
 * behind nginx, where the plugin sends its event after the response (`fastcgi_finish_request`); PHP's
 * built-in server cannot end a response before its script, so there the event's start would be timed
 * as part of the save (`BENCH_WORDPRESS_SERVER=php-cli` measures that). Prints both medians and the
 * ratio (budget: at most 1.1) and writes them to test/bench/results/wordpress-saves-<time>.json.
 * `node test/bench/wordpress-saves.ts` (Debian's WordPress, PHP, PHP-FPM, nginx and MariaDB; the site is started too).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { runInWordPress } from "../node/wordpress/support/in-wordpress.ts";
import { type RealWordPress, startWordPress } from "../node/wordpress/support/wordpress.ts";
import { freePort } from "../support/free-port.ts";
import { startWorker } from "../support/worker-process.ts";

const saves = Number(process.env.BENCH_WORDPRESS_SAVES ?? 20);
const server = process.env.BENCH_WORDPRESS_SERVER === "php-cli" ? "php-cli" : "fpm";
const secret = randomBytes(24).toString("hex");
const sitePort = await freePort();
const constants = {
  WP_ENVIRONMENT_TYPE: "local",
  CLINIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
  CLINIC_SITE_EVENTS_SECRET: secret,
};
const [active, inactive] = await Promise.all([
  startWordPress(await freePort(), { bundle: true, constants, server }),
  startWordPress(await freePort(), { bundle: true, constants, server }),
]);
if (!active || !inactive) throw new Error("the two WordPress twins did not start");
const site = await startWorker(sitePort, { CMS_ORIGIN: active.origin, CMS_EVENTS_SECRET: secret });

/** PHP in a twin; what it prints last, parsed. */
const inWordPress = <T>(wordpress: RealWordPress, code: string) => runInWordPress<T>(wordpress, code);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** One twin's save: its Application Password and the about-us page (a role page: each save with the plugin active sends an event). */
async function saver(wordpress: RealWordPress) {
  const password = await inWordPress<string>(
    wordpress,
    "[$p] = WP_Application_Passwords::create_new_application_password(1, array('name' => 'bench')); echo wp_json_encode($p);",
  );
  const auth = `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
  const pageId = await inWordPress<number>(
    wordpress,
    "echo (int) get_option('clinic_site_pages')['about_us'];",
  );
  if (!pageId) throw new Error("the bundle has no about-us page");
  const times: number[] = [];
  return {
    times,
    /** Saves once; `measured` keeps its time. Resolves once no event of it waits any more. */
    async save(i: number, measured: boolean) {
      const started = performance.now();
      const res = await fetch(`${wordpress.origin}/cms-service/index.php/wp-json/wp/v2/pages/${pageId}`, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json" },
        body: JSON.stringify({ title: `About us ${i} ${randomBytes(2).toString("hex")}` }),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`save ${i} answered ${res.status}`);
      if (measured) times.push(performance.now() - started);
      // A delivery that failed is tried again after its backoff (30 s, then 60 s).
      const deadline = Date.now() + 120_000;
      const waiting =
        "echo function_exists('clinic_site_waiting_events') ? count(clinic_site_waiting_events()) : 0;";
      while ((await inWordPress<number>(wordpress, waiting)) > 0) {
        if (Date.now() > deadline)
          throw new Error(
            `save ${i}'s event never reached the site: ${JSON.stringify(await inWordPress<unknown>(wordpress, "echo wp_json_encode(array(get_option('clinic_site_events_status'), clinic_site_waiting_events(), get_option('clinic_site_events_lock'), time()));"))}`,
          );
        // The clinic's system cron, for a delivery the save's own start did not reach.
        await fetch(`${wordpress.origin}/cms-service/wp-cron.php`).then((r) => r.text());
      }
    },
  };
}

try {
  // The import's own change (every page) is delivered first; the twin's plugin is switched off.
  await inWordPress(active, "clinic_site_deliver_events(); echo 'null';");
  await runInWordPress(inactive, "deactivate_plugins('clinic-site/clinic-site.php'); echo 'null';", {
    admin: true,
  });
  const [withPlugin, without] = await Promise.all([saver(active), saver(inactive)]);
  // One save of each first, unmeasured, so both start warm; then turns, save for save.
  for (let i = 0; i <= saves; i++) {
    await withPlugin.save(i, i > 0);
    await without.save(i, i > 0);
  }
  const activeMs = median(withPlugin.times);
  const inactiveMs = median(without.times);
  const ratio = activeMs / inactiveMs;
  console.log(
    `| saves | server | plugin active (median ms) | plugin inactive (median ms) | ratio | budget |`,
  );
  console.log(`|---|---|---|---|---|---|`);
  console.log(
    `| ${saves} | ${server} | ${activeMs.toFixed(1)} | ${inactiveMs.toFixed(1)} | ${ratio.toFixed(3)} | ≤ 1.1 ${ratio <= 1.1 ? "met" : "not met"} |`,
  );
  mkdirSync("test/bench/results", { recursive: true });
  const file = `test/bench/results/wordpress-saves-${new Date().toISOString().slice(0, 19).replace(/:/g, "")}Z.json`;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        bench: "wordpress-saves",
        at: new Date().toISOString(),
        machine: { cpus: os.cpus().length, load: os.loadavg().map((load) => Math.round(load * 100) / 100) },
        server,
        saves,
        medianMs: { active: round(activeMs), inactive: round(inactiveMs) },
        ratio: Math.round(ratio * 1000) / 1000,
        budget: 1.1,
        met: ratio <= 1.1,
        savesMs: { active: withPlugin.times.map(round), inactive: without.times.map(round) },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written to ${file}`);
} finally {
  await Promise.all([site.stop(), active.stop(), inactive.stop()]);
}
