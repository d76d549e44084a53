/**
 * @module Which `/cms-service/…` requests may reach the CMS: a (method, path) pair of the browser
 * allowlist, decided on the decoded, normalized path; anything that smells of path tricks never matches.
 */
import { browserCmsCalls } from "../../shared/cms/paths.ts";

/** Spellings that never match, before or after decoding: dot segments, encoded dots, empty segments, backslashes. */
const suspicious = /\.\.|%2e|\/\/|\\|%5c|%2f|%00|\0/i;

/** The decoded path, or null when it does not decode. */
function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The allowlisted CMS path this request may be passed on to, or null. `url` is the request URL as
 * the worker received it; a query string of any kind (`rest_route` included) never matches, since
 * the browser's calls carry none.
 */
export function allowedCmsPath(method: string, url: string): string | null {
  const parsed = new URL(url);
  if (parsed.search !== "" || url.includes("?")) return null;
  const raw = parsed.pathname;
  const plain = decoded(raw);
  if (plain === null || suspicious.test(raw) || suspicious.test(plain)) return null;
  // Normalize once more, as the CMS's web server would, and insist nothing moved.
  const normalized = new URL(plain, "http://n.invalid").pathname;
  if (normalized !== plain || normalized !== raw) return null;
  const call = browserCmsCalls.find((c) => c.method === method && c.path === normalized);
  return call ? call.path : null;
}
