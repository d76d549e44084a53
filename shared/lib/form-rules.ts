/**
 * @module The newsletter and contact form rules as valibot schemas, shared by the islands and the
 * worker's forms pipeline. Their messages are catalogue keys (area `form`), told in the caller's language.
 */
import * as v from "valibot";
import type { MessageKey, MessageVars } from "../i18n/catalogue.ts";
import { isValidEmail } from "./validate.ts";

export const contactReasons = [
  "Appointment",
  "Billing",
  "Medical records",
  "Feedback",
  "Media",
  "Partnership",
  "Privacy",
  "Other",
] as const;

export const contactLimits = { name: 100, message: 2000 } as const;

export type Checked<T, F extends string> =
  | { ok: true; value: T }
  | { ok: false; errors: Partial<Record<F, string>> };

/** Digits of a phone number after stripping punctuation; null when anything but punctuation is left. */
export function phoneDigits(value: string): string | null {
  const stripped = value.replace(/[\s().+-]/g, "");
  return /^\d*$/.test(stripped) ? stripped.replace(/^1(?=\d{10}$)/, "") : null;
}

/** Line breaks a multi-line field keeps: tab, LF and CR (a browser sends a textarea's lines as CR LF). */
const lineControls = new Set([0x09, 0x0a, 0x0d]);

/**
 * True when `value` holds a control character: C0 (NUL, CR, LF…), DEL, C1, or the Unicode line and
 * paragraph separators; `multiline` lets tab, CR and LF through. Such characters never come from a
 * one-line field a person typed in, and in a name or an address they can forge an email header.
 */
export function hasControlCharacters(value: string, multiline = false): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (multiline && lineControls.has(code)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** A rule's message: a key of the `form` area. */
type FormMessage = MessageKey & `form.${string}`;

/**
 * Any value as trimmed text, refused (with `controls`) when it holds a control character (see
 * `hasControlCharacters`); a field that is missing or not a string reads as empty. (Each field has a
 * default, so a missing key is checked like an empty one rather than skipped.)
 */
const text = (controls: FormMessage, multiline = false) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.check((value) => typeof value !== "string" || !hasControlCharacters(value, multiline), controls),
      v.transform((value) => (typeof value === "string" ? value.trim() : "")),
    ),
    "",
  );
/** A one-line field's text. */
const line = text("form.controlCharacters");
/** `t` in the language the messages are wanted in. */
export type FormSpeech = (key: FormMessage, vars?: MessageVars) => string;

/** Text between 1 and `max` characters. */
const required = (field: ReturnType<typeof text>, max: number, empty: FormMessage, tooLong: FormMessage) =>
  v.pipe(field, v.minLength(1, empty), v.maxLength(max, tooLong));

/** The values of the messages' placeholders. */
const messageVars: Partial<Record<FormMessage, MessageVars>> = {
  "form.nameTooLong": { max: contactLimits.name },
  "form.messageTooLong": { max: contactLimits.message },
};

/** The contact form; `locations` are the post_names a visitor may choose. */
const contactSchema = (locations: readonly string[]) =>
  v.object({
    name: required(line, contactLimits.name, "form.nameMissing", "form.nameTooLong"),
    email: v.pipe(line, v.check(isValidEmail, "form.emailInvalid" satisfies FormMessage)),
    /** Ten digits, or empty when not given. */
    phone: v.pipe(
      line,
      v.transform((raw) => (raw === "" ? "" : phoneDigits(raw))),
      v.check((digits) => digits === "" || digits?.length === 10, "form.phoneInvalid" satisfies FormMessage),
      v.transform((digits) => digits ?? ""),
    ),
    location: v.pipe(
      line,
      v.check((name) => locations.includes(name), "form.locationMissing" satisfies FormMessage),
    ),
    reason: v.pipe(
      line,
      v.check(
        (reason) => (contactReasons as readonly string[]).includes(reason),
        "form.reasonMissing" satisfies FormMessage,
      ),
    ),
    /** Many lines: keeps its line breaks and tabs, refuses other control characters. */
    message: required(
      text("form.messageControlCharacters", true),
      contactLimits.message,
      "form.messageMissing",
      "form.messageTooLong",
    ),
    consent: v.pipe(
      v.optional(v.unknown(), false),
      v.transform((given) => given === true || given === "on" || given === "true"),
      v.check((given) => given, "form.consentMissing" satisfies FormMessage),
    ),
  });

/** The newsletter signup: the email rule of SPEC.md §5 (untrimmed) and the newsletter profile. */
const newsletterSchema = v.object({
  email: v.pipe(
    v.optional(v.unknown(), ""),
    v.transform((value) => (typeof value === "string" ? value : "")),
    v.check(isValidEmail, "form.newsletterEmail" satisfies FormMessage),
  ),
  profile: v.pipe(
    v.optional(v.unknown(), ""),
    v.check((profile) => profile === "newsletter", "form.profileUnknown" satisfies FormMessage),
    v.transform(() => "newsletter" as const),
  ),
});

export type ContactValues = v.InferOutput<ReturnType<typeof contactSchema>>;
export type ContactField = keyof ContactValues;
export type NewsletterValues = v.InferOutput<typeof newsletterSchema>;

/** The schema's output, or the first message for each field that failed, told by `t`. */
function check<S extends v.GenericSchema<Record<string, unknown>, Record<string, unknown>>, F extends string>(
  schema: S,
  input: Record<string, unknown>,
  t: FormSpeech,
): Checked<v.InferOutput<S>, F> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: Partial<Record<F, string>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as F | undefined;
    if (field !== undefined && errors[field] === undefined) {
      const key = issue.message as FormMessage;
      errors[field] = t(key, messageVars[key]);
    }
  }
  return { ok: false, errors };
}

/** Checks a contact submission; `locations` are the post_names a visitor may choose; messages told by `t`. */
export function checkContact(
  input: Record<string, unknown>,
  locations: readonly string[],
  t: FormSpeech,
): Checked<ContactValues, ContactField> {
  return check(contactSchema(locations), input, t);
}

/** Checks a newsletter signup: the email rule of SPEC.md §5 and the newsletter profile; messages told by `t`. */
export function checkNewsletter(
  input: Record<string, unknown>,
  t: FormSpeech,
): Checked<NewsletterValues, "email" | "profile"> {
  return check(newsletterSchema, input, t);
}
