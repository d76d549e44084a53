/**
 * @module What the form endpoints answer: a `code` for each outcome, which the islands show as a
 * catalogue text in the page's language; the answer's `message` is the same text in the
 * submission's language, for any other client.
 */
import type { MessageKey, MessageVars } from "../i18n/catalogue.ts";
import { locales } from "../i18n/locales.ts";

export type FormKind = "newsletter" | "contact";

/** Each answer code, and the catalogue text that tells it (a kind-specific text where it differs). */
const texts = {
  received: { contact: "formAnswer.contactReceived", newsletter: "formAnswer.newsletterReceived" },
  queued: { contact: "formAnswer.contactQueued", newsletter: "formAnswer.newsletterQueued" },
  invalid: "formAnswer.invalid",
  "bad-request": "formAnswer.badRequest",
  "wrong-language": "formAnswer.wrongLanguage",
  "too-large": "formAnswer.tooLarge",
  "rate-limited": "formAnswer.rateLimited",
  "bot-check-failed": "formAnswer.botCheckFailed",
  "bot-check-unavailable": "formAnswer.botCheckUnavailable",
  rejected: "formAnswer.rejected",
  unavailable: "formAnswer.unavailable",
  "wrong-method": "formAnswer.wrongMethod",
  "cross-site": "formAnswer.crossSite",
} as const satisfies Record<string, MessageKey | Record<FormKind, MessageKey>>;

export type FormCode = keyof typeof texts;

const isFormCode = (code: unknown): code is FormCode =>
  typeof code === "string" && Object.hasOwn(texts, code);

/** The catalogue key telling `code` for a form of `kind`. */
export function answerKey(code: FormCode, kind: FormKind): MessageKey {
  const text = texts[code];
  return typeof text === "string" ? text : text[kind];
}

/** The values of the answer texts' placeholders. */
export const answerVars: MessageVars = { languages: locales.join(", ") };

/**
 * What an island shows for an answer: the catalogue text of its code in the page's language (`t`),
 * else the server's own message, else `fallback`.
 */
export function answerText(
  t: (key: MessageKey, vars?: MessageVars) => string,
  kind: FormKind,
  answer: { code: string; message: string },
  fallback: MessageKey,
): string {
  if (isFormCode(answer.code)) return t(answerKey(answer.code, kind), answerVars);
  return answer.message || t(fallback);
}
