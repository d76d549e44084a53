/** @module What a purge may name, as a valibot schema shared by the ops route and the purge command line. */
import * as v from "valibot";

/** Most paths in one purge (each is a tag in every language, and its feeds). */
export const maxPurgePaths = 30;
/** Most tags or path prefixes in one purge: what one Workers Cache purge call takes. */
export const maxPurgeItems = 100;

const pagePath = v.pipe(
  v.string(),
  v.maxLength(2000, "must be at most 2000 characters"),
  v.regex(/^\/(?!\/)[^\s#]*$/, "must start with / and hold no spaces or #"),
);

/** A Cache-Tag as Cloudflare keeps it: printable ASCII, at most 1024 characters. */
const tag = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,1024}$/, "must be printable ASCII without spaces"));

/**
 * How the edge drops what a purge names: `invalidate` (the default) keeps the copies as stale, so one
 * may answer while the page renders again, and through a CMS outage; `purge` removes them, for a page
 * that must disappear.
 */
const mode = v.optional(v.picklist(["invalidate", "purge"]));

const list = <T extends v.GenericSchema<string>>(item: T, max: number) =>
  v.pipe(v.array(item), v.minLength(1, "give at least one"), v.maxLength(max, `give at most ${max}`));

/** Everything, the common data only, page paths, Cache-Tags, or path prefixes. */
export const purgeTarget = v.union([
  v.strictObject({ scope: v.picklist(["all", "common"]), mode }),
  v.strictObject({ paths: list(pagePath, maxPurgePaths), mode }),
  v.strictObject({ tags: list(tag, maxPurgeItems), mode }),
  v.strictObject({ prefixes: list(pagePath, maxPurgeItems), mode }),
]);

export type PurgeTarget = v.InferOutput<typeof purgeTarget>;
