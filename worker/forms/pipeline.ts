/** @module The forms pipeline: rate limit, body, language, validation, bot check, then the CMS or the outbox. */
import type { Context } from "hono";
import { textsFor } from "../../shared/i18n/catalogue.ts";
import type { FormCode } from "../../shared/lib/form-answers.ts";
import { checkContact, checkNewsletter } from "../../shared/lib/form-rules.ts";
import { errorFields, log } from "../lib/log.ts";
import type { AppEnv } from "../request/app-env.ts";
import { commonFor } from "../request/common-data.ts";
import { limitClient } from "../security/client-key.ts";
import { requestLanguage, tell } from "./answer.ts";
import { readBody } from "./body.ts";
import { type BotAction, verifyBotCheck } from "./bot-check.ts";
import { deliver, type FormKind, type Submission } from "./deliver.ts";
import { submissionLanguage } from "./language.ts";
import { enqueue } from "./outbox.ts";

export interface FormOutcome {
  status: 200 | 202 | 400 | 403 | 409 | 413 | 415 | 422 | 429 | 502 | 503;
  success: boolean;
  /** What happened, for the islands to tell in the page's language (shared/lib/form-answers.ts). */
  code: FormCode;
  /** The same in the submission's language (or, before the body is read, the page's). */
  message: string;
  /** Per-field messages for a 400. */
  errors?: Record<string, string>;
  /** The submitted fields, to show the form again. */
  fields?: Record<string, unknown>;
  retryAfter?: number;
}

const actions: Record<FormKind, BotAction> = { newsletter: "newsletter_signup", contact: "contact_us" };
const keyRule = /^[A-Za-z0-9_-]{16,64}$/;
const slugRule = /^[a-z0-9-]{1,80}$/;

/** Location post_names a visitor may choose; when the CMS is down, any well-formed slug passes. */
async function locationNames(c: Context<AppEnv>, wanted: unknown): Promise<string[]> {
  const common = await commonFor(c);
  if (common) return common.locations.map((l) => l.post_name);
  return typeof wanted === "string" && slugRule.test(wanted) ? [wanted] : [];
}

function siteHost(c: Context<AppEnv>): string {
  return new URL(c.get("origin")).hostname;
}

/** Runs one submission of `kind` through the whole pipeline; never throws for anything a visitor sends. */
export async function submitForm(
  c: Context<AppEnv>,
  kind: FormKind,
  format: "json" | "form",
): Promise<FormOutcome> {
  const ip = c.req.header("cf-connecting-ip") ?? null;
  const { success: allowed } = await limitClient(c.env.FORM_LIMITER, c.env.FORM_LIMITER_NO_ADDRESS, ip);
  if (!allowed) {
    const code = "rate-limited";
    return {
      status: 429,
      success: false,
      code,
      message: tell(code, kind, requestLanguage(c)),
      retryAfter: 60,
    };
  }
  const body = await readBody(c.req.raw, format);
  if (!body.ok) {
    const code = "bad-request";
    return { status: body.status, success: false, code, message: tell(code, kind, requestLanguage(c)) };
  }
  const fields = body.fields;
  const language = submissionLanguage(fields.language, c.req.header("referer"), c.req.url);
  if (!language.ok) {
    const code = "wrong-language";
    return { status: 400, success: false, code, message: tell(code, kind, language.pageLanguage), fields };
  }
  // Every message from here on is told in the submission's language.
  const lang = language.language;
  const t = textsFor(lang);
  const failure = (status: FormOutcome["status"], code: FormCode, message = tell(code, kind, lang)) => ({
    status,
    success: false,
    code,
    message,
    fields,
  });
  const checked =
    kind === "newsletter"
      ? checkNewsletter(fields, t)
      : checkContact(fields, await locationNames(c, fields.location), t);
  if (!checked.ok) {
    const errors = checked.errors as Record<string, string>;
    return { ...failure(400, "invalid", Object.values(errors).join(" ")), errors };
  }
  const token = fields.recaptchaToken;
  if (token !== undefined && typeof token !== "string") return failure(400, "bad-request");
  const verdict = await verifyBotCheck(c.get("config"), token, actions[kind], siteHost(c), ip);
  if (!verdict.ok) return failure(verdict.status, verdict.code);
  const given = c.req.header("idempotency-key") ?? "";
  const submission: Submission = {
    kind,
    payload: { ...checked.value, language: lang },
    idempotencyKey: keyRule.test(given) ? given : crypto.randomUUID(),
  };
  const bearer = c.req.header("authorization");
  if (bearer && /^Bearer [\w.~+/=-]{1,2048}$/.test(bearer)) submission.authorization = bearer;
  const result = await deliver(c.get("cms"), submission);
  if (result.outcome === "delivered")
    return { status: 200, success: true, code: "received", message: tell("received", kind, lang) };
  if (result.outcome === "rejected") {
    const status = ([400, 409, 422] as const).find((s) => s === result.status) ?? 502;
    // The CMS was sent the submission's language, so its own reason is told in it.
    return failure(status, "rejected", result.message || undefined);
  }
  log("warn", "forms", `forms: CMS unavailable (${result.reason}); queued ${submission.idempotencyKey}`);
  try {
    await enqueue(c.env, submission);
  } catch (error) {
    log("error", "forms", "forms: outbox unavailable", errorFields(error));
    return failure(503, "unavailable");
  }
  return { status: 202, success: true, code: "queued", message: tell("queued", kind, lang) };
}
