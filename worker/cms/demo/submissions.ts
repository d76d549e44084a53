/** @module The demo CMS's own checks on submitted forms (WordPress would do the same), answered in the submission's language. */
import { type MessageKey, textsFor } from "../../../shared/i18n/catalogue.ts";
import { defaultLocale, isLocale, type Locale } from "../../../shared/i18n/locales.ts";
import { answerKey, answerVars, type FormCode } from "../../../shared/lib/form-answers.ts";
import { isValidEmail } from "../../../shared/lib/validate.ts";

type Kind = "newsletter" | "contact";

export const accepts = (contentType: string | undefined) => /^application\/json\b/i.test(contentType ?? "");

type Parsed =
  | { ok: true; payload: Record<string, unknown>; language: Locale }
  | { ok: false; code: FormCode; message: string };

/** A refusal told in `language`: the text of `key`, else of the answer code. */
function refuse(kind: Kind, code: FormCode, language: Locale, key?: MessageKey): Parsed {
  const t = textsFor(language);
  return { ok: false, code, message: key ? t(key) : t(answerKey(code, kind), answerVars) };
}

/**
 * Parses a submission body: JSON object, the `language` it was written in (a language of the site;
 * absent is the default language), valid email and a newsletter profile for signups. A refusal is
 * told in that language (a body that cannot be read, in the default one).
 */
export function parseSubmission(kind: Kind, text: string): Parsed {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(kind, "bad-request", defaultLocale);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return refuse(kind, "bad-request", defaultLocale);
  const payload = body as Record<string, unknown>;
  const language = payload.language ?? defaultLocale;
  if (!isLocale(language)) return refuse(kind, "wrong-language", defaultLocale);
  if (typeof payload.email !== "string" || !isValidEmail(payload.email))
    return refuse(
      kind,
      "invalid",
      language,
      kind === "newsletter" ? "form.newsletterEmail" : "form.emailInvalid",
    );
  if (kind === "newsletter" && payload.profile !== "newsletter")
    return refuse(kind, "invalid", language, "form.profileUnknown");
  return { ok: true, payload, language };
}

/** The demo CMS's answer to an accepted submission, in its language. */
export const received = (kind: Kind, language: Locale) =>
  ({ success: true, code: "received", message: textsFor(language)(answerKey("received", kind)) }) as const;

/** The demo CMS's answer to a body that is not JSON (its language cannot be read: the default one). */
export const notJson = (kind: Kind) => refuse(kind, "bad-request", defaultLocale);
