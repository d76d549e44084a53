/** @module Opening hours: display rows and "open now" in the clinic's own time zone. */
import type { OpeningHours } from "../cms/types.ts";

export const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "08:00" → "8:00 AM". */
function formatTime(hhmm: string): string {
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

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, format);
  }
  return format;
}

/** Weekday (0–6) and minutes since midnight of `now` in `timeZone`. */
function localClock(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    clockFormat(timeZone)
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

export interface OpenStatus {
  open: boolean;
  /** E.g. "Open now · until 5:00 PM" or "Closed now · opens Monday 8:00 AM". */
  text: string;
  /**
   * Until when (ms since epoch) the status holds: the next opening or closing, at most
   * `maxValidHours` ahead so a daylight-saving change in between is never trusted blindly.
   */
  until: number;
}

/** The furthest ahead a status is trusted without looking at the clinic's clock again. */
const maxValidHours = 6;

/** The clinic's status at `now` on its own wall clock, with the next change. */
export function openStatus(hours: OpeningHours[], timeZone: string, now: Date): OpenStatus {
  const { day, minutes } = localClock(now, timeZone);
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  const latest = now.getTime() + maxValidHours * 3_600_000;
  const until = (minutesAhead: number) => Math.min(startOfMinute + minutesAhead * 60_000, latest);
  const current = hours.find(
    (h) => h.day === day && minutes >= toMinutes(h.open) && minutes < toMinutes(h.close),
  );
  if (current)
    return {
      open: true,
      text: `Open now · until ${formatTime(current.close)}`,
      until: until(toMinutes(current.close) - minutes),
    };
  for (let ahead = 0; ahead < 8; ahead++) {
    const d = (day + ahead) % 7;
    const next = hours
      .filter((h) => h.day === d && (ahead > 0 || toMinutes(h.open) > minutes))
      .sort((a, b) => toMinutes(a.open) - toMinutes(b.open))[0];
    if (next) {
      const when = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : (dayNames[d] ?? "");
      return {
        open: false,
        text: `Closed now · opens ${when} ${formatTime(next.open)}`,
        until: until(ahead * 1440 + toMinutes(next.open) - minutes),
      };
    }
  }
  return { open: false, text: "Closed now", until: latest };
}

const shortDays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The week in short lines, consecutive days with the same hours merged: ["Mon–Fri 8:00 AM – 6:00 PM", …]. */
export function hoursSummary(hours: OpeningHours[]): string[] {
  const rows = weekRows(hours);
  // Start the week on Monday for the summary so Mon–Fri stays one run; Sunday comes last.
  const order = [1, 2, 3, 4, 5, 6, 0];
  const lines: string[] = [];
  let i = 0;
  while (i < order.length) {
    const text = rows[order[i] ?? 0]?.text ?? "";
    let j = i;
    while (j + 1 < order.length && rows[order[j + 1] ?? 0]?.text === text) j++;
    if (text !== "Closed") {
      const from = shortDays[order[i] ?? 0];
      const to = shortDays[order[j] ?? 0];
      lines.push(`${i === j ? from : `${from}–${to}`} ${text}`);
    }
    i = j + 1;
  }
  return lines.length ? lines : ["Closed"];
}
