/**
 * @module English texts of opening hours and the "open now" label (shared/lib/hours.ts). `{at}` is
 * `atOne`/`atOther` around a clock time: languages that say "at one" and "at two" differently choose.
 */
export const openNow = {
  openUntil: "Open now · until {at}",
  opensToday: "Closed now · opens today {at}",
  opensTomorrow: "Closed now · opens tomorrow {at}",
  opensOn: "Closed now · opens {day} {at}",
  closedNow: "Closed now",
  /** A day without opening hours. */
  closed: "Closed",
  /** A clock time in the hour of one. */
  atOne: "{time}",
  /** Any other clock time. */
  atOther: "{time}",
} as const;
