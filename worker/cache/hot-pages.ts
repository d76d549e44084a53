/** @module A few seconds of isolate memory in front of the Cache API for pages that are requested often. */
import { renderNonceHeader } from "../render/nonce.ts";

/** How long a page copied from the Cache API is answered from memory. */
export const hotSeconds = 5;
/** Most pages kept; the oldest entry is dropped first. */
const maxPages = 64;
/** Largest page kept in memory, in bytes. */
const maxBytes = 256 * 1024;

interface HotPage {
  /**
   * The HTML's UTF-8 bytes split at its render-time nonce, so a fresh nonce is put in by copying
   * bytes (no HTML parsing, no string building or encoding per response).
   */
  parts: Uint8Array[];
  /** Total bytes of `parts`. */
  size: number;
  headers: [string, string][];
  status: number;
  /** Render time of the cached copy (ms since epoch), for HIT ages. */
  renderedAt: number;
  expires: number;
}

const pages = new Map<string, HotPage>();

const encoder = new TextEncoder();

/** The page as a response that already carries `nonce` where the render-time nonce was. */
function respond(page: HotPage, nonce: string): Response {
  const headers = new Headers(page.headers);
  const [first, ...rest] = page.parts;
  if (rest.length === 0) return new Response(first ?? null, { status: page.status, headers });
  headers.set(renderNonceHeader, nonce);
  // Nonces are ASCII (base64), so the new one's bytes are as many as its characters.
  const gap = encoder.encode(nonce);
  const body = new Uint8Array(page.size + rest.length * gap.byteLength);
  body.set(first!, 0);
  let at = first!.byteLength;
  for (const part of rest) {
    body.set(gap, at);
    at += gap.byteLength;
    body.set(part, at);
    at += part.byteLength;
  }
  return new Response(body, { status: page.status, headers });
}

/** The page stored under `key` if it is still hot, as a fresh Response carrying `nonce`. */
export function hotPage(
  key: string,
  nonce: string,
  now = Date.now(),
): { response: Response; renderedAt: number; status: number } | null {
  const page = pages.get(key);
  if (!page) return null;
  if (page.expires <= now) {
    pages.delete(key);
    return null;
  }
  return { response: respond(page, nonce), renderedAt: page.renderedAt, status: page.status };
}

/**
 * Keeps a fresh cached copy in memory until `freshUntil` or `hotSeconds` from now, whichever is first,
 * and returns it carrying `nonce`. Only the render-time nonce (128 random bits, in the header) is
 * replaced: the same elements the HTML rewriter would give the fresh nonce.
 */
export async function keepHot(
  key: string,
  cached: Response,
  renderedAt: number,
  freshUntil: number,
  nonce: string,
): Promise<Response> {
  const html = await cached.text();
  const renderNonce = cached.headers.get(renderNonceHeader);
  const parts = (renderNonce ? html.split(renderNonce) : [html]).map((part) => encoder.encode(part));
  const page: HotPage = {
    parts,
    size: parts.reduce((sum, part) => sum + part.byteLength, 0),
    headers: [...cached.headers],
    status: cached.status,
    renderedAt,
    expires: Math.min(freshUntil, Date.now() + hotSeconds * 1000),
  };
  if (page.size <= maxBytes) {
    if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
  }
  return respond(page, nonce);
}

/** Forgets every hot page (purges, tests). */
export function forgetHotPages(): void {
  pages.clear();
}

/** Forgets one hot page. */
export function forgetHotPage(key: string): void {
  pages.delete(key);
}
