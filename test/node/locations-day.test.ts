/**
 * @module A simulated day at 100 k page views a month (issue 42) on three locations behind the harness's
 * Workers Cache fake (test/support/locations/simulated-day.ts): page views,
 * anonymous junk and a day's content edits with their purges, every KV write counted in the hub. The day
 * stays within 10 % of the Free plan's 1,000 KV writes.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Locations, startLocations } from "../support/locations/index.ts";
import { dayVars, simulateDay } from "../support/locations/simulated-day.ts";

/** Workers KV on the Free plan: writes a day, per account. */
const freeKvWritesPerDay = 1000;

let harness: Locations;

describe("a simulated day behind Workers Cache (issue 42)", { timeout: 600_000 }, () => {
  before(
    async () => {
      harness = await startLocations({ count: 3, vars: dayVars });
    },
    { timeout: 240_000 },
  );
  after(async () => {
    await harness?.stop();
  });

  it("a day at 100 k views a month writes KV at most 10 % of the Free plan's 1,000 writes", async (t) => {
    // Scripts and images never touch KV: the visits leave them out (the bench's budget counts them).
    const day = await simulateDay(harness, { viewsPerMonth: 100_000, fraction: 1 / 8, assets: false });
    t.diagnostic(JSON.stringify(day));
    const { perDay } = day;
    assert.ok(day.played.views > 300 && day.played.junk > 30 && day.played.edits >= 1, "the day was played");
    assert.deepEqual(day.failures, [], "no page answered a 5xx");
    assert.ok(
      perDay.kv.write <= freeKvWritesPerDay * 0.1,
      `${perDay.kv.write} KV writes a day, over ${freeKvWritesPerDay * 0.1} (${JSON.stringify(perDay.kvWritesByPrefix)})`,
    );
    assert.ok(perDay.kv.write > 0, "the day's edits wrote their pages' last good copies");
  });
});
