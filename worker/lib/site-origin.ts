/** @module The site's origin: SITE_URL's when it is configured, else the origin the request came to. */

/**
 * The origin the site's absolute links, feeds, sitemap and cache keys use. A request has it as
 * `c.var.origin` (set once, worker/index.ts); this is for the code that runs without a request's context.
 */
export const siteOrigin = (config: { siteUrl: string | null }, requestUrl: string | URL): string =>
  config.siteUrl ?? new URL(requestUrl).origin;
