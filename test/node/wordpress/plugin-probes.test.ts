/**
 * @module What an anonymous caller gets from the Clinic Site plugin's routes on Debian's WordPress:
 * drafts, pending, private and scheduled posts, draft translations, the plugin's settings and the
 * protected meta that links translations are never in an answer. Prints the table of probes.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { apiBase } from "../../../shared/cms/paths.ts";
import { freePort } from "../../support/free-port.ts";
import { inWordPressOf } from "./support/in-wordpress.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

let wordpress: RealWordPress | undefined;
/** The ids of the hidden posts, by status. */
let hidden: Record<string, number> = {};
const rows: string[][] = [];

/** Runs PHP in WordPress as the admin and returns what it prints last, parsed. */
const inWordPress = inWordPressOf(() => wordpress, { user: 1 });

before(
  async () => {
    wordpress = await startWordPress(await freePort(), { bundle: true });
    // A copy of a published story in each hidden status, and a draft Spanish version of the first location.
    hidden = await inWordPress<Record<string, number>>(`
      $story = get_post(501); $ids = array();
      foreach (array('draft', 'pending', 'private', 'future') as $status) {
        $id = wp_insert_post(wp_slash(array('post_type' => 'clinic_news', 'post_status' => $status, 'post_title' => "Secret $status story", 'post_name' => "secret-$status", 'post_content' => 'secret', 'post_date' => $status === 'future' ? '2099-01-01 00:00:00' : $story->post_date)));
        foreach (get_post_meta(501) as $key => $values) if (str_starts_with($key, 'clinic_')) update_post_meta($id, $key, maybe_unserialize($values[0]));
        $ids[$status] = $id;
      }
      $location = get_posts(array('post_type' => 'clinic_location', 'name' => 'riverside', 'post_status' => 'publish'))[0];
      foreach (get_posts(array('post_type' => 'clinic_location', 'post_status' => 'any', 'meta_key' => '_clinic_site_translation_of', 'meta_value' => $location->ID)) as $es) wp_update_post(array('ID' => $es->ID, 'post_status' => 'draft'));
      $ids['translation'] = $location->ID;
      echo wp_json_encode($ids);`);
  },
  { timeout: 180_000 },
);
after(() => {
  console.log(
    `\n${[["probe (anonymous)", "status", "what came back"], ["---", "---", "---"], ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n")}\n`,
  );
  return wordpress?.stop();
});

/** GET `path` on WordPress with no credentials; the row of the table. */
async function probe(path: string, name: string) {
  assert.ok(wordpress);
  const res = await fetch(`${wordpress.origin}${path}`);
  const text = await res.text();
  const leaked = /secret|Secret|_clinic_site_|clinic_site_pages|clinic_site_common/.test(text);
  rows.push([
    `${name}: \`GET ${path.replace(/^\/cms-service\/index\.php\/wp-json/, "")}\``,
    String(res.status),
    leaked ? "LEAK" : "nothing hidden",
  ]);
  return { status: res.status, text, leaked };
}

describe("the plugin's routes to an anonymous caller", () => {
  it("never answer a draft, pending, private or scheduled story, by slug, id, list or filter", async () => {
    for (const status of ["draft", "pending", "private", "future"]) {
      const id = hidden[status];
      for (const [path, name] of [
        [`${apiBase}/news/story/secret-${status}`, `${status} story by slug`],
        [`${apiBase}/news/story/${id}`, `${status} story by id`],
        [`${apiBase}/news-stories/id:${id}/10`, `${status} story by filter`],
        [`/cms-service/index.php/wp-json/wp/v2/clinic_news/${id}`, `${status} story, core route`],
      ] as const) {
        const { status: code, leaked } = await probe(path, name);
        assert.ok([401, 403, 404].includes(code) || (code === 200 && !leaked), `${name}: ${code}`);
        assert.equal(leaked, false, name);
      }
    }
    for (const [path, name] of [
      [`${apiBase}/news?page=1&per_page=100`, "news list"],
      [`${apiBase}/news-stories/slugs`, "story slugs (sitemap)"],
      [`${apiBase}/news-stories/status:draft/100`, "stories filtered by status:draft"],
      [`${apiBase}/news/homepage-featured/100`, "featured stories"],
      [`${apiBase}/totals`, "totals"],
      ["/cms-service/index.php/wp-json/wp/v2/clinic_news?status=draft", "core list of drafts"],
      ["/cms-service/index.php/wp-json/wp/v2/clinic_news?per_page=100", "core list"],
    ] as const) {
      const { leaked } = await probe(path, name);
      assert.equal(leaked, false, name);
    }
    const totals = JSON.parse((await probe(`${apiBase}/totals`, "totals")).text) as Record<string, number>;
    assert.equal(totals["news-stories"], 45);
  });

  it("answer an item whose translation is a draft in English, and keep it out of the Spanish slugs", async () => {
    const { text } = await probe(
      `${apiBase}/locations/post_name:riverside/1?lang=es`,
      "location with a draft translation",
    );
    assert.equal((JSON.parse(text) as { lang: string }[])[0]?.lang, "en");
    const slugs = JSON.parse(
      (await probe(`${apiBase}/locations/slugs?lang=es`, "Spanish location slugs")).text,
    ) as {
      slug: string;
    }[];
    assert.ok(!slugs.some((s) => s.slug === "riverside"));
  });

  it("never show the plugin's settings, the translation links or any user", async () => {
    for (const [path, name] of [
      ["/cms-service/index.php/wp-json/wp/v2/settings", "site settings"],
      [
        "/cms-service/index.php/wp-json/wp/v2/clinic_location?per_page=100",
        "core list of locations (meta shown)",
      ],
      ["/cms-service/index.php/wp-json/wp/v2/clinic_staff?per_page=100", "core list of staff"],
      [`${apiBase}/staff_member/id/401?lang=es`, "a staff member"],
    ] as const) {
      const { text, leaked } = await probe(path, name);
      assert.equal(leaked, false, name);
      assert.doesNotMatch(text, /"(author|user|email|user_email|user_login)"\s*:/, name);
    }
  });
});
