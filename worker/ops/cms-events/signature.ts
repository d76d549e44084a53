/**
 * @module The change events' signature: `X-Clinic-Timestamp` (Unix seconds) and `X-Clinic-Signature`
 * (`v1=` and the hex HMAC-SHA256 of `timestamp + "." + body` under CMS_EVENTS_SECRET), checked in
 * constant time and only within the replay window (decision 0052).
 */

/** How far an event's timestamp may be from the worker's clock, either way, in seconds. */
export const replayWindowSeconds = 300;

export const timestampHeader = "x-clinic-timestamp";
export const signatureHeader = "x-clinic-signature";

const encoder = new TextEncoder();

/** Why a signature was refused, or "ok". */
export type SignatureCheck = "ok" | "missing" | "stale" | "mismatch";

const hmacKey = (secret: string) =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);

/** The hex HMAC-SHA256 of `timestamp.body` under `secret` (what the plugin sends after `v1=`). */
async function sign(secret: string, timestamp: string, body: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`${timestamp}.${body}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Checks the two headers against `body`. The expected and given signatures are compared with
 * `crypto.subtle.timingSafeEqual` over their SHA-256 digests, so the time taken says nothing about
 * where they differ or how long the given one is.
 */
export async function checkSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SignatureCheck> {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return "missing";
  const expected = `v1=${await sign(secret, timestamp, body)}`;
  const [a, b] = await Promise.all(
    [signature, expected].map((value) => crypto.subtle.digest("SHA-256", encoder.encode(value))),
  );
  // Compared before the clock, so a stale but genuine event and a forged one take the same path.
  const matches = crypto.subtle.timingSafeEqual(a as ArrayBuffer, b as ArrayBuffer);
  if (!matches) return "mismatch";
  return Math.abs(nowSeconds - Number(timestamp)) > replayWindowSeconds ? "stale" : "ok";
}
