/** @module One checked CMS GET: time limit, no redirects, size limit, JSON parse and schema check. */
import * as v from "valibot";
import { readLimitedText } from "../lib/read-limited.ts";
import { CmsError } from "./errors.ts";

export type Fetcher = (request: Request) => Promise<Response>;

/** Largest CMS answer accepted, in bytes. */
export const maxBodyBytes = 4 * 1024 * 1024;

async function readCapped(response: Response): Promise<string> {
  const text = await readLimitedText(response, maxBodyBytes);
  if (text === null) throw new CmsError(502, "unavailable", "response too large");
  return text;
}

/** `body` checked against `schema` (a new value: unknown keys dropped); a mismatch is a CmsError. */
export function checked<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new CmsError(502, "unavailable", "unexpected response shape");
  return parsed.output;
}

/** GETs `url` and returns its parsed JSON body, not yet checked; every failure is a CmsError. */
export async function fetchBody(fetcher: Fetcher, url: string, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetcher(
      new Request(url, { redirect: "manual", signal, headers: { accept: "application/json" } }),
    );
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new CmsError(timedOut ? 504 : 502, "unavailable", timedOut ? "timed out" : "unreachable");
  }
  if (response.status === 404) throw new CmsError(404, "not-found");
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new CmsError(response.status >= 500 ? response.status : 502, "unavailable");
  }
  let body: unknown;
  try {
    const text = await Promise.race([
      readCapped(response),
      new Promise<never>((_, reject) =>
        signal.addEventListener("abort", () => reject(new CmsError(504, "unavailable", "timed out"))),
      ),
    ]);
    body = JSON.parse(text);
  } catch (error) {
    if (error instanceof CmsError) throw error;
    throw new CmsError(502, "unavailable", "invalid JSON");
  }
  return body;
}
