/** @module The headers every response carries, the holding page's too: the fixed ones and the policy of whatever is not a page. */

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
