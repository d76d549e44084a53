/** @module Server-side verification of the bot-check token (reCAPTCHA v3 siteverify), when a secret is configured. */
import * as v from "valibot";
import type { Config } from "../env.ts";
import { errorFields, log } from "../lib/log.ts";

const siteverifyUrl = "https://www.google.com/recaptcha/api/siteverify";
const minScore = 0.5;
const timeoutMs = 5000;

export type BotAction = "newsletter_signup" | "contact_us";
export type BotVerdict =
  | { ok: true }
  | { ok: false; status: 403; code: "bot-check-failed" }
  | { ok: false; status: 503; code: "bot-check-unavailable" };

/** A token as the widget gives it. */
const botToken = v.pipe(v.string(), v.minLength(1), v.maxLength(4096));

/** A passing siteverify answer: a success for this action and host, scored at least `minScore`. */
const passingAnswer = (action: BotAction, host: string) =>
  v.object({
    success: v.literal(true),
    action: v.literal(action),
    score: v.pipe(v.number(), v.minValue(minScore)),
    hostname: v.literal(host),
  });

const refused: BotVerdict = { ok: false, status: 403, code: "bot-check-failed" };

/** Verifies `token` for `action` on `host`; with no secret configured (local) the check is skipped. */
export async function verifyBotCheck(
  config: Config,
  token: unknown,
  action: BotAction,
  host: string,
  clientIp: string | null,
): Promise<BotVerdict> {
  const secret = config.botCheckSecret;
  if (!secret) return { ok: true };
  if (!v.is(botToken, token)) return refused;
  const form = new URLSearchParams({ secret, response: token });
  if (clientIp) form.set("remoteip", clientIp);
  let answer: unknown;
  try {
    const response = await fetch(siteverifyUrl, {
      method: "POST",
      body: form,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = await response.json();
  } catch (error) {
    log("error", "forms", "bot check verification failed", errorFields(error));
    return { ok: false, status: 503, code: "bot-check-unavailable" };
  }
  return v.is(passingAnswer(action, host), answer) ? { ok: true } : refused;
}
