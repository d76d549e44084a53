import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { commonDataKey } from "../../../worker/cache/keys.ts";
import { call } from "../support/app.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

// Every request renders (a bearer token bypasses the page cache), so each one loads the common data;
// CMS answers are not shared between renders, so every load that misses KV reaches the CMS.
const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_MEMO_SECONDS: "0" };
const signedIn = { headers: { authorization: "Bearer test-token" } };

afterEach(() => vi.restoreAllMocks());

describe("the common data every page shows", () => {
  it("is loaded once and written once while a page and the search page alternate", async () => {
    const cms = fakeCms();
    const put = vi.spyOn(env.CACHE, "put");
    for (let i = 0; i < 20; i++) {
      const page = await call("/about-us", signedIn, vars);
      expect(page.status).toBe(200);
      await page.text();
      const search = await call("/search/dental/1", signedIn, vars);
      expect(search.status).toBe(200);
      await search.text();
    }
    expect(cms.count("common")).toBe(1);
    expect(put.mock.calls.filter(([key]) => key === commonDataKey).length).toBeLessThanOrEqual(1);
  });

  it("gives the search page a clear 503 when the CMS is down and nothing is stored", async () => {
    const cms = fakeCms();
    cms.mode = "down";
    await env.CACHE.delete(commonDataKey);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const search = await call("/search/dental/1", {}, vars);
    expect(search.status).toBe(503);
    expect(search.headers.get("retry-after")).toBe("60");
    expect(await search.text()).toContain("temporarily unavailable");
    expect(errors).toHaveBeenCalledWith("common data failed", expect.anything());
  });
});
