/** @module The forms outbox: a Cloudflare Queue of submissions the CMS could not take, delivered with retries. */
import { cmsClient } from "../cms/access.ts";
import { getConfig } from "../env.ts";
import { storeDeadLetter } from "./dead-letter-store.ts";
import { deliver, type Submission } from "./deliver.ts";

export interface OutboxMessage {
  submission: Submission;
  acceptedAt: string;
}

/**
 * Whether `queue` is a dead-letter queue: each environment names its own queues (wrangler.toml), and
 * every dead-letter queue's name ends in `-dlq` (check-config enforces it).
 */
const isDeadLetterQueue = (queue: string) => queue.endsWith("-dlq");

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
 * The queue consumer: delivers outbox messages, retrying with backoff. What reaches the dead-letter
 * queue goes to the dead-letter store; its log line says only the kind and the idempotency key.
 */
export async function consumeOutbox(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  if (isDeadLetterQueue(batch.queue)) {
    for (const message of batch.messages) {
      const { submission, acceptedAt } = message.body;
      try {
        await storeDeadLetter(env.FORM_DEAD_LETTERS, submission, acceptedAt);
      } catch (error) {
        console.error(
          `outbox: dead-letter store unavailable for ${submission.kind} ${submission.idempotencyKey}: ${error instanceof Error ? error.name : "error"}`,
        );
        message.retry({ delaySeconds: 60 });
        continue;
      }
      console.error(`form submission dead-lettered: ${submission.kind} ${submission.idempotencyKey}`);
      message.ack();
    }
    return;
  }
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig(env);
  } catch (error) {
    console.error("outbox: configuration invalid", error);
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
    console.warn(`outbox: attempt ${message.attempts} failed: ${why}`);
    message.retry({ delaySeconds: retryDelay(message.attempts, local) });
  }
}
