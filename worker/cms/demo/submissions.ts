/** @module The demo CMS's own checks on submitted forms (WordPress would do the same). */
import { defaultLocale, isLocale, type Locale, locales } from "../../../shared/i18n/locales.ts";
import { isValidEmail } from "../../../shared/lib/validate.ts";

export const accepts = (contentType: string | undefined) => /^application\/json\b/i.test(contentType ?? "");

type Parsed =
  | { ok: true; payload: Record<string, unknown>; language: Locale }
  | { ok: false; message: string };

/**
 * Parses a submission body: JSON object, valid email, a newsletter profile for signups, and the
 * `language` it was written in (a language of the site; absent is the default language).
 */
export function parseSubmission(kind: "newsletter" | "contact", text: string): Parsed {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: "The request body is not valid JSON." };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, message: "The request body must be a JSON object." };
  }
  const payload = body as Record<string, unknown>;
  if (typeof payload.email !== "string" || !isValidEmail(payload.email))
    return { ok: false, message: "Invalid Email" };
  if (kind === "newsletter" && payload.profile !== "newsletter")
    return { ok: false, message: "Unknown profile." };
  const language = payload.language ?? defaultLocale;
  if (!isLocale(language))
    return { ok: false, message: `Unknown language; expected one of ${locales.join(", ")}.` };
  return { ok: true, payload, language };
}
