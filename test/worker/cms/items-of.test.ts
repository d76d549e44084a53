import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { call } from "../support/app.ts";
import { fakeCmsOrigin } from "../support/fake-cms.ts";

const vars = { CMS_ORIGIN: fakeCmsOrigin };

/**
 * The demo CMS behind `fakeCmsOrigin`, with the first item of every list answered by `paths` broken
 * by `spoil`, as an item written straight into WordPress's database would come out.
 */
function cmsWithABadItem(paths: RegExp, spoil: (item: Record<string, unknown>) => void) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const answer = await demoCms.fetch(
      new Request(request.url.replace(fakeCmsOrigin, "http://demo-cms.internal")),
      env,
    );
    if (!paths.test(new URL(request.url).pathname) || answer.status !== 200) return answer;
    const items = (await answer.json()) as Array<Record<string, unknown>>;
    if (Array.isArray(items) && typeof items[0] === "object" && items[0] !== null) spoil(items[0]);
    return Response.json(items);
  });
}

describe("a list with an item that fails the site's schema", () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves a news story without an image out of the news page, warns naming it, and answers 200", async () => {
    let spoiled = "";
    cmsWithABadItem(/\/v1\/news$/, (item) => {
      spoiled = String(item.title);
      delete item.image;
    });
    const warn = vi.spyOn(console, "warn");
    const res = await call("/news", {}, vars);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(spoiled).not.toBe("");
    expect(html).not.toContain(spoiled);
    expect(html).toContain("<article");
    expect(warn.mock.calls.flat().join("\n")).toMatch(
      /CMS news: id \d+ left out, it fails the site's schema at image/,
    );
  });

  it("leaves a job with an unknown department out of the job list, and answers 200", async () => {
    let spoiled = "";
    cmsWithABadItem(/\/v1\/job-openings(?:\/status:[^/]+\/\d+)?$/, (item) => {
      spoiled = String(item.id);
      item.department = "astrology";
    });
    const warn = vi.spyOn(console, "warn");
    const res = await call("/job-openings", {}, vars);
    expect(res.status).toBe(200);
    expect(spoiled).not.toBe("");
    expect(await res.text()).not.toContain(`/job-openings/job/${spoiled}"`);
    expect(warn.mock.calls.flat().join("\n")).toMatch(
      /CMS job-openings: id \d+ left out, it fails the site's schema at department/,
    );
  });
});
