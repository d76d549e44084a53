/** @module Dates, times and phone numbers as pages show them, in English and in Spanish. */
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatEventStart,
  formatPhone,
  formatTime,
  telHref,
} from "../../../shared/lib/format.ts";

const tz = "America/Los_Angeles";

describe("formatDate", () => {
  it("writes an English date as weekday, month, day and year in the clinic's time zone", () => {
    // 03:00 UTC on the 5th is still the 4th in Oregon.
    expect(formatDate("2024-07-05T03:00:00Z", tz)).toBe("Thu July 4, 2024");
    expect(formatDate("2024-07-05T03:00:00Z", tz, "en")).toBe("Thu July 4, 2024");
  });

  it("writes an English event date the same way, with its start time", () => {
    expect(formatDate("2026-12-06T01:30:00Z", tz, "en", "event")).toBe("Sat December 5, 2026");
    expect(formatEventStart("2026-12-06T01:30:00Z", tz, "en").replace(/\s/g, " ")).toBe(
      "Sat December 5, 2026, 5:30 PM",
    );
  });

  it("writes a Spanish posting date with no weekday, the US Spanish way", () => {
    expect(formatDate("2024-07-05T03:00:00Z", tz, "es")).toBe("4 de julio de 2024");
    expect(formatDate("2026-11-17T18:00:00Z", tz, "es", "posted")).toBe("17 de noviembre de 2026");
  });

  it("writes a Spanish event date with its weekday in full, then its start time", () => {
    expect(formatDate("2026-12-06T01:30:00Z", tz, "es", "event")).toBe("sábado 5 de diciembre de 2026");
    expect(formatEventStart("2026-12-06T01:30:00Z", tz, "es")).toBe(
      "sábado 5 de diciembre de 2026, 5:30 p.m.",
    );
    expect(formatDate("2026-11-17T18:00:00Z", tz, "es", "event")).toBe("martes 17 de noviembre de 2026");
  });

  it("never abbreviates a weekday in Spanish, on any day of the week", () => {
    const week = Array.from({ length: 7 }, (_, n) => `2026-11-${String(16 + n).padStart(2, "0")}T18:00:00Z`);
    const abbreviated = /(?<!\p{L})(?:lun|mar|mié|jue|vie|sáb|dom)(?!\p{L})/u;
    for (const iso of week) {
      expect(formatDate(iso, tz, "es")).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
      expect(formatDate(iso, tz, "es", "event")).not.toMatch(abbreviated);
      expect(formatDate(iso, tz, "es", "event")).toMatch(
        /^(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo) /,
      );
    }
  });

  it("gives nothing for a date that cannot be read, in either language", () => {
    expect(formatDate("someday", tz)).toBe("");
    expect(formatDate("someday", tz, "es")).toBe("");
    expect(formatDate("someday", tz, "es", "event")).toBe("");
    expect(formatEventStart("someday", tz, "es")).toBe("");
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
