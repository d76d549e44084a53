import { afterEach, describe, expect, it, vi } from "vitest";
import { safeJson } from "../../../worker/render/state.ts";
import { call, stateText } from "../support/app.ts";

const evil = "</script><script>alert(1)</script>\u2028\u2029<!--";

describe("the state script", () => {
  afterEach(() => vi.restoreAllMocks());

  it("escapes everything that could end the script or break a string", () => {
    const text = safeJson({ evil });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ evil });
  });

  it("stays inert when CMS content contains a closing script tag", async () => {
    const common = {
      services: [{ url_slug: "x", display_title: evil }],
      locations: [{ post_name: "y", nav_title: evil, phone_number: "5035550100" }],
      teams: [],
    };
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new Request(input).url;
      if (url.endsWith("/common")) return Response.json(common);
      if (url.includes("/news/homepage-featured/")) return Response.json([]);
      return new Response("not found", { status: 404 });
    });
    const res = await call("/404", {}, { CMS_ORIGIN: "http://cms.test" });
    const html = await res.text();
    const state = stateText(html);
    expect(state).not.toContain("</script");
    // A CMS that sends no `lang` (no multilingual plugin) reads as English.
    expect(JSON.parse(state).common).toEqual({
      services: common.services.map((entry) => ({ ...entry, lang: "en" })),
      locations: common.locations.map((entry) => ({ ...entry, lang: "en" })),
      teams: [],
    });
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});
