import { env } from "cloudflare:test";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiBase } from "../../../../shared/cms/paths.ts";
import { feedLinks } from "../../../../shared/lib/feeds.ts";
import { assetUrl } from "../../../../shared/lib/safe-html.ts";
import { newsNewestFirst } from "../../../../worker/cms/demo/content.ts";
import { demoCms } from "../../../../worker/cms/demo/index.ts";
import { starEvents } from "../../../../worker/cms/demo/seed/star-events.ts";
import { htmlToParagraphs } from "../../../../worker/lib/plain-text.ts";
import { call } from "../../support/app.ts";
import { edgeFor, purgeBehind } from "../../support/edge.ts";
import { fakeCms, fakeCmsOrigin } from "../../support/fake-cms.ts";
import { loggedMessages } from "../../support/log-lines.ts";

const brand = "Riverbend Community Health";
const site = "http://clinic.test";
const vars = { CMS_ORIGIN: fakeCmsOrigin };
const token = (env as unknown as { OPS_TOKEN: string }).OPS_TOKEN;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => name === "entry" || name === "link",
});
type Link = { "@rel": string; "@type": string; "@href": string; "@title"?: string };
type Entry = {
  id: string;
  title: { "#text": string };
  link: Link[];
  published: string;
  updated: string;
  summary: { "#text": string };
};
type Feed = {
  id: string;
  title: { "#text": string };
  subtitle: { "#text": string };
  updated: string;
  link: Link[];
  author: { name: string; uri: string };
  icon: string;
  entry: Entry[];
  "@xmlns": string;
};
const atom = (xml: string) => (parser.parse(xml) as { feed: Feed }).feed;
const linkOf = (links: Link[], rel: string) => links.find((l) => l["@rel"] === rel);
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const iso = (value: string) => new Date(value).toISOString();

const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
const value = (event: ICAL.Component, name: string) => event.getFirstPropertyValue(name);
const instant = (event: ICAL.Component, name: string) =>
  (value(event, name) as ICAL.Time).toJSDate().toISOString();

const purge = (body: unknown) =>
  call(
    "/__ops/purge",
    {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    },
    vars,
  );

/** A CMS that answers like the demo CMS, with `edit` applied to its JSON answers. */
function editableCms() {
  const state = { edit: (_path: string, body: unknown) => body };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = request.url.replace(fakeCmsOrigin, "http://demo-cms.internal");
    const answer = await demoCms.fetch(new Request(url), env);
    if (!answer.ok) return answer;
    return Response.json(state.edit(new URL(url).pathname, await answer.json()));
  });
  return state;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
/** The current second, `ms` milliseconds in: a clock set there crosses no second boundary by itself. */
const thisSecondAt = (ms: number) => Math.floor(Date.now() / 1000) * 1000 + ms;

