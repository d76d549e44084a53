import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OutboxMessage } from "../../worker/forms/outbox.ts";
import holding, { holdSeconds } from "../../worker/holding.ts";
import { fixedHeaders, resourcePolicy } from "../../worker/security/fixed-headers.ts";
import { call } from "./support/app.ts";

/** The holding page's answer to any request. */
const answer = (path = "/") => holding.fetch(new Request(`https://clinic.test${path}`), env);

type Sent = MessageSendRequest<OutboxMessage>;

/** The environment with its real outbox, each batch sent to it also written down here (or refused). */
function outboxEnv(refuse = false) {
  const sent: Sent[] = [];
  const outbox = {
    ...env.FORM_OUTBOX,
    send: env.FORM_OUTBOX.send.bind(env.FORM_OUTBOX),
    sendBatch: async (messages: Iterable<Sent>) => {
      if (refuse) throw new Error("queue unavailable");
      sent.push(...messages);
      return env.FORM_OUTBOX.sendBatch(messages);
    },
  };
  return { env: { ...env, FORM_OUTBOX: outbox } as Env, sent };
}

const submissions = (queue: string) =>
  createMessageBatch<OutboxMessage>(queue, [
    {
      id: "m1",
      timestamp: new Date(),
      attempts: 4,
      body: {
        submission: { kind: "contact", payload: {}, idempotencyKey: "k1" },
        acceptedAt: "2026-11-28T10:00:00.000Z",
      } as OutboxMessage,
    },
    {
      id: "m2",
      timestamp: new Date(),
      attempts: 2,
      body: {
        submission: { kind: "newsletter", payload: {}, idempotencyKey: "k2" },
        acceptedAt: "2026-11-28T10:01:00.000Z",
      } as OutboxMessage,
    },
  ]);

afterEach(() => vi.restoreAllMocks());

describe("the holding page of a first deploy", () => {
  it("answers every path 503 with Retry-After, in English and Spanish, kept out of caches and search engines", async () => {
    // It reads nothing of the request: any path, any method gets the same page.
    for (let i = 0; i < 2; i++) {
      const res = await answer(["/", "/contact-us"][i]);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("120");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain("opening in a few minutes");
      expect(html).toContain('lang="es"');
    }
  });

  it("sends the site's security headers, and a policy that lets the page load and run nothing", async () => {
    const res = await answer();
    for (const [name, value] of Object.entries(fixedHeaders)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get("content-security-policy")).toBe(resourcePolicy);
    expect(resourcePolicy).toContain("default-src 'none'");
  });

  it("answers with the same security headers and x-version as the site's worker does for what is not a page", async () => {
    const site = await call("/__ops/status");
    const held = await answer("/__ops/status");
    expect(site.headers.get("content-type")).toContain("application/json");
    expect(site.headers.get("x-version")).toBeTruthy();
    expect(held.headers.get("x-version")).toBe(site.headers.get("x-version"));
    expect(held.headers.get("x-version")).toBe(env.CF_VERSION_METADATA.id);
    for (const name of [...Object.keys(fixedHeaders), "content-security-policy"])
      expect(held.headers.get(name), name).toBe(site.headers.get(name));
  });

  it("acknowledges a queued cache purge without putting it on the outbox: it is not a submission", async () => {
    const { env: holdingEnv, sent } = outboxEnv();
    const batch = createMessageBatch("clinic-cache-purges", [
      { id: "p1", timestamp: new Date(), attempts: 1, body: { tags: ["common"] } },
    ]);
    const ctx = createExecutionContext();
    await holding.queue(batch as unknown as MessageBatch<OutboxMessage>, holdingEnv);
    const result = await getQueueResult(batch, ctx);
    expect(sent).toEqual([]);
    expect(result.ackAll).toBe(true);
    expect(result.retryBatch.retry).toBe(false);
  });

  for (const queue of ["clinic-form-outbox", "clinic-form-outbox-dlq"]) {
    it(`keeps ${queue}'s submissions for the site's version without using up their retries`, async () => {
      const { env: holdingEnv, sent } = outboxEnv();
      const batch = submissions(queue);
      const ctx = createExecutionContext();
      await holding.queue(batch, holdingEnv);
      const result = await getQueueResult(batch, ctx);
      // Each one is on the outbox again as a new message (its attempts start over), whole, later.
      expect(sent.map((m) => m.body)).toEqual(batch.messages.map((m) => m.body));
      expect(sent.every((m) => m.delaySeconds === holdSeconds && m.contentType === "json")).toBe(true);
      expect(result.ackAll).toBe(true);
      expect(result.retryBatch.retry).toBe(false);
      expect(result.retryMessages).toEqual([]);
    });
  }

  it("retries the batch in place, with a warning, when the outbox refuses it: nothing is acknowledged unsent", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { env: holdingEnv, sent } = outboxEnv(true);
    const batch = submissions("clinic-form-outbox");
    const ctx = createExecutionContext();
    await holding.queue(batch, holdingEnv);
    const result = await getQueueResult(batch, ctx);
    expect(sent).toEqual([]);
    expect(result.ackAll).toBe(false);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryBatch.retry).toBe(true);
    const line = JSON.parse(String(warn.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: "warn", type: "holding" });
    expect(line.message).toContain("retried in place");
  });

  it("answers the hourly trigger with one JSON warning line: a holding page still live is the problem", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    holding.scheduled();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(warn.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ type: "ops", level: "warn", warnings: ["holding page live"] });
    expect(line.message).toMatch(/^ops warning: the holding page/);
  });
});
