/** @module The dead-letter store in its own real KV namespace: stored by key with an expiry, counted past a page of listing. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  countDeadLetters,
  deadLetterTtlSeconds,
  deleteDeadLetter,
  listDeadLetters,
  readDeadLetter,
  storeDeadLetter,
} from "../../../worker/forms/dead-letter-store.ts";

const kv = () => env.FORM_DEAD_LETTERS;
const submission = (idempotencyKey: string) => ({
  kind: "newsletter" as const,
  payload: { email: "store@example.org", profile: "newsletter" },
  idempotencyKey,
});

describe("the dead-letter store", () => {
  it("keeps a submission under its idempotency key for 14 days, without a bearer token", async () => {
    const key = `store-test-${Date.now()}`;
    const now = new Date();
    await storeDeadLetter(
      kv(),
      { ...submission(key), authorization: "Bearer secret-token" },
      "2026-11-01T00:00:00Z",
      now,
    );
    expect(deadLetterTtlSeconds).toBe(14 * 24 * 3600);
    expect(await readDeadLetter(kv(), key)).toEqual({
      submission: submission(key),
      acceptedAt: "2026-11-01T00:00:00Z",
      deadLetteredAt: now.toISOString(),
    });
    const summary = (await listDeadLetters(kv())).find((s) => s.idempotencyKey === key);
    expect(summary).toMatchObject({ kind: "newsletter", deadLetteredAt: now.toISOString() });
    const expires = Date.parse(summary?.expiresAt ?? "");
    expect(Math.abs(expires - (now.getTime() + deadLetterTtlSeconds * 1000))).toBeLessThan(5_000);
    expect(await deleteDeadLetter(kv(), key)).toBe(true);
    expect(await deleteDeadLetter(kv(), key)).toBe(false);
    expect(await readDeadLetter(kv(), key)).toBeNull();
  });

  it("reads and deletes nothing for a malformed key", async () => {
    expect(await readDeadLetter(kv(), "../x")).toBeNull();
    expect(await deleteDeadLetter(kv(), "")).toBe(false);
  });

  it("counts every stored submission, past KV's 1000-key listing page", async () => {
    const before = await countDeadLetters(kv());
    const stamp = Date.now();
    await Promise.all(
      Array.from({ length: 1005 }, (_, i) =>
        storeDeadLetter(kv(), submission(`count-test-${stamp}-${i}`), "2026-11-01T00:00:00Z"),
      ),
    );
    expect(await countDeadLetters(kv())).toBe(before + 1005);
    expect((await listDeadLetters(kv())).length).toBe(before + 1005);
  }, 60_000);
});
