/** @module The forms outbox: CMS down → accepted and queued; delivered when it is back; dead-lettered at the end. */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { type OutboxMessage, retryDelay } from "../../../worker/forms/outbox.ts";
import {
  contactPath,
  freshEmail,
  postJson,
  signupPath,
  storedFor,
  validContact,
  watchOutbox,
} from "../routes/forms-support.ts";
import { loggedMessages } from "../support/log-lines.ts";
import { consumeBatch } from "../support/queue-batch.ts";

const cmsOrigin = "https://cms.example.test";
const vars = { CMS_ORIGIN: cmsOrigin, CMS_TIMEOUT_MS: "300" };

/** The CMS at `cmsOrigin`: down (network error), hanging, answering 503, or up (the demo CMS). */
function fakeCms(state: "down" | "hang" | "503" | "up") {
  const original = globalThis.fetch;
  const calls: { headers: Headers }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(cmsOrigin)) return original(input, init);
    calls.push({ headers: new Headers(request.headers) });
    if (state === "down") throw new TypeError("connection refused");
    if (state === "hang")
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener("abort", () => reject(request.signal.reason)),
      );
    if (state === "503") return new Response("busy", { status: 503 });
    const url = new URL(request.url);
    return demoCms.fetch(new Request(`http://demo.internal${url.pathname}`, request), env);
  });
  return calls;
}

/** Runs the worker's queue consumer on one batch and returns what it acked and retried. */
const consume = (
  queue: string,
  bodies: OutboxMessage[],
  attempts = 1,
  extra: Record<string, string> = vars,
) => consumeBatch(queue, bodies, { ...env, ...extra } as Env, attempts);

afterEach(() => vi.restoreAllMocks());

