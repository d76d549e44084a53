/** @module The image types told by their first bytes: each served format, and what is none of them. */
import { describe, expect, it } from "vitest";
import { mediaType, sniffImageType } from "../../../../worker/routes/uploads/image-type.ts";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe("sniffImageType", () => {
  it("tells each served format by its signature", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xdb], "rest"))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG\r\n\x1a\n", "IHDR"))).toBe("image/png");
    expect(sniffImageType(bytes("GIF89a", [1, 0, 1, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("GIF87a", [1, 0, 1, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes([0, 0, 0, 28], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toBe("image/avif");
    expect(sniffImageType(bytes([0, 0, 0, 24], "ftypmif1", [0, 0, 0, 0], "mif1avif"))).toBe("image/avif");
  });

  it("tells none for HTML, SVG, scripts, other ISO media and files too short to say", () => {
    expect(sniffImageType(bytes("<!doctype html><img src=x onerror=alert(1)>"))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes("GIF89"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 24], "ftypisom", [0, 0, 0, 0], "isommp41"))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("mediaType", () => {
  it("keeps the type and drops parameters and case", () => {
    expect(mediaType("Image/PNG; charset=binary")).toBe("image/png");
    expect(mediaType(null)).toBe("");
  });
});
