/** @module URL rules for sanitized CMS HTML: entity-aware scheme checks for links, images and `srcset`. */
import { decodeHTMLAttribute } from "entities";
import { assetUrl } from "../../shared/lib/safe-html.ts";

/** The value as a browser resolves it: entities decoded, control characters and whitespace gone. */
function compact(value: string): string {
  return (
    decodeHTMLAttribute(value)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a scheme
      .replace(/[\u0000-\u0020\u007f-\u009f\u00a0]/g, "")
      .toLowerCase()
  );
}

/** The part before the first `/`, `?` or `#`: where a scheme would be. */
const schemePart = (url: string) => url.split(/[/?#]/, 1)[0] ?? "";

/** Links allowed: http(s), mailto, tel, site-relative paths and fragments; never `//host` or backslashes. */
export function safeHref(value: string): boolean {
  const url = compact(value);
  if (url.includes("\\")) return false;
  if (url.startsWith("//")) return false;
  const head = schemePart(url);
  if (head.includes("&")) return false; // an unknown reference where a scheme could hide
  if (!head.includes(":")) return true;
  return /^(?:https?|mailto|tel):/.test(url);
}

/** Image sources allowed: https URLs and site paths (never `data:`, `javascript:` or `//host`). */
export function safeImageSrc(value: string): boolean {
  const url = compact(value);
  if (url.includes("\\") || url.includes("&")) return false;
  return url.startsWith("https://") || (url.startsWith("/") && !url.startsWith("//"));
}

/** A CMS `srcset` with unsafe or malformed candidates dropped and upload URLs rewritten; null if none left. */
export function cleanSrcset(value: string): string | null {
  const out = value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(
      (parts): parts is [string, string] =>
        parts.length === 2 &&
        safeImageSrc(parts[0] ?? "") &&
        /^[\w./:%-]+$/.test(parts[0] ?? "") &&
        /^(?:\d{1,5}w|\d(?:\.\d{1,2})?x)$/.test(parts[1] ?? ""),
    )
    .map(([url, descriptor]) => `${assetUrl(url)} ${descriptor}`);
  return out.length ? out.join(", ") : null;
}
