/** @module Parallax and reveal constants and maths (SPEC.md §9), pure so they can be unit-tested. */

export const parallaxDepth = 0.05;
export const parallaxMobileDepth = 0.15;
export const heightPollMs = 500;
const stableReadings = 3;
export const revealThreshold = 0.2;

/** Vertical shift of a parallax element: its centre's distance from the viewport centre, scaled by -depth. */
export function parallaxShift(
  centerY: number,
  scrollY: number,
  viewportHeight: number,
  depth: number,
): number {
  return Math.round((scrollY + viewportHeight / 2 - centerY) * depth * 10) / 10;
}

/** Feeds readings; reports stable once the last `needed` readings are equal. */
export function createStabilityCheck(needed = stableReadings) {
  let last: number | null = null;
  let same = 0;
  return (reading: number): boolean => {
    same = reading === last ? same + 1 : 1;
    last = reading;
    return same >= needed;
  };
}
