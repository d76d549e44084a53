/** @module The forms pipeline: rate limit, body, language, validation, bot check, then the CMS or the outbox. */
import type { Context } from "hono";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { checkContact, checkNewsletter } from "../../../shared/lib/form-rules.ts";
import type { AppEnv } from "../../app-env.ts";
import { commonFor } from "../../cms/common-data.ts";
import { limitClient } from "../../security/client-key.ts";
import { readBody } from "./body.ts";
import { type BotAction, verifyBotCheck } from "./bot-check.ts";
import { deliver, type FormKind, type Submission } from "./deliver.ts";
import { submissionLanguage } from "./language.ts";
import { enqueue } from "./outbox.ts";

export interface FormOutcome {
  status: 200 | 202 | 400 | 403 | 409 | 413 | 415 | 422 | 429 | 502 | 503;
  success: boolean;
  message: string;
  /** Per-field messages for a 400. */
  errors?: Record<string, string>;
  /** The submitted fields, to show the form again. */
  fields?: Record<string, unknown>;
  retryAfter?: number;
}

const actions: Record<FormKind, BotAction> = { newsletter: "newsletter_signup", contact: "contact_us" };
const done: Record<FormKind, string> = {
  newsletter: "You are subscribed.",
  contact: "Thank you, we received your message.",
};
const queued: Record<FormKind, string> = {
  newsletter: "We received your signup and will add you to the list shortly.",
  contact: "Thank you, we received your message and will pass it on shortly.",
};
const keyRule = /^[A-Za-z0-9_-]{16,64}$/;
const slugRule = /^[a-z0-9-]{1,80}$/;

/** Location post_names a visitor may choose; when the CMS is down, any well-formed slug passes. */
async function locationNames(c: Context<AppEnv>, wanted: unknown): Promise<string[]> {
  const common = await commonFor(c);
  if (common) return common.locations.map((l) => l.post_name);
  return typeof wanted === "string" && slugRule.test(wanted) ? [wanted] : [];
}

function siteHost(c: Context<AppEnv>): string {
  return new URL(c.get("config").siteUrl ?? c.req.url).hostname;
}

/** Runs one submission of `kind` through the whole pipeline; never throws for anything a visitor sends. */
export async function submitForm(
  c: Context<AppEnv>,
  kind: FormKind,
  format: "json" | "form",
): Promise<FormOutcome> {
  const ip = c.req.header("cf-connecting-ip") ?? null;
  const { success: allowed } = await limitClient(c.env, ip);
  if (!allowed)
    return {
      status: 429,
      success: false,
      message: "Too many submissions. Please wait a minute.",
      retryAfter: 60,
    };
  const body = await readBody(c.req.raw, format);
  if (!body.ok) return { status: body.status, success: false, message: body.message };
  const fields = body.fields;
  const language = submissionLanguage(fields.language, c.req.header("referer"), c.req.url);
  if (!language.ok) return { status: 400, success: false, message: language.message, fields };
  // The field messages are told in the submission's language.
  const t = textsFor(language.language);
  const checked =
    kind === "newsletter"
      ? checkNewsletter(fields, t)
      : checkContact(fields, await locationNames(c, fields.location), t);
  if (!checked.ok) {
    const errors = checked.errors as Record<string, string>;
    return { status: 400, success: false, message: Object.values(errors).join(" "), errors, fields };
  }
  const token = fields.recaptchaToken;
  if (token !== undefined && typeof token !== "string")
    return { status: 400, success: false, message: "recaptchaToken must be a string.", fields };
  const verdict = await verifyBotCheck(c.get("config"), token, actions[kind], siteHost(c), ip);
  if (!verdict.ok) return { status: verdict.status, success: false, message: verdict.message, fields };
  const given = c.req.header("idempotency-key") ?? "";
  const submission: Submission = {
    kind,
    payload: { ...checked.value, language: language.language },
    idempotencyKey: keyRule.test(given) ? given : crypto.randomUUID(),
  };
  const bearer = c.req.header("authorization");
  if (bearer && /^Bearer [\w.~+/=-]{1,2048}$/.test(bearer)) submission.authorization = bearer;
  const result = await deliver(c.get("cms"), submission);
  if (result.outcome === "delivered")
    return { status: 200, success: true, message: result.message || done[kind] };
  if (result.outcome === "rejected") {
    const status = ([400, 409, 422] as const).find((s) => s === result.status) ?? 502;
    return { status, success: false, message: result.message || "The submission was not accepted.", fields };
  }
  console.warn(`forms: CMS unavailable (${result.reason}); queued ${submission.idempotencyKey}`);
  try {
    await enqueue(c.env, submission);
  } catch (error) {
    console.error("forms: outbox unavailable", error);
    return {
      status: 503,
      success: false,
      message: "We could not take your submission. Please try again later.",
      fields,
    };
  }
  return { status: 202, success: true, message: queued[kind] };
}
