/** @module Unit tests of when analytics may report a page view, and what the view may say. */
import { describe, expect, it } from "vitest";
import {
  analyticsScriptUrl,
  isTrackedPath,
  pageViewFields,
  shouldTrack,
} from "../../../../client/effects/analytics-rules.ts";

const id = "G-ABC123";
const tracks = (path: string, searchBase = "/search") => shouldTrack({ id, gpc: false, path, searchBase });

describe("shouldTrack", () => {
  it("tracks a page when an id is configured and privacy control is off", () => {
    expect(tracks("/news")).toBe(true);
    expect(tracks("/")).toBe(true);
    expect(tracks("/es/")).toBe(true);
    expect(tracks("/es/news/2")).toBe(true);
    expect(tracks("/locations/main-street")).toBe(true);
    expect(tracks("/job-openings/job/601")).toBe(true);
  });
  it("never tracks without an id (unset, or local mode)", () => {
    expect(shouldTrack({ id: null, gpc: false, path: "/", searchBase: "/search" })).toBe(false);
  });
  it("honours Global Privacy Control", () => {
    expect(shouldTrack({ id, gpc: true, path: "/", searchBase: "/search" })).toBe(false);
  });
  it("never runs on the contact form's page, in any language, with or without a trailing slash", () => {
    for (const path of ["/contact-us", "/contact-us/", "/contact-us//", "/es/contact-us", "/es/contact-us/"])
      expect(tracks(path), path).toBe(false);
  });
  it("never runs on a search page in any language, at the default or the configured base path", () => {
    for (const path of [
      "/search",
      "/search/",
      "/search/hiv/1",
      "/search/hiv",
      "/es/search/vih/1",
      "/es/search",
    ])
      expect(tracks(path), path).toBe(false);
    expect(tracks("/find/hiv/1", "/find")).toBe(false);
    expect(tracks("/es/find/vih/2", "/find")).toBe(false);
    expect(tracks("/search/hiv/1", "/find")).toBe(false);
  });
  it("never runs on a path that is no page of the route table: not-found, login, anything typed", () => {
    for (const path of ["/404", "/es/404", "/login", "/hiv-results", "/news/story/Not A Slug", "/News"])
      expect(tracks(path), path).toBe(false);
  });
  it("reads the path alone: a query string is no part of it", () => {
    expect(isTrackedPath(new URL("https://clinic.test/es/contact-us?sent=1").pathname, "/search")).toBe(
      false,
    );
    expect(isTrackedPath(new URL("https://clinic.test/news?q=hiv").pathname, "/search")).toBe(true);
  });
  it("loads the script through the proxy", () => {
    expect(analyticsScriptUrl("G-ABC123")).toBe("/proxy?type=analytics&id=G-ABC123");
  });
});

describe("pageViewFields", () => {
  const fields = (page: string, referrer = "") => pageViewFields(new URL(page), referrer, "/search");

  it("reports the page without its query, but for the clinic's campaign tags", () => {
    expect(fields("https://clinic.test/news?q=hiv&utm_source=mail&gclid=1").page_location).toBe(
      "https://clinic.test/news?utm_source=mail",
    );
    expect(fields("https://clinic.test/job-openings?department=Dental").page_location).toBe(
      "https://clinic.test/job-openings",
    );
    expect(fields("https://clinic.test/news?utm_campaign=my%20hiv%20test").page_location).toBe(
      "https://clinic.test/news",
    );
  });
  it("never reports a search page or a form page of this site as the referrer, only the origin", () => {
    for (const referrer of [
      "https://clinic.test/search/hiv/1",
      "https://clinic.test/es/search/vih/1",
      "https://clinic.test/es/contact-us?sent=1",
    ])
      expect(fields("https://clinic.test/services/dental", referrer).page_referrer, referrer).toBe(
        "https://clinic.test/",
      );
  });
  it("reports a tracked page of this site by its path, another site by its origin only", () => {
    expect(fields("https://clinic.test/news", "https://clinic.test/es/news/2?x=1").page_referrer).toBe(
      "https://clinic.test/es/news/2",
    );
    expect(fields("https://clinic.test/news", "https://health.example/search?q=hiv").page_referrer).toBe(
      "https://health.example/",
    );
  });
  it("reports no referrer when there was none, and never an address that is not a web page", () => {
    expect(fields("https://clinic.test/news").page_referrer).toBe("");
    expect(fields("https://clinic.test/news", "android-app://com.mail/hiv").page_referrer).toBe(
      "https://clinic.test/",
    );
  });
});
