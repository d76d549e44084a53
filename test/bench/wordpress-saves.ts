/**
 * @module What the clinic-site plugin adds to an editor's save: the median of 20 saves of the same
 * role page through WordPress's REST API (an Application Password, as the block editor saves) with
 * the plugin active, sending its change event after each, against the same saves with it
 * deactivated, on one real WordPress. Prints both medians and the ratio (budget: at most 1.1).
 * `node test/bench/wordpress-saves.ts` (Debian's WordPress, PHP and MariaDB; the site is started too).
 */
import { randomBytes } from "node:crypto";
import { startWordPress } from "../node/wordpress/support/wordpress.ts";
import { freePort } from "../support/free-port.ts";
import { startWorker } from "../support/worker-process.ts";

const saves = Number(process.env.BENCH_WORDPRESS_SAVES ?? 20);
const secret = randomBytes(24).toString("hex");
const sitePort = await freePort();
const wordpress = await startWordPress(await freePort(), {
  bundle: true,
  constants: {
    WP_ENVIRONMENT_TYPE: "local",
    CLINIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
    CLINIC_SITE_EVENTS_SECRET: secret,
  },
});
const site = await startWorker(sitePort, { CMS_ORIGIN: wordpress.origin, CMS_EVENTS_SECRET: secret });

const inWordPress = async (code: string) =>
  (
    await wordpress.php([
      "-r",
      `$_SERVER['HTTP_HOST'] = '127.0.0.1'; $_SERVER['REQUEST_URI'] = '/'; require getenv('WP_TEST_ROOT') . '/wp-load.php'; require_once ABSPATH . 'wp-admin/includes/plugin.php'; ${code}`,
    ])
  ).stdout.trim();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

try {
  const password = JSON.parse(
    await inWordPress(
      "[$p] = WP_Application_Passwords::create_new_application_password(1, array('name' => 'bench')); echo wp_json_encode($p);",
    ),
  ) as string;
  const auth = `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
  // The about-us page: a role page, so each save with the plugin active records and sends an event.
  const pageId = Number(await inWordPress("echo (int) get_option('clinic_site_pages')['about_us'];"));
  if (!pageId) throw new Error("the bundle has no about-us page");
  const timeSaves = async () => {
    const times: number[] = [];
    // One save first, unmeasured, so both runs start warm.
    for (let i = 0; i <= saves; i++) {
      const started = performance.now();
      const res = await fetch(`${wordpress.origin}/cms-service/index.php/wp-json/wp/v2/pages/${pageId}`, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json" },
        body: JSON.stringify({ title: `About us ${i} ${randomBytes(2).toString("hex")}` }),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`save ${i} answered ${res.status}`);
      if (i > 0) times.push(performance.now() - started);
    }
    return median(times);
  };
  const active = await timeSaves();
  await inWordPress("deactivate_plugins('clinic-site/clinic-site.php'); echo 'ok';");
  const without = await timeSaves();
  const ratio = active / without;
  console.log(`| saves | plugin active (median ms) | without (median ms) | ratio | budget |`);
  console.log(`|---|---|---|---|---|`);
  console.log(
    `| ${saves} | ${active.toFixed(1)} | ${without.toFixed(1)} | ${ratio.toFixed(3)} | ≤ 1.1 ${ratio <= 1.1 ? "met" : "not met"} |`,
  );
} finally {
  await Promise.all([site.stop(), wordpress.stop()]);
}
