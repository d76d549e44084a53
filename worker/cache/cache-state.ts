/**
 * @module The page cache's state every location shares, in one KV entry: the generation (a full purge
 * starts a new one) and when each recently purged path was purged. Each isolate reads it at most
 * every few seconds, so checking a copy against it costs no KV read per page view; a copy rendered
 * before its path's purge time is never served as fresh, in any tier of any location
 * (decision 0044).
 */
import { isolateState } from "../lib/isolate-state.ts";
import { cacheStateKey } from "./keys.ts";

export interface CacheState {
  /** The whole-page cache generation ("0" until the first full purge). */
  generation: string;
  /** Path (without query, in one language) → when it was last purged (ms since epoch). */
  purged: Record<string, number>;
}

/** How long an isolate trusts the state it read. */
export const stateMemoMs = 5_000;
/**
 * Most paths remembered as purged; a purge past it starts a new generation instead (a purge that
 * large is as good as a full one, and the entry stays small enough to parse every few seconds).
 */
export const maxPurgedPaths = 1_000;

const initial: CacheState = { generation: "0", purged: {} };
let memo: { state: CacheState; readAt: number } | null = null;
/** What this isolate last knew: the generation and the latest purge time. */
let seenMark: string | null = null;
const listeners: Array<() => void> = [];

isolateState("cache state", () => {
  memo = null;
  seenMark = null;
});

const markOf = ({ generation, purged }: CacheState) =>
  `${generation} ${Math.max(0, ...Object.values(purged))}`;

/**
 * Calls `listener` whenever this isolate learns of a purge (or a new generation) it did not know:
 * the app forgets the CMS answers it remembers then, so no render after it uses one from before
 * the purge.
 */
export function onNewPurge(listener: () => void): void {
  listeners.push(listener);
}

/** Remembers `state` as read at `now`, telling the listeners when it holds a purge not seen before. */
function remember(state: CacheState, now: number): CacheState {
  memo = { state, readAt: now };
  const mark = markOf(state);
  if (seenMark !== null && mark !== seenMark) for (const listener of listeners) listener();
  seenMark = mark;
  return state;
}

/** A state read from KV, or the initial one for nothing (or anything unreadable) stored. */
function parse(text: string | null): CacheState {
  if (text === null) return initial;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return initial;
    const { generation, purged } = value as Partial<CacheState>;
    if (typeof generation !== "string") return initial;
    const times = typeof purged === "object" && purged !== null ? purged : {};
    return {
      generation,
      purged: Object.fromEntries(Object.entries(times).filter(([, t]) => Number.isFinite(t))),
    };
  } catch {
    return initial;
  }
}

const read = async (kv: KVNamespace) => parse(await kv.get(cacheStateKey).catch(() => null));

/** The state this isolate read in the last few seconds, or null when it must read it again. */
export const knownState = (now = Date.now()): CacheState | null =>
  memo && now - memo.readAt < stateMemoMs ? memo.state : null;

/** The current state: from this isolate's memory when it is recent, else from KV. */
export async function currentState(kv: KVNamespace, now = Date.now()): Promise<CacheState> {
  const known = knownState(now);
  if (known) return known;
  return remember(await read(kv), now);
}

/** The current generation. */
export const currentGeneration = async (kv: KVNamespace): Promise<string> =>
  (await currentState(kv)).generation;

/**
 * When `path`'s copies were last purged (0 for never, in this generation). A copy is served only if
 * the isolate that rendered it knew this purge before the render began (its `purgeSeen`).
 */
export const purgedAt = (state: CacheState, path: string): number => state.purged[path] ?? 0;

async function write(kv: KVNamespace, state: CacheState, now: number): Promise<CacheState> {
  await kv.put(cacheStateKey, JSON.stringify(state));
  return remember(state, now);
}

const newGeneration = (kv: KVNamespace, now: number) =>
  write(kv, { generation: `${now.toString(36)}-${crypto.randomUUID().slice(0, 8)}`, purged: {} }, now);

/** Starts a new generation, so every cached page in every tier is missed from now on; returns it. */
export const bumpGeneration = async (kv: KVNamespace, now = Date.now()): Promise<string> =>
  (await newGeneration(kv, now)).generation;

/**
 * Marks `paths` purged now, in every location: reads the state afresh, adds them, forgets purges
 * older than `keepMs` (no copy rendered before then is served any more) and writes it back. Past
 * `maxPurgedPaths` it starts a new generation instead. Returns the state written.
 */
export async function markPurged(
  kv: KVNamespace,
  paths: string[],
  keepMs: number,
  now = Date.now(),
): Promise<CacheState> {
  const { generation, purged } = await read(kv);
  const kept = Object.entries(purged).filter(([path, at]) => now - at < keepMs && !paths.includes(path));
  const next = [...kept, ...paths.map((path): [string, number] => [path, now])];
  if (next.length > maxPurgedPaths) return newGeneration(kv, now);
  return write(kv, { generation, purged: Object.fromEntries(next) }, now);
}
