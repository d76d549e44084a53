/** @module Unit tests of the focus-trap cycling rule. */
import { describe, expect, it } from "vitest";
import { nextFocusIndex } from "../../../shared/lib/focus-trap.ts";

describe("nextFocusIndex", () => {
  it("moves forward and wraps from the last element to the first", () => {
    expect(nextFocusIndex(3, 0, false)).toBe(1);
    expect(nextFocusIndex(3, 2, false)).toBe(0);
  });
  it("moves backwards and wraps from the first element to the last", () => {
    expect(nextFocusIndex(3, 1, true)).toBe(0);
    expect(nextFocusIndex(3, 0, true)).toBe(2);
  });
  it("enters at the first element, or the last when going backwards, when focus is outside", () => {
    expect(nextFocusIndex(4, -1, false)).toBe(0);
    expect(nextFocusIndex(4, -1, true)).toBe(3);
  });
  it("answers -1 when there is nothing to focus", () => {
    expect(nextFocusIndex(0, -1, false)).toBe(-1);
  });
});
