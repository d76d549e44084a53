/** @module assetUrl: the CMS's upload URLs become the site's `/uploads/…` paths; every other URL stays. */
import { describe, expect, it } from "vitest";
import { assetUrl } from "../../../shared/lib/safe-html.ts";

describe("assetUrl", () => {
  it("maps the demo CMS's paths and WordPress's URLs below /cms-service/ to /uploads/", () => {
    expect(assetUrl("/wp-content/uploads/news/team.svg")).toBe("/uploads/news/team.svg");
    expect(assetUrl("https://cms.clinic.example.org/wp-content/uploads/2026/11/a.png")).toBe(
      "/uploads/2026/11/a.png",
    );
    expect(assetUrl("http://127.0.0.1:8802/cms-service/wp-content/uploads/2026/11/a-300x200.jpg")).toBe(
      "/uploads/2026/11/a-300x200.jpg",
    );
    expect(assetUrl("/cms-service/wp-content/uploads/2026/11/a.webp")).toBe("/uploads/2026/11/a.webp");
  });

  it("leaves URLs that are not uploads as they are", () => {
    expect(assetUrl("/og-image.png")).toBe("/og-image.png");
    expect(assetUrl("https://elsewhere.example/other/wp-content/uploads/a.png")).toBe(
      "https://elsewhere.example/other/wp-content/uploads/a.png",
    );
    expect(assetUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });
});
