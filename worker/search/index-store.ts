/**
 * @module The built-in index of each language in KV: loaded once per isolate and language, rebuilt
 * in the background when stale or purged.
 */
import type { Locale } from "../../shared/i18n/locales.ts";
import { searchIndexKey } from "../cache/keys.ts";
import type { CmsClient } from "../cms/client.ts";
import { isolateState } from "../lib/isolate-state.ts";
import { errorFields, log } from "../lib/log.ts";
import { collectDocuments } from "./documents.ts";
import { buildEngine, type Engine, loadEngine } from "./engine.ts";

/** The KV key of a language's serialized index; a purge of everything deletes every language's. */
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
  /** Reads the content in the language of the index wanted (`cms.locale`). */
  cms: CmsClient;
  waitUntil: (promise: Promise<unknown>) => void;
}

export interface StoreOptions {
  /** An index older than this is rebuilt in the background. */
  maxAgeMs?: number;
  /** How often an isolate checks KV for a purge or a newer index. */
  checkEveryMs?: number;
  /** The clock, in milliseconds (tests drive their own). */
  now?: () => number;
}

const bytesOf = (text: string) => new TextEncoder().encode(text).byteLength;

type Slot = ReturnType<typeof createSlot>;

/** An index store with its own isolate memory, one index per language; the worker uses one per isolate. */
export function createIndexStore(options: StoreOptions = {}) {
  const slots = new Map<Locale, Slot>();
  const slotOf = (locale: Locale) => {
    let slot = slots.get(locale);
    if (!slot) {
      slot = createSlot(locale, options);
      slots.set(locale, slot);
    }
    return slot;
  };
  return {
    /**
     * The index of `deps.cms`'s language to answer from now; waits only when this isolate has none
     * and KV has none.
     */
    get: (deps: StoreDeps): Promise<LoadedIndex> => slotOf(deps.cms.locale).get(deps),
    /** Drops this isolate's copies (tests; KV is left as it is). */
    forget() {
      slots.clear();
    },
  };
}

/** One language's index: its isolate memory, its KV key, its rebuilds. */
function createSlot(
  locale: Locale,
  { maxAgeMs = 3_600_000, checkEveryMs = 60_000, now = Date.now }: StoreOptions,
) {
  const key = indexKey(locale);
  let memo: (LoadedIndex & { checkedAt: number }) | null = null;
  let pending: Promise<LoadedIndex> | null = null;

  const remember = (index: LoadedIndex) => {
    memo = { ...index, checkedAt: now() };
    return index;
  };

  async function build({ kv, cms }: StoreDeps): Promise<LoadedIndex> {
    const engine = buildEngine(await collectDocuments(cms), locale);
    const json = JSON.stringify(engine);
    const builtAt = now();
    await kv.put(key, json, { metadata: { builtAt } satisfies IndexMeta });
    return remember({ engine, builtAt, bytes: bytesOf(json) });
  }

  async function readKv(kv: KVNamespace): Promise<LoadedIndex | null> {
    const { value, metadata } = await kv.getWithMetadata<IndexMeta>(key, "text");
    if (value === null) return null;
    return remember({
      engine: loadEngine(value, locale),
      builtAt: metadata?.builtAt ?? 0,
      bytes: bytesOf(value),
    });
  }

  /** Brings the memory up to date with KV: reloads a newer index, rebuilds a purged or stale one. */
  async function refresh(deps: StoreDeps): Promise<LoadedIndex> {
    // A read (metadata only; the body stream is dropped) is far cheaper than a KV list.
    const { value, metadata } = await deps.kv.getWithMetadata<IndexMeta>(key, "stream");
    await value?.cancel();
    if (value === null) return build(deps);
    const builtAt = metadata?.builtAt ?? 0;
    if (memo && builtAt > memo.builtAt) return (await readKv(deps.kv)) ?? build(deps);
    if (now() - builtAt > maxAgeMs) return build(deps);
    if (!memo) return (await readKv(deps.kv)) ?? build(deps);
    memo.checkedAt = now();
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
    async get(deps: StoreDeps): Promise<LoadedIndex> {
      if (!memo) {
        const loaded = await once(async () => (await readKv(deps.kv)) ?? build(deps));
        if (now() - loaded.builtAt <= maxAgeMs) return loaded;
      }
      const current = memo as LoadedIndex & { checkedAt: number };
      const due = now() - current.checkedAt > checkEveryMs || now() - current.builtAt > maxAgeMs;
      if (due && !pending) {
        deps.waitUntil(
          once(() => refresh(deps)).catch((error: unknown) => {
            log("error", "search", "search index refresh failed", errorFields(error));
            if (memo) memo.checkedAt = now();
            return current;
          }),
        );
      }
      return current;
    },
  };
}

/** This isolate's index store. */
export const indexStore = createIndexStore();
isolateState("search index", () => indexStore.forget());
