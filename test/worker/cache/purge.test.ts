/**
 * @module The one purge path against the Workers Cache fake (decision 0048): tags and prefixes in calls
 * of at most 100, the rate (5 calls a minute, a burst of 25) kept, what is over it queued and coalesced,
 * and a purge while the CMS is down never leaving a page without an answer.
 */
import { createMessageBatch, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EdgePurge, edgeCalls, kvSettleSeconds, purgeCache } from "../../../worker/cache/purge.ts";
import { consumePurges } from "../../../worker/cache/purge-queue.ts";
import { getConfig } from "../../../worker/env.ts";
import { EdgeNetwork, purgeLimits } from "../../support/workers-cache/edge.ts";
import { edgeFor } from "../support/edge.ts";
import { type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_MEMO_SECONDS: "0" };
let cms: FakeCms;

/** A queue that keeps what it is sent. */
function keptQueue() {
  const sent: EdgePurge[] = [];
  const delays: (number | undefined)[] = [];
  const queue = {
    send: async (body: EdgePurge, options?: QueueSendOptions) => {
      sent.push(body);
      delays.push(options?.delaySeconds);
    },
    sendBatch: async (batch: Iterable<MessageSendRequest<EdgePurge>>) => {
      for (const m of batch) {
        sent.push(m.body);
        delays.push(m.delaySeconds);
      }
    },
  } as unknown as Queue<EdgePurge>;
  return { queue, sent, delays };
}

const input = (edge: CacheContext | undefined, queue?: Queue<EdgePurge>) => ({
  kv: env.CACHE,
  config: getConfig(env),
  expandPaths: (paths: string[]) => paths,
  forgetCmsAnswers: () => {},
  edge,
  queue,
});

describe("the purge path", () => {
  beforeEach(() => {
    cms = fakeCms();
  });
  afterEach(() => vi.restoreAllMocks());

  it("splits tags and prefixes into calls of at most 100, each once", () => {
    const tags = Array.from({ length: 230 }, (_, i) => `t${i % 210}`);
    const calls = edgeCalls({ mode: "invalidate", tags, pathPrefixes: ["/a", "/a", "/b"] });
    expect(calls.map((c) => c.tags?.length ?? c.pathPrefixes?.length)).toEqual([100, 100, 10, 2]);
    expect(edgeCalls({ mode: "purge", tags, purgeEverything: true })).toEqual([
      { mode: "purge", purgeEverything: true },
    ]);
  });

  it("keeps within the rate and queues what is over it, then the queue coalesces it into one call", async () => {
    const network = new EdgeNetwork();
    const { queue, sent } = keptQueue();
    const outcomes = [];
    for (let i = 0; i < purgeLimits.burst + 5; i++)
      outcomes.push(
        (await purgeCache({ ...input(network.cache, queue), target: { tags: [`news-stories:s${i}`] } })).edge,
      );
    const queued = outcomes.filter((o) => o.status === "queued");
    expect(queued.length).toBeGreaterThanOrEqual(5);
    expect(sent.length).toBe(queued.length);
    // A minute later the consumer sends them all in one call.
    const later = new EdgeNetwork();
    const spy = vi.spyOn(later.cache, "invalidate");
    const batch = createMessageBatch<EdgePurge>(
      "cache-purges",
      sent.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })),
    );
    const acked = vi.spyOn(batch, "ackAll");
    await consumePurges(batch, later.cache);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0].tags).toHaveLength(sent.length);
    expect(acked).toHaveBeenCalledTimes(1);
  });

  it("invalidates the pages of KV-held data again once every location's KV copies from before it have expired", async () => {
    const network = new EdgeNetwork();
    const { queue, sent, delays } = keptQueue();
    await purgeCache({ ...input(network.cache, queue), target: { scope: "common" } });
    const again = () => sent.filter((_, i) => delays[i] === kvSettleSeconds);
    expect(again()).toEqual([{ mode: "invalidate", tags: ["common"] }]);
    expect(kvSettleSeconds).toBeGreaterThan(60);
    // A purge of pages held nowhere in KV needs no second call.
    await purgeCache({ ...input(network.cache, queue), target: { tags: ["news-stories:s1"] } });
    expect(again()).toHaveLength(1);
  });

  it("retries the whole batch a minute later while Cloudflare refuses it", async () => {
    const network = new EdgeNetwork();
    vi.spyOn(network.cache, "invalidate").mockResolvedValue({
      success: false,
      errors: [{ code: 1134, message: "rate limited" }],
    });
    const batch = createMessageBatch<EdgePurge>("cache-purges", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: { mode: "invalidate", tags: ["common"] } },
    ]);
    const retried = vi.spyOn(batch, "retryAll");
    await consumePurges(batch, network.cache);
    expect(retried).toHaveBeenCalledWith({ delaySeconds: 60 });
  });

  it("never leaves a page with nothing to serve when it purges while the CMS is down", async () => {
    const { visit, network } = edgeFor(vars);
    const pages = ["/about-us", "/locations/main-street", "/es/news"];
    const first = new Map<string, string>();
    for (const path of pages) first.set(path, (await visit(path)).html);
    cms.mode = "down";
    for (const mode of ["invalidate", "purge"] as const) {
      await purgeCache({ ...input(network.cache), target: { scope: "all", mode } });
      for (const path of pages) {
        const again = await visit(path);
        expect(again.status, `${mode} ${path}`).toBe(200);
        expect(again.html.length, path).toBeGreaterThan(1000);
      }
    }
    expect((await visit("/about-us")).html).toBe(first.get("/about-us"));
  });
});
