/**
 * @module WordPress's own front end with the clinic-site plugin and CLINIC_SITE_URL: a published clinic
 * item or role page, asked of WordPress's theme, is a 301 to the site's page in its language, and the
 * links WordPress gives for it (wp-admin's "View", the REST API's `link`) name the site; wp-admin, the
 * login, the REST API, cron, robots.txt, feeds and drafts are never redirected.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { freePort } from "../../support/free-port.ts";
import { inWordPressOf, runInWordPress } from "./support/in-wordpress.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

const site = "https://clinic.example.org";
let wordpress: RealWordPress | undefined;

/** Runs PHP in WordPress and returns what it prints, parsed. */
const inWordPress = inWordPressOf(() => wordpress);

/** WordPress's answer to `path` (below its origin), redirects not followed. */
async function ask(path: string): Promise<{ status: number; location: string | null; type: string }> {
  assert.ok(wordpress);
  const res = await fetch(`${wordpress.origin}${path}`, { redirect: "manual" });
  await res.arrayBuffer();
  return {
    status: res.status,
    location: res.headers.get("location"),
    type: res.headers.get("content-type") ?? "",
  };
}

interface Posts {
  news: { id: number; slug: string; es: number };
  staff: number;
  job: number;
  service: string;
  event: number;
  pages: Record<string, number>;
  esRole: { role: string; id: number } | null;
  plainPage: number;
}

let posts: Posts;

before(async () => {
  wordpress = await startWordPress(await freePort(), { bundle: true, constants: { CLINIC_SITE_URL: site } });
  posts = await inWordPress<Posts>(`
    $first = fn ($type) => get_posts(array('post_type' => $type, 'numberposts' => 1, 'orderby' => 'ID', 'order' => 'ASC', 'meta_query' => array(array('key' => '_clinic_site_translation_of', 'compare' => 'NOT EXISTS'))))[0];
    $es = fn ($id) => (int) $GLOBALS['wpdb']->get_var($GLOBALS['wpdb']->prepare("SELECT post_id FROM {$GLOBALS['wpdb']->postmeta} WHERE meta_key = '_clinic_site_translation_of' AND meta_value = %d", $id));
    // A story the bundle has in Spanish, and its English original.
    $esNews = get_posts(array('post_type' => 'clinic_news', 'numberposts' => 1, 'meta_key' => '_clinic_site_locale', 'meta_value' => 'es'))[0];
    $news = get_post((int) get_post_meta($esNews->ID, '_clinic_site_translation_of', true));
    $esRole = null;
    foreach (get_option('clinic_site_pages') as $role => $id) if (!$esRole && $es((int) $id)) $esRole = array('role' => $role, 'id' => $es((int) $id));
    $pages = get_option('clinic_site_pages');
    $plain = wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Not a role'));
    echo wp_json_encode(array(
      'news' => array('id' => $news->ID, 'slug' => $news->post_name, 'es' => $esNews->ID),
      'staff' => $first('clinic_staff')->ID,
      'job' => $first('clinic_job')->ID,
      'service' => $first('clinic_service')->post_name,
      'event' => $first('clinic_star_event')->ID,
      'pages' => array_map('intval', $pages),
      'esRole' => $esRole,
      'plainPage' => $plain,
    ));`);
});

after(async () => {
  await wordpress?.stop();
});

