/**
 * @module The contact page is read by its role (`contact-page`); a CMS that only has the contract's
 * first spelling (`contact-page/id/895`) is asked that after its 404, and the page still shows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call } from "../support/app.ts";
import { coldCache, type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const onCms = { CMS_ORIGIN: fakeCmsOrigin };
let cms: FakeCms;

beforeEach(async () => {
  await coldCache();
  cms = fakeCms();
});
afterEach(() => vi.restoreAllMocks());

/** Wraps the fake CMS so that `paths` (after the API base, without the query) answer `status`: 404 is WordPress's for a route it lacks. */
function answering(paths: string[], status: 404 | 500 = 404): string[] {
  const faked = vi.mocked(globalThis.fetch).getMockImplementation();
  if (!faked) throw new Error("the fake CMS is not in place");
  const refused: string[] = [];
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^.*\/wp-json\/v1\//, "");
    if (!paths.includes(path)) return faked(request);
    refused.push(path);
    const body =
      status === 404
        ? { code: "rest_no_route", message: "No route was found.", data: { status } }
        : { code: "internal_server_error", message: "There has been a critical error." };
    return Response.json(body, { status });
  });
  return refused;
}

/** The contact page's reads the CMS received. */
const contactCalls = () => cms.calls.filter((path) => path.startsWith("contact-page"));

describe("the contact page from the CMS", () => {
  it("is asked for by its role, never by an id, when the CMS has the role's route", async () => {
    const res = await call("/contact-us", {}, onCms);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<h1");
    expect(contactCalls().length).toBeGreaterThan(0);
    for (const path of contactCalls()) expect(path).toMatch(/^contact-page(?:\?lang=[a-z]{2})?$/);
  });

  it("falls back to contact-page/id/895 on a CMS that answers 404 for the role's route", async () => {
    const refused = answering(["contact-page"]);
    const res = await call("/es/contact-us", {}, onCms);
    expect(res.status).toBe(200);
    expect(new Set(refused)).toEqual(new Set(["contact-page"]));
    expect(contactCalls()).toContain("contact-page/id/895?lang=es");
  });

  it("is a 404 page when the CMS has neither", async () => {
    answering(["contact-page", "contact-page/id/895"]);
    const res = await call("/contact-us", {}, onCms);
    expect(res.status).toBe(404);
  });

  it("does not fall back when the CMS fails: the failure is the CMS's, not a missing route", async () => {
    const failed = answering(["contact-page"], 500);
    await call("/contact-us", {}, onCms);
    expect(failed.length).toBeGreaterThan(0);
    expect(contactCalls().filter((path) => path.includes("/id/"))).toEqual([]);
  });
});
