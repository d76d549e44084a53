/** @module Unit tests of the parallax maths and the height stability check. */
import { describe, expect, it } from "vitest";
import { createStabilityCheck, parallaxShift } from "../../../../client/effects/motion-rules.ts";

describe("motion rules", () => {
  it("does not shift an element whose centre is at the viewport centre", () => {
    expect(parallaxShift(400, 0, 800, 0.05)).toBe(0);
  });
  it("shifts by the distance to the viewport centre times the depth", () => {
    expect(parallaxShift(400, 200, 800, 0.05)).toBe(10);
    expect(parallaxShift(400, 200, 800, 0.15)).toBe(30);
  });
  it("reports the height stable only after three equal readings in a row", () => {
    const stable = createStabilityCheck();
    expect([1000, 1200, 1200, 1300, 1300, 1300].map(stable)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});
