/** @module Per-response CSP nonces. */

const base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** 144 random bits as 24 base64 characters (18 bytes need no padding), encoded without building a byte string. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  let nonce = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    nonce += base64[n >> 18]! + base64[(n >> 12) & 63]! + base64[(n >> 6) & 63]! + base64[n & 63]!;
  }
  return nonce;
}

/** Internal response header carrying the render-time nonce; never sent to the browser. */
export const renderNonceHeader = "x-render-nonce";
