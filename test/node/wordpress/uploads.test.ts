/**
 * @module WordPress's own images on the site: an image uploaded through WordPress's media endpoint with
 * an Application Password, set as a news story's image, shows on the story's page through the site, and
 * the site serves it, and each size WordPress generated, byte for byte from WordPress's uploads; a file
 * in the uploads folder that is not the image it claims is refused.
 */
import assert from "node:assert/strict";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { deflateSync } from "node:zlib";
import { freePort } from "../../support/free-port.ts";
import { type RunningWorker, startWorker } from "../../support/worker-process.ts";
import { inWordPressOf } from "./support/in-wordpress.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

const api = "/cms-service/index.php/wp-json";
let wordpress: RealWordPress | undefined;
let site: RunningWorker | undefined;
let auth = "";

/** CRC-32 (ISO 3309), as PNG chunks carry it. */
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real PNG of `width` × `height` (a colour gradient), which WordPress's image editor can resize. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set([x % 256, y % 256, (x + y) % 256], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Runs PHP in WordPress and returns what it prints, parsed. */
const inWordPress = inWordPressOf(() => wordpress);

/** A call to WordPress's REST API as the admin's Application Password; asserts `status`. */
async function rest<T>(path: string, init: RequestInit, status = 200): Promise<T> {
  assert.ok(wordpress);
  const res = await fetch(`${wordpress.origin}${api}${path}`, {
    ...init,
    headers: { authorization: auth, ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  assert.equal(res.status, status, text);
  return JSON.parse(text) as T;
}

/** Bytes and type of `url`. */
async function bytesOf(
  url: string,
): Promise<{ status: number; type: string; nosniff: string; bytes: Buffer }> {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get("content-type") ?? "",
    nosniff: res.headers.get("x-content-type-options") ?? "",
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

interface Media {
  id: number;
  source_url: string;
  mime_type: string;
  media_details: {
    width: number;
    height: number;
    sizes: Record<string, { source_url: string; width: number; height: number }>;
  };
}

before(async () => {
  const sitePort = await freePort();
  wordpress = await startWordPress(await freePort(), {
    bundle: true,
    // Application Passwords over plain HTTP are for a local environment only.
    constants: { WP_ENVIRONMENT_TYPE: "local" },
  });
  const password = await inWordPress<string>(
    "[$p] = WP_Application_Passwords::create_new_application_password(1, array('name' => 'uploads test')); echo wp_json_encode($p);",
  );
  auth = `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
  site = await startWorker(sitePort, { CMS_ORIGIN: wordpress.origin });
});

after(async () => {
  await Promise.all([site?.stop(), wordpress?.stop()]);
});

describe("WordPress's images on the site", () => {
  let media: Media | undefined;
  const original = png(1200, 800);

  it("shows an image uploaded through the media endpoint on a news story's page, and serves it through the site", async () => {
    assert.ok(wordpress && site);
    media = await rest<Media>(
      "/wp/v2/media",
      {
        method: "POST",
        headers: {
          "content-type": "image/png",
          "content-disposition": 'attachment; filename="new-wing.png"',
        },
        body: original,
      },
      201,
    );
    assert.equal(media.mime_type, "image/png");
    const medium = media.media_details.sizes.medium_large;
    assert.ok(medium, `WordPress generated the sizes: ${Object.keys(media.media_details.sizes).join(", ")}`);
    const [story] = await rest<Array<{ id: number; slug: string }>>("/v1/news?page=1&per_page=1", {});
    assert.ok(story);
    const alt = "The new wing's front door";
    await rest(`/wp/v2/clinic_news/${story.id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        meta: { clinic_image: { src: medium.source_url, width: medium.width, height: medium.height, alt } },
      }),
    });
    const page = await fetch(`${site.url}/news/story/${story.slug}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    const tag = /<img [^>]*alt="The new wing(?:&#x27;|')s front door"[^>]*>/.exec(html)?.[0];
    assert.ok(tag, "the story's page shows the uploaded image");
    const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
    assert.equal(attribute("width"), String(medium.width));
    assert.equal(attribute("height"), String(medium.height));
    const src = attribute("src") ?? "";
    assert.match(src, /^\/uploads\/\d{4}\/\d{2}\/new-wing-768x512\.png$/);
    // Any smaller size the page offers in a srcset is served through the site too.
    const candidates = (attribute("srcset") ?? "")
      .split(",")
      .map((c) => c.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean);
    for (const candidate of candidates) {
      const offered = await bytesOf(new URL(candidate, site.url).href);
      assert.equal(offered.status, 200, candidate);
      assert.equal(offered.type, "image/png", candidate);
    }
    const shown = await bytesOf(new URL(src, site.url).href);
    const fromWordPress = await bytesOf(medium.source_url);
    assert.equal(fromWordPress.status, 200);
    assert.equal(shown.status, 200);
    assert.equal(shown.type, "image/png");
    assert.equal(shown.nosniff, "nosniff");
    assert.ok(shown.bytes.equals(fromWordPress.bytes), "the site's bytes are WordPress's");
  });

  it("serves the original upload and every size WordPress generated, byte for byte", async () => {
    assert.ok(wordpress && site && media);
    const served = await bytesOf(
      `${site.url}${new URL(media.source_url).pathname.replace(/^\/cms-service\/wp-content/, "")}`,
    );
    assert.equal(served.status, 200);
    assert.ok(served.bytes.equals(original), "the original is the uploaded file");
    // `full` is the original itself; every other entry is a size WordPress generated.
    const sizes = Object.entries(media.media_details.sizes)
      .filter(([name]) => name !== "full")
      .map(([, size]) => size);
    assert.ok(sizes.length >= 3, "thumbnail, medium and medium_large at least");
    const siteUrl = site.url;
    for (const size of sizes) {
      const path = new URL(size.source_url).pathname.replace(/^\/cms-service\/wp-content/, "");
      assert.match(path, /-\d+x\d+\.png$/);
      const [shown, direct] = await Promise.all([bytesOf(`${siteUrl}${path}`), bytesOf(size.source_url)]);
      assert.equal(shown.status, 200, path);
      assert.equal(shown.type, "image/png", path);
      assert.ok(shown.bytes.equals(direct.bytes), path);
    }
  });

  it("refuses a file in WordPress's uploads that is HTML under an image's name, and an SVG, with a message", async () => {
    assert.ok(wordpress && site && media);
    const folder = new URL(media.source_url).pathname
      .replace(/^\/cms-service\/wp-content\/uploads\//, "")
      .replace(/[^/]+$/, "");
    const dir = join(wordpress.root, "wp-content", "uploads", folder);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "not-a-picture.png"), "<!doctype html><script>alert(document.cookie)</script>");
    await writeFile(
      join(dir, "logo.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const direct = await bytesOf(
      `${wordpress.origin}/cms-service/wp-content/uploads/${folder}not-a-picture.png`,
    );
    assert.equal(direct.status, 200, "WordPress's server hands the file out as it is");
    const siteUrl = site.url;
    for (const name of ["not-a-picture.png", "logo.svg"]) {
      const res: Response = await fetch(`${siteUrl}/uploads/${folder}${name}`);
      assert.equal(res.status, 404, name);
      const text = await res.text();
      assert.doesNotMatch(text, /<script>/, name);
      assert.match(text, /not the image it claims to be|Only JPEG, PNG, GIF, WebP and AVIF/, name);
    }
    const missing = await fetch(`${siteUrl}/uploads/${folder}no-such-image.png`);
    assert.equal(missing.status, 404);
    assert.equal(await missing.text(), "There is no image at this path.");
  });
});
