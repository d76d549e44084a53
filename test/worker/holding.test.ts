import { describe, expect, it, vi } from "vitest";
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
    const batch = { retryAll: vi.fn(), ackAll: vi.fn(), messages: [] };
    await holding.queue(batch as unknown as MessageBatch);
    expect(batch.retryAll).toHaveBeenCalledWith({ delaySeconds: 60 });
    expect(batch.ackAll).not.toHaveBeenCalled();
  });
});
