/**
 * @module Preview tokens from WordPress's clinic-site plugin (wordpress/clinic-site/includes/preview-token.php):
 * `v1.<base64url JSON claims>.<base64url HMAC-SHA256 of "v1.<claims>">`, the claims naming the
 * purpose ("preview"), the post, its language, the user and an expiry at most ten minutes away.
 * The key is derived from CMS_EVENTS_SECRET for this purpose alone, so no change event's signature
 * is a token and no token an event's signature (decision 0054).
 */
import * as v from "valibot";
import { type Locale, locales } from "../../../shared/i18n/locales.ts";

/** The longest a token may live, in seconds, with a minute for the two clocks to differ. */
const maxTokenSeconds = 600;
const clockSkewSeconds = 60;

/** The label the preview key is derived under (the plugin's CLINIC_SITE_PREVIEW_LABEL). */
const keyLabel = "clinic-site preview token v1";

const encoder = new TextEncoder();

const claimsSchema = v.object({
  purpose: v.literal("preview"),
  post: v.pipe(v.number(), v.integer(), v.minValue(1)),
  lang: v.picklist(locales),
  user: v.pipe(v.number(), v.integer(), v.minValue(1)),
  exp: v.pipe(v.number(), v.integer()),
  id: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
});

type PreviewClaims = v.InferOutput<typeof claimsSchema>;

/** Why a token was refused; the page names the reason in the visitor's language. */
type TokenRefusal = "tampered" | "expired";

export type TokenCheck =
  | { ok: true; claims: PreviewClaims }
  | { ok: false; reason: TokenRefusal; lang: Locale | null };

const shape = /^(v1\.([A-Za-z0-9_-]{1,1024}))\.([A-Za-z0-9_-]{43})$/;

function fromBase64url(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const hmacKey = (raw: BufferSource, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, [usage]);

/** The preview key: HMAC-SHA256 of the label under the events secret. */
async function previewKey(secret: string): Promise<CryptoKey> {
  const derived = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(encoder.encode(secret), "sign"),
    encoder.encode(keyLabel),
  );
  return hmacKey(derived, "verify");
}

/** The claims as written, unchecked: only to choose the language a refusal is told in. */
function claimedLanguage(payload: string): Locale | null {
  const bytes = fromBase64url(payload);
  if (!bytes) return null;
  try {
    const lang = (JSON.parse(new TextDecoder().decode(bytes)) as { lang?: unknown }).lang;
    return locales.find((locale) => locale === lang) ?? null;
  } catch {
    return null;
  }
}

/**
 * Checks `token`'s signature (crypto.subtle.verify, constant time), its claims and its expiry at
 * `nowSeconds`. A token that lives longer than ten minutes is refused as tampered: the plugin mints none.
 */
export async function checkToken(secret: string, token: string, nowSeconds: number): Promise<TokenCheck> {
  const parts = shape.exec(token);
  if (!parts) return { ok: false, reason: "tampered", lang: null };
  const [, signed = "", payload = "", mac = ""] = parts;
  const lang = claimedLanguage(payload);
  const signature = fromBase64url(mac);
  const genuine =
    signature !== null &&
    (await crypto.subtle.verify("HMAC", await previewKey(secret), signature, encoder.encode(signed)));
  if (!genuine) return { ok: false, reason: "tampered", lang };
  const bytes = fromBase64url(payload);
  let json: unknown = null;
  try {
    json = bytes ? JSON.parse(new TextDecoder().decode(bytes)) : null;
  } catch {
    json = null;
  }
  const parsed = v.safeParse(claimsSchema, json);
  if (!parsed.success) return { ok: false, reason: "tampered", lang };
  const claims = parsed.output;
  if (claims.exp > nowSeconds + maxTokenSeconds + clockSkewSeconds)
    return { ok: false, reason: "tampered", lang };
  if (claims.exp < nowSeconds) return { ok: false, reason: "expired", lang: claims.lang };
  return { ok: true, claims };
}
