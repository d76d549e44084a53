/**
 * @module Editor previews on a real WordPress: the clinic-site plugin active, the demo bundle imported,
 * the site reading it. The Preview button's address (the block editor's autosave answer, the classic
 * editor's link) carries no secret; WordPress mints a token only for a logged-in user who may edit
 * the post and sends them to the site, which shows the draft to that one request and to nobody else.
 * Missing, tampered, expired, replayed and revoked tokens are refused; a draft never shows in a list,
 * the sitemap, search, a feed or the nav.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, it } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { colourRules, settle, wcagTags } from "../../support/axe-rules.ts";
import { chromiumLaunchOptions, ensureChromium } from "../../support/chromium.ts";
import { freePort } from "../../support/free-port.ts";
import { type RunningWorker, startWorker } from "../../support/worker-process.ts";
import { inWordPressOf } from "./support/in-wordpress.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

const secret = randomBytes(24).toString("hex");
const api = "/cms-service/index.php/wp-json";
let wordpress: RealWordPress | undefined;
let site: RunningWorker | undefined;
let auth = "";

/** Runs PHP in WordPress (as the admin's tools would) and returns what it prints last, parsed. */
const inWordPress = inWordPressOf(() => wordpress);

/** A new user of `role`; its id. */
const newUser = (role: string) =>
  inWordPress<number>(
    `echo wp_json_encode(wp_insert_user(array('user_login' => '${role}-${randomBytes(3).toString("hex")}', 'user_pass' => wp_generate_password(24), 'role' => '${role}')));`,
  );

/** A token the plugin mints for `user` on `post` in `lang`, living `seconds`. */
const mintInWordPress = (post: number, lang: string, user: number, seconds = 600) =>
  inWordPress<string>(
    `echo wp_json_encode(clinic_site_preview_token(${post}, '${lang}', ${user}, ${seconds}));`,
  );

/** The newest published news story in English, as WordPress's own REST API has it. */
async function newestStory(): Promise<{ id: number; slug: string; title: string }> {
  assert.ok(wordpress);
  const res = await fetch(`${wordpress.origin}${api}/v1/news?page=1&per_page=1`);
  const [story] = (await res.json()) as Array<{ id: number; slug: string; title: string }>;
  assert.ok(story);
  return story;
}

