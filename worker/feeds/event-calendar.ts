/** @module The STAR events calendar from the CMS, in one language: upcoming events and those of the last 90 days. */
import type { StarEvent } from "../../shared/cms/types.ts";
import { textsFor } from "../../shared/i18n/catalogue.ts";
import { defaultLocale, type Locale, localizedPath } from "../../shared/i18n/locales.ts";
import { eventsCalendarPath, inCalendarWindow } from "../../shared/lib/feeds.ts";
import { paramRules } from "../../shared/routes.ts";
import type { CmsClient } from "../cms/client.ts";
import { log } from "../lib/log.ts";
import { htmlToParagraphs } from "../lib/plain-text.ts";
import { type CalendarEvent, type CalendarInfo, calendarText, eventBlocks, eventLines } from "./ical.ts";
import type { FeedSite } from "./news-feed.ts";

/** How often subscribed calendar apps should fetch the calendar again. */
const refreshHours = 6;

const time = (value: string) => {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/** What makes an event unfit for a calendar ([] when it is fit). */
function defects(event: StarEvent): string[] {
  const found: string[] = [];
  const start = time(event.start);
  const end = time(event.end);
  if (event.title.trim() === "") found.push("no title");
  if (start === null) found.push("no start");
  if (end === null || (start !== null && end < start)) found.push("no end after its start");
  if (!paramRules.slug.test(event.slug)) found.push("no usable slug");
  return found;
}

/** The address of an event on the events page in `locale`. */
const eventUrl = (site: FeedSite, slug: string) =>
  `${site.origin}${localizedPath("/star-events", site.locale ?? defaultLocale)}#${slug}`;

/** The language of a CMS item's text: its `lang`, or the default language when it has none. */
const itemLocale = (item: unknown): Locale => (item as { lang?: Locale }).lang ?? defaultLocale;

/** The calendar events for `events` in the window at `now`, by start time; unfit ones left out and logged. */
export function calendarEvents(events: StarEvent[], site: FeedSite, now: number): CalendarEvent[] {
  const host = new URL(site.origin).hostname;
  const locale = site.locale ?? defaultLocale;
  const t = textsFor(locale);
  const kept: CalendarEvent[] = [];
  for (const event of events) {
    const problems = defects(event);
    if (problems.length > 0) {
      log("warn", "feeds", `events calendar: left out event ${event.id} (${problems.join(", ")})`);
      continue;
    }
    if (!inCalendarWindow(event.end, now)) continue;
    const { name, address } = event.venue;
    const description = [event.summary.trim(), htmlToParagraphs(event.description)].filter(Boolean);
    const language = itemLocale(event);
    const url = eventUrl(site, event.slug);
    kept.push({
      uid: `star-event-${event.id}@${host}`,
      start: new Date(time(event.start)!),
      end: new Date(time(event.end)!),
      summary: event.title.trim(),
      description: [...description, t("feeds.eventDetails", { url })].join("\n\n"),
      location: `${name}, ${address.street}, ${address.city}, ${address.state} ${address.zip}`,
      url,
      // An English calendar of English events says nothing; any other says each event's language.
      ...(locale !== defaultLocale || language !== defaultLocale ? { language } : {}),
    });
  }
  return kept.sort((a, b) => a.start.getTime() - b.start.getTime());
}

const info = (site: FeedSite): CalendarInfo => {
  const locale = site.locale ?? defaultLocale;
  const t = textsFor(locale);
  return {
    owner: site.brandName,
    name: t("feeds.eventsName", { brand: site.brandName }),
    description: t("feeds.eventsDescription"),
    timeZone: site.timeZone,
    ...(locale !== defaultLocale ? { language: locale } : {}),
  };
};

/** The calendar to subscribe to, from the same CMS client the events page reads. */
export async function eventsCalendar(cms: CmsClient, site: FeedSite, now = Date.now()): Promise<string> {
  const events = calendarEvents(await cms.starEvents(), site, now);
  const stamp = new Date(now);
  return calendarText(
    {
      ...info(site),
      subscription: {
        url: `${site.origin}${localizedPath(eventsCalendarPath, site.locale ?? defaultLocale)}`,
        refreshHours,
      },
    },
    events.map((e) => eventLines(e, stamp)),
  );
}

/**
 * The one-event calendar of the event with `slug`, cut from the whole calendar's text (so it comes
 * from the same cached copy), or null when the calendar has no such event.
 */
export function singleEventCalendar(calendar: string, slug: string, site: FeedSite): string | null {
  const block = eventBlocks(calendar).find((b) => b.url === eventUrl(site, slug));
  return block ? calendarText(info(site), [block.lines]) : null;
}
