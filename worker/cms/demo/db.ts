/** @module The demo CMS's D1 store for newsletter signups and contact messages. */

/** The schema, applied once per isolate before first use (idempotent). */
const migrations = [
  `CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    created TEXT NOT NULL
  )`,
];

const migrated = new WeakSet<D1Database>();

async function ready(db: D1Database): Promise<D1Database> {
  if (!migrated.has(db)) {
    await db.batch(migrations.map((sql) => db.prepare(sql)));
    migrated.add(db);
  }
  return db;
}

export type SubmissionKind = "newsletter" | "contact";

export interface Submission {
  id: number;
  kind: SubmissionKind;
  payload: unknown;
  idempotency_key: string | null;
  created: string;
}

/** Stores one submission; a repeated idempotency key stores nothing and reports `duplicate`. */
export async function saveSubmission(
  db: D1Database,
  kind: SubmissionKind,
  payload: unknown,
  idempotencyKey: string | null,
): Promise<"stored" | "duplicate"> {
  const result = await (await ready(db))
    .prepare(
      "INSERT INTO submissions (kind, payload, idempotency_key, created) VALUES (?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING",
    )
    .bind(kind, JSON.stringify(payload), idempotencyKey, new Date().toISOString())
    .run();
  return result.meta.changes > 0 ? "stored" : "duplicate";
}

export async function listSubmissions(db: D1Database): Promise<Submission[]> {
  const { results } = await (await ready(db))
    .prepare("SELECT id, kind, payload, idempotency_key, created FROM submissions ORDER BY id")
    .all<{
      id: number;
      kind: SubmissionKind;
      payload: string;
      idempotency_key: string | null;
      created: string;
    }>();
  return results.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
}
