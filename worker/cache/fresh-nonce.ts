/**
 * @module The one way a stored page gets this response's CSP nonce. A stored page keeps its
 * render-time nonce (128+ random bits) in an internal header; its HTML is encoded once, with the
 * byte offsets where that nonce stands, and every answer copies the bytes and writes the fresh nonce
 * into those places: no HTML parsing, no string building or encoding per response. Only the render-time nonce is replaced, so anything
 * carrying another nonce (nothing should: CMS HTML is sanitized) stays blocked by the policy.
 */
import { renderNonceHeader } from "../render/nonce.ts";

/** A stored page's HTML as UTF-8 bytes and the byte offsets where its render-time nonce stands. */
export interface NonceSplit {
  bytes: Uint8Array;
  slots: number[];
  /** Bytes of the render-time nonce in each slot. */
  gap: number;
  /** Bytes of the page. */
  size: number;
}

const encoder = new TextEncoder();

/** Reads a stored page and finds its render-time nonce (named in its header) in its HTML. */
export async function splitAtRenderNonce(stored: Response): Promise<NonceSplit> {
  const html = await stored.text();
  const renderNonce = stored.headers.get(renderNonceHeader);
  const runs = (renderNonce ? html.split(renderNonce) : [html]).map((run) => encoder.encode(run));
  const nonceBytes = encoder.encode(renderNonce ?? "");
  const gap = nonceBytes.byteLength;
  const size = runs.reduce((sum, run) => sum + run.byteLength, 0) + gap * (runs.length - 1);
  const bytes = new Uint8Array(size);
  const slots: number[] = [];
  let at = 0;
  for (const [i, run] of runs.entries()) {
    if (i > 0) {
      slots.push(at);
      bytes.set(nonceBytes, at);
      at += gap;
    }
    bytes.set(run, at);
    at += run.byteLength;
  }
  return { bytes, slots, gap, size };
}

/**
 * The page's bytes with `nonce` in every slot. Every nonce is `createNonce`'s 24 base64 characters,
 * so the fresh one fits each slot: one copy of the page with the nonce written over it. (A nonce of
 * another length, which nothing makes, is spliced in instead.)
 */
function joinWithNonce({ bytes, slots, gap }: NonceSplit, nonce: string): Uint8Array {
  if (slots.length === 0) return bytes;
  const fresh = encoder.encode(nonce);
  if (fresh.byteLength === gap) {
    const body = bytes.slice();
    for (const at of slots) body.set(fresh, at);
    return body;
  }
  const body = new Uint8Array(bytes.byteLength + slots.length * (fresh.byteLength - gap));
  let from = 0;
  let to = 0;
  for (const at of slots) {
    body.set(bytes.subarray(from, at), to);
    to += at - from;
    body.set(fresh, to);
    to += fresh.byteLength;
    from = at + gap;
  }
  body.set(bytes.subarray(from), to);
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
