/**
 * @module The small answers every route gives, written once: never stored (`no-store`), the wrong
 * method (405 with `Allow`), an error in the shape its reader expects; and whether an answer is a page.
 */
import type { Context } from "hono";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";

/** The Cache-Control of an answer that no cache, shared or the browser's, may keep. */
export const noStore = "no-store";

/** The same for an answer that is the visitor's own (what they searched for): `private` for a cache that misreads `no-store`. */
export const privateNoStore = "private, no-store";

/** `noStore` as response headers. */
export const noStoreHeaders = { "cache-control": noStore } as const;

/** Marks the answer `c` gives (whichever it gives next) as never stored (`privateNoStore` for the visitor's own). */
export const markNoStore = (c: Context, value: typeof noStore | typeof privateNoStore = noStore): void =>
  c.header("cache-control", value);

type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;

/** An error answer in one of the shapes below: `code` is for the shapes that carry one. */
export type ErrorAnswer = (c: Context, status: ErrorStatus, message: string, code?: string) => Response;

/** An error as plain text, never stored (feeds, pages: what a person or a feed reader sees). */
export const textError: ErrorAnswer = (c, status, message) => c.text(message, status, noStoreHeaders);

/** An ops route's error, `{ error }` (read by the ops CLIs and by hand), never stored. */
export const opsError: ErrorAnswer = (c, status, message) =>
  c.json({ error: message }, status, noStoreHeaders);

/**
 * A browser-facing refusal, `{ success: false, code?, message }` (the shape shared/lib/post-json.ts
 * reads, with `code` from shared/lib/form-answers.ts when there is one), never stored.
 */
export const refusal: ErrorAnswer = (c, status, message, code) =>
  c.json(
    code === undefined ? { success: false, message } : { success: false, code, message },
    status,
    noStoreHeaders,
  );

/** "Use GET." for `["GET", "HEAD"]`, "Use GET or DELETE." for `["GET", "DELETE"]`. */
const whichToUse = (allow: readonly string[]) => `Use ${allow.filter((m) => m !== "HEAD").join(" or ")}.`;

/**
 * 405 for a method other than those `allow`ed: they are named in `Allow`, and the answer, never
 * stored, is told in `answer`'s shape (plain text unless given), saying which to use unless `message` says more.
 */
export function methodNotAllowed(
  c: Context,
  allow: readonly string[],
  answer: ErrorAnswer = textError,
  { message = whichToUse(allow), code }: { message?: string; code?: string } = {},
): Response {
  c.header("allow", allow.join(", "));
  return answer(c, 405, message, code);
}

/** Whether `response` is an HTML page (its media type in any case: `text/html`, `Text/HTML; charset=…`). */
export const isHtml = (response: Response): boolean =>
  /^text\/html\b/i.test(response.headers.get("content-type") ?? "");
