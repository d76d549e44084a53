import { env } from "cloudflare:test";
import { beforeEach, expect, test, vi } from "vitest";
import { createCmsClient } from "../../../worker/cms/client.ts";
import { createIndexStore, indexKey } from "../../../worker/search/index-store.ts";
import { loggedMessages } from "../support/log-lines.ts";
import { demoClient } from "./demo-engine.ts";

/** Store dependencies whose background work is collected, so a test can wait for it. */
function deps(cms = demoClient().client) {
  const background: Promise<unknown>[] = [];
  return { kv: env.CACHE, cms, waitUntil: (p: Promise<unknown>) => background.push(p), background };
}

/** A clock the test moves by hand, in milliseconds. */
function handClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const enKey = indexKey("en");
const esKey = indexKey("es");

const storedMeta = async (key = enKey) =>
  (await env.CACHE.getWithMetadata<{ builtAt: number }>(key, "text")).metadata;

beforeEach(async () => {
  await Promise.all([env.CACHE.delete(enKey), env.CACHE.delete(esKey)]);
});

test("with no index anywhere, the first request builds it and stores it in KV", async () => {
  const store = createIndexStore();
  const index = await store.get(deps());
  expect(index.engine.documentCount).toBeGreaterThan(100);
  expect(index.bytes).toBeGreaterThan(1000);
  expect((await storedMeta())?.builtAt).toBe(index.builtAt);
});

test("another isolate loads the stored index from KV without calling the CMS", async () => {
  await createIndexStore().get(deps());
  const { client, calls } = demoClient();
  const index = await createIndexStore().get(deps(client));
  expect(calls).toEqual([]);
  expect(index.engine.search("dental").length).toBeGreaterThan(0);
});

test("after a purge deletes the KV key, the old index answers at once and is rebuilt in the background", async () => {
  const clock = handClock();
  const store = createIndexStore({ checkEveryMs: 60_000, now: clock.now });
  const first = await store.get(deps());
  await env.CACHE.delete(enKey);
  clock.advance(60_001);
  const { client, calls } = demoClient();
  const d = deps(client);
  const served = await store.get(d);
  expect(served.engine).toBe(first.engine);
  expect(calls).toEqual([]);
  expect(d.background.length).toBe(1);
  await Promise.all(d.background);
  expect(calls.length).toBeGreaterThan(0);
  expect((await storedMeta())?.builtAt).toBe(first.builtAt + 60_001);
  expect((await store.get(deps())).engine).not.toBe(first.engine);
});

test("a stale index is served without waiting and replaced in the background", async () => {
  const clock = handClock();
  await createIndexStore({ now: clock.now }).get(deps());
  const before = await storedMeta();
  expect(before?.builtAt).toBe(clock.now());
  clock.advance(10);
  const fresh = demoClient();
  const young = deps(fresh.client);
  await createIndexStore({ maxAgeMs: 10, now: clock.now }).get(young);
  expect(young.background).toEqual([]);
  clock.advance(1);
  const { client, calls } = demoClient();
  const d = deps(client);
  const index = await createIndexStore({ maxAgeMs: 10, now: clock.now }).get(d);
  expect(index.builtAt).toBe(before?.builtAt);
  expect(calls).toEqual([]);
  await Promise.all(d.background);
  expect(calls.length).toBeGreaterThan(0);
  expect((await storedMeta())?.builtAt).toBe(clock.now());
});

test("a failed background rebuild keeps the old index in service, and the next check waits its time", async () => {
  const clock = handClock();
  const store = createIndexStore({ checkEveryMs: 60_000, now: clock.now });
  const first = await store.get(deps());
  await env.CACHE.delete(enKey);
  clock.advance(60_001);
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const broken = createCmsClient({
    access: {
      origin: "http://cms.broken",
      demo: false,
      fetch: async () => new Response("down", { status: 500 }),
    },
    timeoutMs: 1000,
    memoSeconds: 0,
  });
  const d = deps(broken);
  expect((await store.get(d)).engine).toBe(first.engine);
  await Promise.all(d.background);
  expect(loggedMessages(errors)).toContain("search index refresh failed");
  const after = deps();
  expect((await store.get(after)).engine).toBe(first.engine);
  expect(after.background).toEqual([]);
  errors.mockRestore();
});

test("each language has its own index under its own key, with that language's paths", async () => {
  const store = createIndexStore();
  const english = await store.get(deps());
  const spanish = await store.get(deps(demoClient("es").client));
  expect(spanish.engine).not.toBe(english.engine);
  expect((await storedMeta(enKey))?.builtAt).toBe(english.builtAt);
  expect((await storedMeta(esKey))?.builtAt).toBe(spanish.builtAt);
  expect(spanish.engine.documentCount).toBe(english.engine.documentCount);
  expect(english.engine.search("dental").every((hit) => !String(hit.id).startsWith("/es/"))).toBe(true);
  const spanishHits = spanish.engine.search("dental");
  expect(spanishHits.length).toBeGreaterThan(0);
  expect(spanishHits.every((hit) => String(hit.id).startsWith("/es/"))).toBe(true);
  // The isolate keeps both: asking again for either language answers from memory.
  expect((await store.get(deps())).engine).toBe(english.engine);
  expect((await store.get(deps(demoClient("es").client))).engine).toBe(spanish.engine);
});

test("a Spanish index stored by another isolate is loaded for Spanish only, and the English one is built", async () => {
  await createIndexStore().get(deps(demoClient("es").client));
  const spanishBuiltAt = (await storedMeta(esKey))?.builtAt;
  const es = demoClient("es");
  const loaded = await createIndexStore().get(deps(es.client));
  expect(es.calls).toEqual([]);
  expect(loaded.builtAt).toBe(spanishBuiltAt);
  expect(await env.CACHE.get(enKey)).toBeNull();
  const en = demoClient("en");
  await createIndexStore().get(deps(en.client));
  expect(en.calls.length).toBeGreaterThan(0);
  expect((await storedMeta(esKey))?.builtAt).toBe(spanishBuiltAt);
});
