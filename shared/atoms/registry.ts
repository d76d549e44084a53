/** @module The atoms serialized from the server store into `#__STATE__` and restored on the client. */
import { commonAtom, siteAtom } from "./site.ts";

/** Key → atom; both sides use this one table, so a key means the same atom everywhere. */
export const hydratedAtoms = {
  common: commonAtom,
  site: siteAtom,
} as const;