describe("the news feed", () => {
  beforeEach(() => {
    fakeCms();
  });

  it("is Atom with the feed's title, subtitle, id, updated, self and alternate links, author and icon", async () => {
    const res = await call("/news/feed.xml", {}, vars);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const feed = atom(xml);
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title["#text"]).toBe(`${brand} news`);
    expect(feed.subtitle["#text"]).toBe("Stories, health tips and announcements from our clinics.");
    expect(feed.id).toBe(`${site}/news/feed.xml`);
    expect(linkOf(feed.link, "self")).toMatchObject({
      "@href": `${site}/news/feed.xml`,
      "@type": "application/atom+xml",
    });
    expect(linkOf(feed.link, "alternate")).toMatchObject({ "@href": `${site}/news`, "@type": "text/html" });
    expect(feed.author).toEqual({ name: brand, uri: `${site}/` });
    expect(feed.icon).toBe(`${site}/favicon.svg`);
    expect(feed.updated).toMatch(rfc3339);
    const newest = Math.max(...feed.entry.map((e) => Date.parse(e.updated)));
    expect(Date.parse(feed.updated)).toBe(newest);
  });

  it("carries the latest 20 stories, newest first, each with link, id, title, dates, summary and image", async () => {
    const feed = atom(await (await call("/news/feed.xml", {}, vars)).text());
    const expected = newsNewestFirst.slice(0, 20);
    expect(feed.entry).toHaveLength(20);
    expect(new Set(feed.entry.map((e) => e.id)).size).toBe(20);
    feed.entry.forEach((entry, i) => {
      const story = expected[i]!;
      expect(entry.title["#text"]).toBe(story.title);
      expect(linkOf(entry.link, "alternate")).toMatchObject({
        "@href": `${site}/news/story/${story.slug}`,
        "@type": "text/html",
      });
      expect(entry.id).toBe(`tag:clinic.test,${iso(story.created).slice(0, 10)}:news-story-${story.id}`);
      expect(entry.published).toMatch(rfc3339);
      expect(entry.updated).toMatch(rfc3339);
      expect(iso(entry.published)).toBe(iso(story.created));
      expect(iso(entry.updated)).toBe(
        iso(Date.parse(story.modified) > Date.parse(story.created) ? story.modified : story.created),
      );
      expect(entry.summary["#text"]).toBe(story.excerpt);
      expect(linkOf(entry.link, "enclosure")).toEqual({
        "@rel": "enclosure",
        "@type": "image/webp",
        "@href": `${site}${assetUrl(story.image.src)}`,
        "@title": story.image.alt,
      });
    });
    const published = feed.entry.map((e) => Date.parse(e.published));
    expect(published).toEqual([...published].sort((a, b) => b - a));
  });

  it("keeps each entry's id when the feed is rendered again", async () => {
    const first = atom(await (await call("/news/feed.xml", {}, vars)).text());
    expect((await purge({ scope: "all" })).status).toBe(200);
    const again = await call("/news/feed.xml", {}, vars);
    expect(again.status).toBe(200);
    expect(atom(await again.text()).entry.map((e) => e.id)).toEqual(first.entry.map((e) => e.id));
  });

  it("is advertised in the head of every news list page, and /news shows a Subscribe link", async () => {
    for (const path of ["/news", "/news/2", "/news/3"]) {
      const html = await (await call(path, {}, vars)).text();
      expect(html, path).toContain(
        '<link rel="alternate" type="application/atom+xml" title="News (Atom feed)" href="/news/feed.xml"/>',
      );
    }
    const html = await (await call("/news", {}, vars)).text();
    expect(html).toMatch(
      /<a class="button[^"]*" href="\/news\/feed.xml" type="application\/atom\+xml">Subscribe to news \(Atom feed\)<\/a>/,
    );
  });

  it("is shared at the edge under its path's tag, whatever query a reader adds", async () => {
    const feed = await call("/news/feed.xml?utm_source=reader&page=3&x=%3Cscript%3E", {}, vars);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("cache-tag")).toBe("path:/news/feed.xml,common,lang:en");
    expect(feed.headers.get("cloudflare-cdn-cache-control")).toMatch(/^max-age=\d+, stale-while-revalidate/);
  });
});

