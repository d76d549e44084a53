/** @module A page's query is checked before the page cache: bad filters never become keys or CMS calls. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "../../support/app.ts";
import { type FakeCms, fakeCms, fakeCmsOrigin } from "../../support/fake-cms.ts";

// CMS answers are not shared between renders, so every render's calls are counted.
const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_MEMO_SECONDS: "0" };
let cms: FakeCms;

const random = (i: number) => `${Math.random().toString(36).slice(2, 10)}${i}`;
const get = (path: string) => call(path, { redirect: "manual" }, vars);

describe("a page's query", () => {
  beforeEach(() => {
    cms = fakeCms();
  });
  afterEach(() => vi.restoreAllMocks());

  it("1000 unknown departments send the visitor to the unfiltered list: no CMS call, no cache entry", async () => {
    expect((await get("/job-openings")).status).toBe(200);
    const before = cms.calls.length;
    for (let i = 0; i < 1000; i++) {
      const value = i % 2 ? random(i) : `Dept ${random(i)}`;
      const response = await get(`/job-openings?department=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(302);
      expect(response.headers.get("location")).toBe("/job-openings");
    }
    expect(cms.calls.length - before).toBe(0);
    expect((await get("/job-openings?department=nosuchdept")).status).toBe(302);
  });

  it("1000 unknown locations, in either language, do the same, keeping a valid department", async () => {
    expect((await get("/job-openings")).status).toBe(200);
    expect((await get("/es/job-openings")).status).toBe(200);
    const before = cms.calls.length;
    for (let i = 0; i < 1000; i++) {
      const prefix = i % 2 ? "/es" : "";
      const response = await get(`${prefix}/job-openings/2?location=${random(i)}&department=dental`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`${prefix}/job-openings/2?department=dental`);
    }
    expect(cms.calls.length - before).toBe(0);
  });

  it("a filter given twice, or the contact page's flag with another value, goes to the clean URL", async () => {
    const twice = await get("/job-openings?department=dental&department=nursing&utm_source=mail");
    expect(twice.status).toBe(302);
    expect(twice.headers.get("location")).toBe("/job-openings?department=dental&utm_source=mail");
    const sent = await get("/es/contact-us?sent=maybe");
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/es/contact-us");
    expect(cms.calls).toEqual([]);
  });

  it("a known filter is shown; the filter form's empty choice and unknown parameters go to the one spelling", async () => {
    const empty = await get("/job-openings?location=main-street&department=");
    expect(empty.status).toBe(302);
    expect(empty.headers.get("location")).toBe("/job-openings?location=main-street");
    const filtered = await get("/job-openings?location=main-street");
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get("cache-tag")).toContain("path:/job-openings");
    const unknown = await get("/news?department=x&utm_source=mail");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/news?utm_source=mail");
    expect((await get("/news?utm_source=mail")).status).toBe(200);
  });

  it("a path spelled with escapes goes to its plain spelling, before any CMS call", async () => {
    const encoded = await get("/%61bout-us");
    expect(encoded.status).toBe(301);
    expect(encoded.headers.get("location")).toBe("/about-us");
    const spanish = await get("/es/job-openings/%32?department=dental");
    expect(spanish.headers.get("location")).toBe("/es/job-openings/2?department=dental");
    expect(cms.calls).toEqual([]);
  });
});
