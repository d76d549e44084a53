/**
 * @module The one registry of per-isolate state. Every module-level memory (cached answers, hot
 * pages, the generation, the last good common data…) registers how to forget itself here, so a full
 * purge and the tests forget all of it through `forgetAll()` and none can be missed.
 */

const registry = new Map<string, () => void>();

/** Registers a memory under a unique `name`, with the function that empties it; returns `forget`. */
export function isolateState(name: string, forget: () => void): () => void {
  if (registry.has(name)) throw new Error(`per-isolate state "${name}" is registered twice`);
  registry.set(name, forget);
  return forget;
}

/** Forgets every registered memory of this isolate. */
export function forgetAll(): void {
  for (const forget of registry.values()) forget();
}

/** The names of the registered memories (for tests and diagnostics). */
export const isolateStateNames = (): string[] => [...registry.keys()];
