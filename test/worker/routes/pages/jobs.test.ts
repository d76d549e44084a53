/** @module The job page's apply link: an https address or a page of the site, whatever the CMS sends. */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { demoCms } from "../../../../worker/cms/demo/index.ts";
import { call } from "../../support/app.ts";
import { coldCache, fakeCmsOrigin } from "../../support/fake-cms.ts";
import { loggedMessages } from "../../support/log-lines.ts";

const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_MEMO_SECONDS: "0" };
/** What the CMS answers as job 601's `apply_url`. */
let applyUrl = "";
let warn: MockInstance<typeof console.warn>;

/** Apply links of the job page. */
async function applyLinks(): Promise<string[]> {
  const response = await call("/job-openings/job/601", {}, vars);
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<a class="button" href="([^"]*)" rel="noopener">([^<]*)<\/a>/g)]
    .filter((m) => m[2]?.startsWith("Apply"))
    .map((m) => m[1] ?? "");
}

describe("the job page's apply link", () => {
  beforeEach(async () => {
    await coldCache();
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const answer = await demoCms.fetch(
        new Request(request.url.replace(fakeCmsOrigin, "http://demo-cms.internal")),
        env,
      );
      if (!request.url.includes("/job-opening/id/601")) return answer;
      const job = (await answer.json()) as Record<string, unknown>;
      return Response.json({ ...job, apply_url: applyUrl });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("is the CMS's address when it is https, or a path of the site", async () => {
    applyUrl = "https://careers.example.org/apply/601";
    expect(await applyLinks()).toContain("https://careers.example.org/apply/601");
    await coldCache();
    applyUrl = "/about-us";
    expect(await applyLinks()).toContain("http://clinic.test/about-us");
  });

  it.each([
    "javascript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "http://careers.example.org/apply",
    "//evil.example/apply",
    "/\\evil.example/apply",
  ])("is the contact page, never %j", async (value) => {
    applyUrl = value;
    const links = await applyLinks();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toBe("http://clinic.test/contact-us");
    expect(loggedMessages(warn)).toContainEqual(expect.stringMatching(/^job 601: apply_url/));
  });
});
