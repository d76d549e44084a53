/** @module Reads an upstream response's body up to a byte limit, without reading past it (request bodies use hono/body-limit). */

/** What the reader needs of a response. */
type Message = Pick<Response, "body" | "headers" | "arrayBuffer">;

/**
 * The body's bytes, or null when it is larger than `limit` bytes. A declared Content-Length over
 * the limit is refused before anything is read. A body declared within the limit is read in one
 * go (HTTP framing holds it to that length; the result is checked all the same); any other body is
 * counted chunk by chunk and the stream cancelled as soon as it passes the limit.
 */
export async function readLimited(message: Message, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const body = message.body;
  if (!body) return new Uint8Array(0);
  const declared = message.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared)) {
    if (Number(declared) > limit) {
      await body.cancel();
      return null;
    }
    const bytes = new Uint8Array(await message.arrayBuffer());
    return bytes.byteLength > limit ? null : bytes;
  }
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
export async function readLimitedText(message: Message, limit: number): Promise<string | null> {
  const bytes = await readLimited(message, limit);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}
