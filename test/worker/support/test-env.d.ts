/** @module The bindings vitest.config.ts adds for the tests, on top of wrangler.toml's. */
declare namespace Cloudflare {
  interface Env {
    /** The ops token the tests configure (`miniflare.bindings` in vitest.config.ts). */
    OPS_TOKEN: string;
    /** The dead-lettered submissions' own token (`miniflare.bindings` in vitest.config.ts). */
    SUBMISSIONS_TOKEN: string;
  }
}
