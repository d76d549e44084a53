/** @module The newsletter and contact form rules, shared by the islands and the worker's forms pipeline. */
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

export type ContactField = "name" | "email" | "phone" | "location" | "reason" | "message" | "consent";

export interface ContactValues {
  name: string;
  email: string;
  /** Ten digits, or empty when not given. */
  phone: string;
  location: string;
  reason: string;
  message: string;
  consent: boolean;
}

export interface NewsletterValues {
  email: string;
  profile: "newsletter";
}

export type Checked<T, F extends string> =
  | { ok: true; value: T }
  | { ok: false; errors: Partial<Record<F, string>> };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Digits of a phone number after stripping punctuation; null when anything but punctuation is left. */
export function phoneDigits(value: string): string | null {
  const stripped = value.replace(/[\s().+-]/g, "");
  return /^\d*$/.test(stripped) ? stripped.replace(/^1(?=\d{10}$)/, "") : null;
}

/** Checks a contact submission; `locations` are the post_names a visitor may choose. */
export function checkContact(
  input: Record<string, unknown>,
  locations: readonly string[],
): Checked<ContactValues, ContactField> {
  const errors: Partial<Record<ContactField, string>> = {};
  const name = text(input.name);
  if (name.length < 1) errors.name = "Please enter your name.";
  else if (name.length > contactLimits.name)
    errors.name = `Your name can be at most ${contactLimits.name} characters.`;
  const email = text(input.email);
  if (!isValidEmail(email)) errors.email = "Please enter a valid email address.";
  const rawPhone = text(input.phone);
  const digits = rawPhone === "" ? "" : phoneDigits(rawPhone);
  if (digits === null || (digits !== "" && digits.length !== 10))
    errors.phone = "Please enter a 10-digit phone number, or leave it empty.";
  const location = text(input.location);
  if (!locations.includes(location)) errors.location = "Please choose a location.";
  const reason = text(input.reason);
  if (!(contactReasons as readonly string[]).includes(reason)) errors.reason = "Please choose a reason.";
  const message = text(input.message);
  if (message.length < 1) errors.message = "Please enter a message.";
  else if (message.length > contactLimits.message)
    errors.message = `Your message can be at most ${contactLimits.message} characters.`;
  const consent = input.consent === true || input.consent === "on" || input.consent === "true";
  if (!consent) errors.consent = "Please agree to be contacted so we can answer you.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, email, phone: digits ?? "", location, reason, message, consent } };
}

/** Checks a newsletter signup: the email rule of SPEC.md §5 and the newsletter profile. */
export function checkNewsletter(
  input: Record<string, unknown>,
): Checked<NewsletterValues, "email" | "profile"> {
  const errors: Partial<Record<"email" | "profile", string>> = {};
  const email = typeof input.email === "string" ? input.email : "";
  if (!isValidEmail(email)) errors.email = "Invalid Email";
  if (input.profile !== "newsletter") errors.profile = "Unknown profile; expected newsletter.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { email, profile: "newsletter" } };
}
