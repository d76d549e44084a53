import { describe, expect, it } from "vitest";
import { normalizedPath, pageQuery } from "../../../../worker/routes/pages/page-url.ts";

const url = (path: string) => new URL(path, "http://clinic.test");
const normal = (path: string) => normalizedPath(url(path));
const spelling = (path: string) => {
  const { clean, search } = pageQuery(url(path));
  return { clean, search };
};

describe("a page URL's one spelling", () => {
  it("keeps the query parameters that change a page, sorted, in every language", () => {
    expect(normal("/job-openings?location=main-street&department=dental&utm_source=y")).toBe(
      "/job-openings?department=dental&location=main-street",
    );
    expect(normal("/es/job-openings/2?location=main-street&department=dental&gclid=z")).toBe(
      "/es/job-openings/2?department=dental&location=main-street",
    );
    expect(normal("/es/contact-us?sent=1")).toBe("/es/contact-us?sent=1");
  });

  it("counts only values that pass their rule: a department key, a slug, sent=1", () => {
    expect(normal("/job-openings?department=Dental")).toBe("/job-openings");
    expect(normal("/job-openings?department=%3Cscript%3E&location=main-street")).toBe(
      "/job-openings?location=main-street",
    );
    expect(normal("/job-openings?location=Main%20Street")).toBe("/job-openings");
    expect(normal(`/job-openings?location=${"a".repeat(121)}`)).toBe("/job-openings");
    expect(normal("/contact-us?sent=yes")).toBe("/contact-us");
  });

  it("is clean only as known parameters sorted, each once and non-empty, then tracking ones", () => {
    expect(spelling("/job-openings?department=dental&location=main-street")).toEqual({
      clean: true,
      search: "?department=dental&location=main-street",
    });
    expect(spelling("/job-openings?location=main-street&department=dental").clean).toBe(false);
    expect(spelling("/job-openings?department=&department=dental")).toEqual({
      clean: false,
      search: "?department=dental",
    });
    expect(spelling("/job-openings?department=dental&department=nursing").search).toBe("?department=dental");
    expect(spelling("/job-openings?department=x1y2").clean).toBe(false);
    expect(spelling("/news?department=dental")).toEqual({ clean: false, search: "" });
    expect(spelling("/news?utm_source=mail&gclid=1")).toEqual({
      clean: true,
      search: "?utm_source=mail&gclid=1",
    });
    expect(spelling("/news?utm_source=")).toEqual({ clean: false, search: "" });
    expect(spelling("/news?random=1&utm_source=mail").search).toBe("?utm_source=mail");
  });

  it("keeps tracking parameters out of the page's identity", () => {
    expect(pageQuery(url("/news?utm_source=mail")).tracking).toEqual([["utm_source", "mail"]]);
    expect(normal("/news?utm_source=mail")).toBe("/news");
  });
});
