/** @module What a purge may name, as a valibot schema shared by the ops route and the purge command line. */
import * as v from "valibot";

/** Most paths in one purge (Cloudflare's per-call limit for purging by URL). */
export const maxPurgePaths = 30;

const pagePath = v.pipe(
  v.string(),
  v.maxLength(2000, "must be at most 2000 characters"),
  v.regex(/^\/(?!\/)[^\s#]*$/, "must start with / and hold no spaces or #"),
);

/** Everything, the common data only, or a list of page paths. */
export const purgeTarget = v.union([
  v.strictObject({ scope: v.picklist(["all", "common"]) }),
  v.strictObject({
    paths: v.pipe(
      v.array(pagePath),
      v.minLength(1, "give at least one path"),
      v.maxLength(maxPurgePaths, `give at most ${maxPurgePaths} paths`),
    ),
  }),
]);

export type PurgeTarget = v.InferOutput<typeof purgeTarget>;
