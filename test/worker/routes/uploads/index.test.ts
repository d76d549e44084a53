/**
 * @module `/uploads/…`: the bundled files first, then WordPress's images from the CMS origin, checked by
 * type and first bytes, size-limited, never HTML or SVG, kept at the edge; bad paths refused unasked
 * (the CMS origin is a fake of the outbound fetch).
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadMaxBytes } from "../../../../worker/routes/uploads/cms-image.ts";
import { EdgeNetwork } from "../../../support/workers-cache/edge.ts";
import { call } from "../../support/app.ts";
import { workerBehind } from "../../support/edge.ts";

const cms = "https://cms.clinic.test";
const withCms = { CMS_ORIGIN: cms };
const uploadsOnCms = `${cms}/cms-service/wp-content/uploads`;

/** The first bytes of each format, then filler: what the route sniffs. */
const png = (size = 64) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const html = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/** Fakes the CMS origin: `answer` gets each request the route sends; `sent` keeps them. */
function fakeCms(answer: (request: Request) => Response | Promise<Response>) {
  const sent: Request[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    sent.push(request);
    return answer(request);
  });
  return sent;
}

const image = (bytes: Uint8Array, type: string, headers: Record<string, string> = {}) =>
  new Response(bytes, { headers: { "content-type": type, ...headers } });

afterEach(() => vi.restoreAllMocks());

