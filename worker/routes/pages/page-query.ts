/**
 * @module A page's query checked before the page cache: a filter or flag whose value fails its rule
 * (worker/cache/page-key.ts), is given twice, or names a clinic the common data does not have, sends
 * the visitor to the same page without it (302), so it never becomes a cache key or a CMS call.
 */
import type { Context } from "hono";
import type { RouteName } from "../../../shared/routes.ts";
import { pageQuery, withQuery } from "../../cache/page-key.ts";
import { markNoStore, privateNoStore } from "../../lib/answers.ts";
import type { AppEnv } from "../../request/app-env.ts";
import { commonFor, lastCommon } from "../../request/common-data.ts";

/**
 * Whether `slug` names a location: the isolate's last common data first, else the stored common
 * data (KV, or this isolate's copy of it); when there is none at all, the page's own 503 answers.
 */
async function knownLocation(c: Context<AppEnv>, slug: string): Promise<boolean> {
  const has = (common: { locations: { post_name: string }[] } | null) =>
    common?.locations.some((l) => l.post_name === slug) ?? false;
  if (has(lastCommon(c.get("locale")))) return true;
  const common = await commonFor(c);
  return common === null || has(common);
}

/** The redirect to the page's clean URL when its query needs one, else null. */
export async function queryRedirect(c: Context<AppEnv>, name: RouteName): Promise<Response | null> {
  const url = new URL(c.req.url);
  if (url.search === "") return null;
  const { kept, clean } = pageQuery(url);
  const location = name === "jobOpenings" ? kept.find(([key]) => key === "location")?.[1] : undefined;
  const valid =
    location === undefined || (await knownLocation(c, location))
      ? kept
      : kept.filter(([key]) => key !== "location");
  if (clean && valid === kept) return null;
  markNoStore(c, privateNoStore);
  return c.redirect(withQuery(url.pathname, valid), 302);
}
