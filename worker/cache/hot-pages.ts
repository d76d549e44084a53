/** @module A few seconds of isolate memory in front of the Cache API for pages that are requested often. */
import { isolateState } from "../lib/isolate-state.ts";

/** How long a page copied from the Cache API is answered from memory. */
const hotSeconds = 5;
/** Most pages kept; the oldest entry is dropped first. */
const maxPages = 64;
/** Largest page kept in memory, in bytes. */
const maxBytes = 256 * 1024;

interface HotPage {
  /** The page as stored: every answer is these bytes. */
  body: ArrayBuffer;
  /** The headers a visitor gets with the page (X-Cache and browser cache rules included). */
  headers: [string, string][];
  status: number;
  /** The route pattern that answered it (for the page log). */
  route: string;
  /** Render time of the cached copy (ms since epoch), for freshness. */
  renderedAt: number;
  expires: number;
}

const pages = new Map<string, HotPage>();

/** Forgets every hot page (purges, tests). */
export const forgetHotPages = isolateState("hot pages", () => pages.clear());

/** Headers a caller adds to every answer from memory, worked out once per hot page (see `hotPage`). */
export type Dress = (headers: [string, string][]) => HeadersInit;

const respond = (page: HotPage, dress?: Dress) =>
  new Response(page.body, { status: page.status, headers: dress ? dress(page.headers) : page.headers });

/**
 * The page stored under `key` if it is still hot, as a fresh Response; `dress` (memoized per page by
 * the caller) adds the caller's own headers to the page's.
 */
export function hotPage(
  key: string,
  now = Date.now(),
  dress?: Dress,
): { response: Response; renderedAt: number; status: number; route: string } | null {
  const page = pages.get(key);
  if (!page) return null;
  if (page.expires <= now) {
    pages.delete(key);
    return null;
  }
  return {
    response: respond(page, dress),
    renderedAt: page.renderedAt,
    status: page.status,
    route: page.route,
  };
}

/**
 * Keeps a fresh cached copy in memory until `freshUntil` or `hotSeconds` from now, whichever is
 * first, and returns it with `headers`, the visitor's headers.
 */
export async function keepHot(
  key: string,
  cached: Response,
  headers: [string, string][],
  renderedAt: number,
  freshUntil: number,
  route: string,
): Promise<Response> {
  const page: HotPage = {
    body: await cached.arrayBuffer(),
    headers,
    status: cached.status,
    route,
    renderedAt,
    expires: Math.min(freshUntil, Date.now() + hotSeconds * 1000),
  };
  if (page.body.byteLength <= maxBytes) {
    if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
  }
  return respond(page);
}

/** Forgets one hot page. */
export function forgetHotPage(key: string): void {
  pages.delete(key);
}
