/**
 * @module The dead-letter store: submissions the outbox gave up on, in a KV namespace of their own
 * (`FORM_DEAD_LETTERS`), keyed by idempotency key, each gone 14 days after it is stored. Only the
 * dead-letter consumer and the bearer-token ops routes read or write it.
 */
import type { FormKind, Submission } from "./deliver.ts";

/**
 * How long a dead-lettered submission is kept: long enough for ops to notice (the ops status page
 * counts them), mend the CMS and replay over a long weekend and a week's leave; short enough that a
 * patient's message does not sit outside the CMS longer than its delivery could plausibly be repaired.
 */
export const deadLetterTtlSeconds = 14 * 24 * 60 * 60;

/** What a stored key looks like: the outbox's idempotency keys (a UUID, or the browser's own key). */
export const deadLetterKeyRule = /^[A-Za-z0-9_-]{16,64}$/;

/** A stored submission, as ops read it back. */
export interface DeadLetter {
  submission: Submission;
  acceptedAt: string;
  deadLetteredAt: string;
}

/** The listing of one stored submission: no field of the form, only what ops need to pick it. */
export interface DeadLetterSummary {
  idempotencyKey: string;
  kind: FormKind | null;
  acceptedAt: string | null;
  deadLetteredAt: string | null;
  /** When KV drops it (ISO time), when KV says. */
  expiresAt: string | null;
}

type Meta = { kind: FormKind; acceptedAt: string; deadLetteredAt: string };

/** Stores a dead-lettered submission under its idempotency key (a second copy replaces the first); no bearer token is kept. */
export async function storeDeadLetter(
  kv: KVNamespace,
  submission: Submission,
  acceptedAt: string,
  now = new Date(),
): Promise<void> {
  const { kind, payload, idempotencyKey } = submission;
  const entry: DeadLetter = {
    submission: { kind, payload, idempotencyKey },
    acceptedAt,
    deadLetteredAt: now.toISOString(),
  };
  const metadata: Meta = { kind, acceptedAt, deadLetteredAt: entry.deadLetteredAt };
  await kv.put(idempotencyKey, JSON.stringify(entry), { expirationTtl: deadLetterTtlSeconds, metadata });
}

/** The stored submission under `key`, or null. */
export async function readDeadLetter(kv: KVNamespace, key: string): Promise<DeadLetter | null> {
  if (!deadLetterKeyRule.test(key)) return null;
  return kv.get<DeadLetter>(key, "json");
}

/** Deletes the stored submission under `key`; whether there was one. */
export async function deleteDeadLetter(kv: KVNamespace, key: string): Promise<boolean> {
  if (!deadLetterKeyRule.test(key) || (await kv.get(key)) === null) return false;
  await kv.delete(key);
  return true;
}

/** Every stored submission's summary, oldest dead-lettering first, read from KV's listing alone. */
export async function listDeadLetters(kv: KVNamespace): Promise<DeadLetterSummary[]> {
  const summaries: DeadLetterSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list<Partial<Meta>>(cursor ? { cursor } : {});
    for (const key of page.keys) {
      summaries.push({
        idempotencyKey: key.name,
        kind: key.metadata?.kind ?? null,
        acceptedAt: key.metadata?.acceptedAt ?? null,
        deadLetteredAt: key.metadata?.deadLetteredAt ?? null,
        expiresAt: key.expiration ? new Date(key.expiration * 1000).toISOString() : null,
      });
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return summaries.sort((a, b) => (a.deadLetteredAt ?? "").localeCompare(b.deadLetteredAt ?? ""));
}

/** How many submissions are stored (for the ops status page). */
export async function countDeadLetters(kv: KVNamespace): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await kv.list(cursor ? { cursor } : {});
    count += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}
