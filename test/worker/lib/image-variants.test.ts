/** @module WordPress's image sizes: the `srcset` of a full-size upload and of a size variant. */
import { describe, expect, it } from "vitest";
import { uploadSrcset, variantSrcset } from "../../../shared/lib/image-variants.ts";

describe("uploadSrcset", () => {
  it("names every standard size narrower than a raster upload, then the upload at its own width", () => {
    expect(uploadSrcset("/uploads/hero/home.webp", 1600, 900)).toBe(
      "/uploads/hero/home-300x169.webp 300w, /uploads/hero/home-768x432.webp 768w, " +
        "/uploads/hero/home-1024x576.webp 1024w, /uploads/hero/home-1536x864.webp 1536w, " +
        "/uploads/hero/home.webp 1600w",
    );
    expect(uploadSrcset("/uploads/staff/a.webp", 400, 400)).toBe(
      "/uploads/staff/a-300x300.webp 300w, /uploads/staff/a.webp 400w",
    );
  });

  it("gives none for an SVG or an upload no wider than the smallest size", () => {
    expect(uploadSrcset("/uploads/news/team.svg", 1200, 630)).toBeNull();
    expect(uploadSrcset("/uploads/icon.png", 300, 300)).toBeNull();
  });

  it("treats a size variant as WordPress does: the sizes below it, then itself", () => {
    const src = "/uploads/2026/11/a-1024x683.jpg";
    expect(uploadSrcset(src, 1024, 683)).toBe(variantSrcset(src)?.srcset);
  });
});