/** An autosave of post `id` of `type` through the REST API, as the block editor's Preview button makes one; its answer. */
async function autosave(type: string, id: number, body: object): Promise<{ preview_link: string }> {
  assert.ok(wordpress);
  const res = await fetch(`${wordpress.origin}${api}/wp/v2/${type}/${id}/autosaves`, {
    method: "POST",
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as { preview_link: string };
}

/**
 * Opens WordPress's preview address `link` as user `user` (0: nobody logged in), the way admin-post.php
 * runs it: its action's hook for a logged-in user, or the `nopriv` one. (The test WordPress's wp-admin
 * is Debian's own tree, which reads Debian's configuration, so the hook is run inside WordPress.)
 * Where WordPress redirects, or the status it stops with.
 */
async function openPreview(link: string, user: number): Promise<{ status: number; location?: string }> {
  const query = new URL(link).searchParams;
  const action = query.get("action") ?? "";
  const post = query.get("post") ?? "";
  assert.match(action, /^[a-z_]+$/);
  assert.match(post, /^\d+$/);
  return inWordPress(`
    $_GET = array('action' => '${action}', 'post' => '${post}');
    $_REQUEST = $_GET;
    wp_set_current_user(${user});
    add_filter('wp_redirect', function ($location, $status) { echo "\\n" . wp_json_encode(array('status' => $status, 'location' => $location)); exit; }, 99, 2);
    add_filter('wp_die_handler', function () { return function ($message, $title, $args) { echo "\\n" . wp_json_encode(array('status' => $args['response'] ?? 500)); exit; }; });
    do_action(is_user_logged_in() ? 'admin_post_${action}' : 'admin_post_nopriv_${action}');`);
}

/** The site's address WordPress sends user `user` to from `link`. */
async function previewAddress(link: string, user: number): Promise<string> {
  const opened = await openPreview(link, user);
  assert.equal(opened.status, 302, JSON.stringify(opened));
  return opened.location ?? "";
}

/** A GET of the site: status, headers and text. */
async function onSite(path: string): Promise<{ status: number; headers: Headers; html: string }> {
  assert.ok(site);
  const res = await fetch(path.startsWith("http") ? path : `${site.url}${path}`, { redirect: "manual" });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** Asserts a preview answer is never stored anywhere and never indexed. */
function assertPrivate(answer: { headers: Headers; html: string }) {
  assert.equal(answer.headers.get("cache-control"), "private, no-store");
  assert.equal(answer.headers.get("x-robots-tag"), "noindex");
  assert.equal(answer.headers.get("cache-tag"), null);
  assert.equal(answer.headers.get("cloudflare-cdn-cache-control"), null);
  assert.match(answer.html, /<meta name="robots" content="noindex"\/>/);
}

let admin = 0;

before(async () => {
  const sitePort = await freePort();
  wordpress = await startWordPress(await freePort(), {
    bundle: true,
    constants: {
      WP_ENVIRONMENT_TYPE: "local",
      CLINIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
      CLINIC_SITE_EVENTS_SECRET: secret,
    },
  });
  admin = 1;
  const password = await inWordPress<string>(
    "[$p] = WP_Application_Passwords::create_new_application_password(1, array('name' => 'preview test')); echo wp_json_encode($p);",
  );
  auth = `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
  site = await startWorker(sitePort, { CMS_ORIGIN: wordpress.origin, CMS_EVENTS_SECRET: secret });
});

after(async () => {
  await Promise.all([site?.stop(), wordpress?.stop()]);
});

describe("previews on a real WordPress", () => {
  it("gives the Preview button of both editors an address of WordPress's own that carries no secret", async () => {
    assert.ok(wordpress);
    const story = await newestStory();
    const { preview_link: blockEditor } = await autosave("clinic_news", story.id, { title: story.title });
    const classic = await inWordPress<string>(`echo wp_json_encode(get_preview_post_link(${story.id}));`);
    for (const link of [blockEditor, classic]) {
      const url = new URL(link);
      assert.equal(
        url.origin + url.pathname,
        `${wordpress.origin}/cms-service/wp-admin/admin-post.php`,
        link,
      );
      assert.equal(url.searchParams.get("action"), "clinic_site_preview");
      assert.equal(url.searchParams.get("post"), String(story.id));
      assert.ok(!link.includes(secret) && !link.includes("token"), link);
    }
  });

  it("shows the holder the autosaved draft with its page's template, and the published page keeps its title", async () => {
    const story = await newestStory();
    const title = `Autosaved headline ${randomBytes(3).toString("hex")}`;
    const { preview_link } = await autosave("clinic_news", story.id, { title });
    const address = await previewAddress(preview_link, admin);
    assert.ok(site);
    assert.match(address, new RegExp(`^${site.url}/__preview\\?token=v1\\.`));
    const preview = await onSite(address);
    assert.equal(preview.status, 200, preview.html.slice(0, 400));
    assertPrivate(preview);
    assert.ok(preview.html.includes(`<h1>${title}</h1>`), "the draft's title is the page's heading");
    assert.match(preview.html, /<section class="page cta preview-banner" aria-label="Preview">/);
    assert.match(
      preview.html,
      /<nav[^>]*class="breadcrumbs"/,
      "the story page's own template (its breadcrumbs)",
    );
    const published = await onSite(`/news/story/${story.slug}`);
    assert.equal(published.status, 200);
    assert.ok(!published.html.includes(title), "the published page never shows the draft");
    // The same link, opened again (by anyone: the holder, or someone it was passed to), is refused.
    const again = await onSite(address);
    assert.equal(again.status, 403);
    assertPrivate(again);
    assert.ok(again.html.includes("This preview link has already been used"));
  });

  it("shows a Spanish translation's draft on its Spanish page, under a Spanish banner", async () => {
    const translation = await inWordPress<number>(
      "echo wp_json_encode(get_posts(array('post_type' => 'clinic_news', 'post_status' => 'publish', 'meta_key' => '_clinic_site_locale', 'meta_value' => 'es', 'numberposts' => 1, 'fields' => 'ids'))[0] ?? 0);",
    );
    assert.ok(translation > 0, "the bundle has a Spanish news story");
    const title = `Titular en borrador ${randomBytes(3).toString("hex")}`;
    const { preview_link } = await autosave("clinic_news", translation, { title });
    const preview = await onSite(await previewAddress(preview_link, admin));
    assert.equal(preview.status, 200, preview.html.slice(0, 400));
    assert.match(preview.html, /<html lang="es"/);
    assert.ok(preview.html.includes('aria-label="Vista previa"'));
    assert.ok(preview.html.includes(`<h1>${title}</h1>`));
  });

  it("shows a draft of the page chosen for a role (about us) on that role's page, text and all", async () => {
    const id = await inWordPress<number>(
      "echo wp_json_encode((int) get_option('clinic_site_pages')['about_us']);",
    );
    assert.ok(id > 0, "the import chose an about-us page");
    const word = randomBytes(3).toString("hex");
    const { preview_link } = await autosave("pages", id, {
      title: `About the clinic, draft ${word}`,
      content: `<p>A paragraph only the draft has, ${word}.</p>`,
    });
    const address = await previewAddress(preview_link, admin);
    const preview = await onSite(address);
    assert.equal(preview.status, 200, preview.html.slice(0, 400));
    assertPrivate(preview);
    assert.ok(preview.html.includes(`About the clinic, draft ${word}`));
    assert.ok(preview.html.includes(`A paragraph only the draft has, ${word}.`));
    const published = await onSite("/about-us");
    assert.equal(published.status, 200);
    assert.ok(!published.html.includes(word), "the published about-us page never shows the draft");
  });

  it("shows a browser the banner as a named region, with no console error and no WCAG violation in either scheme", async () => {
    ensureChromium();
    assert.ok(site);
    const story = await newestStory();
    const token = await mintInWordPress(story.id, "en", admin);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(`${site.url}/__preview?token=${token}`);
      assert.equal(response?.status(), 200);
      const banner = page.getByRole("region", { name: "Preview" });
      assert.ok(await banner.isVisible(), "the banner is visible");
      assert.match((await banner.textContent()) ?? "", /Preview of a draft: not published\./);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await settle(page);
        const builder = new AxeBuilder({ page }).setLegacyMode();
        if (scheme === "dark") builder.withRules(colourRules);
        else builder.withTags(wcagTags);
        const { violations } = await builder.analyze();
        assert.deepEqual(
          violations.map((v) => `${scheme}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          [],
        );
      }
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  it("sends someone not logged in to WordPress's login, and refuses a user who may not edit the post", async () => {
    const story = await newestStory();
    const link = await inWordPress<string>(`echo wp_json_encode(get_preview_post_link(${story.id}));`);
    const anonymous = await openPreview(link, 0);
    assert.equal(anonymous.status, 302);
    assert.match(anonymous.location ?? "", /\/wp-login\.php\?redirect_to=/);
    const refused = await openPreview(link, await newUser("contributor"));
    assert.equal(refused.status, 403);
    assert.equal(refused.location, undefined);
    // The plugin's draft route answers nobody without a token, nor with a made-up one.
    assert.ok(wordpress);
    const tokens: Record<string, string>[] = [
      {},
      { "x-clinic-preview-token": "v1.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    ];
    for (const headers of tokens) {
      const res: Response = await fetch(`${wordpress.origin}${api}/clinic-site/v1/preview`, { headers });
      assert.equal(res.status, 403);
      assert.ok(!(await res.text()).includes("answer"));
    }
  });

  it("refuses a missing token with 400, tampered, expired and revoked tokens with 403 pages that say why, and a deleted post with 404", async () => {
    const story = await newestStory();
    const missing = await onSite("/__preview");
    assert.equal(missing.status, 400);
    assertPrivate(missing);

    const genuine = await mintInWordPress(story.id, "en", admin);
    const [version, claims = "", mac] = genuine.split(".");
    const decoded = JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...decoded, post: story.id + 1 })).toString("base64url");
    const tampered = await onSite(`/__preview?token=${version}.${forged}.${mac}`);
    assert.equal(tampered.status, 403);
    assertPrivate(tampered);
    assert.ok(tampered.html.includes("The preview token is not valid"));

    const expired = await onSite(`/__preview?token=${await mintInWordPress(story.id, "es", admin, -5)}`);
    assert.equal(expired.status, 403);
    assert.match(expired.html, /<html lang="es"/);
    assert.ok(expired.html.includes("caducó"));

    // An editor's token, then the editor loses the right to edit: WordPress refuses the draft, the site says so.
    const editor = await newUser("editor");
    const token = await mintInWordPress(story.id, "en", editor);
    await inWordPress<null>(`(new WP_User(${editor}))->set_role('subscriber'); echo 'null';`);
    const revoked = await onSite(`/__preview?token=${token}`);
    assert.equal(revoked.status, 403);
    assertPrivate(revoked);
    assert.ok(revoked.html.includes("may no longer edit this post"));
    assert.ok(!revoked.html.includes("preview-banner"));

    // A post deleted after its token was minted: the site says it is gone.
    const doomed = await inWordPress<number>(
      "echo wp_json_encode(wp_insert_post(array('post_type' => 'clinic_news', 'post_status' => 'draft', 'post_title' => 'Soon gone')));",
    );
    const goneToken = await mintInWordPress(doomed, "en", admin);
    await inWordPress<null>(`wp_delete_post(${doomed}, true); echo 'null';`);
    const gone = await onSite(`/__preview?token=${goneToken}`);
    assert.equal(gone.status, 404);
    assertPrivate(gone);
    assert.ok(gone.html.includes("no longer exists"));
  });

  it("never shows a draft in a list, the sitemap, search, a feed or the nav, while its preview shows it", async () => {
    const word = `zq${randomBytes(4).toString("hex")}`;
    const story = await newestStory();
    // A new story and a new location, saved as drafts with every field filled (copied from published ones).
    const [draftStory, draftLocation] = await inWordPress<[number, number]>(`
      $copy = function ($from, $title) {
        $source = get_post($from);
        $id = wp_insert_post(array('post_type' => $source->post_type, 'post_status' => 'draft', 'post_title' => $title, 'post_excerpt' => $source->post_excerpt, 'post_content' => $source->post_content));
        foreach (get_post_meta($from) as $key => $values) { if (str_starts_with($key, 'clinic_')) { update_post_meta($id, $key, maybe_unserialize($values[0])); } }
        return $id;
      };
      $location = get_posts(array('post_type' => 'clinic_location', 'post_status' => 'publish', 'meta_key' => 'clinic_address', 'numberposts' => 1))[0];
      $story = $copy(${story.id}, 'Unpublished ${word} story');
      $place = $copy($location->ID, 'Draftville ${word}');
      update_post_meta($place, 'clinic_nav_title', 'Draftville ${word}');
      echo wp_json_encode(array($story, $place));`);
    assert.ok(wordpress);
    const preview = await onSite(`/__preview?token=${await mintInWordPress(draftStory, "en", admin)}`);
    assert.equal(preview.status, 200, preview.html.slice(0, 400));
    assert.ok(preview.html.includes(`Unpublished ${word} story`), "the draft itself renders");
    const place = await onSite(`/__preview?token=${await mintInWordPress(draftLocation, "en", admin)}`);
    assert.equal(place.status, 200, place.html.slice(0, 400));
    assert.ok(place.html.includes(`Draftville ${word}`));

    const published = story.title.split(/\s+/).find((w) => w.length > 5) ?? story.title;
    for (const path of [
      "/news",
      "/es/news",
      "/",
      "/es/",
      "/sitemap.xml",
      "/news/feed.xml",
      "/es/news/feed.xml",
    ]) {
      const answer = await onSite(path);
      assert.equal(answer.status, 200, path);
      assert.ok(!answer.html.includes(word), `${path} shows the draft`);
    }
    assert.ok(
      (await onSite("/news")).html.includes(story.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")),
    );
    const search = async (q: string) =>
      JSON.parse((await onSite(`/api/search?q=${encodeURIComponent(q)}`)).html) as { totalResults: number };
    assert.ok((await search(published)).totalResults > 0, `search finds the published "${published}"`);
    assert.equal((await search(word)).totalResults, 0, "search finds the draft");
    for (const path of ["/news?page=1&per_page=100", "/common", "/news-stories/slugs", "/locations/slugs"]) {
      const res: Response = await fetch(`${wordpress.origin}${api}/v1${path}`);
      assert.equal(res.status, 200, path);
      assert.ok(!(await res.text()).includes(word), `WordPress's v1 ${path} shows the draft`);
    }
  });
});
