/** @module Unit tests of the button click-effect timings. */
import { describe, expect, it } from "vitest";
import { effectDuration, effectKind, isPlainClick } from "../../../../client/effects/effect-timing.ts";

const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe("button effect timing", () => {
  it("flashes for 100 ms and fills for 150 + 150 ms whatever the width", () => {
    expect(effectDuration("flash", 40)).toBe(100);
    expect(effectDuration("fill", 400)).toBe(300);
  });
  it("ripples for 200 ms on a button under 100 px wide and 300 ms otherwise", () => {
    expect(effectDuration("ripple", 99)).toBe(200);
    expect(effectDuration("ripple", 100)).toBe(300);
  });
  it("reads the effect from data-effect and falls back to a flash", () => {
    expect(effectKind("ripple")).toBe("ripple");
    expect(effectKind("fill")).toBe("fill");
    expect(effectKind("sparkle")).toBe("flash");
    expect(effectKind(null)).toBe("flash");
  });
  it("lets modified and non-primary clicks through untouched", () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
