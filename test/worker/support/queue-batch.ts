/** @module Runs the worker's queue consumer on one batch of outbox messages, as the platform would deliver it. */
import {
  createExecutionContext,
  createMessageBatch,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { vi } from "vitest";
import type { OutboxMessage } from "../../../worker/forms/outbox.ts";
import worker from "../../../worker/index.ts";

/** Delivers `bodies` on `queue` (each at its `attempts`) to the worker with `workerEnv`; what it acked and retried, and each retry's delay. */
export async function consumeBatch(queue: string, bodies: OutboxMessage[], workerEnv: Env, attempts = 1) {
  const batch = createMessageBatch<OutboxMessage>(
    queue,
    bodies.map((body, i) => ({ id: `m${i}-${Date.now()}`, timestamp: new Date(), attempts, body })),
  );
  const delays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, "retry").mockImplementation((options) => {
      delays.push(options?.delaySeconds);
      retry(options);
    });
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return { ...(await getQueueResult(batch, ctx)), delays };
}
