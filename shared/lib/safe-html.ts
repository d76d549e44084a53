/** @module A branded string type for HTML that has passed the sanitizer, so pages cannot render raw CMS HTML. */

declare const safe: unique symbol;
export type SafeHtml = string & { readonly [safe]: true };

/** Only the sanitizer (and fixed, code-authored markup) may call this. */
export const trustHtml = (html: string) => html as SafeHtml;

/**
 * CMS upload URLs (`/wp-content/uploads/…`, on any host, WordPress's own below `/cms-service/`) become
 * the site's paths (`/uploads/…`): a bundled file, else the CMS's image (worker/routes/uploads/).
 */
export function assetUrl(src: string): string {
  const match = /^(?:https?:\/\/[^/]+)?(?:\/cms-service)?\/wp-content\/uploads\/(.+)$/.exec(src);
  return match ? `/uploads/${match[1]}` : src;
}
