/** @module The page CSP, its hashes fixed per build (the headers every response carries: fixed-headers.ts). */

import { clientManifest } from "../render/manifest.ts";

/** Video embeds the CMS sanitizer keeps (see sanitize.ts) and the bot-check widget's frames. */
const frameHosts = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
];
/** Analytics beacons, bot-check calls and the maps API, each loaded only when configured. */
const connectHosts = [
  "https://www.google-analytics.com",
  "https://region1.google-analytics.com",
  "https://www.googletagmanager.com",
  "https://www.google.com/recaptcha/",
  "https://maps.googleapis.com",
];
/** Map tiles and markers, the analytics pixel. Every CMS image is served from `/uploads`. */
const imageHosts = [
  "https://maps.googleapis.com",
  "https://maps.gstatic.com",
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
];

/**
 * The page policy, the same for every page of a build (decision 0043): the only scripts that run are
 * the two inline scripts every page carries, allowed by their hashes, and what they load
 * ('strict-dynamic'); styles come from this origin or are the build's inlined stylesheet, allowed by
 * its hash. Data blocks (the state, JSON-LD) are not scripts a policy governs.
 */
export const pagePolicy = [
  "default-src 'self'",
  `script-src '${clientManifest.loader.hash}' '${clientManifest.speculationRules.hash}' 'strict-dynamic'`,
  `style-src 'self' '${clientManifest.style.hash}'`,
  `img-src 'self' data: ${imageHosts.join(" ")}`,
  "font-src 'self'",
  `connect-src 'self' ${connectHosts.join(" ")}`,
  `frame-src ${frameHosts.join(" ")}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "upgrade-insecure-requests",
].join("; ");
