/** @module Dates, times and phone numbers as pages show them, in English and in Spanish. */
import { describe, expect, it } from "vitest";
import { formatDate, formatPhone, formatTime, telHref } from "../../../shared/lib/format.ts";

const tz = "America/Los_Angeles";

describe("formatDate", () => {
  it("writes an English date as weekday, month, day and year in the clinic's time zone", () => {
    // 03:00 UTC on the 5th is still the 4th in Oregon.
    expect(formatDate("2024-07-05T03:00:00Z", tz)).toBe("Thu July 4, 2024");
    expect(formatDate("2024-07-05T03:00:00Z", tz, "en")).toBe("Thu July 4, 2024");
  });

  it("writes a Spanish date the US Spanish way", () => {
    expect(formatDate("2024-07-05T03:00:00Z", tz, "es")).toBe("jue, 4 de julio de 2024");
  });

  it("gives nothing for a date that cannot be read, in either language", () => {
    expect(formatDate("someday", tz)).toBe("");
    expect(formatDate("someday", tz, "es")).toBe("");
  });
});

describe("formatTime", () => {
  it("writes the clock time in the clinic's time zone, in English and in Spanish", () => {
    expect(formatTime("2024-07-05T00:30:00Z", tz).replace(/\s/g, " ")).toBe("5:30 PM");
    expect(formatTime("2024-07-05T00:30:00Z", tz, "es")).toBe("5:30 p.m.");
    expect(formatTime("not a time", tz, "es")).toBe("");
  });
});

describe("phone numbers", () => {
  it("keep the (XXX) XXX-XXXX form on every page, with a tel: link", () => {
    expect(formatPhone("5035550100")).toBe("(503) 555-0100");
    expect(telHref("5035550100")).toBe("tel:+15035550100");
    expect(formatPhone("555-0100")).toBeNull();
  });
});
