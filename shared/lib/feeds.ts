/** @module Where the news and STAR events feeds live, and which events the calendar carries. */

/** The Atom feed of news stories. */
export const newsFeedPath = "/news/feed.xml";
/** The iCalendar feed of STAR events. */
export const eventsCalendarPath = "/star-events.ics";
/** Past events stay in the calendar this many days after they end. */
const pastEventDays = 90;

/** The one-event calendar of the STAR event with this slug. */
export const eventCalendarPath = (slug: string) => `/star-events/${slug}.ics`;

/** The `webcal:` address of a calendar at `path` on `origin` (calendar apps subscribe to it). */
export const webcalUrl = (origin: string, path: string) => `${origin.replace(/^https?:/, "webcal:")}${path}`;

/** True when an event ending at `end` belongs in the calendar at time `now`: upcoming, or ended in the last 90 days. */
export function inCalendarWindow(end: string, now: number): boolean {
  const time = Date.parse(end);
  return !Number.isNaN(time) && time >= now - pastEventDays * 86_400_000;
}

/** The `<link rel="alternate">` every page of the news list carries. */
export const newsFeedLink = { type: "application/atom+xml", title: "News (Atom feed)", href: newsFeedPath };
/** The `<link rel="alternate">` of the STAR events page. */
export const eventsCalendarLink = {
  type: "text/calendar",
  title: "STAR events (calendar)",
  href: eventsCalendarPath,
};
