/** @module The forms outbox: a Cloudflare Queue of submissions the CMS could not take, delivered with retries. */
import { cmsClient } from "../cms/access.ts";
import { getConfig } from "../env.ts";
import { errorFields, log } from "../lib/log.ts";
import { storeDeadLetter } from "./dead-letter-store.ts";
import { clearWaiting, noteWaiting } from "./dead-letter-waits.ts";
import { deliver, type Submission } from "./deliver.ts";

export interface OutboxMessage {
  submission: Submission;
  acceptedAt: string;
}

/**
 * Whether `queue` is a dead-letter queue: each environment names its own queues (wrangler.toml), and
 * every dead-letter queue's name ends in `-dlq` (check-config enforces it). The dead-letter queue has
 * one behind it, the last queue, named `…-last-dlq`, which the same consumer drains.
 */
const isDeadLetterQueue = (queue: string) => queue.endsWith("-dlq");
const isLastQueue = (queue: string) => queue.endsWith("-last-dlq");

/**
 * Backoff before the dead-letter store is tried again: from the dead-letter queue 30 s doubling to
 * 5 minutes (its 100 tries last about 8 hours), then hourly from the last queue (its 100 tries last
 * 4 days, a queue's default retention); a second locally.
 */
export function storeRetryDelay(attempts: number, queue: string, local: boolean): number {
  if (local) return 1;
  return isLastQueue(queue) ? 3600 : Math.min(30 * 2 ** (attempts - 1), 300);
}

/** A submission without the visitor's bearer token (older queue messages may still carry one). */
const withoutToken = ({ kind, payload, idempotencyKey }: Submission): Submission => ({
  kind,
  payload,
  idempotencyKey,
});

/**
 * Puts an accepted submission on the outbox, without the visitor's bearer token: a queue message is
 * kept through every retry, so a later delivery goes to the CMS without it.
 */
export async function enqueue(env: Env, submission: Submission, acceptedAt = new Date()): Promise<void> {
  const message: OutboxMessage = {
    submission: withoutToken(submission),
    acceptedAt: acceptedAt.toISOString(),
  };
  await env.FORM_OUTBOX.send(message, { contentType: "json" });
}

/** Backoff before the next attempt: seconds in local mode, growing to an hour in production. */
export function retryDelay(attempts: number, local: boolean): number {
  return local ? Math.min(2 * attempts, 10) : Math.min(30 * 2 ** (attempts - 1), 3600);
}

/**
 * The dead-letter queues' consumer: each submission goes to the dead-letter store, retried until the
 * store takes it (the last queue behind the dead-letter queue keeps it longer still), and noted as
 * waiting meanwhile (dead-letter-waits.ts) so the ops status warns. Read without the configuration, so
 * a bad variable never stops it.
 */
async function consumeDeadLetters(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  const local = (env as { ENVIRONMENT?: string }).ENVIRONMENT !== "production";
  const last = isLastQueue(batch.queue);
  for (const message of batch.messages) {
    const { submission, acceptedAt } = message.body;
    const { kind, idempotencyKey } = submission;
    try {
      await storeDeadLetter(env.FORM_DEAD_LETTERS, submission, acceptedAt);
    } catch (error) {
      const name = error instanceof Error ? error.name : "error";
      const delaySeconds = storeRetryDelay(message.attempts, batch.queue, local);
      log(
        "error",
        "forms",
        `outbox: dead-letter store unavailable for ${kind} ${idempotencyKey} (try ${message.attempts} on ${batch.queue}): ${name}; retried in ${delaySeconds} s`,
      );
      const wait = {
        idempotencyKey,
        kind,
        queue: batch.queue,
        last,
        attempts: message.attempts,
        since: message.timestamp.toISOString(),
        failedAt: new Date().toISOString(),
        error: name,
      };
      // The note is for the status; the message on the queue is what keeps the submission.
      await noteWaiting(env.CACHE, wait).catch(() => undefined);
      message.retry({ delaySeconds });
      continue;
    }
    log("error", "forms", `form submission dead-lettered: ${kind} ${idempotencyKey}`);
    if (message.attempts > 1 || last) await clearWaiting(env.CACHE, idempotencyKey).catch(() => undefined);
    message.ack();
  }
}

/**
 * The queue consumer: delivers outbox messages, retrying with backoff. What reaches the dead-letter
 * queue goes to the dead-letter store; its log line says only the kind and the idempotency key.
 */
export async function consumeOutbox(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  if (isDeadLetterQueue(batch.queue)) {
    await consumeDeadLetters(batch, env);
    return;
  }
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig(env);
  } catch (error) {
    log("error", "forms", "outbox: configuration invalid", errorFields(error));
    batch.retryAll({ delaySeconds: 60 });
    return;
  }
  const local = config.environment === "local";
  const cms = cmsClient(env, config);
  for (const message of batch.messages) {
    const result = await deliver(cms, withoutToken(message.body.submission));
    if (result.outcome === "delivered") {
      message.ack();
      continue;
    }
    // The CMS's own message may repeat what the visitor typed: only its status is logged.
    const why = result.outcome === "rejected" ? `rejected (${result.status})` : result.reason;
    log("warn", "forms", `outbox: attempt ${message.attempts} failed: ${why}`);
    message.retry({ delaySeconds: retryDelay(message.attempts, local) });
  }
}
