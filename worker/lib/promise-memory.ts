/** @module A bounded, per-isolate memory of promised values: one load per key at a time, failures never kept. */

export interface PromiseMemory<T> {
  /**
   * The value for `key`: a remembered one younger than `ttlMs`, one still on its way, or `load()`'s
   * (remembered unless `ttlMs` is 0 or less). A rejected load is forgotten at once. `now` is the
   * time in milliseconds (tests pass their own clock's).
   */
  get(key: string, ttlMs: number, load: () => Promise<T>, now?: number): Promise<T>;
  /** Forgets everything. */
  clear(): void;
  /** How many values are remembered now. */
  readonly size: number;
}

/** A memory of at most `maxEntries` values; when full, the oldest is forgotten first. */
export function promiseMemory<T>(maxEntries: number): PromiseMemory<T> {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  return {
    get(key, ttlMs, load, now = Date.now()) {
      if (ttlMs <= 0) return load();
      const known = entries.get(key);
      if (known && known.until > now) return known.value;
      if (known) entries.delete(key);
      const entry = { value: load(), until: now + ttlMs };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return entry.value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
