/**
 * @module Vitest setup: every test file starts with empty KV namespaces and D1 databases, as if it
 * had a workerd of its own. The files share one (Vitest's `isolate: false`), which saves each file
 * the seconds a workerd takes to start.
 */
import { env } from "cloudflare:test";
import { beforeAll } from "vitest";

/** Deletes every key of a KV namespace, a page of keys at a time. */
async function emptyKv(kv: KVNamespace) {
  for (;;) {
    const { keys } = await kv.list();
    if (keys.length === 0) return;
    await Promise.all(keys.map((key) => kv.delete(key.name)));
  }
}

/** Drops every table of a D1 database (D1's and SQLite's own excepted). */
async function emptyD1(db: D1Database) {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  for (const { name } of results) await db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
}

beforeAll(async () => {
  await Promise.all([emptyKv(env.CACHE), emptyKv(env.FORM_DEAD_LETTERS)]);
  await Promise.all([env.DEMO_DB, env.CMS_EVENTS_DB].map((db) => (db ? emptyD1(db) : undefined)));
}, 60_000);
