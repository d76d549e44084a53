import { describe, expect, it } from "vitest";
import { hoursSummary, openStatus } from "../../../shared/lib/hours.ts";
import { parseVariant, variantSrcset } from "../../../shared/lib/image-variants.ts";

const week = [1, 2, 3, 4, 5].map((day) => ({ day, open: "08:00", close: "18:00" }));
const hours = [...week, { day: 6, open: "09:00", close: "13:00" }];
const tz = "America/Los_Angeles";

describe("open now, on the clinic's own clock", () => {
  it("is open on a weekday morning in Oregon, whatever the server's time zone", () => {
    // 2024-07-01 is a Monday; 16:30 UTC is 9:30 in Oregon (PDT).
    expect(openStatus(hours, tz, new Date("2024-07-01T16:30:00Z"))).toEqual({
      open: true,
      text: "Open now · until 6:00 PM",
      words: { key: "openNow.openUntil", at: "18:00" },
      until: Date.parse("2024-07-01T18:00:00Z"), // closing is 8½ h away: looked at again at the next 6 h mark
    });
  });

  it("is closed at 7 PM Monday in Oregon even though it is already Tuesday in UTC", () => {
    expect(openStatus(hours, tz, new Date("2024-07-02T02:00:00Z"))).toEqual({
      open: false,
      text: "Closed now · opens tomorrow 8:00 AM",
      words: { key: "openNow.opensTomorrow", at: "08:00" },
      until: Date.parse("2024-07-02T06:00:00Z"), // opening is 13 h away: the next 6 h mark
    });
  });

  it("closes exactly at closing time and names the next opening day after a closed Sunday", () => {
    expect(openStatus(hours, tz, new Date("2024-07-06T20:00:00Z")).open).toBe(false); // Sat 13:00
    expect(openStatus(hours, tz, new Date("2024-07-06T20:00:00Z")).text).toBe(
      "Closed now · opens Monday 8:00 AM",
    );
  });

  it("says opens today before the morning opening", () => {
    expect(openStatus(hours, tz, new Date("2024-07-01T14:00:00Z")).text).toBe(
      "Closed now · opens today 8:00 AM",
    );
  });

  it("holds until the next opening or closing, to the minute", () => {
    // 17:00:30 PDT on a Monday: closes at 18:00 PDT = 01:00 UTC.
    expect(openStatus(hours, tz, new Date("2024-07-02T00:00:30Z")).until).toBe(
      Date.parse("2024-07-02T01:00:00Z"),
    );
    // 7:00 PDT: opens at 8:00 PDT = 15:00 UTC.
    expect(openStatus(hours, tz, new Date("2024-07-01T14:00:00Z")).until).toBe(
      Date.parse("2024-07-01T15:00:00Z"),
    );
    // A clinic that never opens is looked at again at the next mark of a 6 h grid.
    expect(openStatus([], tz, new Date("2024-07-01T14:00:00Z")).until).toBe(
      Date.parse("2024-07-01T18:00:00Z"),
    );
  });

  it("is the same for every render between two marks, so a page is not rewritten for a timestamp", () => {
    // Monday 4:00 to 9:59 PDT: closed, opening at 8:00, then open with closing over 6 h away.
    for (const [from, to] of [
      ["2024-07-01T11:00:00Z", "2024-07-01T11:59:59.999Z"],
      ["2024-07-01T16:30:00Z", "2024-07-01T17:59:59.999Z"],
    ] as const) {
      expect(openStatus(hours, tz, new Date(to))).toEqual(openStatus(hours, tz, new Date(from)));
      expect(openStatus([], tz, new Date(to))).toEqual(openStatus([], tz, new Date(from)));
    }
    // Never more than 6 h ahead, and the next mark once one is passed.
    expect(openStatus([], tz, new Date("2024-07-01T18:00:00Z")).until).toBe(
      Date.parse("2024-07-02T00:00:00Z"),
    );
    expect(openStatus(hours, tz, new Date("2024-07-01T11:00:00Z")).until).toBe(
      Date.parse("2024-07-01T12:00:00Z"),
    );
  });

  it("summarises the week with runs of equal days merged", () => {
    expect(hoursSummary(hours)).toEqual(["Mon–Fri 8:00 AM – 6:00 PM", "Sat 9:00 AM – 1:00 PM"]);
    expect(hoursSummary([])).toEqual(["Closed"]);
  });
});

describe("WordPress size variants", () => {
  it("reads the size from a variant name and finds the original", () => {
    expect(parseVariant("/uploads/2024/05/fair-1536x1024.webp")).toEqual({
      original: "/uploads/2024/05/fair.webp",
      width: 1536,
      height: 1024,
    });
    expect(parseVariant("/uploads/2024/05/fair.webp")).toBeNull();
    expect(parseVariant("/uploads/x-0x10.png")).toBeNull();
  });

  it("lists only the standard widths below the variant's, keeping its aspect ratio", () => {
    expect(variantSrcset("/uploads/a-800x600.png")?.srcset).toBe(
      "/uploads/a-300x225.png 300w, /uploads/a-768x576.png 768w, /uploads/a-800x600.png 800w",
    );
    expect(variantSrcset("/uploads/a-300x200.png")?.srcset).toBe("/uploads/a-300x200.png 300w");
  });
});
