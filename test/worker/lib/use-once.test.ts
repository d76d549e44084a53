import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { firstUse, type UseOnceTable } from "../../../worker/lib/use-once.ts";

const table: UseOnceTable = { name: "use_once_test", key: "token", stamp: "kept_until" };
const other: UseOnceTable = { name: "use_once_other", key: "token", stamp: "kept_until" };
const db = () => {
  const database = env.CMS_EVENTS_DB;
  if (!database) throw new Error("the test environment binds CMS_EVENTS_DB");
  return database;
};

describe("use-once memory in D1", () => {
  it("accepts a key the first time and refuses it after, creating the table on first use", async () => {
    expect(await firstUse(db(), table, "a", 100, 50)).toBe(true);
    expect(await firstUse(db(), table, "a", 100, 50)).toBe(false);
    expect(await firstUse(db(), table, "b", 100, 50)).toBe(true);
  });

  it("keeps each table's keys apart", async () => {
    expect(await firstUse(db(), table, "shared", 100, 50)).toBe(true);
    expect(await firstUse(db(), other, "shared", 100, 50)).toBe(true);
    expect(await firstUse(db(), other, "shared", 100, 50)).toBe(false);
  });

  it("forgets the rows stamped before the cut-off in the same batch, so an old key is new again", async () => {
    expect(await firstUse(db(), table, "old", 10, 0)).toBe(true);
    expect(await firstUse(db(), table, "fresh", 200, 11)).toBe(true);
    const rows = await db().prepare("SELECT token FROM use_once_test WHERE token IN ('old', 'fresh')").all();
    expect(rows.results.map((row) => row.token)).toEqual(["fresh"]);
    expect(await firstUse(db(), table, "old", 300, 11)).toBe(true);
  });
});
