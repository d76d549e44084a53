/** @module Reads a form request body: content type, size limit (declared and actual bytes), and parsing. */
import { readLimitedText } from "../../lib/read-limited.ts";

export const maxBodyBytes = 16 * 1024;

export type BodyResult =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; message: string };

const tooLarge = { ok: false, status: 413, message: "The submission is too large (at most 16 KB)." } as const;

/** Reads a JSON object (`json`) or an urlencoded form (`form`) body of at most 16 KB. */
export async function readBody(request: Request, format: "json" | "form"): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  const expected =
    format === "json" ? /^application\/json\s*(;|$)/i : /^application\/x-www-form-urlencoded\s*(;|$)/i;
  if (!expected.test(type)) {
    const wanted = format === "json" ? "application/json" : "application/x-www-form-urlencoded";
    return { ok: false, status: 415, message: `Send the form as ${wanted}.` };
  }
  let text: string | null;
  try {
    text = await readLimitedText(request, maxBodyBytes);
  } catch {
    return { ok: false, status: 400, message: "The request body could not be read." };
  }
  if (text === null) return tooLarge;
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
