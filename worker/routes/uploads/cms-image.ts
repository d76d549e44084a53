/**
 * @module One image from the CMS's uploads, fetched with no header of the visitor's and never following
 * a redirect, then checked: a 200, an image type both claimed and shown by its first bytes, within the
 * size limit. Anything else is an answer that says why, never the CMS's own body.
 */
import { readLimited } from "../../lib/read-limited.ts";
import { type ImageType, imageExtensions, mediaType, sniffImageType } from "./image-type.ts";

/** The largest image the site passes on (WordPress scales an original above 2560 px down to well below). */
export const uploadMaxBytes = 10 * 1024 * 1024;

const servedTypes = new Set<string>(Object.values(imageExtensions));

export type CmsImageAnswer =
  | { image: Uint8Array<ArrayBuffer>; type: ImageType; etag: string | null; lastModified: string | null }
  | { status: 404 | 502 | 504; message: string };

const refused = (status: 404 | 502 | 504, message: string): CmsImageAnswer => ({ status, message });

/** The image at `url`, checked, or the refusal to give. */
export async function fetchCmsImage(url: string, timeoutMs: number): Promise<CmsImageAnswer> {
  let upstream: Response;
  try {
    upstream = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return timedOut
      ? refused(504, "The CMS did not answer in time for this image.")
      : refused(502, "The CMS is unreachable.");
  }
  if (upstream.status !== 200) {
    await upstream.body?.cancel();
    return upstream.status === 404 || upstream.status === 410
      ? refused(404, "There is no image at this path.")
      : refused(502, `The CMS answered ${upstream.status} for this image.`);
  }
  const claimed = mediaType(upstream.headers.get("content-type"));
  if (!servedTypes.has(claimed)) {
    await upstream.body?.cancel();
    return refused(
      404,
      claimed === "image/svg+xml"
        ? "SVG images from the CMS are not served: they can carry scripts."
        : "The file at this path is not an image the site serves.",
    );
  }
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readLimited(upstream, uploadMaxBytes);
  } catch {
    return refused(504, "The CMS did not finish sending this image in time.");
  }
  if (!bytes)
    return refused(404, `This image is larger than the ${uploadMaxBytes / 1024 / 1024} MB the site serves.`);
  const type = sniffImageType(bytes);
  if (type !== claimed) return refused(404, "The file at this path is not the image it claims to be.");
  return {
    image: bytes,
    type,
    etag: upstream.headers.get("etag"),
    lastModified: upstream.headers.get("last-modified"),
  };
}