describe("the STAR events calendar", () => {
  beforeEach(() => {
    fakeCms();
  });

  it("is iCalendar with one VEVENT per upcoming event, each with every field a calendar app shows", async () => {
    const res = await call("/star-events.ics", {}, vars);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await res.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n"))
      expect(new TextEncoder().encode(line).byteLength).toBeLessThanOrEqual(75);
    const root = new ICAL.Component(ICAL.parse(ics));
    expect(root.getFirstPropertyValue("prodid")).toBe(`-//${brand}//${brand} STAR events//EN`);
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe(`${brand} STAR events`);
    expect(root.getFirstPropertyValue("x-wr-timezone")).toBe("America/Los_Angeles");
    const events = vevents(ics);
    const expected = [...starEvents].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    expect(events).toHaveLength(expected.length);
    events.forEach((vevent, i) => {
      const event = expected[i]!;
      expect(value(vevent, "uid")).toBe(`star-event-${event.id}@clinic.test`);
      expect(instant(vevent, "dtstamp")).toMatch(/^\d{4}-/);
      expect(instant(vevent, "dtstart")).toBe(iso(event.start));
      expect(instant(vevent, "dtend")).toBe(iso(event.end));
      expect(value(vevent, "summary")).toBe(event.title);
      const description = value(vevent, "description") as string;
      expect(description.startsWith(`${event.summary}\n\n`)).toBe(true);
      expect(description).toContain(htmlToParagraphs(event.description.replaceAll("{{brand}}", brand)));
      const { name, address } = event.venue;
      expect(value(vevent, "location")).toBe(
        `${name}, ${address.street}, ${address.city}, ${address.state} ${address.zip}`,
      );
      expect(value(vevent, "url")).toBe(`${site}/star-events#${event.slug}`);
    });
  });

  it("keeps each event's UID when the calendar is rendered again", async () => {
    const first = vevents(await (await call("/star-events.ics", {}, vars)).text());
    await purge({ scope: "all" });
    const again = vevents(await (await call("/star-events.ics", {}, vars)).text());
    expect(again.map((e) => value(e, "uid"))).toEqual(first.map((e) => value(e, "uid")));
  });

  it("is linked from /star-events to subscribe (webcal:) and to download, and each event to add alone", async () => {
    const html = await (await call("/star-events", {}, vars)).text();
    expect(html).toContain(
      '<link rel="alternate" type="text/calendar" title="STAR events (calendar)" href="/star-events.ics"/>',
    );
    expect(html).toContain(
      'href="webcal://clinic.test/star-events.ics">Subscribe to STAR events in your calendar app</a>',
    );
    expect(html).toContain(
      'href="/star-events.ics" download="star-events.ics">Download the events calendar (.ics)</a>',
    );
    const whole = vevents(await (await call("/star-events.ics", {}, vars)).text());
    for (const event of starEvents) {
      expect(html).toContain(
        `href="/star-events/${event.slug}.ics" download="${event.slug}.ics" aria-describedby="${event.slug}-title">Add to calendar</a>`,
      );
      const res = await call(`/star-events/${event.slug}.ics`, {}, vars);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${event.slug}.ics"`);
      const one = vevents(await res.text());
      expect(one).toHaveLength(1);
      const same = whole.find((e) => value(e, "url") === `${site}/star-events#${event.slug}`)!;
      for (const name of ["uid", "summary", "description", "location", "url"]) {
        expect(value(one[0]!, name)).toBe(value(same, name));
      }
      expect(instant(one[0]!, "dtstart")).toBe(instant(same, "dtstart"));
    }
  });

  it("answers 404 for an event the calendar does not have, or a file name that is no slug", async () => {
    expect((await call("/star-events/no-such-event.ics", {}, vars)).status).toBe(404);
    expect((await call("/star-events/Bad%20Name.ics", {}, vars)).status).toBe(404);
  });
});

