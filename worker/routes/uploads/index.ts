/**
 * @module `/uploads/…`: the site's own bundled files first (the demo CMS's pictures), then, with a CMS
 * configured, the image at the same path in WordPress's uploads, checked (cms-image.ts) and kept at the
 * edge (decision 0049). Every other answer is a 404, 405, 502 or 504 that says why.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { cmsServiceRoot } from "../../../shared/cms/paths.ts";
import { cacheTagHeader } from "../../cache/platform.ts";
import { pathTag } from "../../cache/tags.ts";
import { methodNotAllowed, textError } from "../../lib/answers.ts";
import type { AppEnv } from "../../request/app-env.ts";
import { fetchCmsImage } from "./cms-image.ts";
import { uploadPath } from "./upload-path.ts";

/** The tag of every image from the CMS: one purge refreshes them all. */
const uploadsTag = "uploads";
/** Browsers keep an image a day; WordPress gives an edited image a new file name. */
const browserPolicy = "public, max-age=86400";
/** The edge keeps one a week (a purge by tag or path reaches it sooner), and serves it stale through an outage. */
const edgeFreshSeconds = 7 * 24 * 3600;
/** A path the CMS has no image at is asked for again after this long. */
const missingSeconds = 60;
/** Workers Cache's policy header (consumed by the edge, never sent on), as worker/cache/html-cache.ts sets it. */
const edgePolicyHeader = "cloudflare-cdn-cache-control";

/** Marks `response` as the edge keeps it: fresh for `fresh` seconds, tagged with its path (as sent) and `uploads`. */
function edgeKept(c: Context<AppEnv>, response: Response, fresh: number): Response {
  const stale = c.get("config").cacheMaxStaleSeconds;
  response.headers.set(
    edgePolicyHeader,
    `max-age=${fresh}, stale-while-revalidate=${stale}, stale-if-error=${stale}`,
  );
  response.headers.set(cacheTagHeader, `${uploadsTag},${pathTag(new URL(c.req.url).pathname)}`);
  return response;
}

export const uploads = new Hono<AppEnv>();

uploads.all("/uploads/*", async (c) => {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") return methodNotAllowed(c, ["GET", "HEAD"]);
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  const cmsOrigin = c.get("config").cmsOrigin;
  // A bundled file (or its 304) answers as the asset server gives it; without a CMS so does its 404 page.
  if (asset.status !== 404 || cmsOrigin === null) return asset;
  await asset.body?.cancel();
  const path = uploadPath(new URL(c.req.url).pathname);
  if ("error" in path) return textError(c, 404, path.error);
  const { cmsTimeoutMs } = c.get("config");
  const url = `${cmsOrigin}${cmsServiceRoot}/wp-content/uploads/${path.encoded}`;
  const answer = await fetchCmsImage(url, cmsTimeoutMs);
  if ("status" in answer) {
    if (answer.status !== 404) return textError(c, answer.status, answer.message);
    const missing = c.text(answer.message, 404, { "cache-control": `public, max-age=${missingSeconds}` });
    return edgeKept(c, missing, missingSeconds);
  }
  const headers = new Headers({
    "content-type": answer.type,
    "content-length": String(answer.image.byteLength),
    "cache-control": browserPolicy,
    "x-content-type-options": "nosniff",
  });
  if (answer.etag) headers.set("etag", answer.etag);
  if (answer.lastModified) headers.set("last-modified", answer.lastModified);
  return edgeKept(c, new Response(method === "HEAD" ? null : answer.image, { headers }), edgeFreshSeconds);
});
