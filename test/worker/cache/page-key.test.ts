import { describe, expect, it } from "vitest";
import { normalizedPath, pageQuery } from "../../../worker/cache/page-key.ts";

const url = (path: string) => new URL(path, "http://clinic.test");
const normal = (path: string) => normalizedPath(url(path));

describe("a page's cache key path", () => {
  it("keeps the query parameters that change a page, sorted, in every language", () => {
    expect(normal("/job-openings?location=main-street&department=dental&utm_source=y")).toBe(
      "/job-openings?department=dental&location=main-street",
    );
    expect(normal("/es/job-openings/2?location=main-street&department=dental&gclid=z")).toBe(
      "/es/job-openings/2?department=dental&location=main-street",
    );
    expect(normal("/es/contact-us?sent=1")).toBe("/es/contact-us?sent=1");
  });

  it("drops every other parameter", () => {
    expect(normal("/es/news?department=dental&utm_source=y")).toBe("/es/news");
    expect(normal("/es/?sent=1")).toBe("/es/");
  });

  it("keeps only values that pass their rule: a department key, a slug, sent=1", () => {
    expect(normal("/job-openings?department=Dental")).toBe("/job-openings");
    expect(normal("/job-openings?department=%3Cscript%3E&location=main-street")).toBe(
      "/job-openings?location=main-street",
    );
    expect(normal("/job-openings?location=Main%20Street")).toBe("/job-openings");
    expect(normal(`/job-openings?location=${"a".repeat(121)}`)).toBe("/job-openings");
    expect(normal("/contact-us?sent=yes")).toBe("/contact-us");
  });

  it("reads an empty value as absent, and calls a query unclean when a value fails or repeats", () => {
    expect(pageQuery(url("/job-openings?location=&department=dental"))).toEqual({
      kept: [["department", "dental"]],
      clean: true,
    });
    expect(pageQuery(url("/job-openings?department=x1y2")).clean).toBe(false);
    expect(pageQuery(url("/job-openings?department=dental&department=dental")).clean).toBe(false);
    expect(pageQuery(url("/news?department=x1y2&utm_source=z")).clean).toBe(true);
  });
});
