/**
 * @module Where a form POST comes from: `hono/csrf` (Origin, and `Sec-Fetch-Site` where sent) for
 * every form body a browser can send cross-site, plus a refusal of any POST that declares itself
 * cross-site whatever its content type. Same origin (or the configured SITE_URL) passes.
 */
import type { Context } from "hono";
import { csrf } from "hono/csrf";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { textsFor } from "../../shared/i18n/catalogue.ts";
import { localeInfo, localeOfPath } from "../../shared/i18n/locales.ts";
import type { AppEnv } from "../request/app-env.ts";

/** The origins a form of this site is sent from: the request's own, and SITE_URL's when configured. */
function siteOrigins(c: Context<AppEnv>): string[] {
  const own = new URL(c.req.url).origin;
  const site = c.get("config").siteUrl;
  return site === null ? [own] : [own, new URL(site).origin];
}

const sameOrigin = csrf({ origin: (origin, c) => siteOrigins(c as Context<AppEnv>).includes(origin) });

/** True when the request says it comes from elsewhere, in a header a browser sets and a page cannot. */
function declaresElsewhere(c: Context<AppEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin" && site !== "none") return true;
  const origin = c.req.header("origin");
  return origin !== undefined && !siteOrigins(c).includes(origin);
}

/**
 * Refuses a form POST from another origin with 403, the code `cross-site` and a clear message in the
 * language of the path posted to (`json` for the JSON endpoints, whose islands show the code's text).
 */
export const formOrigin = (format: "json" | "text") =>
  createMiddleware<AppEnv>(async (c, next) => {
    let refused = declaresElsewhere(c);
    if (!refused) {
      try {
        await sameOrigin(c, async () => {});
      } catch (error) {
        if (!(error instanceof HTTPException) || error.status !== 403) throw error;
        refused = true;
      }
    }
    if (!refused) return next();
    const locale = localeOfPath(new URL(c.req.url).pathname);
    const code = "cross-site";
    const message = textsFor(locale)("formAnswer.crossSite");
    const headers = { "cache-control": "no-store", "content-language": localeInfo[locale].intl };
    return format === "json"
      ? c.json({ success: false, code, message }, 403, headers)
      : c.text(message, 403, headers);
  });
