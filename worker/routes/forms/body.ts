/** @module Reads a form request body: the size cap (hono/body-limit), the content type, and parsing. */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../app-env.ts";

const maxBodyBytes = 16 * 1024;

/** What a visitor is told when a submission is over the cap. */
export const tooLargeMessage = "The submission is too large (at most 16 KB).";

/**
 * Caps a form route's body at 16 KB, by declared length or by counting the bytes of a body sent
 * without one; `tooLarge` answers a body over the cap (with 413) in the route's own format.
 */
export const formBodyLimit = (tooLarge: (c: Context<AppEnv>) => Response | Promise<Response>) =>
  bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });

export type BodyResult =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 415; message: string };

/** Reads a JSON object (`json`) or an urlencoded form (`form`) body, already capped by `formBodyLimit`. */
export async function readBody(request: Request, format: "json" | "form"): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  const expected =
    format === "json" ? /^application\/json\s*(;|$)/i : /^application\/x-www-form-urlencoded\s*(;|$)/i;
  if (!expected.test(type)) {
    const wanted = format === "json" ? "application/json" : "application/x-www-form-urlencoded";
    return { ok: false, status: 415, message: `Send the form as ${wanted}.` };
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, status: 400, message: "The request body could not be read." };
  }
  if (format === "form") return { ok: true, fields: Object.fromEntries(new URLSearchParams(text)) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid JSON." };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return { ok: false, status: 400, message: "The request body must be a JSON object." };
  return { ok: true, fields: parsed as Record<string, unknown> };
}
