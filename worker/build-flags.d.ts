/** @module Constants the bundler substitutes per wrangler environment (`[env.…define]` in wrangler.toml). */

/** False in staging and production builds: the demo CMS is left out. Undefined (built in) elsewhere. */
declare const __DEMO_CMS__: boolean | undefined;
