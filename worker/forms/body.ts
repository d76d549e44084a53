/** @module Reads a form request body: the size cap (hono/body-limit), the content type, and parsing. */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../request/app-env.ts";

const maxBodyBytes = 16 * 1024;

/**
 * Caps a form route's body at 16 KB, by declared length or by counting the bytes of a body sent
 * without one; `tooLarge` answers a body over the cap (with 413) in the route's own format.
 */
export const formBodyLimit = (tooLarge: (c: Context<AppEnv>) => Response | Promise<Response>) =>
  bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });

export type BodyResult =
  | { ok: true; fields: Record<string, unknown> }
  /** A body that is not a form of the expected type: told as the answer code `bad-request`. */
  | { ok: false; status: 400 | 415 };

/** Reads a JSON object (`json`) or an urlencoded form (`form`) body, already capped by `formBodyLimit`. */
export async function readBody(request: Request, format: "json" | "form"): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  const expected =
    format === "json" ? /^application\/json\s*(;|$)/i : /^application\/x-www-form-urlencoded\s*(;|$)/i;
  if (!expected.test(type)) return { ok: false, status: 415 };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, status: 400 };
  }
  if (format === "form") return { ok: true, fields: Object.fromEntries(new URLSearchParams(text)) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, status: 400 };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return { ok: false, status: 400 };
  return { ok: true, fields: parsed as Record<string, unknown> };
}
