/** @module Forwards an accepted submission to the CMS (through the one CMS access point) with a time limit. */
import { browserPaths } from "../../shared/cms/paths.ts";
import type { CmsClient, PostRoute } from "../cms/client.ts";

export type FormKind = "newsletter" | "contact";

/** The CMS route each form posts to. */
const formRoutes: Record<FormKind, PostRoute> = { newsletter: "signup", contact: "contactForm" };

/** The site paths the browser posts each form to (the same paths as on the CMS). */
export const formPaths: Record<FormKind, string> = {
  newsletter: browserPaths.signup,
  contact: browserPaths.contactForm,
};
/** What the outbox stores: the checked fields and the key generated once when the worker accepted it. */
export interface Submission {
  kind: FormKind;
  payload: Record<string, unknown>;
  idempotencyKey: string;
  /**
   * The visitor's `Authorization: Bearer …` header, passed on to the CMS when present (SPEC.md §6) on
   * the delivery made while the visitor waits; never put on the outbox, so a queued delivery has none.
   */
  authorization?: string;
}

export type Delivery =
  | { outcome: "delivered"; message: string }
  | { outcome: "rejected"; status: number; message: string }
  | { outcome: "unavailable"; reason: string };

/** One delivery attempt; network errors, time-outs and 5xx answers are `unavailable` (worth retrying). */
export async function deliver(cms: CmsClient, submission: Submission): Promise<Delivery> {
  const headers: Record<string, string> = { "idempotency-key": submission.idempotencyKey };
  if (submission.authorization) headers.authorization = submission.authorization;
  let response: Response;
  try {
    response = await cms.post(formRoutes[submission.kind], submission.payload, headers);
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
