/** @module Opening hours: display rows and "open now" in the clinic's own time zone, told in the page's language. */
import type { OpeningHours } from "../cms/types.ts";
import { format, type MessageVars } from "../i18n/catalogue.ts";
import { openNow as englishTexts } from "../i18n/en/open-now.ts";
import { type Locale, localeInfo } from "../i18n/locales.ts";

/** English weekday names, Sunday first, for schema.org and other machine-read places. */
export const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The language hours are told in: the page's locale and a `t` that knows the `openNow` area. */
export interface HoursSpeech {
  locale: Locale;
  t: (key: `openNow.${keyof typeof englishTexts}`, vars?: MessageVars) => string;
}

/** English, for callers that do not name a language. */
const english: HoursSpeech = {
  locale: "en",
  t: (key, vars) => format(englishTexts[key.slice("openNow.".length) as keyof typeof englishTexts], vars),
};

/** Intl formatters by locale and kind: building one costs far more than using it. */
const speechFormats = new Map<string, Intl.DateTimeFormat>();
function speechFormat(locale: Locale, kind: "time" | "long" | "short"): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let found = speechFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      localeInfo[locale].intl,
      kind === "time"
        ? { hour: "numeric", minute: "2-digit", timeZone: "UTC" }
        : { weekday: kind, timeZone: "UTC" },
    );
    speechFormats.set(key, found);
  }
  return found;
}

/** Intl puts narrow or no-break spaces in times ("8:00\u202fAM"); pages and tests read plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** "08:00" → "8:00 AM" (English), "8:00 a.m." (Spanish). */
function formatTime(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return plainSpaces(speechFormat(locale, "time").format(Date.UTC(2024, 0, 1, h, m)));
}

/** "at" a clock time: `{at}` of the texts, singular in the hour of one where a language says so. */
function atTime(hhmm: string, speech: HoursSpeech): string {
  const hour = Number(hhmm.split(":")[0]) % 12;
  return speech.t(hour === 1 ? "openNow.atOne" : "openNow.atOther", {
    time: formatTime(hhmm, speech.locale),
  });
}

/** Weekday `day` (0 Sunday … 6 Saturday) named in `locale`, long ("Monday", "lunes") or short ("Mon", "lun"). */
function weekdayName(day: number, locale: Locale, kind: "long" | "short"): string {
  // 2024-07-07 was a Sunday.
  return speechFormat(locale, kind).format(Date.UTC(2024, 6, 7 + day));
}

/** One row per weekday, Sunday first (SPEC.md §9: weeks start on Sunday). */
export function weekRows(
  hours: OpeningHours[],
  speech: HoursSpeech = english,
): { day: string; text: string }[] {
  return dayNames.map((_, i) => {
    const periods = hours.filter((h) => h.day === i);
    const text = periods.length
      ? periods
          .map((p) => `${formatTime(p.open, speech.locale)} – ${formatTime(p.close, speech.locale)}`)
          .join(", ")
      : speech.t("openNow.closed");
    return { day: weekdayName(i, speech.locale, "long"), text };
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

/**
 * What a status says, before it is told in a language: the text's key, the clock time ("HH:MM") of
 * the next change and the weekday (0–6) it falls on. A page in another language tells the same
 * status with `tellStatus`.
 */
export interface StatusWords {
  key:
    | "openNow.openUntil"
    | "openNow.opensToday"
    | "openNow.opensTomorrow"
    | "openNow.opensOn"
    | "openNow.closedNow";
  at?: string;
  day?: number;
}

/** `words` told in `speech`: "Open now · until 5:00 PM", "Cerrado en este momento · abre el lunes a las 8:00 a.m.". */
export function tellStatus(words: StatusWords, speech: HoursSpeech = english): string {
  return speech.t(words.key, {
    ...(words.at === undefined ? {} : { at: atTime(words.at, speech) }),
    ...(words.day === undefined ? {} : { day: weekdayName(words.day, speech.locale, "long") }),
  });
}

export interface OpenStatus {
  open: boolean;
  /** E.g. "Open now · until 5:00 PM" or "Closed now · opens Monday 8:00 AM", in the speech's language. */
  text: string;
  /** The same, in no language yet (for `tellStatus`). */
  words: StatusWords;
  /**
   * Until when (ms since epoch) the status holds: the next opening or closing, or the next mark of a
   * fixed `maxValidHours` grid if that comes first, so a daylight-saving change in between is never
   * trusted blindly.
   */
  until: number;
}

/** The furthest ahead a status is trusted without looking at the clinic's clock again. */
const maxValidHours = 6;
const trustMs = maxValidHours * 3_600_000;

/** The clinic's status at `now` on its own wall clock, with the next change, told in `speech`. */
export function openStatus(
  hours: OpeningHours[],
  timeZone: string,
  now: Date,
  speech: HoursSpeech = english,
): OpenStatus {
  const { day, minutes } = localClock(now, timeZone);
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  // The next mark of a fixed grid (00:00, 06:00, 12:00, 18:00 UTC), not `maxValidHours` from now: every
  // render between two marks carries the same bytes, so a page's last good copy is not rewritten for a
  // timestamp alone (decision 0048).
  const latest = (Math.floor(now.getTime() / trustMs) + 1) * trustMs;
  const until = (minutesAhead: number) => Math.min(startOfMinute + minutesAhead * 60_000, latest);
  const current = hours.find(
    (h) => h.day === day && minutes >= toMinutes(h.open) && minutes < toMinutes(h.close),
  );
  const status = (open: boolean, words: StatusWords, minutesAhead: number | null): OpenStatus => ({
    open,
    text: tellStatus(words, speech),
    words,
    until: minutesAhead === null ? latest : until(minutesAhead),
  });
  if (current)
    return status(true, { key: "openNow.openUntil", at: current.close }, toMinutes(current.close) - minutes);
  for (let ahead = 0; ahead < 8; ahead++) {
    const d = (day + ahead) % 7;
    const next = hours
      .filter((h) => h.day === d && (ahead > 0 || toMinutes(h.open) > minutes))
      .sort((a, b) => toMinutes(a.open) - toMinutes(b.open))[0];
    if (next) {
      const words: StatusWords =
        ahead === 0
          ? { key: "openNow.opensToday", at: next.open }
          : ahead === 1
            ? { key: "openNow.opensTomorrow", at: next.open }
            : { key: "openNow.opensOn", at: next.open, day: d };
      return status(false, words, ahead * 1440 + toMinutes(next.open) - minutes);
    }
  }
  return status(false, { key: "openNow.closedNow" }, null);
}

/** The week in short lines, consecutive days with the same hours merged: ["Mon–Fri 8:00 AM – 6:00 PM", …]. */
export function hoursSummary(hours: OpeningHours[], speech: HoursSpeech = english): string[] {
  const rows = weekRows(hours, speech);
  const closed = speech.t("openNow.closed");
  // Start the week on Monday for the summary so Mon–Fri stays one run; Sunday comes last.
  const order = [1, 2, 3, 4, 5, 6, 0];
  const lines: string[] = [];
  let i = 0;
  while (i < order.length) {
    const text = rows[order[i] ?? 0]?.text ?? "";
    let j = i;
    while (j + 1 < order.length && rows[order[j + 1] ?? 0]?.text === text) j++;
    if (text !== closed) {
      const from = weekdayName(order[i] ?? 0, speech.locale, "short");
      const to = weekdayName(order[j] ?? 0, speech.locale, "short");
      lines.push(`${i === j ? from : `${from}–${to}`} ${text}`);
    }
    i = j + 1;
  }
  return lines.length ? lines : [closed];
}
