/**
 * @module The one way a stored page gets this response's CSP nonce. A stored page keeps its
 * render-time nonce (128+ random bits) in an internal header; its HTML is split into UTF-8 byte runs
 * at that nonce once, and every answer joins the runs with the fresh nonce: no HTML parsing, no
 * string building or encoding per response. Only the render-time nonce is replaced, so anything
 * carrying another nonce (nothing should: CMS HTML is sanitized) stays blocked by the policy.
 */
import { renderNonceHeader } from "../render/nonce.ts";

/** A stored page's HTML as byte runs around its render-time nonce. */
export interface NonceSplit {
  parts: Uint8Array[];
  /** Total bytes of `parts`. */
  size: number;
}

const encoder = new TextEncoder();

/** Reads a stored page and splits its HTML at the render-time nonce named in its header. */
export async function splitAtRenderNonce(stored: Response): Promise<NonceSplit> {
  const html = await stored.text();
  const renderNonce = stored.headers.get(renderNonceHeader);
  const parts = (renderNonce ? html.split(renderNonce) : [html]).map((part) => encoder.encode(part));
  return { parts, size: parts.reduce((sum, part) => sum + part.byteLength, 0) };
}

/** The page's bytes with `nonce` wherever the render-time nonce was. */
function joinWithNonce({ parts, size }: NonceSplit, nonce: string): Uint8Array {
  const [first, ...rest] = parts;
  if (!first) return new Uint8Array(0);
  if (rest.length === 0) return first;
  // Nonces are ASCII (base64), so the new one's bytes are as many as its characters.
  const gap = encoder.encode(nonce);
  const body = new Uint8Array(size + rest.length * gap.byteLength);
  body.set(first, 0);
  let at = first.byteLength;
  for (const part of rest) {
    body.set(gap, at);
    at += gap.byteLength;
    body.set(part, at);
    at += part.byteLength;
  }
  return body;
}

/** A response of the split page that carries `nonce`; `init.headers` are the visitor's (no internal ones). */
export function respondWithNonce(
  split: NonceSplit,
  init: { status: number; headers: HeadersInit },
  nonce: string,
): Response {
  return new Response(joinWithNonce(split, nonce), init);
}

/** A stored page, read whole, as a response carrying `nonce` (its render-time nonce header dropped). */
export async function withFreshNonce(stored: Response, nonce: string): Promise<Response> {
  const headers = new Headers(stored.headers);
  headers.delete(renderNonceHeader);
  return respondWithNonce(await splitAtRenderNonce(stored), { status: stored.status, headers }, nonce);
}
