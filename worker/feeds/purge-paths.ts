/** @module The feeds a purge of pages must also drop: the news pages' Atom feed, the events page's calendar. */
import { eventsCalendarPath, newsFeedPath } from "../../shared/lib/feeds.ts";

/** Which feed mirrors the page at a path. */
const feedOf: Array<{ pages: RegExp; feed: string }> = [
  { pages: /^\/news(?:\/|$)/, feed: newsFeedPath },
  { pages: /^\/star-events(?:\/|$)/, feed: eventsCalendarPath },
];

/** `paths` plus the feed of every page among them (a news page brings the news feed, and so on). */
export function withFeedPaths(paths: string[]): string[] {
  const all = new Set(paths);
  for (const path of paths) {
    const { pathname } = new URL(path, "http://site.invalid");
    for (const { pages, feed } of feedOf) if (pages.test(pathname)) all.add(feed);
  }
  return [...all];
}
