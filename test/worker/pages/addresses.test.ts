import { describe, expect, it } from "vitest";
import { call } from "../support/app.ts";

const manual = { redirect: "manual" } as const;

describe("page addresses", () => {
  it("leads a trailing-slash address to the page with a 301, keeping the query as it was sent", async () => {
    for (const [from, to, then] of [
      ["/services/dental/", "/services/dental", null],
      ["/es/job-openings/?department=dental", "/es/job-openings?department=dental", null],
      // The query's own spelling is settled next: parameters the page does not take are dropped.
      ["/news/?page=2&q=a%2Fb", "/news?page=2&q=a%2Fb", "/news"],
    ] as const) {
      const res = await call(from, manual);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
      const page = await call(to, manual);
      if (then === null) expect(page.status, to).toBe(200);
      else {
        expect(page.status, to).toBe(302);
        expect(new URL(page.headers.get("location") ?? "", "http://clinic.test").pathname, to).toBe(then);
      }
    }
  });

  it("answers the homes at their own addresses: / and /es/ are pages, /es leads to /es/", async () => {
    for (const path of ["/", "/es/"]) {
      const res = await call(path, manual);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`<link rel="canonical" href="http://clinic.test${path}"/>`);
    }
    const bare = await call("/es", manual);
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/es/");
  });

  it("never leads off the site: an address that would read as another host stays a 404", async () => {
    for (const url of [
      "http://clinic.test//evil.example/",
      "http://clinic.test//evil.example/path/",
      "http://clinic.test/%2F%2Fevil.example/",
      "http://clinic.test/news//",
    ]) {
      const res = await call(url, manual);
      const location = res.headers.get("location");
      if (location !== null) expect(new URL(location, "http://clinic.test").host, url).toBe("clinic.test");
      if (location !== null) expect(location, url).not.toMatch(/^\/\/|^\/\\/);
      expect(res.status === 404 || res.status === 301, url).toBe(true);
    }
    expect((await call("http://clinic.test//evil.example/", manual)).status).toBe(404);
  });

  it("gives the not-found page no canonical URL, at /404 or any unknown address", async () => {
    for (const path of ["/404", "/es/404", "/no-such-page", "/es/no-such-page", "/staff_member/999999"]) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).not.toContain('property="og:url"');
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});
