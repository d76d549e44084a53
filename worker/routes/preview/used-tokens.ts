/**
 * @module The preview tokens already used: each token's id once, in the same D1 database as the change
 * events' replay memory (CMS_EVENTS_DB, decision 0052), kept until the token would have expired. Only
 * a token whose signature holds is ever written, so no visitor can fill the table.
 */

const schema = `CREATE TABLE IF NOT EXISTS preview_tokens (
  id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
)`;

/** Databases whose table exists, in this isolate (created on first use). */
const ready = new WeakSet<D1Database>();

/**
 * Records the token `id` (expiring at `expiresAt`) as used and forgets the expired ones. True the
 * first time, false for a token used before: a replay.
 */
export async function firstUse(
  db: D1Database,
  id: string,
  expiresAt: number,
  nowSeconds: number,
): Promise<boolean> {
  if (!ready.has(db)) {
    await db.prepare(schema).run();
    ready.add(db);
  }
  const [inserted] = await db.batch([
    db
      .prepare("INSERT INTO preview_tokens (id, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING")
      .bind(id, expiresAt),
    db.prepare("DELETE FROM preview_tokens WHERE expires_at < ?").bind(nowSeconds),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}
