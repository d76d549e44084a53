/**
 * @module The token-protected dead-letter routes: `GET /__ops/submissions` lists the stored
 * submissions, `GET|DELETE /__ops/submissions/:key` reads or deletes one, `POST …/:key/replay` puts it
 * back on the outbox; absent without OPS_TOKEN.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  deadLetterKeyRule,
  deleteDeadLetter,
  listDeadLetters,
  readDeadLetter,
} from "../forms/dead-letter-store.ts";
import { enqueue } from "../forms/outbox.ts";
import { markNoStore, methodNotAllowed, opsError } from "../lib/answers.ts";
import { bearerMatches } from "../lib/timing-safe.ts";
import type { AppEnv } from "../request/app-env.ts";

export const opsSubmissions = new Hono<AppEnv>();

const badKey = "The key must be a submission's idempotency key: 16 to 64 letters, digits, '-' or '_'.";
const notStored = "No stored submission has that key (replayed, deleted or expired).";

/** Before anything is read: the route exists only with a token, takes only `methods`, only from ops. */
const guard =
  (...methods: string[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = c.get("config").opsToken;
    if (token === null) return c.notFound();
    markNoStore(c);
    if (!methods.includes(c.req.method)) return methodNotAllowed(c, methods, opsError);
    if (!(await bearerMatches(c.req.header("authorization"), token))) {
      return opsError(c, 401, "Unauthorized.");
    }
    await next();
  };

/** No body at all: the key in the path says it all (read at most one byte of one). */
const noBody = bodyLimit({
  maxSize: 0,
  onError: (c) => opsError(c, 413, "These routes take no body: the key in the path says it all."),
});

/** The `:key` of the path when it is well formed, else the 400 to answer. */
const keyOf = (c: Context<AppEnv>): string | Response => {
  const key = c.req.param("key") ?? "";
  return deadLetterKeyRule.test(key) ? key : opsError(c, 400, badKey);
};

opsSubmissions.all("/__ops/submissions", guard("GET"), noBody, async (c) => {
  const submissions = await listDeadLetters(c.env.FORM_DEAD_LETTERS);
  return c.json({ count: submissions.length, submissions }, 200);
});

opsSubmissions.all("/__ops/submissions/:key", guard("GET", "DELETE"), noBody, async (c) => {
  const key = keyOf(c);
  if (key instanceof Response) return key;
  if (c.req.method === "DELETE") {
    const deleted = await deleteDeadLetter(c.env.FORM_DEAD_LETTERS, key);
    return deleted ? c.json({ deleted: key }, 200) : opsError(c, 404, notStored);
  }
  const entry = await readDeadLetter(c.env.FORM_DEAD_LETTERS, key);
  return entry ? c.json(entry, 200) : opsError(c, 404, notStored);
});

opsSubmissions.all("/__ops/submissions/:key/replay", guard("POST"), noBody, async (c) => {
  const key = keyOf(c);
  if (key instanceof Response) return key;
  const entry = await readDeadLetter(c.env.FORM_DEAD_LETTERS, key);
  if (!entry) return opsError(c, 404, notStored);
  const acceptedAt = new Date(entry.acceptedAt);
  try {
    await enqueue(c.env, entry.submission, Number.isNaN(acceptedAt.getTime()) ? new Date() : acceptedAt);
  } catch {
    return opsError(c, 503, "The outbox did not take it; it stays stored. Try again later.");
  }
  // Sent: the outbox has it now, and stores it here again if it is dead-lettered again.
  await deleteDeadLetter(c.env.FORM_DEAD_LETTERS, key);
  return c.json({ replayed: key }, 200);
});

opsSubmissions.all("/__ops/submissions/*", (c) => {
  if (c.get("config").opsToken === null) return c.notFound();
  return opsError(c, 404, "Use /__ops/submissions, /__ops/submissions/:key or …/:key/replay.");
});
