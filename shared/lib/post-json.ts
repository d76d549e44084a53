/** @module POSTs JSON from the browser and reads `{success, code, message}`, wrapping failures with the SPEC.md §8 tags. */

export interface PostAnswer {
  ok: boolean;
  status: number;
  success: boolean;
  /** The answer's code (shared/lib/form-answers.ts); '' when none. */
  code: string;
  message: string;
}

/** A failed POST; `tag` is n69432 (network), hghe73 (unreadable response) or mvjf83 (outer). */
class PostError extends Error {
  constructor(
    readonly tag: "n69432" | "hghe73" | "mvjf83",
    message: string,
    override readonly cause?: unknown,
  ) {
    super(`${tag}: ${message}`);
    this.name = "PostError";
  }
}

export interface PostOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. an `Idempotency-Key` kept across retries of one submission. */
  headers?: Record<string, string>;
}

async function send(url: string, body: unknown, { signal, headers }: PostOptions): Promise<PostAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new PostError("n69432", "the request could not be sent", error);
  }
  let data: unknown;
  try {
    const raw: unknown = await response.json();
    // SPEC.md §7.3: the answer may be a JSON string holding JSON.
    data = typeof raw === "string" ? JSON.parse(raw) : raw;
  } catch (error) {
    throw new PostError("hghe73", `the response (${response.status}) could not be read`, error);
  }
  const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  return {
    ok: response.ok,
    status: response.status,
    success: response.ok && record.success === true,
    code: typeof record.code === "string" ? record.code : "",
    message: typeof record.message === "string" ? record.message : "",
  };
}

/** Sends `body` as JSON; every failure is a PostError tagged mvjf83 whose cause is the inner tagged error. */
export async function postJson(url: string, body: unknown, options: PostOptions = {}): Promise<PostAnswer> {
  try {
    return await send(url, body, options);
  } catch (error) {
    throw new PostError("mvjf83", "the submission failed", error);
  }
}
