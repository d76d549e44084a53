/**
 * @module The demo CMS's D1 store adds the columns a table created by an older version lacks. This
 * file's storage is its own, so its one test meets the database before anything created the table.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listSubmissions, saveSubmission } from "../../../../worker/cms/demo/db.ts";

const db = () => env.DEMO_DB as D1Database;

describe("the demo CMS's submissions table", () => {
  it("adds the language column to a table created before it existed, reading old rows as English", async () => {
    await db()
      .prepare(
        "CREATE TABLE submissions (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, payload TEXT NOT NULL, idempotency_key TEXT UNIQUE, created TEXT NOT NULL)",
      )
      .run();
    await db()
      .prepare(
        "INSERT INTO submissions (kind, payload, created) VALUES ('contact', '{}', '2026-01-01T00:00:00Z')",
      )
      .run();
    expect(await saveSubmission(db(), "newsletter", { email: "di@example.org" }, null, "es")).toBe("stored");
    expect((await listSubmissions(db())).map((r) => [r.kind, r.language])).toEqual([
      ["contact", "en"],
      ["newsletter", "es"],
    ]);
  });
});
