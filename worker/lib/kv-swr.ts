/** @module Stale-while-revalidate by hand in KV, with an in-isolate memory layer in front of it. */
import { isolateState } from "./isolate-state.ts";
import { errorFields, log } from "./log.ts";

export interface SwrOptions {
  /** Seconds a stored value is served without refreshing it. */
  freshSeconds: number;
  /** Seconds after which a stored value is never served again. */
  maxStaleSeconds: number;
  /** Build that stores the value; a value stored by another build is reloaded, and used only if that fails. */
  version?: string;
}

export type SwrState = "fresh" | "stale" | "miss";

/** What is stored in KV: the value and when it was fetched (ms since epoch). */
interface SwrEntry<T> {
  value: T;
  storedAt: number;
  version?: string;
}

/** How long a copy read from KV is trusted in memory before KV is read again. */
const memoryTrustMs = 5_000;
/** KV allows one write per key per second; never try more. */
const minWriteGapMs = 1_000;

const memory = new Map<string, { entry: SwrEntry<unknown>; readAt: number }>();
const inFlight = new Map<string, Promise<unknown>>();
const lastWrite = new Map<string, number>();

isolateState("KV stale-while-revalidate memory", () => {
  memory.clear();
  inFlight.clear();
  lastWrite.clear();
});

/** Forgets the remembered copy of `key` (after a purge of that key). */
export function forgetSwrKey(key: string): void {
  memory.delete(key);
}

async function readEntry<T>(kv: KVNamespace, key: string, now: number): Promise<SwrEntry<T> | null> {
  const remembered = memory.get(key);
  if (remembered && now - remembered.readAt < memoryTrustMs) return remembered.entry as SwrEntry<T>;
  const stored = await kv.get<SwrEntry<T>>(key, "json").catch(() => null);
  const entry = stored && typeof stored.storedAt === "number" ? stored : null;
  const renewed = memory.get(key)?.entry;
  // A copy this isolate renewed (unchanged, not written) is newer than KV's: keep it.
  if (entry && renewed && renewed.storedAt > entry.storedAt && renewed.version === entry.version) {
    memory.set(key, { entry: renewed, readAt: now });
    return renewed as SwrEntry<T>;
  }
  if (entry) memory.set(key, { entry, readAt: now });
  else memory.delete(key);
  return entry;
}

/**
 * Stores a freshly loaded entry, in KV only when its value (or build) changed: an unchanged value only
 * renews this isolate's copy, so a quiet site writes nothing however often it refreshes (decision 0048).
 */
async function writeEntry<T>(kv: KVNamespace, key: string, entry: SwrEntry<T>, options: SwrOptions) {
  const known = memory.get(key)?.entry;
  memory.set(key, { entry, readAt: entry.storedAt });
  const unchanged =
    known !== undefined &&
    known.version === entry.version &&
    JSON.stringify(known.value) === JSON.stringify(entry.value);
  if (unchanged) return;
  const previous = lastWrite.get(key) ?? 0;
  if (entry.storedAt - previous < minWriteGapMs) return;
  lastWrite.set(key, entry.storedAt);
  try {
    await kv.put(key, JSON.stringify(entry), { expirationTtl: Math.max(60, options.maxStaleSeconds) });
  } catch (error) {
    log("error", "kv", `cache write for ${key} failed`, errorFields(error));
  }
}

/** Loads a fresh value once per key at a time in this isolate, and stores it. */
function refresh<T>(
  kv: KVNamespace,
  ctx: Pick<ExecutionContext, "waitUntil">,
  key: string,
  load: () => Promise<T>,
  options: SwrOptions,
): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const task = (async () => {
    try {
      const value = await load();
      const entry: SwrEntry<T> = { value, storedAt: Date.now(), version: options.version };
      ctx.waitUntil(writeEntry(kv, key, entry, options));
      return value;
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, task);
  // Requests that find this load on its way wait for it: keep this one alive until it settles, or
  // the runtime cancels the load when this request ends and leaves them waiting forever.
  ctx.waitUntil(task.catch(() => undefined));
  return task;
}

/**
 * The value under `key`: fresh from KV or memory, else the stale copy while one background refresh
 * runs, else loaded now. A failing `load` falls back to a stale copy up to `maxStaleSeconds` old.
 */
export async function swr<T>(
  kv: KVNamespace,
  ctx: Pick<ExecutionContext, "waitUntil">,
  key: string,
  load: () => Promise<T>,
  options: SwrOptions,
): Promise<{ value: T; state: SwrState }> {
  const now = Date.now();
  const entry = await readEntry<T>(kv, key, now);
  const age = entry ? (now - entry.storedAt) / 1000 : Number.POSITIVE_INFINITY;
  const usable = entry !== null && age < options.maxStaleSeconds;
  const sameBuild = entry?.version === options.version;
  if (usable && sameBuild && age < options.freshSeconds) return { value: entry.value, state: "fresh" };
  if (usable && sameBuild) {
    // refresh() keeps the request that starts it alive until it settles; here it only gets its failure logged.
    void refresh(kv, ctx, key, load, options).catch((error) =>
      log("error", "kv", `background refresh of ${key} failed`, errorFields(error)),
    );
    return { value: entry.value, state: "stale" };
  }
  try {
    return { value: await refresh(kv, ctx, key, load, options), state: "miss" };
  } catch (error) {
    if (usable) return { value: entry.value, state: "stale" };
    throw error;
  }
}
