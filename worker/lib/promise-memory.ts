/** @module A bounded, per-isolate memory of promised values: one load per key at a time, failures never kept. */

/** The time in milliseconds (tests pass their own clock). */
export type Clock = () => number;

export interface PromiseMemory<T> {
  /**
   * The value for `key`: one still on its way (however long it takes), a remembered one that arrived
   * less than `ttlMs` ago, or `load()`'s (remembered unless `ttlMs` is 0 or less). A value's age
   * counts from when it arrived, not from when it was asked for, so a slow load is shared by every
   * caller until it settles and then kept for the whole `ttlMs`. A rejected load is forgotten at once.
   */
  get(key: string, ttlMs: number, load: () => Promise<T>, now?: Clock): Promise<T>;
  /** Forgets everything. */
  clear(): void;
  /** How many values are remembered now. */
  readonly size: number;
}

/** A memory of at most `maxEntries` values; when full, the oldest is forgotten first. */
export function promiseMemory<T>(maxEntries: number): PromiseMemory<T> {
  /** `until` is infinite while the value is on its way. */
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  return {
    get(key, ttlMs, load, now = Date.now) {
      if (ttlMs <= 0) return load();
      const known = entries.get(key);
      if (known && known.until > now()) return known.value;
      if (known) entries.delete(key);
      const entry = { value: load(), until: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      entry.value.then(
        () => {
          entry.until = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return entry.value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
