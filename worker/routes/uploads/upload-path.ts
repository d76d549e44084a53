/**
 * @module Which `/uploads/…` paths may be asked of the CMS: folders and a file name of plain
 * characters ending in an image type, never `.`/`..`, a hidden file, a back slash or an encoded slash.
 */
import { imageExtensions } from "./image-type.ts";

/** Longer paths are refused unread (WordPress's are year/month/name, well under this). */
const maxPathLength = 512;
/** A decoded segment: no separator, no control character, not hidden (`.htaccess`), not `.`/`..`. */
const segmentRule = /^[^./\\\p{Cc}][^/\\\p{Cc}]*$/u;

export interface UploadPath {
  /** The segments below `uploads/`, each encoded again for the CMS's URL. */
  encoded: string;
}

/** The checked path below `/uploads/` of `pathname` (as sent, still percent-encoded), or an error saying why not. */
export function uploadPath(pathname: string): UploadPath | { error: string } {
  if (pathname.length > maxPathLength) return { error: "This image path is too long." };
  const rest = pathname.replace(/^\/uploads\//, "");
  if (rest === pathname || rest === "") return { error: "Name an image below /uploads/." };
  const segments: string[] = [];
  for (const raw of rest.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { error: "This image path is not valid." };
    }
    if (!segmentRule.test(segment)) return { error: "This image path is not valid." };
    segments.push(segment);
  }
  const extension = /\.([a-z0-9]+)$/i.exec(segments.at(-1) ?? "")?.[1]?.toLowerCase() ?? "";
  if (!imageExtensions[extension])
    return { error: "Only JPEG, PNG, GIF, WebP and AVIF images are served from /uploads/." };
  return { encoded: segments.map(encodeURIComponent).join("/") };
}
