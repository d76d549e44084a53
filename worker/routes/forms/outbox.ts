/** @module The forms outbox: a Cloudflare Queue of submissions the CMS could not take, delivered with retries. */
import { cmsClient } from "../../cms/access.ts";
import { getConfig } from "../../env.ts";
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

/** Puts an accepted submission on the outbox. */
export async function enqueue(env: Env, submission: Submission): Promise<void> {
  const message: OutboxMessage = { submission, acceptedAt: new Date().toISOString() };
  await env.FORM_OUTBOX.send(message, { contentType: "json" });
}

/** Backoff before the next attempt: seconds in local mode, growing to an hour in production. */
export function retryDelay(attempts: number, local: boolean): number {
  return local ? Math.min(2 * attempts, 10) : Math.min(30 * 2 ** (attempts - 1), 3600);
}

/** The queue consumer: delivers outbox messages, retrying with backoff; logs what reaches the dead-letter queue. */
export async function consumeOutbox(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  if (isDeadLetterQueue(batch.queue)) {
    for (const message of batch.messages) {
      const { submission, acceptedAt } = message.body;
      console.error("form submission dead-lettered", {
        kind: submission.kind,
        idempotencyKey: submission.idempotencyKey,
        acceptedAt,
        payload: submission.payload,
      });
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
    const result = await deliver(cms, message.body.submission);
    if (result.outcome === "delivered") {
      message.ack();
      continue;
    }
    const why =
      result.outcome === "rejected" ? `rejected (${result.status}) ${result.message}` : result.reason;
    console.warn(`outbox: attempt ${message.attempts} failed: ${why}`);
    message.retry({ delaySeconds: retryDelay(message.attempts, local) });
  }
}
