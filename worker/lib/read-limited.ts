/** @module Reads a body stream up to a byte limit, cancelling the stream as soon as it is exceeded. */

/** The body's bytes, or null when it is larger than `limit` bytes. */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const out = new Uint8Array(0);
  if (!body) return out;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/** The body as UTF-8 text, or null when it is larger than `limit` bytes. */
export async function readLimitedText(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<string | null> {
  const bytes = await readLimited(body, limit);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}
