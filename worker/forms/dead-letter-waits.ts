/**
 * @module Submissions waiting for the dead-letter store: while `FORM_DEAD_LETTERS` refuses one, the
 * dead-letter consumer keeps one CACHE key for it (its kind, key, queue, tries and the error's name;
 * never a field of the form), and removes it once the store took it, so the ops status warns while
 * any waits, and says when one has reached the last queue.
 */
import type { FormKind } from "./deliver.ts";

const prefix = "ops:dead-letter-wait:";
/** Longer than any queue keeps a message (14 days at most), so a key outlives its message only by a day. */
const waitTtlSeconds = 15 * 24 * 60 * 60;

export interface DeadLetterWait {
  idempotencyKey: string;
  kind: FormKind;
  /** The queue it waits in: the dead-letter queue, or the last queue behind it. */
  queue: string;
  last: boolean;
  attempts: number;
  /** When it reached that queue, and when the store last refused it (ISO times). */
  since: string;
  failedAt: string;
  /** The error's name only (a message could repeat what was sent). */
  error: string;
}

/** Records (or updates) that the store refused `wait.idempotencyKey`; in the key's metadata, so a listing reads it. */
export const noteWaiting = (kv: KVNamespace, wait: DeadLetterWait) =>
  kv.put(`${prefix}${wait.idempotencyKey}`, "", { expirationTtl: waitTtlSeconds, metadata: wait });

/** Forgets a submission the store has taken. */
export const clearWaiting = (kv: KVNamespace, idempotencyKey: string) =>
  kv.delete(`${prefix}${idempotencyKey}`);

/** Every submission still waiting, oldest first. */
export async function listWaiting(kv: KVNamespace): Promise<DeadLetterWait[]> {
  const waits: DeadLetterWait[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list<DeadLetterWait>(cursor ? { prefix, cursor } : { prefix });
    for (const key of page.keys) if (key.metadata) waits.push(key.metadata);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return waits.sort((a, b) => a.since.localeCompare(b.since));
}
