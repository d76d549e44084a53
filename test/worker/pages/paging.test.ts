import { afterEach, describe, expect, it, vi } from "vitest";
import { href, listPageSize as perPage } from "../../../shared/routes.ts";
import { jobsNewestFirst, newsNewestFirst } from "../../../worker/cms/demo/content.ts";
import { call } from "../support/app.ts";

const lastNews = Math.ceil(newsNewestFirst.length / perPage);
const lastJobs = Math.ceil(jobsNewestFirst.length / perPage);

const links = (html: string, rel: "prev" | "next") =>
  new RegExp(`<a class="button" href="([^"]+)" rel="${rel}">`).exec(html)?.[1] ?? null;

describe("paging of the news and job lists", () => {
  afterEach(() => vi.restoreAllMocks());

  it("the demo has more than one page of each list", () => {
    expect(lastNews).toBeGreaterThan(2);
    expect(lastJobs).toBeGreaterThan(1);
  });

  it("page 1 is the default: /news shows the newest stories with only a next link", async () => {
    const html = await (await call("/news")).text();
    expect(html).toContain(`href="/news/story/${newsNewestFirst[0]!.slug}"`);
    expect(links(html, "prev")).toBeNull();
    expect(links(html, "next")).toBe("/news/2");
    expect(html.replace(/<!-- -->/g, "")).toContain(`Page 1 of ${lastNews}`);
  });

  it("/news/1 answers the first page too, with the bare list as its canonical URL", async () => {
    const res = await call("/news/1");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<link rel="canonical" href="http://clinic.test/news"/>');
  });

  it("a middle page links back to the bare list path and on to the next page", async () => {
    const html = await (await call("/news/2")).text();
    expect(links(html, "prev")).toBe("/news");
    expect(links(html, "next")).toBe("/news/3");
    expect(html).toContain(`href="/news/story/${newsNewestFirst[perPage]!.slug}"`);
  });

  it("the last page answers 200 with the oldest story and no next link; one past it answers 404", async () => {
    const html = await (await call(`/news/${lastNews}`)).text();
    expect(html).toContain(`href="/news/story/${newsNewestFirst.at(-1)!.slug}"`);
    expect(links(html, "next")).toBeNull();
    expect((await call(`/news/${lastNews + 1}`)).status).toBe(404);
  });

  it("job openings: total shown, newest first, last page 200 and one past it 404", async () => {
    const html = await (await call("/job-openings")).text();
    expect(html).toContain(`${jobsNewestFirst.length} openings`);
    const first = html.indexOf(`${href("jobOpening", { id: jobsNewestFirst[0]!.id })}"`);
    const second = html.indexOf(`${href("jobOpening", { id: jobsNewestFirst[1]!.id })}"`);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect((await call(`/job-openings/${lastJobs}`)).status).toBe(200);
    expect((await call(`/job-openings/${lastJobs + 1}`)).status).toBe(404);
  });

  it("filters jobs by location and department through the query string and keeps the filter when paging", async () => {
    const atMain = jobsNewestFirst.filter((j) => j.location === "main-street");
    const html = await (await call("/job-openings?location=main-street")).text();
    expect(html).toContain(`${atMain.length} opening`);
    for (const j of jobsNewestFirst) {
      expect(html.includes(`${href("jobOpening", { id: j.id })}"`), String(j.id)).toBe(
        j.location === "main-street",
      );
    }
    const dept = atMain[0]!.department;
    // The filters' one spelling names them in order; any other order is sent there first.
    const canonical = `/job-openings?department=${encodeURIComponent(dept)}&location=main-street`;
    const reordered = await call(`/job-openings?location=main-street&department=${encodeURIComponent(dept)}`);
    expect(reordered.status).toBe(302);
    expect(new URL(reordered.headers.get("location") ?? "", "http://clinic.test").href).toBe(
      `http://clinic.test${canonical}`,
    );
    const both = await (await call(canonical)).text();
    const expected = atMain.filter((j) => j.department === dept);
    expect(both).toContain(`${expected.length} opening`);
  });

  it("sends an unknown location filter to the unfiltered list instead of failing", async () => {
    const res = await call("/job-openings?location=%3Cscript%3E&department=x%00y");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/job-openings");
    expect(await (await call("/job-openings")).text()).toContain(`${jobsNewestFirst.length} openings`);
  });

  for (const path of [
    "/news/0",
    "/news/00",
    "/news/01",
    "/news/2.0",
    "/news/1e1",
    "/news/%20",
    "/news/99999",
    "/job-openings/0",
    "/job-openings/-2",
    "/job-openings/two",
  ]) {
    it(`${path} answers 404 without calling the CMS`, async () => {
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      const res = await call(path, {}, { CMS_ORIGIN: "http://cms.invalid" });
      expect(res.status).toBe(404);
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  }
});