describe("the forms outbox", () => {
  it.each([
    ["unreachable", "down"],
    ["too slow", "hang"],
    ["failing with 5xx", "503"],
  ] as const)("accepts and queues a submission when the CMS is %s", async (_name, state) => {
    fakeCms(state);
    const sent = watchOutbox();
    const body = validContact();
    const response = await postJson(contactPath, body, undefined, vars);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({
      success: true,
      message: expect.stringMatching(/received/),
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.submission).toMatchObject({ kind: "contact", payload: { email: body.email } });
    expect(sent[0]?.submission.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("retries with backoff while the CMS is down, then delivers once it is back, exactly once", async () => {
    fakeCms("down");
    const sent = watchOutbox();
    const email = freshEmail();
    expect((await postJson(signupPath, { email, profile: "newsletter" }, undefined, vars)).status).toBe(202);
    const message = sent[0] as OutboxMessage;

    const whileDown = await consume("form-outbox", [message], 1);
    expect(whileDown.ackAll || whileDown.explicitAcks.length > 0).toBe(false);
    expect(whileDown.retryMessages).toHaveLength(1);
    expect(whileDown.delays).toEqual([2]);
    const later = await consume("form-outbox", [message], 3);
    expect(later.delays).toEqual([6]);

    vi.restoreAllMocks();
    const calls = fakeCms("up");
    const back = await consume("form-outbox", [message], 4);
    expect(back.explicitAcks).toHaveLength(1);
    expect(back.retryMessages).toEqual([]);
    expect(calls[0]?.headers.get("idempotency-key")).toBe(message.submission.idempotencyKey);

    // The platform retries a delivery whose ack was lost: the CMS stores nothing twice.
    const again = await consume("form-outbox", [message], 5);
    expect(again.explicitAcks).toHaveLength(1);
    const rows = (await storedFor(email)).filter(
      (r) => r.idempotency_key === message.submission.idempotencyKey,
    );
    expect(rows).toHaveLength(1);
  });

  it("keeps a Spanish message's language through the outbox to the demo CMS's D1", async () => {
    fakeCms("down");
    const sent = watchOutbox();
    const body = validContact({ language: "es", message: "¿Pueden llamarme mañana?" });
    expect((await postJson(contactPath, body, undefined, vars)).status).toBe(202);
    const message = sent[0] as OutboxMessage;
    expect(message.submission.payload).toMatchObject({ email: body.email, language: "es" });
    vi.restoreAllMocks();
    fakeCms("up");
    expect((await consume("form-outbox", [message], 2)).explicitAcks).toHaveLength(1);
    const [row] = await storedFor(body.email);
    expect(row?.language).toBe("es");
    expect(row?.payload).toMatchObject({ language: "es", message: "¿Pueden llamarme mañana?" });
  });

  it("keeps retrying on the last attempt so the platform moves the message to the dead-letter queue", async () => {
    fakeCms("down");
    const sent = watchOutbox();
    await postJson(signupPath, { email: freshEmail(), profile: "newsletter" }, undefined, vars);
    const last = await consume("form-outbox", [sent[0] as OutboxMessage], 6);
    expect(last.explicitAcks).toEqual([]);
    expect(last.retryMessages).toHaveLength(1);
  });

  it("stores what reaches the dead-letter queue, logging only its kind and key, and acknowledges it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // The local queue, then staging's and production's (wrangler.toml names each environment's own).
    for (const [i, queue] of [
      "form-outbox-dlq",
      "clinic-form-outbox-staging-dlq",
      "clinic-form-outbox-dlq",
    ].entries()) {
      errors.mockClear();
      const idempotencyKey = `k-dead-letter-000${i}-${Date.now()}`;
      const acceptedAt = new Date().toISOString();
      const message: OutboxMessage = {
        submission: {
          kind: "newsletter",
          payload: { email: "lost@example.org", profile: "newsletter" },
          idempotencyKey,
          authorization: "Bearer visitor-token-of-an-older-message",
        },
        acceptedAt,
      };
      const result = await consume(queue, [message]);
      expect(result.explicitAcks, queue).toHaveLength(1);
      expect(loggedMessages(errors)).toEqual([`form submission dead-lettered: newsletter ${idempotencyKey}`]);
      const stored = await env.FORM_DEAD_LETTERS.getWithMetadata<{ submission: unknown; acceptedAt: string }>(
        idempotencyKey,
        "json",
      );
      expect(stored.value).toMatchObject({
        submission: { kind: "newsletter", payload: { email: "lost@example.org" }, idempotencyKey },
        acceptedAt,
      });
      expect(JSON.stringify(stored.value)).not.toContain("visitor-token");
      expect(stored.metadata).toMatchObject({ kind: "newsletter", acceptedAt });
      const [listed] = (await env.FORM_DEAD_LETTERS.list({ prefix: idempotencyKey })).keys;
      // Expires 14 days after it was stored.
      expect(listed?.expiration).toBeGreaterThan(Date.now() / 1000 + 14 * 86400 - 60);
      expect(listed?.expiration).toBeLessThanOrEqual(Date.now() / 1000 + 14 * 86400 + 1);
      expect(await env.CACHE.get(idempotencyKey)).toBeNull();
    }
  });

  it("puts no bearer token on the outbox, and delivers an older message that has one without it", async () => {
    fakeCms("down");
    const sent = watchOutbox();
    const email = freshEmail();
    const response = await postJson(signupPath, { email, profile: "newsletter" }, undefined, vars, {
      authorization: "Bearer visitor-token-0123",
    });
    expect(response.status).toBe(202);
    expect(sent[0]?.submission).not.toHaveProperty("authorization");
    expect(JSON.stringify(sent[0])).not.toContain("visitor-token");

    vi.restoreAllMocks();
    const calls = fakeCms("up");
    const older: OutboxMessage = {
      ...(sent[0] as OutboxMessage),
      submission: { ...(sent[0] as OutboxMessage).submission, authorization: "Bearer visitor-token-0123" },
    };
    expect((await consume("form-outbox", [older], 2)).explicitAcks).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get("authorization")).toBeNull();
    expect(await storedFor(email)).toHaveLength(1);
  });

  it("backs off exponentially in production, up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => retryDelay(n, false))).toEqual([
      30, 60, 120, 240, 480, 960, 3600,
    ]);
  });
});
