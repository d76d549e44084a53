/**
 * @module No submission lost while the dead-letter store is down: submissions the CMS never takes go
 * through Miniflare's real queues (the outbox, its dead-letter queue, the last queue behind it) to a
 * store that refuses them for 10 minutes of the production retry schedule; the status warns while
 * they wait, and every one is stored once the store is back.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listWaiting } from "../../../worker/forms/dead-letter-waits.ts";
import { enqueue, type OutboxMessage, storeRetryDelay } from "../../../worker/forms/outbox.ts";
import worker from "../../../worker/index.ts";
import type { OpsStatus } from "../../../worker/ops/status.ts";
import { call } from "../support/app.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";
import { consumeBatch } from "../support/queue-batch.ts";

const outage = 10 * 60;

/**
 * FORM_DEAD_LETTERS refusing each submission while less than `seconds` have passed since it reached
 * the dead-letter queue, the time counted by the consumer's own production delays between its tries.
 */
function storeDownFor(seconds: number, queue: string) {
  const refused = new Map<string, number>();
  const elapsed = (tries: number) =>
    Array.from({ length: tries }, (_, i) => storeRetryDelay(i + 1, queue, false)).reduce((a, b) => a + b, 0);
  const store = env.FORM_DEAD_LETTERS;
  const flaky = new Proxy(store, {
    get(target, property) {
      if (property !== "put") return Reflect.get(target, property).bind(target);
      return (
        key: string,
        ...rest: Parameters<KVNamespace["put"]> extends [string, ...infer R] ? R : never
      ) => {
        const tries = refused.get(key) ?? 0;
        if (elapsed(tries) < seconds) {
          refused.set(key, tries + 1);
          const error = new Error("KV PUT failed: 503 Service Unavailable");
          error.name = "KVUnavailable";
          return Promise.reject(error);
        }
        return target.put(key, ...rest);
      };
    },
  });
  return { flaky, refused };
}

const submission = (n: number) => ({
  kind: "contact" as const,
  payload: { name: `Pat ${n}`, email: `pat${n}@example.org`, message: "Please call me back." },
  idempotencyKey: `outage-${n}-${crypto.randomUUID()}`,
});

const status = async () => {
  const res = await call(
    "/__ops/status",
    { headers: { authorization: `Bearer ${env.OPS_TOKEN}` } },
    {
      CMS_ORIGIN: fakeCmsOrigin,
    },
  );
  return (await res.json()) as OpsStatus;
};

afterEach(() => vi.restoreAllMocks());

describe("a dead-letter store down for 10 minutes", () => {
  it("loses nothing through the real queues: the status warns while they wait, then every one is stored", async () => {
    fakeCms();
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { flaky, refused } = storeDownFor(outage, "form-outbox-dlq");
    const consume = worker.queue.bind(worker);
    const seen: string[] = [];
    const sent = [submission(1), submission(2), submission(3)];
    const ours = new Set(sent.map((s) => s.idempotencyKey));
    vi.spyOn(worker, "queue").mockImplementation(async (batch, _env, ctx) => {
      // The test files share one runtime: what other files left on the queues is not this test's.
      const mine = batch.messages.filter((m) =>
        ours.has((m.body as Partial<OutboxMessage> | null)?.submission?.idempotencyKey ?? ""),
      );
      for (const m of batch.messages) if (!mine.includes(m)) m.ack();
      if (mine.length === 0) return;
      seen.push(batch.queue);
      // The CMS refuses every try: the outbox gives each one up to its dead-letter queue.
      if (batch.queue === "form-outbox") {
        for (const m of mine) m.retry({ delaySeconds: 0 });
        return;
      }
      const only: typeof batch = {
        ...batch,
        queue: batch.queue,
        messages: mine,
        ackAll: () => {
          for (const m of mine) m.ack();
        },
        retryAll: (options?: QueueRetryOptions) => {
          for (const m of mine) m.retry(options);
        },
      };
      return consume(only, { ...env, FORM_DEAD_LETTERS: flaky } as Env, ctx);
    });
    for (const s of sent) await enqueue(env, s);

    // While the store refuses them, the status warns, naming how many wait; nothing is in the store.
    await vi.waitUntil(async () => (await status()).waiting.count === sent.length, {
      timeout: 40_000,
      interval: 200,
    });
    const during = await status();
    expect(during.problems.map((p) => p.id)).toContain("dead-letter-store");
    expect(during.warnings.join("\n")).toMatch(
      /3 form submission\(s\) wait on a queue since .*KVUnavailable/,
    );
    expect(JSON.stringify(during)).not.toContain("example.org");

    // The store is back after 10 minutes of the production schedule: every one is stored, whole.
    await vi.waitUntil(
      async () =>
        (await Promise.all(sent.map((s) => env.FORM_DEAD_LETTERS.get(s.idempotencyKey)))).every(Boolean),
      { timeout: 60_000, interval: 200 },
    );
    for (const s of sent) {
      const stored = await env.FORM_DEAD_LETTERS.get<{ submission: unknown }>(s.idempotencyKey, "json");
      expect(stored?.submission).toEqual(s);
      const tries = refused.get(s.idempotencyKey) ?? 0;
      const delays = Array.from({ length: tries }, (_, i) =>
        storeRetryDelay(i + 1, "form-outbox-dlq", false),
      );
      // Refused for 10 minutes of its schedule, taken on the next try, far inside its 100.
      expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(outage);
      expect(delays.slice(0, -1).reduce((a, b) => a + b, 0)).toBeLessThan(outage);
      expect(tries + 1).toBeLessThan(100);
    }
    expect(seen).toContain("form-outbox-dlq");
    expect(seen).not.toContain("form-outbox-last-dlq");
    await vi.waitUntil(async () => (await status()).waiting.count === 0, { timeout: 10_000, interval: 200 });
    expect((await status()).problems.map((p) => p.id)).not.toContain("dead-letter-store");
  }, 120_000);

  it("keeps what reaches the last queue, retried hourly in production, the status saying so, until the store takes it", async () => {
    fakeCms();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const s = submission(4);
    const message: OutboxMessage = { submission: s, acceptedAt: "2026-11-28T09:00:00.000Z" };
    const run = (store: KVNamespace) =>
      consumeBatch("clinic-form-outbox-last-dlq", [message], {
        ...env,
        ENVIRONMENT: "production",
        FORM_DEAD_LETTERS: store,
      } as Env);
    const { flaky } = storeDownFor(Number.POSITIVE_INFINITY, "clinic-form-outbox-last-dlq");
    const refused = await run(flaky);
    expect(refused.explicitAcks).toEqual([]);
    expect(refused.retryMessages).toHaveLength(1);
    expect(refused.delays).toEqual([3600]);
    expect((await listWaiting(env.CACHE)).find((w) => w.idempotencyKey === s.idempotencyKey)).toMatchObject({
      last: true,
      queue: "clinic-form-outbox-last-dlq",
      error: "KVUnavailable",
    });
    const during = await status();
    expect(during.waiting.inLastQueue).toBeGreaterThanOrEqual(1);
    expect(during.warnings.join("\n")).toMatch(/in the last queue, retried hourly/);

    const taken = await run(env.FORM_DEAD_LETTERS);
    expect(taken.explicitAcks).toHaveLength(1);
    expect(await env.FORM_DEAD_LETTERS.get(s.idempotencyKey)).toContain("Please call me back.");
    expect((await listWaiting(env.CACHE)).some((w) => w.idempotencyKey === s.idempotencyKey)).toBe(false);
  });
});
