import {
  createExecutionContext,
  createMessageBatch,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import holding from "../../worker/holding.ts";

describe("the holding page of a first deploy", () => {
  it("answers every path 503 with Retry-After, in English and Spanish, kept out of caches and search engines", async () => {
    // It reads nothing of the request: any path, any method gets the same page.
    for (let i = 0; i < 2; i++) {
      const res = holding.fetch();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("120");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain("opening in a few minutes");
      expect(html).toContain('lang="es"');
    }
  });

  it("keeps queued form submissions for the site's version: every message is retried, none acknowledged", async () => {
    const batch = createMessageBatch("clinic-form-outbox", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: { submission: { kind: "contact" } } },
      { id: "m2", timestamp: new Date(), attempts: 2, body: { submission: { kind: "newsletter" } } },
    ]);
    const ctx = createExecutionContext();
    await holding.queue(batch);
    await waitOnExecutionContext(ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryBatch.retry).toBe(true);
    expect(result.ackAll).toBe(false);
    expect(result.explicitAcks).toEqual([]);
  });
});
