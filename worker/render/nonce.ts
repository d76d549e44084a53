/** @module Per-response CSP nonces. */

/** 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Internal response header carrying the render-time nonce; never sent to the browser. */
export const renderNonceHeader = "x-render-nonce";
