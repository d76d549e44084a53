/**
 * @module The paths a purge of pages must drop: each page in every language (a page and its
 * translation are purged together) and the feeds mirroring them (the news pages' Atom feed, the
 * events page's calendar) in each of those languages.
 */
import { localeOfPath, locales, localizedPath, unlocalizedPath } from "../../shared/i18n/locales.ts";
import { eventsCalendarPath, newsFeedPath } from "../../shared/lib/feeds.ts";

/** Which feed mirrors the page at a path (without its language prefix). */
const feedOf: Array<{ pages: RegExp; feed: string }> = [
  { pages: /^\/news(?:\/|$)/, feed: newsFeedPath },
  { pages: /^\/star-events(?:\/|$)/, feed: eventsCalendarPath },
];

const parse = (path: string) => new URL(path, "http://site.invalid");

/** `paths` plus the feed of every page among them, in that page's language (a news page brings the news feed). */
export function withFeedPaths(paths: string[]): string[] {
  const all = new Set(paths);
  for (const path of paths) {
    const { pathname } = parse(path);
    const locale = localeOfPath(pathname);
    for (const { pages, feed } of feedOf)
      if (pages.test(unlocalizedPath(pathname))) all.add(localizedPath(feed, locale));
  }
  return [...all];
}

/** Each of `paths` in every language, query kept: `/locations/x` brings `/es/locations/x`, and back. */
export function inEveryLanguage(paths: string[]): string[] {
  const all = new Set<string>();
  for (const path of paths) {
    const { pathname, search } = parse(path);
    for (const locale of locales) all.add(`${localizedPath(pathname, locale)}${search}`);
  }
  return [...all];
}

/** Everything a purge of `paths` drops: each page in every language, then the feeds of them all. */
export const purgePaths = (paths: string[]): string[] => withFeedPaths(inEveryLanguage(paths));