describe("both feeds", () => {
  /** The news feed, the events calendar and one event's calendar. */
  const feedPaths = ["/news/feed.xml", "/star-events.ics", `/star-events/${starEvents[0]!.slug}.ics`];

  it("answer 304 to a repeated conditional request, by ETag or by date", async () => {
    fakeCms();
    // Without Workers Cache every request renders, and Last-Modified is the render's second: the
    // clock stands still so the repeat is the same second (the next test moves it on).
    vi.useFakeTimers({ toFake: ["Date"], now: thisSecondAt(400) });
    for (const path of feedPaths) {
      const first = await call(path, {}, vars);
      await first.text();
      const etag = first.headers.get("etag")!;
      const modified = first.headers.get("last-modified")!;
      expect(etag, path).toMatch(/^(?:W\/)?"[0-9a-f]{32}"$/);
      expect(Date.parse(modified), path).not.toBeNaN();
      const byTag = await call(path, { headers: { "if-none-match": etag } }, vars);
      expect(byTag.status, path).toBe(304);
      expect(await byTag.text()).toBe("");
      expect(byTag.headers.get("etag")).toBe(etag);
      expect(byTag.headers.get("last-modified")).toBe(modified);
      const byDate = await call(path, { headers: { "if-modified-since": modified } }, vars);
      expect(byDate.status, path).toBe(304);
      const older = new Date(Date.parse(modified) - 60_000).toUTCString();
      expect((await call(path, { headers: { "if-modified-since": older } }, vars)).status, path).toBe(200);
      expect((await call(path, { headers: { "if-none-match": '"other"' } }, vars)).status, path).toBe(200);
    }
  });

  it("answer a render in a later second with a later date, and still 304 by an unchanged ETag", async () => {
    fakeCms();
    vi.useFakeTimers({ toFake: ["Date"], now: thisSecondAt(900) });
    for (const path of feedPaths) {
      const first = await call(path, {}, vars);
      await first.text();
      const modified = first.headers.get("last-modified")!;
      vi.setSystemTime(Date.now() + 200);
      const byTag = await call(path, { headers: { "if-none-match": first.headers.get("etag")! } }, vars);
      expect(byTag.status, path).toBe(304);
      expect(Date.parse(byTag.headers.get("last-modified")!), path).toBe(Date.parse(modified) + 1000);
      const byDate = await call(path, { headers: { "if-modified-since": modified } }, vars);
      expect(byDate.status, path).toBe(200);
      await byDate.text();
      vi.setSystemTime(Date.now() + 800);
    }
  });

  it("change ETag after a news or events purge when the content changed, and keep it when it did not", async () => {
    const cms = editableCms();
    const { visit, network } = edgeFor(vars);
    const etagOf = async (path: string) => {
      const { res, cache, html } = await visit(path);
      return { etag: res.headers.get("etag"), cache, body: html };
    };
    const purgeThrough = (body: unknown) => purgeBehind(network, body, vars);
    const news = await etagOf("/news/feed.xml");
    const calendar = await etagOf("/star-events.ics");
    const unchanged = await purgeThrough({ paths: ["/news", "/star-events"] });
    expect((await unchanged.json()) as object).toMatchObject({
      paths: expect.arrayContaining(["/news/feed.xml", "/star-events.ics"]),
    });
    // Rendered again with the same content: the same ETag.
    expect((await etagOf("/news/feed.xml")).etag).toBe(news.etag);
    expect((await etagOf("/star-events.ics")).etag).toBe(calendar.etag);
    cms.edit = (path, body) => {
      if (path.endsWith("/news") && Array.isArray(body)) body[0].title = "A brand-new headline";
      if (path.endsWith("/star-events") && Array.isArray(body)) body[0].title = "A renamed gala";
      return body;
    };
    // Until a purge the edge keeps answering what it has.
    expect(await etagOf("/news/feed.xml")).toMatchObject({ cache: "HIT", etag: news.etag });
    await purgeThrough({ paths: ["/news"], mode: "purge" });
    const newsAfter = await etagOf("/news/feed.xml");
    expect(newsAfter.etag).not.toBe(news.etag);
    expect(newsAfter.body).toContain("A brand-new headline");
    expect((await etagOf("/star-events.ics")).etag).toBe(calendar.etag);
    await purgeThrough({ scope: "all", mode: "purge" });
    const calendarAfter = await etagOf("/star-events.ics");
    expect(calendarAfter.etag).not.toBe(calendar.etag);
    expect(calendarAfter.body).toContain("SUMMARY:A renamed gala");
  });

  it("keep answering from the edge through a CMS outage, and say 503 with Retry-After when nothing is cached", async () => {
    const cms = fakeCms();
    const stale = { ...vars, CACHE_FRESH_SECONDS: "0", CMS_TIMEOUT_MS: "50" };
    const { visit } = edgeFor(stale);
    for (const path of ["/news/feed.xml", "/star-events.ics"]) {
      const first = await visit(path);
      cms.mode = "down";
      const again = await visit(path);
      expect(again.status, path).toBe(200);
      expect(["STALE", "UPDATING"], path).toContain(again.cache);
      expect(again.html).toBe(first.html);
      cms.mode = "up";
    }
    expect((await call(`/star-events/${starEvents[1]!.slug}.ics`, {}, stale)).status).toBe(200);
    await purge({ scope: "all" });
    cms.mode = "garbage";
    for (const path of ["/news/feed.xml", "/star-events.ics", `/star-events/${starEvents[1]!.slug}.ics`]) {
      const res = await call(path, {}, stale);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("60");
      expect(await res.text(), path).toMatch(/temporarily unavailable/);
    }
  });

  it("answer 405 to methods other than GET and HEAD", async () => {
    fakeCms();
    for (const path of ["/news/feed.xml", "/star-events.ics"]) {
      const res = await call(path, { method: "POST", body: "x" }, vars);
      expect(res.status, path).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect((await call(path, { method: "HEAD" }, vars)).status, path).toBe(200);
    }
  });

  it("leave out, and log, a story or an event the CMS sends without a title or a date", async () => {
    const cms = editableCms();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    cms.edit = (path, body) => {
      if (path.endsWith("/news") && Array.isArray(body)) {
        body[0].title = "";
        body[1].created = "0000-00-00 00:00:00";
      }
      if (path.endsWith("/star-events") && Array.isArray(body)) body[0].title = " ";
      return body;
    };
    const feed = atom(await (await call("/news/feed.xml", {}, vars)).text());
    expect(feed.entry.map((e) => linkOf(e.link, "alternate")?.["@href"])).toEqual(
      newsNewestFirst.slice(2, 20).map((s) => `${site}/news/story/${s.slug}`),
    );
    const events = vevents(await (await call("/star-events.ics", {}, vars)).text());
    expect(events).toHaveLength(starEvents.length - 1);
    expect(loggedMessages(warn)).toEqual([
      `news feed: left out story ${newsNewestFirst[0]!.id} (no title)`,
      `news feed: left out story ${newsNewestFirst[1]!.id} (no date)`,
      `events calendar: left out event ${starEvents[0]!.id} (no title)`,
    ]);
  });

  it("stay out of the sitemap", async () => {
    fakeCms();
    const xml = await (await call("/sitemap.xml", {}, vars)).text();
    expect(xml).not.toMatch(/feed\.xml|\.ics/);
  });
});

