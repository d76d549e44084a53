/** @module `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, and until when that holds. */
import { Hono } from "hono";
import type { Config } from "../env.ts";
import type { AppEnv } from "../request/app-env.ts";

const securityTxtPath = "/.well-known/security.txt";
/** With no SECURITY_EXPIRES (local only), the file expires this many days from the start of today (UTC). */
const localDays = 180;

/** The Expires value: the configured date-time, or (local) 180 days from today, as RFC 3339 in UTC. */
export function expiresOf(config: Pick<Config, "securityExpires">, now = Date.now()): string {
  const day = 24 * 60 * 60 * 1000;
  const at =
    config.securityExpires === null
      ? Math.floor(now / day) * day + localDays * day
      : Date.parse(config.securityExpires);
  return new Date(at).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The file's text: Contact, Expires, languages, and Canonical at the site's `origin`. */
function securityTxt(config: Config, origin: string): string {
  return [
    `Contact: ${config.securityContact}`,
    `Expires: ${expiresOf(config)}`,
    "Preferred-Languages: en, es",
    `Canonical: ${origin}${securityTxtPath}`,
    "",
  ].join("\n");
}

export const securityTxtRoute = new Hono<AppEnv>();

securityTxtRoute.get(securityTxtPath, (c) =>
  c.body(securityTxt(c.get("config"), c.get("origin")), 200, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "public, max-age=86400",
  }),
);
