/**
 * @module Use-once memory in D1: a table of keys each recorded once (a preview token's id, a change
 * event's signature), with a time stamp that says when a row may be forgotten. D1 has one primary, so
 * an insert that finds its key there already is a second use wherever in the world it arrives.
 * Each table is created on first use in an isolate, as the demo CMS's are.
 */
import { isolateState } from "./isolate-state.ts";

/** A use-once table: its name, its key column and its time stamp column (seconds), fixed in code. */
export interface UseOnceTable {
  name: string;
  key: string;
  stamp: string;
}

/** The tables known to exist, by database, in this isolate. */
let ready = new WeakMap<D1Database, Set<string>>();
isolateState("use-once tables made", () => {
  ready = new WeakMap();
});

async function ensureTable(db: D1Database, table: UseOnceTable): Promise<void> {
  const known = ready.get(db) ?? new Set<string>();
  if (known.has(table.name)) return;
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS ${table.name} (\n  ${table.key} TEXT PRIMARY KEY,\n  ${table.stamp} INTEGER NOT NULL\n)`,
    )
    .run();
  known.add(table.name);
  ready.set(db, known);
}

/**
 * Records `key` with `stamp` in `table` and, in the same batch, forgets every row stamped before
 * `forgetBefore`. True the first time `key` is recorded, false when it was there already: a replay.
 */
export async function firstUse(
  db: D1Database,
  table: UseOnceTable,
  key: string,
  stamp: number,
  forgetBefore: number,
): Promise<boolean> {
  await ensureTable(db, table);
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO ${table.name} (${table.key}, ${table.stamp}) VALUES (?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(key, stamp),
    db.prepare(`DELETE FROM ${table.name} WHERE ${table.stamp} < ?`).bind(forgetBefore),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}
