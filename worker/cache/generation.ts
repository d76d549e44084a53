/** @module The whole-page cache generation: kept in KV, read at most every few seconds per isolate. */
import { isolateState } from "../lib/isolate-state.ts";
import { generationKey } from "./keys.ts";

const memoMs = 5_000;
let memo: { value: string; readAt: number } | null = null;

/** The generation this isolate read in the last few seconds, or null when it must read it again. */
export const knownGeneration = (now = Date.now()): string | null =>
  memo && now - memo.readAt < memoMs ? memo.value : null;

/** The current generation ("0" until the first full purge). */
export async function currentGeneration(kv: KVNamespace): Promise<string> {
  const now = Date.now();
  const known = knownGeneration(now);
  if (known !== null) return known;
  const value = (await kv.get(generationKey).catch(() => null)) ?? "0";
  memo = { value, readAt: now };
  return value;
}

/** Starts a new generation, so every cached page is missed from now on; returns it. */
export async function bumpGeneration(kv: KVNamespace): Promise<string> {
  const value = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await kv.put(generationKey, value);
  memo = { value, readAt: Date.now() };
  return value;
}

isolateState("cache generation", () => {
  memo = null;
});
