/** @module The security policies: the page CSP (hashes fixed per build), the Permissions-Policy, the other fixed headers. */

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

/**
 * The policy of everything that is not HTML (API answers, feeds, redirects), the same as the static
 * assets get from `public/_headers`: nothing in such a response may load or run anything.
 */
export const resourcePolicy =
  "default-src 'none'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/** Browser features the site never uses; each is denied to the page and to every frame. */
const deniedFeatures = [
  "accelerometer",
  "ambient-light-sensor",
  "autoplay",
  "bluetooth",
  "browsing-topics",
  "camera",
  "display-capture",
  "document-domain",
  "encrypted-media",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "interest-cohort",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/** The headers every response carries besides the CSP. */
export const fixedHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": deniedFeatures.map((f) => `${f}=()`).join(", "),
  "Cross-Origin-Resource-Policy": "same-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Origin-Agent-Cluster": "?1",
};
