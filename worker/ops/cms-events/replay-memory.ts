/**
 * @module The change events' replay memory: every accepted signature, kept in a D1 table for twice
 * the replay window (decision 0052). D1 has one primary, so an insert that finds the signature there
 * already is a replay wherever in the world it arrives; KV would need a write per event and could
 * accept a replay at another location for up to a minute, the Cache API only knows its own location.
 */
import { firstUse as recordOnce, type UseOnceTable } from "../../lib/use-once.ts";
import { replayWindowSeconds } from "./signature.ts";

const table: UseOnceTable = { name: "cms_event_signatures", key: "signature", stamp: "seen_at" };

/**
 * Records `signature` as used at `nowSeconds` and forgets those older than twice the window (an older
 * one is refused as stale anyway). True when it was new, false when it had been used: a replay.
 */
export const firstUse = (db: D1Database, signature: string, nowSeconds: number): Promise<boolean> =>
  recordOnce(db, table, signature, nowSeconds, nowSeconds - 2 * replayWindowSeconds);
