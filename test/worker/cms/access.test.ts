/** @module With CMS_ORIGIN set, every CMS path goes to that origin and the demo CMS never answers. */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPath, cmsServiceRoot } from "../../../shared/cms/paths.ts";
import { cmsAccess, demoCmsOrigin } from "../../../worker/cms/access.ts";
import { call } from "../support/app.ts";
import { coldCache } from "../support/fake-cms.ts";

const origin = "https://cms.origin.test";
const opsToken = "test-ops-token-0123456789abcdef";
/** What a WordPress without the demo plugin answers for a route it does not have. */
const wordpressNoRoute = { code: "rest_no_route", message: "No route was found.", data: { status: 404 } };

/** Replaces `fetch` with a WordPress that knows no route, recording every URL asked. */
function wordpressWithoutRoutes(): string[] {
  const asked: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    asked.push(request.url);
    return Response.json(wordpressNoRoute, { status: 404 });
  });
  return asked;
}

afterEach(() => vi.restoreAllMocks());

describe("the CMS access point with CMS_ORIGIN set", () => {
  it("chooses the network origin, never the demo CMS", () => {
    const access = cmsAccess(env, { cmsOrigin: origin });
    expect(access).toMatchObject({ origin, demo: false });
    expect(access.origin).not.toBe(demoCmsOrigin);
  });

  it("answers the demo submissions listing with 404 from the worker, asking no CMS", async () => {
    const asked = wordpressWithoutRoutes();
    const path = apiPath("demoSubmissions");
    expect(path.startsWith(cmsServiceRoot)).toBe(true);
    const auth = { headers: { authorization: `Bearer ${opsToken}` } };
    expect((await call(path, auth, { CMS_ORIGIN: origin })).status).toBe(404);
    expect((await call("/__ops/demo-submissions", auth, { CMS_ORIGIN: origin })).status).toBe(404);
    expect(asked).toEqual([]);
  });

  it("never serves the demo seed, through the CMS paths or in a page", async () => {
    await coldCache();
    const asked = wordpressWithoutRoutes();
    const home = await call(apiPath("home"), {}, { CMS_ORIGIN: origin });
    expect(home.status).toBe(404);
    expect(await home.text()).not.toContain("{{brand}}");
    const page = await call("/news/sliding-fee-scale-2024", {}, { CMS_ORIGIN: origin });
    expect(await page.text()).not.toContain("Our 2024 Sliding Fee Scale Is Here");
    expect(page.status).not.toBe(200);
    expect(asked.every((url) => url.startsWith(origin))).toBe(true);
  });
});
