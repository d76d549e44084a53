/** @module The feed routes, in every language: news as Atom, STAR events as iCalendar, each through the page cache. */
import { type Context, Hono } from "hono";
import { locales, localizedPath } from "../../../shared/i18n/locales.ts";
import { eventsCalendarPath, newsFeedPath } from "../../../shared/lib/feeds.ts";
import { paramRules } from "../../../shared/routes.ts";
import { cachedPage, pageTags } from "../../cache/index.ts";
import { CmsError } from "../../cms/errors.ts";
import { eventsCalendar, singleEventCalendar } from "../../feeds/event-calendar.ts";
import { type FeedSite, newsFeed } from "../../feeds/news-feed.ts";
import { methodNotAllowed, textError } from "../../lib/answers.ts";
import { errorFields, log } from "../../lib/log.ts";
import type { AppEnv } from "../../request/app-env.ts";
import { conditional, entityTag } from "./conditional.ts";

const atomType = "application/atom+xml; charset=utf-8";
const calendarType = "text/calendar; charset=utf-8";
/** DTSTAMP changes on every render; it is left out of the calendar's (weak) entity tag. */
const stampLines = /^DTSTAMP:.*\r\n/gm;
/** A one-event calendar: `/star-events/<slug>.ics`. */
const eventFile = "/star-events/:file{[^/]+\\.ics}";

const siteOf = (c: Context<AppEnv>): FeedSite => ({
  origin: c.get("origin"),
  brandName: c.get("config").brandName,
  timeZone: c.get("config").clinicTimeZone,
  locale: c.get("locale"),
});

/** Each feed's path in every language: `/news/feed.xml`, `/es/news/feed.xml`. */
const everyLanguage = (path: string) => locales.map((locale) => localizedPath(path, locale));

/** A feed document with its type and validators; Last-Modified is when it was rendered. */
async function feedResponse(body: string, type: string, ignore?: RegExp, disposition?: string) {
  const headers = new Headers({
    "content-type": type,
    etag: await entityTag(body, ignore),
    "last-modified": new Date().toUTCString(),
  });
  if (disposition) headers.set("content-disposition", disposition);
  return new Response(body, { headers });
}

/** The feed at the request's path from the page cache, rendered by `build` when the cache has none fresh. */
function cachedFeed(c: Context<AppEnv>, request: Request, name: string, build: () => Promise<Response>) {
  return cachedPage({
    request,
    kv: c.env.CACHE,
    ctx: c.executionCtx,
    config: c.get("config"),
    tags: pageTags(new URL(request.url).pathname, c.get("locale")),
    render: async () => {
      try {
        return await build();
      } catch (error) {
        if (!(error instanceof CmsError)) throw error;
        log("error", "feeds", `${name} failed`, errorFields(error));
        return new Response(`The ${name} is temporarily unavailable. Please try again in a minute.`, {
          status: 503,
          headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
        });
      }
    },
  });
}

/** The whole events calendar (from the cache when it can), for `request`'s headers. */
const calendar = (c: Context<AppEnv>, request: Request) =>
  cachedFeed(c, request, "events calendar", async () =>
    feedResponse(
      await eventsCalendar(c.get("cms"), siteOf(c)),
      calendarType,
      stampLines,
      'inline; filename="star-events.ics"',
    ),
  );

export const feeds = new Hono<AppEnv>();

for (const path of [newsFeedPath, eventsCalendarPath, eventFile].flatMap(everyLanguage)) {
  feeds.use(path, ...conditional);
  feeds.on(["POST", "PUT", "PATCH", "DELETE"], path, (c) =>
    methodNotAllowed(c, ["GET", "HEAD"], textError, { message: "This feed can only be read: use GET." }),
  );
}

for (const path of everyLanguage(newsFeedPath))
  feeds.get(path, (c) =>
    cachedFeed(c, c.req.raw, "news feed", async () =>
      feedResponse(await newsFeed(c.get("cms"), siteOf(c)), atomType),
    ),
  );

for (const path of everyLanguage(eventsCalendarPath)) feeds.get(path, (c) => calendar(c, c.req.raw));

const eventCalendar = async (c: Context<AppEnv>) => {
  const slug = (c.req.param("file") ?? "").slice(0, -".ics".length);
  if (!paramRules.slug.test(slug)) return c.text("There is no such event.", 404);
  const whole = await calendar(
    c,
    new Request(new URL(localizedPath(eventsCalendarPath, c.get("locale")), c.req.url), c.req.raw),
  );
  if (whole.status !== 200) return whole;
  const one = singleEventCalendar(await whole.text(), slug, siteOf(c));
  if (one === null) return c.text("There is no such event in the calendar.", 404);
  const res = await feedResponse(one, calendarType, stampLines, `attachment; filename="${slug}.ics"`);
  for (const name of ["x-cache", "cache-control", "last-modified"]) {
    const value = whole.headers.get(name);
    if (value !== null) res.headers.set(name, value);
  }
  return res;
};

for (const path of everyLanguage(eventFile)) feeds.get(path, eventCalendar);
