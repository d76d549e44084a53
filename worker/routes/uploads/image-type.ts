/**
 * @module The image types the site serves from the CMS's uploads, told by the file's first bytes: the
 * type a file claims is believed only when its bytes say the same. SVG is not among them (decision 0049).
 */

/** The raster formats WordPress accepts in its media library (and AVIF, which it accepts from 6.5). */
export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "image/avif";

/** Each type's file name endings, as WordPress writes them. */
export const imageExtensions: Readonly<Record<string, ImageType>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  jpe: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The ISO-BMFF `ftyp` box's brands (major and compatible), for AVIF. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return [];
  const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const end = Math.min(size, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/** The type the first bytes of `bytes` say, or null when they are none of the image types. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  const gif = ascii(bytes, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  if (ftypBrands(bytes).some((brand) => brand === "avif" || brand === "avis")) return "image/avif";
  return null;
}

/** The media type a Content-Type header names (`image/png; charset=…` → `image/png`), lower case. */
export const mediaType = (header: string | null) => (header ?? "").split(";")[0]!.trim().toLowerCase();