describe("WordPress's front end with the clinic-site plugin", () => {
  it("sends a clinic item's own WordPress page to the site's page for it with a 301, by pretty path or query", async () => {
    const { news } = posts;
    for (const path of [
      `/cms-service/index.php/clinic-news-stories/${news.slug}/`,
      `/cms-service/?post_type=clinic_news&p=${news.id}`,
      `/cms-service/?p=${news.id}&post_type=clinic_news&utm_source=mail`,
    ]) {
      const answer = await ask(path);
      assert.equal(answer.status, 301, path);
      assert.equal(answer.location, `${site}/news/story/${news.slug}`, path);
    }
  });

  it("sends each kind of item to its route, keyed by slug or id as the site's routes are", async () => {
    const cases: [string, string][] = [
      [`/cms-service/?post_type=clinic_staff&p=${posts.staff}`, `/staff_member/${posts.staff}`],
      [`/cms-service/?post_type=clinic_job&p=${posts.job}`, `/job-openings/job/${posts.job}`],
      [`/cms-service/index.php/clinic-health-services/${posts.service}/`, `/services/${posts.service}`],
      [`/cms-service/?post_type=clinic_star_event&p=${posts.event}`, "/star-events"],
    ];
    for (const [path, route] of cases) {
      const answer = await ask(path);
      assert.equal(answer.status, 301, path);
      assert.equal(answer.location, `${site}${route}`, path);
    }
  });

  it("sends a Spanish translation to the Spanish page, under its original's slug", async () => {
    assert.ok(posts.news.es, "the bundle has the story in Spanish");
    const answer = await ask(`/cms-service/?post_type=clinic_news&p=${posts.news.es}`);
    assert.equal(answer.status, 301);
    assert.equal(answer.location, `${site}/es/news/story/${posts.news.slug}`);
    assert.ok(posts.esRole, "the bundle has a role page in Spanish");
    const page = await ask(`/cms-service/?page_id=${posts.esRole.id}`);
    const route = {
      home: "/",
      about_us: "/about-us",
      covid_19: "/covid-19",
      privacy: "/privacy",
      star: "/star",
      contact: "/contact-us",
    }[posts.esRole.role];
    assert.equal(page.location, `${site}${route === "/" ? "/es/" : `/es${route}`}`);
  });

  it("sends each role page to the site's page for the role", async () => {
    const routes: Record<string, string> = {
      home: "/",
      about_us: "/about-us",
      covid_19: "/covid-19",
      privacy: "/privacy",
      star: "/star",
      contact: "/contact-us",
    };
    for (const [role, route] of Object.entries(routes)) {
      const id = posts.pages[role];
      assert.ok(id, role);
      const answer = await ask(`/cms-service/?page_id=${id}`);
      assert.equal(answer.status, 301, role);
      assert.equal(answer.location, `${site}${route}`, role);
    }
  });

  it("gives the site's address as the item's link in wp-admin and the REST API; drafts and other pages keep WordPress's", async () => {
    const links = await inWordPress<Record<string, string>>(`
      require_once ABSPATH . 'wp-admin/includes/post.php';
      $draft = wp_insert_post(array('post_type' => 'clinic_news', 'post_status' => 'draft', 'post_title' => 'Draft story'));
      echo wp_json_encode(array(
        'news' => get_permalink(${posts.news.id}),
        'contact' => get_permalink(${posts.pages.contact}),
        'plain' => get_permalink(${posts.plainPage}),
        'draft' => get_permalink($draft),
        'sample' => get_sample_permalink(${posts.news.id})[0],
      ));`);
    assert.equal(links.news, `${site}/news/story/${posts.news.slug}`);
    assert.equal(links.contact, `${site}/contact-us`);
    assert.ok(links.plain?.startsWith(wordpress?.origin ?? "-"), links.plain);
    assert.ok(links.draft?.startsWith(wordpress?.origin ?? "-"), links.draft);
    assert.match(
      links.sample ?? "",
      /%(?:postname|pagename|clinic_news)%/,
      "the slug editor keeps its template",
    );
    const rest = await fetch(
      `${wordpress?.origin}/cms-service/index.php/wp-json/wp/v2/clinic_news/${posts.news.id}`,
    );
    assert.equal(rest.status, 200);
    assert.equal(((await rest.json()) as { link: string }).link, `${site}/news/story/${posts.news.slug}`);
  });

  it("leaves wp-admin to WordPress: there an item's page is never sent to the site", async () => {
    assert.ok(wordpress);
    const found = await runInWordPress(
      wordpress,
      `$GLOBALS['wp_query']->is_singular = true; $GLOBALS['wp_query']->queried_object = get_post(${posts.news.id}); echo wp_json_encode(array(is_admin(), clinic_site_front_end_target()));`,
      { admin: true, uri: "/cms-service/wp-admin/post.php" },
    );
    assert.deepEqual(found, [true, null]);
  });

  it("never redirects wp-admin, the login, the REST API, cron, robots.txt, feeds, a plain page or a draft", async () => {
    const draft = await inWordPress<number>(
      "echo wp_insert_post(array('post_type' => 'clinic_news', 'post_status' => 'draft', 'post_title' => 'Unpublished', 'post_name' => 'unpublished'));",
    );
    const cases: [string, (a: Awaited<ReturnType<typeof ask>>) => boolean][] = [
      ["/cms-service/wp-login.php", (a) => a.status === 200],
      [
        "/cms-service/index.php/wp-json/v1/home",
        (a) => a.status === 200 && a.type.startsWith("application/json"),
      ],
      [
        "/cms-service/?rest_route=/v1/contact-page",
        (a) => a.status === 200 && a.type.startsWith("application/json"),
      ],
      ["/cms-service/wp-cron.php", (a) => a.status === 200],
      ["/cms-service/?robots=1", (a) => a.status === 200 && a.type.startsWith("text/plain")],
      ["/cms-service/?feed=rss2", (a) => a.status === 200 && /xml/.test(a.type)],
      // WordPress's own canonical redirect to its own pretty address, as without the plugin.
      [
        `/cms-service/?page_id=${posts.plainPage}`,
        (a) => a.status === 200 || (a.location ?? "").startsWith(`${wordpress?.origin}/cms-service/`),
      ],
      [`/cms-service/?post_type=clinic_news&p=${draft}`, (a) => a.status === 404],
    ];
    for (const [path, expected] of cases) {
      const answer = await ask(path);
      assert.ok(expected(answer), `${path}: ${JSON.stringify(answer)}`);
      assert.ok(!(answer.location ?? "").startsWith(site), `${path} is not sent to the site`);
    }
  });
});