describe("/uploads/ without a CMS (the demo)", () => {
  it("answers a bundled file from the static assets, byte for byte, without asking anyone", async () => {
    const sent = fakeCms(() => new Response("no", { status: 500 }));
    const response = await call("/uploads/news/team.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const bundled = await env.ASSETS.fetch("http://clinic.test/uploads/news/team.svg");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(await bundled.arrayBuffer()));
    expect(sent).toEqual([]);
  });

  it("answers a missing file with the asset server's 404 page", async () => {
    const sent = fakeCms(() => image(png(), "image/png"));
    const response = await call("/uploads/2026/11/photo.png");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("File not found");
    expect(sent).toEqual([]);
  });
});

describe("/uploads/ with WordPress as the CMS", () => {
  it("still answers a bundled file from the static assets first", async () => {
    const sent = fakeCms(() => image(png(), "image/png"));
    const response = await call("/uploads/news/team.svg", {}, withCms);
    expect(response.status).toBe(200);
    expect(sent).toEqual([]);
  });

  it("serves WordPress's image with its type, nosniff and the edge's week, asking for nothing of the visitor's", async () => {
    const bytes = png(300);
    const sent = fakeCms(() => image(bytes, "image/png", { etag: '"abc"' }));
    const response = await call(
      "/uploads/2026/11/photo.png",
      { headers: { cookie: "wordpress_logged_in_x=secret", authorization: "Bearer visitor" } },
      withCms,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("cloudflare-cdn-cache-control")).toMatch(
      /^max-age=604800, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
    expect(response.headers.get("cache-tag")).toBe("uploads,path:/uploads/2026/11/photo.png");
    expect(response.headers.get("etag")).toBe('"abc"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(sent.map((r) => r.url)).toEqual([`${uploadsOnCms}/2026/11/photo.png`]);
    expect(sent[0]?.redirect).toBe("manual");
    expect(sent[0]?.headers.has("cookie")).toBe(false);
    expect(sent[0]?.headers.has("authorization")).toBe(false);
  });

  it("serves each size WordPress generates at its own path, as a srcset names them", async () => {
    const sent = fakeCms(() => image(jpeg(), "image/jpeg"));
    for (const name of [
      "photo-300x200.jpg",
      "photo-768x512.jpg",
      "photo-1024x683.jpg",
      "photo-scaled.jpeg",
    ]) {
      const response = await call(`/uploads/2026/11/${name}`, {}, withCms);
      expect(response.status, name).toBe(200);
      expect(response.headers.get("content-type"), name).toBe("image/jpeg");
    }
    expect(sent.map((r) => r.url.replace(uploadsOnCms, ""))).toEqual([
      "/2026/11/photo-300x200.jpg",
      "/2026/11/photo-768x512.jpg",
      "/2026/11/photo-1024x683.jpg",
      "/2026/11/photo-scaled.jpeg",
    ]);
  });

  it("passes on a file name WordPress kept in another script, encoded as it was sent", async () => {
    const sent = fakeCms(() => image(png(), "image/png"));
    const response = await call("/uploads/2026/11/cl%C3%ADnica%20nueva.png", {}, withCms);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-tag")).toBe("uploads,path:/uploads/2026/11/cl%C3%ADnica%20nueva.png");
    expect(sent.map((r) => r.url)).toEqual([`${uploadsOnCms}/2026/11/cl%C3%ADnica%20nueva.png`]);
  });

  it("answers HEAD with the image's headers and no body", async () => {
    fakeCms(() => image(png(100), "image/png"));
    const response = await call("/uploads/2026/11/head.png", { method: "HEAD" }, withCms);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("100");
    expect(await response.text()).toBe("");
  });

  it("never serves HTML as an image, whatever type the CMS claims for it", async () => {
    for (const type of ["text/html; charset=UTF-8", "image/png", "image/jpeg"]) {
      fakeCms(() => image(html, type));
      const response = await call("/uploads/2026/11/page.png", {}, withCms);
      expect(response.status, type).toBe(404);
      expect(response.headers.get("content-type"), type).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text, type).toMatch(/not (?:an image the site serves|the image it claims to be)/);
      expect(text, type).not.toContain("<script>");
      vi.restoreAllMocks();
    }
  });

  it("refuses SVG from the CMS, with or without a script in it, and says why", async () => {
    fakeCms(() => image(svg, "image/svg+xml"));
    const response = await call("/uploads/2026/11/logo.png", {}, withCms);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("SVG images from the CMS are not served: they can carry scripts.");
    const sent = fakeCms(() => image(svg, "image/svg+xml"));
    const named = await call("/uploads/2026/11/logo.svg", {}, withCms);
    expect(named.status).toBe(404);
    expect(await named.text()).toMatch(/Only JPEG, PNG, GIF, WebP and AVIF/);
    expect(sent).toEqual([]);
  });

  it("refuses an image over the size limit, declared or streamed, with a message", async () => {
    fakeCms(() => image(png(16), "image/png", { "content-length": String(uploadMaxBytes + 1) }));
    const declared = await call("/uploads/2026/11/huge.png", {}, withCms);
    expect(declared.status).toBe(404);
    expect(await declared.text()).toBe("This image is larger than the 10 MB the site serves.");
    fakeCms(() => {
      const chunk = png(1024 * 1024);
      let sentChunks = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sentChunks++ > 10) controller.close();
          else controller.enqueue(chunk);
        },
      });
      return new Response(body, { headers: { "content-type": "image/png" } });
    });
    const streamed = await call("/uploads/2026/11/streamed.png", {}, withCms);
    expect(streamed.status).toBe(404);
    expect(await streamed.text()).toMatch(/larger than the 10 MB/);
  });

  it("refuses traversal, hidden files, other file types and encoded separators without asking the CMS", async () => {
    const sent = fakeCms(() => image(png(), "image/png"));
    for (const path of [
      "/uploads/%2e%2e/wp-config.png",
      "/uploads/2026/%2E%2E/%2E%2E/x.png",
      "/uploads/..%2f..%2fwp-config.png",
      "/uploads/2026/..%5c..%5cwp-config.png",
      "/uploads/2026/.hidden.png",
      "/uploads/2026/11/shell.php",
      "/uploads/2026/11/page.html",
      "/uploads/2026/11/",
      "/uploads/2026/11/bad%ZZname.png",
      "/uploads/2026/11/nul%00.png",
      `/uploads/${"a/".repeat(300)}x.png`,
    ]) {
      const response = await call(path, {}, withCms);
      expect(response.status, path).toBe(404);
      expect((await response.text()).length, path).toBeGreaterThan(10);
    }
    expect(sent).toEqual([]);
  });

  it("says 404 for an image WordPress does not have, and 502/504 when the CMS fails, never 500", async () => {
    fakeCms(
      () => new Response("<h1>Not found</h1>", { status: 404, headers: { "content-type": "text/html" } }),
    );
    const missing = await call("/uploads/2026/11/gone.png", {}, withCms);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("There is no image at this path.");
    expect(missing.headers.get("cloudflare-cdn-cache-control")).toMatch(/^max-age=60,/);
    fakeCms(() => new Response(null, { status: 301, headers: { location: "https://elsewhere.test/x.png" } }));
    const moved = await call("/uploads/2026/11/moved.png", {}, withCms);
    expect(moved.status).toBe(502);
    expect(await moved.text()).toBe("The CMS answered 301 for this image.");
    fakeCms(() => Promise.reject(new TypeError("connection refused")));
    const down = await call("/uploads/2026/11/down.png", {}, withCms);
    expect(down.status).toBe(502);
    expect(down.headers.get("cache-control")).toBe("no-store");
    fakeCms(() => Promise.reject(new DOMException("timed out", "TimeoutError")));
    const slow = await call("/uploads/2026/11/slow.png", {}, withCms);
    expect(slow.status).toBe(504);
  });

  it("answers 405 to anything but GET and HEAD", async () => {
    const response = await call("/uploads/2026/11/photo.png", { method: "POST", body: "x" }, withCms);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("is kept at the edge: a second visitor gets the image without a second call to the CMS", async () => {
    const bytes = png(200);
    const sent = fakeCms(() => image(bytes, "image/png"));
    const network = new EdgeNetwork();
    const front = network.location("test", workerBehind(network, withCms));
    const first = await front(new Request("http://clinic.test/uploads/2026/11/edge.png"));
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(bytes);
    await network.settled();
    const second = await front(new Request("http://clinic.test/uploads/2026/11/edge.png"));
    expect(second.headers.get("cf-cache-status")).toBe("HIT");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    expect(second.headers.has("cloudflare-cdn-cache-control")).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
