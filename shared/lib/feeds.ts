/** @module Where the news and STAR events feeds live in each language, and which events the calendar carries. */
import { textsFor } from "../i18n/catalogue.ts";
import { defaultLocale, type Locale, localizedPath } from "../i18n/locales.ts";

/** The Atom feed of news stories. */
export const newsFeedPath = "/news/feed.xml";
/** The iCalendar feed of STAR events. */
export const eventsCalendarPath = "/star-events.ics";
/** Past events stay in the calendar this many days after they end. */
const pastEventDays = 90;

/** The one-event calendar of the STAR event with this slug, in `locale`. */
export const eventCalendarPath = (slug: string, locale: Locale = defaultLocale) =>
  localizedPath(`/star-events/${slug}.ics`, locale);

/** The `webcal:` address of a calendar at `path` on `origin` (calendar apps subscribe to it). */
export const webcalUrl = (origin: string, path: string) => `${origin.replace(/^https?:/, "webcal:")}${path}`;

/** True when an event ending at `end` belongs in the calendar at time `now`: upcoming, or ended in the last 90 days. */
export function inCalendarWindow(end: string, now: number): boolean {
  const time = Date.parse(end);
  return !Number.isNaN(time) && time >= now - pastEventDays * 86_400_000;
}

/** A feed's `<link rel="alternate">` in a page's head. */
export interface FeedLink {
  type: string;
  title: string;
  href: string;
}

/**
 * The feeds' links for pages in `locale`: `news` on every page of the news list, `events` on the STAR
 * events page. A Spanish page links to the Spanish feeds (`/es/news/feed.xml`, `/es/star-events.ics`).
 */
export function feedLinks(locale: Locale): { news: FeedLink; events: FeedLink } {
  const t = textsFor(locale);
  return {
    news: {
      type: "application/atom+xml",
      title: t("feeds.newsLinkTitle"),
      href: localizedPath(newsFeedPath, locale),
    },
    events: {
      type: "text/calendar",
      title: t("feeds.eventsLinkTitle"),
      href: localizedPath(eventsCalendarPath, locale),
    },
  };
}
