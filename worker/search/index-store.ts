/** @module The built-in index in KV: loaded once per isolate, rebuilt in the background when stale or purged. */
import { searchIndexKey } from "../cache/keys.ts";
import type { CmsClient } from "../cms/client.ts";
import { isolateState } from "../lib/isolate-state.ts";
import { collectDocuments } from "./documents.ts";
import { buildEngine, type Engine, loadEngine } from "./engine.ts";

/** The KV key of the serialized index; a purge of everything deletes it. */
export const indexKey = searchIndexKey;

interface IndexMeta {
  builtAt: number;
}

export interface LoadedIndex {
  engine: Engine;
  builtAt: number;
  /** Size of the serialized index, in bytes. */
  bytes: number;
}

export interface StoreDeps {
  kv: KVNamespace;
  cms: CmsClient;
  waitUntil: (promise: Promise<unknown>) => void;
}

export interface StoreOptions {
  /** An index older than this is rebuilt in the background. */
  maxAgeMs?: number;
  /** How often an isolate checks KV for a purge or a newer index. */
  checkEveryMs?: number;
}

const bytesOf = (text: string) => new TextEncoder().encode(text).byteLength;

/** An index store with its own isolate memory; the worker uses one per isolate. */
export function createIndexStore({ maxAgeMs = 3_600_000, checkEveryMs = 60_000 }: StoreOptions = {}) {
  let memo: (LoadedIndex & { checkedAt: number }) | null = null;
  let pending: Promise<LoadedIndex> | null = null;

  const remember = (index: LoadedIndex) => {
    memo = { ...index, checkedAt: Date.now() };
    return index;
  };

  async function build({ kv, cms }: StoreDeps): Promise<LoadedIndex> {
    const engine = buildEngine(await collectDocuments(cms));
    const json = JSON.stringify(engine);
    const builtAt = Date.now();
    await kv.put(indexKey, json, { metadata: { builtAt } satisfies IndexMeta });
    return remember({ engine, builtAt, bytes: bytesOf(json) });
  }

  async function readKv(kv: KVNamespace): Promise<LoadedIndex | null> {
    const { value, metadata } = await kv.getWithMetadata<IndexMeta>(indexKey, "text");
    if (value === null) return null;
    return remember({ engine: loadEngine(value), builtAt: metadata?.builtAt ?? 0, bytes: bytesOf(value) });
  }

  /** Brings the memory up to date with KV: reloads a newer index, rebuilds a purged or stale one. */
  async function refresh(deps: StoreDeps): Promise<LoadedIndex> {
    // A read (metadata only; the body stream is dropped) is far cheaper than a KV list.
    const { value, metadata } = await deps.kv.getWithMetadata<IndexMeta>(indexKey, "stream");
    await value?.cancel();
    if (value === null) return build(deps);
    const builtAt = metadata?.builtAt ?? 0;
    if (memo && builtAt > memo.builtAt) return (await readKv(deps.kv)) ?? build(deps);
    if (Date.now() - builtAt > maxAgeMs) return build(deps);
    if (!memo) return (await readKv(deps.kv)) ?? build(deps);
    memo.checkedAt = Date.now();
    return memo;
  }

  /** Runs `task` unless one is already running; every caller gets the same promise. */
  function once(task: () => Promise<LoadedIndex>): Promise<LoadedIndex> {
    pending ??= task().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    /** The index to answer from now; waits only when this isolate has none and KV has none. */
    async get(deps: StoreDeps): Promise<LoadedIndex> {
      if (!memo) {
        const loaded = await once(async () => (await readKv(deps.kv)) ?? build(deps));
        if (Date.now() - loaded.builtAt <= maxAgeMs) return loaded;
      }
      const current = memo as LoadedIndex & { checkedAt: number };
      const due = Date.now() - current.checkedAt > checkEveryMs || Date.now() - current.builtAt > maxAgeMs;
      if (due && !pending) {
        deps.waitUntil(
          once(() => refresh(deps)).catch((error: unknown) => {
            console.error("search index refresh failed", error);
            if (memo) memo.checkedAt = Date.now();
            return current;
          }),
        );
      }
      return current;
    },
    /** Drops this isolate's copy (tests; KV is left as it is). */
    forget() {
      memo = null;
    },
  };
}

/** This isolate's index store. */
export const indexStore = createIndexStore();
isolateState("search index", () => indexStore.forget());
