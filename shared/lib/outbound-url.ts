/**
 * @module The check a CMS URL passes where it leaves the site (feeds, apply buttons, map links,
 * structured data): an `https:` address written out in full, or a path or address of the site's own
 * origin; anything else (`javascript:`, `data:`, `http:`, `//host`, a foreign host where a site
 * path is expected, credentials in the address) is null and left out.
 */

/**
 * The value as a browser reads it: without the leading and trailing C0 controls and spaces it
 * ignores, and without the tabs and newlines it drops anywhere in a URL.
 */
const compact = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these around a URL
  value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");

const parse = (value: string, base?: string) => (URL.canParse(value, base) ? new URL(value, base) : null);

/** An `https:` URL written out in full (a scheme, a host, no user or password), normalized; else null. */
export function httpsUrl(value: string): string | null {
  const text = compact(value);
  // `https:host` and `https:\\host` mean another address relative to a page than on their own.
  if (!/^https:\/\/[^/\\]/i.test(text)) return null;
  const url = parse(text);
  if (url?.protocol !== "https:" || url.hostname === "" || url.username || url.password) return null;
  return url.href;
}

/**
 * A path of the site (`/…`, never `//host` or `/\host`) or an absolute URL on the site's `origin`,
 * as an absolute URL on that origin; else null.
 */
export function siteUrl(value: string, origin: string): string | null {
  const text = compact(value);
  const own = parse(origin);
  if (!own) return null;
  const url = text.startsWith("/") ? parse(text, own.origin) : parse(text);
  if (!url || url.origin !== own.origin || url.username || url.password) return null;
  return url.href;
}

/** A link that may leave the site: `siteUrl` or `httpsUrl`, else null. */
export const outboundUrl = (value: string, origin: string): string | null =>
  siteUrl(value, origin) ?? httpsUrl(value);
