/** @module Opening hours told in Spanish: the "open now" label, the week's rows and its summary. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { hoursSummary, openStatus, tellStatus, weekRows } from "../../../shared/lib/hours.ts";

const week = [1, 2, 3, 4, 5].map((day) => ({ day, open: "08:00", close: "18:00" }));
const hours = [...week, { day: 6, open: "09:00", close: "13:00" }];
const tz = "America/Los_Angeles";
const spanish = { locale: "es" as const, t: textsFor("es") };
const english = { locale: "en" as const, t: textsFor("en") };

describe("open now in Spanish", () => {
  it("says open until the closing time, with Spanish clock times", () => {
    // 2024-07-01 is a Monday; 16:30 UTC is 9:30 in Oregon (PDT).
    expect(openStatus(hours, tz, new Date("2024-07-01T16:30:00Z"), spanish).text).toBe(
      "Abierto en este momento · hasta las 6:00 p.m.",
    );
  });

  it("says 'la una' for a time in the hour of one", () => {
    // Saturday 10:00 PDT: open until 1:00 PM.
    expect(openStatus(hours, tz, new Date("2024-07-06T17:00:00Z"), spanish).text).toBe(
      "Abierto en este momento · hasta la 1:00 p.m.",
    );
  });

  it("names today, tomorrow and a weekday for the next opening", () => {
    expect(openStatus(hours, tz, new Date("2024-07-01T14:00:00Z"), spanish).text).toBe(
      "Cerrado en este momento · abre hoy a las 8:00 a.m.",
    );
    expect(openStatus(hours, tz, new Date("2024-07-02T02:00:00Z"), spanish).text).toBe(
      "Cerrado en este momento · abre mañana a las 8:00 a.m.",
    );
    expect(openStatus(hours, tz, new Date("2024-07-06T20:00:00Z"), spanish).text).toBe(
      "Cerrado en este momento · abre el lunes a las 8:00 a.m.",
    );
    expect(openStatus([], tz, new Date("2024-07-06T20:00:00Z"), spanish).text).toBe(
      "Cerrado en este momento",
    );
  });

  it("tells the same status in English with the catalogue as without a language", () => {
    for (const at of ["2024-07-01T16:30:00Z", "2024-07-02T02:00:00Z", "2024-07-06T20:00:00Z"]) {
      expect(openStatus(hours, tz, new Date(at), english)).toEqual(openStatus(hours, tz, new Date(at)));
    }
  });
});

describe("a status told again in another language", () => {
  it("tells a status computed in English in Spanish, as a Spanish page does with the server's status", () => {
    const status = openStatus(hours, tz, new Date("2024-07-06T20:00:00Z"));
    expect(status.text).toBe("Closed now · opens Monday 8:00 AM");
    expect(tellStatus(status.words, spanish)).toBe("Cerrado en este momento · abre el lunes a las 8:00 a.m.");
    expect(tellStatus(status.words)).toBe(status.text);
  });
});

describe("the week's hours in Spanish", () => {
  it("names each weekday in Spanish, Sunday first, and says closed on closed days", () => {
    const rows = weekRows(hours, spanish);
    expect(rows.map((r) => r.day)).toEqual([
      "domingo",
      "lunes",
      "martes",
      "miércoles",
      "jueves",
      "viernes",
      "sábado",
    ]);
    expect(rows[0]?.text).toBe("Cerrado");
    expect(rows[1]?.text).toBe("8:00 a.m. – 6:00 p.m.");
  });

  it("keeps the English rows as they were", () => {
    expect(weekRows(hours)[0]).toEqual({ day: "Sunday", text: "Closed" });
    expect(weekRows(hours)[6]).toEqual({ day: "Saturday", text: "9:00 AM – 1:00 PM" });
  });

  it("summarises the week with Spanish short day names", () => {
    expect(hoursSummary(hours, spanish)).toEqual([
      "lun–vie 8:00 a.m. – 6:00 p.m.",
      "sáb 9:00 a.m. – 1:00 p.m.",
    ]);
    expect(hoursSummary([], spanish)).toEqual(["Cerrado"]);
  });
});
