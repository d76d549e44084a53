/**
 * @module The benchmarks' CPU calibration (test/support/cpu-calibration.ts): the slowdown that brings a
 * host of a given BenchmarkIndex to one phone, and the index measured in Debian's Chromium as Lighthouse measures it.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Browser, chromium } from "@playwright/test";
import { chromiumLaunchOptions, ensureChromium } from "../support/chromium.ts";
import {
  calibratedSlowdown,
  currentSlowdown,
  hostBenchmarkIndex,
  targetBenchmarkIndex,
} from "../support/cpu-calibration.ts";

describe("the CPU slowdown for a host of a given speed", () => {
  it("is Lighthouse's default 4× on the host Lighthouse's calculator names for it", () => {
    assert.equal(calibratedSlowdown(1533), 4);
  });

  it("brings every host to the same phone: the host's index over the slowdown stays the phone's", () => {
    for (let index = 400; index <= 5000; index += 50) {
      const phone = index / calibratedSlowdown(index);
      // Rounding the slowdown x to 0.1× moves the phone by at most 0.05 / (x − 0.05).
      const rounding = 0.05 / (index / targetBenchmarkIndex - 0.05);
      assert.ok(Math.abs(phone / targetBenchmarkIndex - 1) <= rounding + 1e-9, `${index}: phone ${phone}`);
    }
  });

  it("is the index over the phone's, rounded to 0.1×, not the calculator's steeper line above 2,000", () => {
    assert.equal(calibratedSlowdown(1150), 3);
    assert.equal(calibratedSlowdown(2000), 5.2);
    assert.equal(calibratedSlowdown(2479), 6.5);
    assert.equal(calibratedSlowdown(3840), 10);
  });

  it("does not slow a host as slow as the phone or slower, and refuses a speed that is no number", () => {
    assert.equal(calibratedSlowdown(383), 1);
    assert.equal(calibratedSlowdown(149), 1);
    assert.equal(calibratedSlowdown(40), 1);
    assert.throws(() => calibratedSlowdown(Number.NaN), /not a speed/);
    assert.throws(() => calibratedSlowdown(0), /not a speed/);
  });
});

describe("the host's speed, measured in the browser", () => {
  let browser: Browser;
  before(async () => {
    ensureChromium();
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  after(() => browser.close());

  it("is Lighthouse's BenchmarkIndex: a positive whole number", async () => {
    const index = await hostBenchmarkIndex(browser, 1);
    assert.ok(Number.isInteger(index) && index > 0, `index ${index}`);
  });

  it("gives the slowdown of that speed", async () => {
    const { index, slowdown } = await currentSlowdown(browser);
    assert.equal(slowdown, calibratedSlowdown(index));
  });
});
