/** @module When a page view may be reported (SPEC.md §2, DESIGN.md "Security and privacy"), pure. */

/** Pages holding forms: analytics never run there. */
const formPaths = ["/contact-us"];

export interface TrackContext {
  /** Measurement id; null when unset or in local mode (the server sends null then). */
  id: string | null;
  /** navigator.globalPrivacyControl */
  gpc: boolean;
  path: string;
}

export function shouldTrack({ id, gpc, path }: TrackContext): boolean {
  return Boolean(id) && !gpc && !formPaths.includes(path.replace(/\/+$/, "") || "/");
}

/** The same-origin proxy URL of the analytics script. */
export const analyticsScriptUrl = (id: string) => `/proxy?type=analytics&id=${encodeURIComponent(id)}`;