/** What the demo CMS (the one behind `vars`) answers at an API path and query. */
async function demoAnswer<T>(pathAndQuery: string): Promise<T> {
  return (await (
    await demoCms.fetch(new Request(`http://demo-cms.internal${apiBase}${pathAndQuery}`), env)
  ).json()) as T;
}

describe("the Spanish feeds", () => {
  beforeEach(() => {
    fakeCms();
  });

  it("give the news feed in Spanish: its texts, its links and the stories the Spanish CMS answers", async () => {
    const res = await call("/es/news/feed.xml", {}, vars);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">');
    const feed = atom(xml);
    expect(feed.title["#text"]).toBe(`Noticias de ${brand}`);
    expect(feed.subtitle["#text"]).toBe("Historias, consejos de salud y anuncios de nuestras clínicas.");
    expect(feed.id).toBe(`${site}/es/news/feed.xml`);
    expect(linkOf(feed.link, "self")?.["@href"]).toBe(`${site}/es/news/feed.xml`);
    expect(linkOf(feed.link, "alternate")?.["@href"]).toBe(`${site}/es/news`);
    expect(feed.author.uri).toBe(`${site}/es/`);
    const stories = await demoAnswer<Array<{ slug: string; title: string; lang?: string }>>(
      "/news?page=1&per_page=20&lang=es",
    );
    expect(feed.entry.map((e) => e.title["#text"])).toEqual(stories.map((s) => s.title.trim()));
    expect(feed.entry.map((e) => linkOf(e.link, "alternate")?.["@href"])).toEqual(
      stories.map((s) => `${site}/es/news/story/${s.slug}`),
    );
    // A story still in English says so on its entry; a translated one takes the feed's language.
    const entryLangs = [...xml.matchAll(/<entry( xml:lang="(\w+)")?>/g)].map((m) => m[2] ?? "es");
    expect(entryLangs).toEqual(stories.map((s) => s.lang ?? "en"));
    expect(entryLangs).toContain("es");
  });

  it("give the events calendar in Spanish, each event with its language and its Spanish page", async () => {
    const res = await call("/es/star-events.ics", {}, vars);
    expect(res.status).toBe(200);
    const ics = await res.text();
    const root = new ICAL.Component(ICAL.parse(ics));
    expect(root.getFirstPropertyValue("prodid")).toBe(`-//${brand}//Eventos de STAR de ${brand}//ES`);
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe(`Eventos de STAR de ${brand}`);
    expect(root.getFirstProperty("name")?.getParameter("language")).toBe("es");
    expect(root.getFirstPropertyValue("source")).toBe(`${site}/es/star-events.ics`);
    const spanish =
      await demoAnswer<Array<{ slug: string; title: string; start: string; lang?: string }>>(
        "/star-events?lang=es",
      );
    const expected = [...spanish].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    const events = vevents(ics);
    expect(events.map((e) => value(e, "summary"))).toEqual(expected.map((e) => e.title.trim()));
    events.forEach((vevent, i) => {
      const event = expected[i]!;
      expect(vevent.getFirstProperty("summary")?.getParameter("language"), event.slug).toBe(
        event.lang ?? "en",
      );
      expect(value(vevent, "url")).toBe(`${site}/es/star-events#${event.slug}`);
      expect(value(vevent, "description") as string).toMatch(
        new RegExp(`\\n\\nDetalles: ${site}/es/star-events#${event.slug}$`),
      );
    });
    expect(expected.some((e) => e.lang === "es")).toBe(true);
  });

  it("give one event's calendar in Spanish from the Spanish calendar", async () => {
    const ics = await (await call("/es/star-events.ics", {}, vars)).text();
    const first = vevents(ics)[0]!;
    const slug = String(value(first, "url")).split("#")[1]!;
    const res = await call(`/es/star-events/${slug}.ics`, {}, vars);
    expect(res.status).toBe(200);
    const one = await res.text();
    expect(vevents(one).map((e) => value(e, "summary"))).toEqual([value(first, "summary")]);
    expect(new ICAL.Component(ICAL.parse(one)).getFirstPropertyValue("prodid")).toBe(
      `-//${brand}//Eventos de STAR de ${brand}//ES`,
    );
    expect((await call("/es/star-events/no-such-event.ics", {}, vars)).status).toBe(404);
  });

  it("are what a page's feed links name in each language, and each answers 200", async () => {
    expect(feedLinks("es")).toEqual({
      news: { type: "application/atom+xml", title: "Noticias (canal Atom)", href: "/es/news/feed.xml" },
      events: { type: "text/calendar", title: "Eventos de STAR (calendario)", href: "/es/star-events.ics" },
    });
    expect(feedLinks("en").news.href).toBe("/news/feed.xml");
    for (const locale of ["en", "es"] as const)
      for (const link of Object.values(feedLinks(locale))) {
        const res = await call(link.href, {}, vars);
        expect(res.status, link.href).toBe(200);
        expect(res.headers.get("content-type"), link.href).toBe(`${link.type}; charset=utf-8`);
        await res.arrayBuffer();
      }
  });
});
