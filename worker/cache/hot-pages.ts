/** @module A few seconds of isolate memory in front of the Cache API for pages that are requested often. */
import { isolateState } from "../lib/isolate-state.ts";
import type { StoredPage } from "./html-cache.ts";

/** How long a page copied from the Cache API is answered from memory. */
const hotSeconds = 5;
/** Most pages kept; the oldest entry is dropped first. */
const maxPages = 64;
/** Largest page kept in memory, in bytes. */
const maxBytes = 256 * 1024;

interface HotPage {
  /** The page as stored: every answer is its bytes. */
  page: StoredPage;
  /** The headers a visitor gets with it from memory (X-Cache and browser cache rules included). */
  headers: [string, string][];
  /** The route pattern that answered it (for the page log). */
  route: string;
  expires: number;
}

const pages = new Map<string, HotPage>();

/** Forgets every hot page (purges, tests). */
export const forgetHotPages = isolateState("hot pages", () => pages.clear());

/** Headers a caller adds to every answer from memory, worked out once per hot page (see `hotPage`). */
export type Dress = (headers: [string, string][]) => HeadersInit;

/**
 * The page stored under `key` if it is still hot, as a fresh Response; `dress` (memoized per page by
 * the caller) adds the caller's own headers to the page's.
 */
export function hotPage(
  key: string,
  now = Date.now(),
  dress?: Dress,
): { response: Response; renderedAt: number; purgeSeen: number; status: number; route: string } | null {
  const hot = pages.get(key);
  if (!hot) return null;
  if (hot.expires <= now) {
    pages.delete(key);
    return null;
  }
  const { page } = hot;
  const headers = dress ? dress(hot.headers) : hot.headers;
  return {
    response: new Response(page.body, { status: page.status, headers }),
    renderedAt: page.renderedAt,
    purgeSeen: page.purgeSeen,
    status: page.status,
    route: hot.route,
  };
}

/** Keeps a fresh copy in memory until `freshUntil` or `hotSeconds` from now, whichever is first. */
export function keepHot(
  key: string,
  { page, headers, route, freshUntil }: Omit<HotPage, "expires"> & { freshUntil: number },
): void {
  if (page.body.byteLength > maxBytes) return;
  if (pages.size >= maxPages && !pages.has(key)) pages.delete(pages.keys().next().value as string);
  pages.set(key, { page, headers, route, expires: Math.min(freshUntil, Date.now() + hotSeconds * 1000) });
}

/** Forgets one hot page. */
export function forgetHotPage(key: string): void {
  pages.delete(key);
}
