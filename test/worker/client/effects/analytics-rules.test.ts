/** @module Unit tests of when analytics may report a page view. */
import { describe, expect, it } from "vitest";
import { analyticsScriptUrl, shouldTrack } from "../../../../client/effects/analytics-rules.ts";

describe("shouldTrack", () => {
  it("tracks a page when an id is configured and privacy control is off", () => {
    expect(shouldTrack({ id: "G-ABC123", gpc: false, path: "/news" })).toBe(true);
  });
  it("never tracks without an id (unset, or local mode)", () => {
    expect(shouldTrack({ id: null, gpc: false, path: "/" })).toBe(false);
  });
  it("honours Global Privacy Control", () => {
    expect(shouldTrack({ id: "G-ABC123", gpc: true, path: "/" })).toBe(false);
  });
  it("never runs on form pages", () => {
    expect(shouldTrack({ id: "G-ABC123", gpc: false, path: "/contact-us" })).toBe(false);
    expect(shouldTrack({ id: "G-ABC123", gpc: false, path: "/contact-us/" })).toBe(false);
  });
  it("loads the script through the proxy", () => {
    expect(analyticsScriptUrl("G-ABC123")).toBe("/proxy?type=analytics&id=G-ABC123");
  });
});
