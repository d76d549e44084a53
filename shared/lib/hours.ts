/** @module Opening hours: display rows and "open now" in the clinic's own time zone. */
import type { OpeningHours } from "../cms/types.ts";

export const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "08:00" → "8:00 AM". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** One row per weekday, Sunday first (SPEC.md §9: weeks start on Sunday). */
export function weekRows(hours: OpeningHours[]): { day: string; text: string }[] {
  return dayNames.map((day, i) => {
    const periods = hours.filter((h) => h.day === i);
    const text = periods.length
      ? periods.map((p) => `${formatTime(p.open)} – ${formatTime(p.close)}`).join(", ")
      : "Closed";
    return { day, text };
  });
}

/** Weekday (0–6) and minutes since midnight of `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? "");
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const toMinutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** Whether the clinic is open at `now`, judged on its own wall clock. */
export function isOpenAt(hours: OpeningHours[], timeZone: string, now: Date): boolean {
  const { day, minutes } = localClock(now, timeZone);
  return hours.some((h) => h.day === day && minutes >= toMinutes(h.open) && minutes < toMinutes(h.close));
}
