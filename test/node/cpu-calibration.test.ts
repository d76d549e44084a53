/**
 * @module The benchmarks' CPU calibration (test/support/cpu-calibration.ts): Lighthouse's slowdown for a
 * host of a given BenchmarkIndex, and the index measured in Debian's Chromium as Lighthouse measures it.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Browser, chromium } from "@playwright/test";
import { chromiumLaunchOptions, ensureChromium } from "../support/chromium.ts";
import { calibratedSlowdown, currentSlowdown, hostBenchmarkIndex } from "../support/cpu-calibration.ts";

describe("the CPU slowdown for a host of a given speed", () => {
  it("is Lighthouse's calculator at its own reference points", () => {
    assert.equal(calibratedSlowdown(150), 1);
    assert.equal(calibratedSlowdown(800), 2);
    assert.equal(calibratedSlowdown(1300), 3);
    assert.equal(calibratedSlowdown(1533), 4); // the host Lighthouse's default 4× is right for
    assert.equal(calibratedSlowdown(2000), 6);
  });

  it("lies between them on a line, rounded to 0.1×", () => {
    assert.equal(calibratedSlowdown(475), 1.5);
    assert.equal(calibratedSlowdown(1050), 2.5);
    assert.equal(calibratedSlowdown(1158), 2.7);
    assert.equal(calibratedSlowdown(3840), 13.9);
  });

  it("grows with the host's speed, so every host stands for the same phone", () => {
    let last = 0;
    for (let index = 150; index <= 5000; index += 50) {
      const slowdown = calibratedSlowdown(index);
      assert.ok(slowdown >= last, `${index}: ${slowdown}× after ${last}×`);
      last = slowdown;
    }
  });

  it("does not slow a host as slow as the phone or slower, and refuses a speed that is no number", () => {
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
