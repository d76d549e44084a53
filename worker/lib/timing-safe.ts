/** @module Constant-time secret comparison: hash both sides, then compare the digests. */

const encoder = new TextEncoder();

async function digest(value: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", encoder.encode(value));
}

/** True when `given` equals `expected`; time does not depend on where they differ or their lengths. */
async function timingSafeEqualStrings(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** Checks an `Authorization: Bearer <token>` header against the expected token. */
export async function bearerMatches(header: string | undefined | null, expected: string): Promise<boolean> {
  const given = header?.startsWith("Bearer ") ? header.slice(7) : "";
  return timingSafeEqualStrings(given, expected);
}
