/**
 * @module The cost and scale model of issue 31 (test/bench/scale.ts), on cases small enough to work out by
 * hand: one page, one or two locations, a request every 100 s on average, copies fresh for 300 s, a month of
 * 30 days (2,592,000 s).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  freshSeconds,
  memorySeconds,
  monthSeconds,
  type PerEventCosts,
  prices,
  scaleModel,
  windows,
} from "../bench/scale.ts";

/** Costs chosen so every term shows: a refresh asks the CMS more than a first render, a render reads more than a fill. */
const costs: PerEventCosts = {
  pages: 1,
  render: { cmsCalls: 3, kvReads: 2, kvWrites: 2 },
  fill: { kvReads: 1, kvWrites: 0 },
  refresh: { cmsCalls: 4, kvReads: 1, kvWrites: 3 },
  cpuMs: { render: 10, hit: 1 },
};

const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-6 * Math.max(1, expected), `${actual} ≠ ${expected}`);

describe("the scale model", () => {
  it("counts windows as a renewal process: a window of F, then the wait for the next request", () => {
    assert.equal(monthSeconds, 2_592_000);
    assert.equal(freshSeconds, 300);
    assert.equal(memorySeconds, 5);
    // A request every 100 s: 300 s fresh, then 100 s on average until the next one opens a window.
    close(windows(1 / 100, 300), monthSeconds / 400);
    close(windows(1 / 100, 300), 6480);
    close(windows(1 / 100, 5), monthSeconds / 105);
    assert.equal(windows(0, 300), 0);
  });

  it("one page, one location, a request every 100 s: one render every 400 s, in both designs", () => {
    const views = monthSeconds / 100; // 25,920
    const [now, old] = scaleModel(costs, views, 1);
    assert.ok(now && old);
    close(now.renders, 6480);
    // The costlier of a first render and a refresh: 4 CMS calls, 2 KV reads (1 beyond the fill's), 3 writes.
    close(now.cmsRequests, 6480 * 4);
    close(now.locationFills, 6480);
    close(now.stateReads, monthSeconds / 105);
    close(now.cacheMatches, monthSeconds / 105);
    close(now.cachePuts, 6480);
    close(now.kvReads, 6480 * 1 + 6480 * 1 + monthSeconds / 105);
    close(now.kvWrites, 6480 * 3);
    close(now.cpuMs, 6480 * 10 + (views - 6480) * 1);
    close(
      now.usd,
      (views * prices.requestsPerMillionUsd +
        now.cpuMs * prices.cpuPerMillionMsUsd +
        now.kvReads * prices.kvReadsPerMillionUsd +
        now.kvWrites * prices.kvWritesPerMillionUsd) /
        1e6,
    );
    // One location: the old design renders as often, with no KV but the state reads.
    close(old.renders, 6480);
    close(old.cmsRequests, 6480 * 4);
    close(old.kvReads, monthSeconds / 105);
    assert.equal(old.kvWrites, 0);
  });

  it("two locations share the renders; the old design renders in each", () => {
    const views = monthSeconds / 100;
    const [now, old] = scaleModel(costs, views, 2);
    assert.ok(now && old);
    // Worldwide a request every 100 s: 6,480 renders; each location sees one every 200 s: 2 × T / 500 fills.
    close(now.renders, 6480);
    close(now.locationFills, (2 * monthSeconds) / 500);
    close(old.renders, (2 * monthSeconds) / 500);
    close(old.cmsRequests, ((2 * monthSeconds) / 500) * 4);
    // Each location's stream has a request every 200 s: T / 205 state reads and memory misses apiece.
    close(now.stateReads, (2 * monthSeconds) / 205);
    close(now.cacheMatches, (2 * monthSeconds) / 205);
    assert.ok(now.cpuMs < old.cpuMs);
  });

  it("no views, no cost but none", () => {
    const [now] = scaleModel(costs, 0, 300);
    assert.ok(now);
    assert.deepEqual(
      [now.renders, now.kvReads, now.kvWrites, now.cacheMatches, now.cpuMs, now.usd],
      [0, 0, 0, 0, 0, 0],
    );
  });
});
