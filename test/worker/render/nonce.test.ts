/** @module CSP nonces: fresh random base64 every time. */
import { describe, expect, it } from "vitest";
import { createNonce } from "../../../worker/render/nonce.ts";

describe("createNonce", () => {
  it("gives 24 base64 characters that decode to 18 bytes", () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(Uint8Array.from(atob(nonce), (ch) => ch.charCodeAt(0))).toHaveLength(18);
  });

  it("never repeats and uses the whole alphabet at every position", () => {
    const nonces = Array.from({ length: 2000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    // 2000 draws of 64 equally likely characters: every character shows up in the first and last place.
    for (const at of [0, 23]) expect(new Set(nonces.map((n) => n[at])).size).toBe(64);
  });
});
