/** @module Forwards an accepted submission to the CMS (the demo CMS in-process, or CMS_ORIGIN) with a time limit. */
import { apiBase } from "../../cms/client.ts";
import { demoCms } from "../../cms/demo/index.ts";
import type { Config } from "../../env.ts";

export type FormKind = "newsletter" | "contact";

export const formPaths: Record<FormKind, string> = {
  newsletter: `${apiBase}/signup`,
  contact: `${apiBase}/contact-us-form-endpoint`,
};

/** What the outbox stores: the checked fields and the key generated once when the worker accepted it. */
export interface Submission {
  kind: FormKind;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  /** The visitor's `Authorization: Bearer …` header, passed on to the CMS when present (SPEC.md §6). */
  authorization?: string;
}

export type Delivery =
  | { outcome: "delivered"; message: string }
  | { outcome: "rejected"; status: number; message: string }
  | { outcome: "unavailable"; reason: string };

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the CMS took over ${ms} ms`)), ms));

/** One delivery attempt; network errors, time-outs and 5xx answers are `unavailable` (worth retrying). */
export async function deliver(env: Env, config: Config, submission: Submission): Promise<Delivery> {
  const origin = config.cmsOrigin ?? "http://demo-cms.internal";
  const request = new Request(`${origin}${formPaths[submission.kind]}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": submission.idempotencyKey,
      ...(submission.authorization ? { authorization: submission.authorization } : {}),
    },
    body: JSON.stringify(submission.payload),
    redirect: "manual",
    signal: AbortSignal.timeout(config.cmsTimeoutMs),
  });
  let response: Response;
  try {
    const pending = config.cmsOrigin ? fetch(request) : Promise.resolve(demoCms.fetch(request, env));
    response = await Promise.race([pending, timeout(config.cmsTimeoutMs)]);
  } catch (error) {
    return { outcome: "unavailable", reason: error instanceof Error ? error.message : String(error) };
  }
  const data = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown } | null;
  const message = typeof data?.message === "string" ? data.message : "";
  if (response.status >= 500 || (response.status < 400 && !response.ok))
    return { outcome: "unavailable", reason: `the CMS answered ${response.status}` };
  if (response.ok && data?.success !== false) return { outcome: "delivered", message };
  return { outcome: "rejected", status: response.status, message };
}
