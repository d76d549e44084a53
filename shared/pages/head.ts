/** @module What a page says about itself in `<head>`: title, description, canonical path, structured data. */

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL (joined to the site origin). */
  path: string;
  /** `false`: the page names no canonical URL (the not-found page, answered at any address). */
  canonical?: false;
  image?: string;
  type?: "website" | "article";
  jsonLd?: object[];
  noindex?: boolean;
  /** The same page in each language it exists in, and `x-default` (`<link rel="alternate" hreflang>`). */
  alternates?: Array<{ hreflang: string; path: string }>;
  /** Feeds the page advertises (`<link rel="alternate">`): MIME type, title, path. */
  feeds?: Array<{ type: string; title: string; href: string }>;
}
