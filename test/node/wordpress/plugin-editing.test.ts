/**
 * @module Nothing an editor saves can break a page, on Debian's WordPress with the plugin and the
 * demo clinic: a post whose fields fail the site's schema is not published (the REST API, as the
 * block editor saves, answers 400 naming the field; the classic editor keeps a draft and says why),
 * slugs keep to the site's route pattern, and the classic editor's box saves every kind of field.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { apiBase } from "../../../shared/cms/paths.ts";
import { freePort } from "../../support/free-port.ts";
import { inWordPressOf } from "./support/in-wordpress.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

let wordpress: RealWordPress | undefined;
let auth = "";

/** Runs PHP in WordPress as the admin and returns what it prints last, parsed. */
const inWordPress = inWordPressOf(() => wordpress, { user: 1 });

/** A request to WordPress's own REST API as the admin, with an Application Password. */
async function wpRest(method: string, path: string, body?: unknown) {
  assert.ok(wordpress);
  const res = await fetch(`${wordpress.origin}/cms-service/index.php/wp-json${path}`, {
    method,
    headers: { authorization: auth, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const contract = async (path: string) => {
  assert.ok(wordpress);
  return (await fetch(`${wordpress.origin}${apiBase}${path}`)).json();
};

const image = { src: "/wp-content/uploads/news/award.svg", width: 1200, height: 630, alt: "An award" };
const story = {
  title: "A story from the tests",
  content: "<p>Body.</p>",
  excerpt: "What happened.",
  meta: { clinic_image: image, clinic_featured: false, clinic_covid: false, clinic_author: "Press office" },
};

before(
  async () => {
    wordpress = await startWordPress(await freePort(), {
      bundle: true,
      constants: { WP_ENVIRONMENT_TYPE: "local" },
    });
    const password = await inWordPress<string>(
      "[$p] = WP_Application_Passwords::create_new_application_password(1, array('name' => 'editing test')); echo wp_json_encode($p);",
    );
    auth = `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
  },
  { timeout: 180_000 },
);
after(() => wordpress?.stop());

describe("saving clinic content in WordPress", () => {
  it("refuses to publish a story without an image, naming the field, and lists nothing new", async () => {
    const before = await contract("/news-stories/slugs");
    const { status, json } = await wpRest("POST", "/wp/v2/clinic_news", {
      ...story,
      slug: "no-image",
      status: "publish",
      meta: { ...story.meta, clinic_image: undefined },
    });
    assert.equal(status, 400, JSON.stringify(json));
    assert.equal(json.code, "clinic_site_invalid_fields");
    assert.match(String(json.message), /Field “image” is required\./);
    assert.deepEqual(await contract("/news-stories/slugs"), before);
  });

  it("saves the same story as a draft, then publishes it once its image is set", async () => {
    const draft = await wpRest("POST", "/wp/v2/clinic_news", {
      ...story,
      slug: "with-image-later",
      status: "draft",
      meta: { ...story.meta, clinic_image: undefined },
    });
    assert.equal(draft.status, 201, JSON.stringify(draft.json));
    const published = await wpRest("POST", `/wp/v2/clinic_news/${draft.json.id}`, {
      status: "publish",
      meta: { clinic_image: image },
    });
    assert.equal(published.status, 200, JSON.stringify(published.json));
    const slugs = (await contract("/news-stories/slugs")) as { slug: string }[];
    assert.ok(slugs.some((s) => s.slug === "with-image-later"));
  });

  it("refuses to publish a job without a department or with an employment type the site does not know", async () => {
    const job = {
      title: "Night nurse",
      content: "<p>Nights.</p>",
      status: "publish",
      meta: {
        clinic_location: "main-street",
        clinic_employment_type: "FULL_TIME",
        clinic_apply_url: "https://jobs.example.org/1",
        clinic_valid_through: "2027-01-31T23:59:00-08:00",
      },
    };
    const noDepartment = await wpRest("POST", "/wp/v2/clinic_job", job);
    assert.equal(noDepartment.status, 400);
    assert.match(String(noDepartment.json.message), /Field “department” is required\./);
    const badType = await wpRest("POST", "/wp/v2/clinic_job", {
      ...job,
      meta: { ...job.meta, clinic_employment_type: "SOMETIMES" },
    });
    assert.equal(badType.status, 400);
    assert.match(
      String(badType.json.message),
      /Field “employment_type” employment_type is not one of FULL_TIME/,
    );
  });

  it("keeps a slug to the site's route pattern", async () => {
    const { status, json } = await wpRest("POST", "/wp/v2/clinic_news", {
      ...story,
      slug: "Niños Sanos: ¡Vacunas!",
      status: "publish",
    });
    assert.equal(status, 201, JSON.stringify(json));
    assert.equal(json.slug, "ninos-sanos-vacunas");
    const found = (await contract("/news/story/ninos-sanos-vacunas")) as { slug: string };
    assert.equal(found.slug, "ninos-sanos-vacunas");
  });

  it("keeps a classic-editor save with a missing field a draft, and the next screen names the field", async () => {
    const result = await inWordPress<{ status: string; notice: string }>(`
      $_POST['clinic_site_fields_nonce'] = wp_create_nonce(CLINIC_SITE_FIELDS_NONCE);
      $_POST['clinic_site'] = array('photo' => array('src' => '', 'width' => '', 'height' => '', 'alt' => ''), 'role' => 'Nurse', 'team' => 'dental-team');
      $id = wp_insert_post(array('post_type' => 'clinic_staff', 'post_title' => 'New Person', 'post_status' => 'publish'));
      ob_start(); clinic_site_unpublished_notice(); $notice = ob_get_clean();
      echo wp_json_encode(array('status' => get_post_status($id), 'notice' => wp_strip_all_tags($notice)));`);
    assert.equal(result.status, "draft");
    assert.match(
      result.notice,
      /Not published, kept as a draft: .*Field “credentials” is required\..*Field “photo” is required\./,
    );
  });

  it("saves every kind of field from the classic editor's box, and the contract answers them", async () => {
    const item = await inWordPress<Record<string, unknown>>(`
      $_POST['clinic_site_fields_nonce'] = wp_create_nonce(CLINIC_SITE_FIELDS_NONCE);
      $_POST['clinic_site'] = wp_slash(array(
        'nav_title' => 'Hillside', 'phone_number' => '5035550100', 'fax_number' => '5035550101',
        'timezone' => 'America/Los_Angeles', 'lat' => '45.5', 'lng' => '-122.6',
        'address' => array('street' => '1 Hill Rd', 'city' => 'Cedar Hollow', 'state' => 'OR', 'zip' => '97000'),
        'hours' => "1 08:00 17:00\\n6 09:00 12:00", 'services' => "dental\\nvision",
        'image' => array('src' => '/wp-content/uploads/locations/hill.svg', 'width' => '800', 'height' => '600', 'alt' => 'The "Hillside" clinic'),
      ));
      $id = wp_insert_post(array('post_type' => 'clinic_location', 'post_title' => 'Hillside Clinic', 'post_name' => 'hillside', 'post_excerpt' => 'On the hill.', 'post_content' => '<p>Hi.</p>', 'post_status' => 'publish'));
      ob_start(); clinic_site_render_meta_box(get_post($id)); $box = ob_get_clean();
      echo wp_json_encode(array('status' => get_post_status($id), 'box' => $box));`);
    assert.equal(item.status, "publish");
    assert.match(String(item.box), /value="The &quot;Hillside&quot; clinic"/);
    assert.match(
      String(item.box),
      /<textarea[^>]*name="clinic_site\[hours\]">1 08:00 17:00\n6 09:00 12:00<\/textarea>/,
    );
    const [hillside] = (await contract("/locations/post_name:hillside/1")) as Record<string, unknown>[];
    assert.deepEqual(
      { ...hillside, id: 0, modified: "" },
      {
        id: 0,
        post_name: "hillside",
        nav_title: "Hillside",
        title: "Hillside Clinic",
        summary: "On the hill.",
        content: "<p>Hi.</p>",
        address: { street: "1 Hill Rd", city: "Cedar Hollow", state: "OR", zip: "97000" },
        phone_number: "5035550100",
        fax_number: "5035550101",
        timezone: "America/Los_Angeles",
        hours: [
          { day: 1, open: "08:00", close: "17:00" },
          { day: 6, open: "09:00", close: "12:00" },
        ],
        lat: 45.5,
        lng: -122.6,
        services: ["dental", "vision"],
        image: {
          src: "/wp-content/uploads/locations/hill.svg",
          width: 800,
          height: 600,
          alt: 'The "Hillside" clinic',
        },
        modified: "",
        lang: "en",
      },
    );
  });
});
