/** @module A page address with a trailing slash (`/services/dental/`) leads, with its query, to the page itself (301). */
import { Hono } from "hono";
import { localeInfo, locales } from "../../shared/i18n/locales.ts";
import type { AppEnv } from "../request/app-env.ts";

/** The homes are the only pages whose address ends in a slash: `/`, and `/es/` for each prefixed language. */
const homes = new Set([
  "/",
  ...locales.filter((l) => localeInfo[l].prefix).map((l) => `${localeInfo[l].prefix}/`),
]);

/**
 * Only a path of non-empty segments is redirected, to the same origin: `//evil.example/` (which a
 * browser would read as another site once its slash is gone) or `/news//` are left to the 404.
 */
const redirectable = /^(?:\/[^/]+)+\/$/;

export const trailingSlash = new Hono<AppEnv>();

trailingSlash.get("*", async (c, next) => {
  const url = new URL(c.req.url);
  if (homes.has(url.pathname) || !redirectable.test(url.pathname)) return next();
  return c.redirect(`${url.pathname.slice(0, -1)}${url.search}`, 301);
});
