/**
 * @module The token-protected dead-letter routes: `GET /__ops/submissions` lists the stored
 * submissions, `GET|DELETE /__ops/submissions/:key` reads or deletes one, `POST …/:key/replay` puts it
 * back on the outbox. Behind the ops gate with SUBMISSIONS_TOKEN, never OPS_TOKEN (decision 0058);
 * absent without it.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  deadLetterKeyRule,
  deleteDeadLetter,
  listDeadLetters,
  readDeadLetter,
} from "../forms/dead-letter-store.ts";
import { enqueue } from "../forms/outbox.ts";
import { opsError } from "../lib/answers.ts";
import type { AppEnv } from "../request/app-env.ts";
import { opsRoutes } from "./gate.ts";

export const opsSubmissions = new Hono<AppEnv>();

const badKey = "The key must be a submission's idempotency key: 16 to 64 letters, digits, '-' or '_'.";
const notStored = "No stored submission has that key (replayed, deleted or expired).";

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

opsSubmissions.all(opsRoutes.submissions.path, noBody, async (c) => {
  const submissions = await listDeadLetters(c.env.FORM_DEAD_LETTERS);
  return c.json({ count: submissions.length, submissions }, 200);
});

opsSubmissions.all(opsRoutes.submission.path, noBody, async (c) => {
  const key = keyOf(c);
  if (key instanceof Response) return key;
  if (c.req.method === "DELETE") {
    const deleted = await deleteDeadLetter(c.env.FORM_DEAD_LETTERS, key);
    return deleted ? c.json({ deleted: key }, 200) : opsError(c, 404, notStored);
  }
  const entry = await readDeadLetter(c.env.FORM_DEAD_LETTERS, key);
  return entry ? c.json(entry, 200) : opsError(c, 404, notStored);
});

opsSubmissions.all(opsRoutes.replay.path, noBody, async (c) => {
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

opsSubmissions.all(opsRoutes.otherSubmissionPath.path, (c) =>
  opsError(c, 404, "Use /__ops/submissions, /__ops/submissions/:key or …/:key/replay."),
);
