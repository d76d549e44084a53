/** @module The demo CMS's D1 store for newsletter signups and contact messages. */
import type { Locale } from "../../../shared/i18n/locales.ts";
import { isolateState } from "../../lib/isolate-state.ts";

/** The schema, applied once per isolate before first use (idempotent). */
const migrations = [
  `CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    created TEXT NOT NULL,
    language TEXT NOT NULL DEFAULT 'en'
  )`,
];
/** Columns added since a table was first created; SQLite has no ADD COLUMN IF NOT EXISTS. */
const addedColumns = [
  { name: "language", sql: "ALTER TABLE submissions ADD COLUMN language TEXT NOT NULL DEFAULT 'en'" },
];

let migrated = new WeakSet<D1Database>();
isolateState("demo CMS tables made", () => {
  migrated = new WeakSet();
});

async function ready(db: D1Database): Promise<D1Database> {
  if (!migrated.has(db)) {
    await db.batch(migrations.map((sql) => db.prepare(sql)));
    const { results } = await db
      .prepare("SELECT name FROM pragma_table_info('submissions')")
      .all<{ name: string }>();
    const have = new Set(results.map((r) => r.name));
    const missing = addedColumns.filter((column) => !have.has(column.name));
    if (missing.length > 0) await db.batch(missing.map((column) => db.prepare(column.sql)));
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
  /** The language the visitor wrote in, so the clinic answers in it. */
  language: Locale;
}

/** Stores one submission; a repeated idempotency key stores nothing and reports `duplicate`. */
export async function saveSubmission(
  db: D1Database,
  kind: SubmissionKind,
  payload: unknown,
  idempotencyKey: string | null,
  language: Locale,
): Promise<"stored" | "duplicate"> {
  const result = await (await ready(db))
    .prepare(
      "INSERT INTO submissions (kind, payload, idempotency_key, created, language) VALUES (?, ?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING",
    )
    .bind(kind, JSON.stringify(payload), idempotencyKey, new Date().toISOString(), language)
    .run();
  return result.meta.changes > 0 ? "stored" : "duplicate";
}

export async function listSubmissions(db: D1Database): Promise<Submission[]> {
  const { results } = await (await ready(db))
    .prepare("SELECT id, kind, payload, idempotency_key, created, language FROM submissions ORDER BY id")
    .all<{
      id: number;
      kind: SubmissionKind;
      payload: string;
      idempotency_key: string | null;
      created: string;
      language: Locale;
    }>();
  return results.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
}
