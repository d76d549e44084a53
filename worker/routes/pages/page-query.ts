/**
 * @module A page URL settled to its one spelling before the page cache, the CMS or KV see it (decision
 * 0048): a path spelled with percent-escapes (`/%61bout-us`) goes to its plain spelling (301); a query
 * that is not its one spelling (worker/cache/page-key.ts: an empty, repeated, failing or unknown
 * parameter, known ones out of order) or a job filter naming a clinic the common data does not have
 * goes to the clean URL (302). So no other spelling of a page ever becomes a cache key, a CMS call or
 * a KV write.
 */
import type { Context } from "hono";
import type { RouteName } from "../../../shared/routes.ts";
import { markNoStore, privateNoStore } from "../../lib/answers.ts";
import type { AppEnv } from "../../request/app-env.ts";
import { commonFor, lastCommon } from "../../request/common-data.ts";
import { pageQuery, withQuery } from "./page-url.ts";

/** Every character a page path of the route table can hold: a percent-escape spells one of these another way. */
const plainPath = /^[A-Za-z0-9/_-]*$/;

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

/** The path `raw` (as the request spelled it) decoded, when it is a plain path spelled with escapes; else null. */
function plainSpelling(raw: string): string | null {
  if (!raw.includes("%")) return null;
  try {
    const decoded = decodeURIComponent(raw);
    return plainPath.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** The redirect to the page's one spelling when the request used another, else null. */
export async function queryRedirect(c: Context<AppEnv>, name: RouteName): Promise<Response | null> {
  const url = new URL(c.req.url);
  const plain = plainSpelling(url.pathname);
  const query = pageQuery(plain === null ? url : new URL(`${plain}${url.search}`, url.origin));
  const location = name === "jobOpenings" ? query.kept.find(([key]) => key === "location")?.[1] : undefined;
  const knownClinic = location === undefined || (await knownLocation(c, location));
  if (plain === null && query.clean && knownClinic) return null;
  const kept = knownClinic ? query.kept : query.kept.filter(([key]) => key !== "location");
  markNoStore(c, privateNoStore);
  return c.redirect(
    withQuery(plain ?? url.pathname, [...kept, ...query.tracking]),
    plain === null ? 302 : 301,
  );
}
