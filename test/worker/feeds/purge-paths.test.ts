import { describe, expect, it } from "vitest";
import { inEveryLanguage, purgePaths, withFeedPaths } from "../../../worker/feeds/purge-paths.ts";

describe("the feeds a purge of pages also drops", () => {
  it("adds the news feed to a purge of any news page and the calendar to one of the events page", () => {
    expect(withFeedPaths(["/news"])).toEqual(["/news", "/news/feed.xml"]);
    expect(withFeedPaths(["/news/2", "/news/story/x"])).toEqual([
      "/news/2",
      "/news/story/x",
      "/news/feed.xml",
    ]);
    expect(withFeedPaths(["/star-events?utm_source=x"])).toEqual([
      "/star-events?utm_source=x",
      "/star-events.ics",
    ]);
  });

  it("adds nothing for other pages", () => {
    expect(withFeedPaths(["/newsletter", "/star", "/locations/main-street"])).toEqual([
      "/newsletter",
      "/star",
      "/locations/main-street",
    ]);
  });
});

describe("the languages a purge of pages covers", () => {
  it("gives each path in every language, whichever language it was named in, keeping its query", () => {
    expect(inEveryLanguage(["/locations/main-street"])).toEqual([
      "/locations/main-street",
      "/es/locations/main-street",
    ]);
    expect(inEveryLanguage(["/es/locations/main-street"])).toEqual([
      "/locations/main-street",
      "/es/locations/main-street",
    ]);
    expect(inEveryLanguage(["/es/", "/job-openings?department=dental"])).toEqual([
      "/",
      "/es/",
      "/job-openings?department=dental",
      "/es/job-openings?department=dental",
    ]);
  });

  it("adds each language's feed for a news or events page", () => {
    expect(withFeedPaths(["/es/news/2"])).toEqual(["/es/news/2", "/es/news/feed.xml"]);
    expect(purgePaths(["/es/star-events"])).toEqual([
      "/star-events",
      "/es/star-events",
      "/star-events.ics",
      "/es/star-events.ics",
    ]);
    expect(purgePaths(["/news/story/x"])).toEqual([
      "/news/story/x",
      "/es/news/story/x",
      "/news/feed.xml",
      "/es/news/feed.xml",
    ]);
  });
});
