/**
 * @module The change events' replay memory: every accepted signature, kept in a D1 table for twice
 * the replay window (decision 0052). D1 has one primary, so an insert that finds the signature there
 * already is a replay wherever in the world it arrives; KV would need a write per event and could
 * accept a replay at another location for up to a minute, the Cache API only knows its own location.
 */
import { replayWindowSeconds } from "./signature.ts";

const schema = `CREATE TABLE IF NOT EXISTS cms_event_signatures (
  signature TEXT PRIMARY KEY,
  seen_at INTEGER NOT NULL
)`;

/** Databases whose table exists, in this isolate (created on first use, as the demo CMS's is). */
const ready = new WeakSet<D1Database>();

/**
 * Records `signature` as used at `nowSeconds` and forgets those older than twice the window (an older
 * one is refused as stale anyway). True when it was new, false when it had been used: a replay.
 */
export async function firstUse(db: D1Database, signature: string, nowSeconds: number): Promise<boolean> {
  if (!ready.has(db)) {
    await db.prepare(schema).run();
    ready.add(db);
  }
  const [inserted] = await db.batch([
    db
      .prepare("INSERT INTO cms_event_signatures (signature, seen_at) VALUES (?, ?) ON CONFLICT DO NOTHING")
      .bind(signature, nowSeconds),
    db
      .prepare("DELETE FROM cms_event_signatures WHERE seen_at < ?")
      .bind(nowSeconds - 2 * replayWindowSeconds),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}
