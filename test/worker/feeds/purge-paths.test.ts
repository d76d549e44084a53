import { describe, expect, it } from "vitest";
import { withFeedPaths } from "../../../worker/feeds/purge-paths.ts";

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
