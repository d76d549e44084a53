/**
 * @module Where the ops tools may send a bearer token: over https anywhere, over plain http only to
 * this machine (loopback), so no network on the way can read an ops token.
 */

/** Loopback hosts as `URL` spells them. */
const loopback = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Null when a token may go to `origin`; otherwise what to tell the operator. */
export function tokenRefusal(origin: string, tokenName = "OPS_TOKEN"): string | null {
  const url = new URL(origin);
  if (url.protocol === "https:" || (url.protocol === "http:" && loopback.test(url.hostname))) return null;
  return `refusing to send ${tokenName} to ${url.origin}: use https (plain http only to 127.0.0.1, localhost or [::1])`;
}
