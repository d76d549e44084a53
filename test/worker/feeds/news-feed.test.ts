import { XMLParser } from "fast-xml-parser";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NewsSummary } from "../../../shared/cms/types.ts";
import { atomXml } from "../../../worker/feeds/atom.ts";
import { newsEntries } from "../../../worker/feeds/news-feed.ts";
import { loggedMessages } from "../support/log-lines.ts";

const site = { origin: "https://www.clinic.test", brandName: "Clinic & Co", timeZone: "America/Los_Angeles" };
const story = (over: Partial<NewsSummary>): NewsSummary => ({
  id: 1,
  slug: "a-story",
  title: "A story",
  excerpt: "An <em>excerpt</em> &amp; more",
  created: "2026-03-02T09:00:00-08:00",
  image: { src: "/wp-content/uploads/news/a.jpg", width: 1, height: 1, alt: "A picture" },
  featured: false,
  covid: false,
  lang: "en",
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe("the news feed's entries", () => {
  it("leave out and log a story without a title, a date or a usable slug", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const entries = newsEntries(
      [
        story({ id: 1 }),
        story({ id: 2, title: "  " }),
        story({ id: 3, created: "" }),
        story({ id: 4, created: "soon" }),
        story({ id: 5, slug: "../x" }),
      ],
      new Map(),
      site,
    );
    expect(entries.map((e) => e.id)).toEqual(["tag:www.clinic.test,2026-03-02:news-story-1"]);
    expect(loggedMessages(warn)).toEqual([
      "news feed: left out story 2 (no title)",
      "news feed: left out story 3 (no date)",
      "news feed: left out story 4 (no date)",
      "news feed: left out story 5 (no usable slug)",
    ]);
  });

  it("take updated from the story's modified date, never before it was published", () => {
    const [later, earlier, unknown] = newsEntries(
      [story({ slug: "later" }), story({ slug: "earlier" }), story({ slug: "unknown" })],
      new Map([
        ["later", "2026-05-01T10:00:00Z"],
        ["earlier", "2020-01-01T00:00:00Z"],
      ]),
      site,
    );
    expect(later?.updated.toISOString()).toBe("2026-05-01T10:00:00.000Z");
    expect(earlier?.updated.toISOString()).toBe("2026-03-02T17:00:00.000Z");
    expect(unknown?.updated.toISOString()).toBe("2026-03-02T17:00:00.000Z");
  });

  it("give a plain-text summary and the lead image as an enclosure of its type", () => {
    const [entry] = newsEntries([story({})], new Map(), site);
    expect(entry?.summary).toBe("An excerpt & more");
    expect(entry?.enclosure).toEqual({
      href: "https://www.clinic.test/uploads/news/a.jpg",
      type: "image/jpeg",
      title: "A picture",
    });
    const [noImage] = newsEntries(
      [story({ image: { src: "", width: 0, height: 0, alt: "" } })],
      new Map(),
      site,
    );
    expect(noImage?.enclosure).toBeUndefined();
  });

  it("carry only the site's own images as enclosures: never a script, data, http or another host", () => {
    const image = (src: string) => ({ src, width: 1, height: 1, alt: "x" });
    const uploaded = newsEntries(
      [story({ image: image("https://cms.example/wp-content/uploads/news/b.png") })],
      new Map(),
      site,
    );
    expect(uploaded[0]?.enclosure?.href).toBe("https://www.clinic.test/uploads/news/b.png");
    for (const src of [
      "javascript:alert(1)//.png",
      "data:image/png;base64,AAAA.png",
      "http://evil.example/x.png",
      "https://evil.example/x.png",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
    ]) {
      const [entry] = newsEntries([story({ image: image(src) })], new Map(), site);
      expect(entry?.enclosure, src).toBeUndefined();
      expect(entry?.link).toBe("https://www.clinic.test/news/story/a-story");
    }
  });

  it("are written as XML a parser reads back, whatever characters the CMS sends", () => {
    const title = `Fish & chips <b>"quoted"</b> it's \u0001here`;
    const xml = atomXml({
      lang: "en",
      id: "https://www.clinic.test/news/feed.xml",
      title: site.brandName,
      subtitle: "s",
      self: "https://www.clinic.test/news/feed.xml",
      alternate: "https://www.clinic.test/news",
      author: { name: site.brandName, uri: "https://www.clinic.test/" },
      icon: "https://www.clinic.test/favicon.svg",
      updated: new Date(0),
      entries: newsEntries([story({ title })], new Map(), site),
    });
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;
    expect(feed.title["#text"]).toBe("Clinic & Co");
    expect(feed.entry.title["#text"]).toBe(`Fish & chips <b>"quoted"</b> it's here`);
  });
});
