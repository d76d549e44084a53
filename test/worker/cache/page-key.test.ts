import { describe, expect, it } from "vitest";
import { normalizedPath } from "../../../worker/cache/page-key.ts";

const normal = (path: string) => normalizedPath(new URL(path, "http://clinic.test"));

describe("a page's cache key path", () => {
  it("keeps the query parameters that change a page, sorted, in every language", () => {
    expect(normal("/job-openings?location=x&department=dental&utm_source=y")).toBe(
      "/job-openings?department=dental&location=x",
    );
    expect(normal("/es/job-openings/2?location=x&department=dental&gclid=z")).toBe(
      "/es/job-openings/2?department=dental&location=x",
    );
    expect(normal("/es/contact-us?sent=1")).toBe("/es/contact-us?sent=1");
  });

  it("drops every other parameter", () => {
    expect(normal("/es/news?department=dental&utm_source=y")).toBe("/es/news");
    expect(normal("/es/?sent=1")).toBe("/es/");
  });
});
