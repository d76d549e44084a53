/** @module A few seconds of isolate memory in front of the Cache API for pages that are requested often. */

/** How long a page copied from the Cache API is answered from memory. */
export const hotSeconds = 5;
/** Most pages kept; the oldest entry is dropped first. */
const maxPages = 64;
/** Largest page kept in memory, in bytes. */
const maxBytes = 256 * 1024;

interface HotPage {
  body: ArrayBuffer;
  init: ResponseInit;
  /** Render time of the cached copy (ms since epoch), for HIT ages. */
  renderedAt: number;
  expires: number;
}

const pages = new Map<string, HotPage>();

/** The page stored under `key` if it is still hot, as a fresh Response each time. */
export function hotPage(
  key: string,
  now = Date.now(),
): { response: Response; renderedAt: number; status: number } | null {
  const page = pages.get(key);
  if (!page) return null;
  if (page.expires <= now) {
    pages.delete(key);
    return null;
  }
  return {
    response: new Response(page.body.slice(0), page.init),
    renderedAt: page.renderedAt,
    status: page.init.status ?? 200,
  };
}

/** Keeps a fresh cached copy in memory until `freshUntil` or `hotSeconds` from now, whichever is first. */
export async function keepHot(
  key: string,
  cached: Response,
  renderedAt: number,
  freshUntil: number,
): Promise<Response> {
  const body = await cached.arrayBuffer();
  const init = { status: cached.status, headers: [...cached.headers] };
  if (body.byteLength <= maxBytes) {
    if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
    pages.set(key, { body, init, renderedAt, expires: Math.min(freshUntil, Date.now() + hotSeconds * 1000) });
  }
  return new Response(body.slice(0), init);
}

/** Forgets every hot page (purges, tests). */
export function forgetHotPages(): void {
  pages.clear();
}

/** Forgets one hot page. */
export function forgetHotPage(key: string): void {
  pages.delete(key);
}
