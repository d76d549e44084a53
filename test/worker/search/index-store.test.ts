import { env } from "cloudflare:test";
import { beforeEach, expect, test, vi } from "vitest";
import { createCmsClient } from "../../../worker/cms/client.ts";
import { createIndexStore, indexKey } from "../../../worker/search/index-store.ts";
import { demoClient } from "./demo-engine.ts";

/** Store dependencies whose background work is collected, so a test can wait for it. */
function deps(cms = demoClient().client) {
  const background: Promise<unknown>[] = [];
  return { kv: env.CACHE, cms, waitUntil: (p: Promise<unknown>) => background.push(p), background };
}

const storedMeta = async () =>
  (await env.CACHE.getWithMetadata<{ builtAt: number }>(indexKey, "text")).metadata;

beforeEach(async () => {
  await env.CACHE.delete(indexKey);
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
  const store = createIndexStore({ checkEveryMs: 0 });
  const first = await store.get(deps());
  await env.CACHE.delete(indexKey);
  const { client, calls } = demoClient();
  const d = deps(client);
  const served = await store.get(d);
  expect(served.engine).toBe(first.engine);
  expect(calls).toEqual([]);
  expect(d.background.length).toBe(1);
  await Promise.all(d.background);
  expect(calls.length).toBeGreaterThan(0);
  expect((await storedMeta())?.builtAt).toBeGreaterThanOrEqual(first.builtAt);
  expect((await store.get(deps())).engine).not.toBe(first.engine);
});

test("a stale index is served without waiting and replaced in the background", async () => {
  await createIndexStore().get(deps());
  const before = await storedMeta();
  await new Promise((resolve) => setTimeout(resolve, 30));
  const { client, calls } = demoClient();
  const d = deps(client);
  const index = await createIndexStore({ maxAgeMs: 10 }).get(d);
  expect(index.builtAt).toBe(before?.builtAt);
  expect(calls).toEqual([]);
  await Promise.all(d.background);
  expect(calls.length).toBeGreaterThan(0);
  expect((await storedMeta())?.builtAt).toBeGreaterThan(before?.builtAt ?? 0);
});

test("a failed background rebuild keeps the old index in service", async () => {
  const store = createIndexStore({ checkEveryMs: 0 });
  const first = await store.get(deps());
  await env.CACHE.delete(indexKey);
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
  expect(errors).toHaveBeenCalledWith("search index refresh failed", expect.anything());
  const after = deps();
  expect((await store.get(after)).engine).toBe(first.engine);
  await Promise.all(after.background);
  errors.mockRestore();
});
