import { afterEach, describe, expect, it, vi } from "vitest";
import { href, parameterlessRoutes, routes } from "../../shared/routes.ts";
import { news } from "../../worker/cms/demo/seed/news.ts";
import { call } from "./support/app.ts";

/** Concrete demo paths for every route of the table. */
const example = (name: keyof typeof routes) =>
  name === "newsStory" ? href("newsStory", { slug: news[0]!.slug }) : routes[name].example;

describe("the route table on demo content", () => {
  for (const name of Object.keys(routes) as (keyof typeof routes)[]) {
    const expected = name === "notFound" ? 404 : 200;
    it(`${name} (${example(name)}) answers ${expected} with a full page`, async () => {
      const res = await call(example(name));
      expect(res.status).toBe(expected);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain('<main id="main"');
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toContain('id="teleport-target"');
    });
  }

  it("answers 404 with the not-found screen for a path outside the table", async () => {
    const res = await call("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("We couldn’t find that page");
  });

  it("answers 404 for unknown content that passes the param rules", async () => {
    for (const path of [
      "/locations/nowhere",
      "/news/story/no-such-story",
      "/staff_member/999",
      "/team/no-team",
    ]) {
      expect((await call(path)).status, path).toBe(404);
    }
  });

  it("answers 404 for list pages past the end", async () => {
    expect((await call("/news/99")).status).toBe(404);
    expect((await call("/job-openings/99")).status).toBe(404);
  });

  it("redirects the drawer's /services/dental-services link to the dental service", async () => {
    const res = await call("/services/dental-services");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/services/dental");
  });
});

describe("bad params", () => {
  afterEach(() => vi.restoreAllMocks());

  const bad = [
    "/news/0",
    "/news/abc",
    "/news/-1",
    "/job-openings/1.5",
    "/job-openings/job/abc",
    "/staff_member/0",
    "/locations/Main%20Street",
    "/locations/%3Cscript%3E",
    "/news/story/..%2F..%2Fetc",
    "/team/UPPER",
  ];
  for (const path of bad) {
    it(`${path} answers 404 without calling the CMS`, async () => {
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      const res = await call(path, {}, { CMS_ORIGIN: "http://cms.invalid" });
      expect(res.status).toBe(404);
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  }
});

describe("typed links from the route table", () => {
  it("fills and encodes parameters, and gives a list's first page as the bare path", () => {
    expect(href("home")).toBe("/");
    expect(href("location", { id: "main-street" })).toBe("/locations/main-street");
    expect(href("staffMember", { id: 401 })).toBe("/staff_member/401");
    expect(href("newsStory", { slug: "a b/c" })).toBe("/news/story/a%20b%2Fc");
    expect(href("news")).toBe("/news");
    expect(href("news", { page: 1 })).toBe("/news");
    expect(href("jobOpenings", { page: 3 })).toBe("/job-openings/3");
  });

  it("lists the pages that need no parameter, each answering with a page of its own", async () => {
    expect(parameterlessRoutes.map((r) => r.path)).toContain("/news");
    expect(parameterlessRoutes.map((r) => r.path)).not.toContain("/locations");
    for (const { path } of parameterlessRoutes) expect((await call(path)).status, path).toBeLessThan(500);
  });
});
