/** @module WordPress image size variants (`name-300x200.jpg`): intrinsic size and a `srcset` of the smaller standard sizes. */

/** WordPress's default proportional sizes (medium, medium_large, large, 1536, 2048); thumbnails are cropped, so excluded. */
export const standardWidths = [300, 768, 1024, 1536, 2048] as const;

/** The height of a `width`-wide size of a `fullWidth`×`fullHeight` upload (WordPress rounds it). */
export const variantHeight = (width: number, fullWidth: number, fullHeight: number) =>
  Math.round((width * fullHeight) / fullWidth);

export interface Variant {
  /** The URL without the `-WxH` suffix (the original upload). */
  original: string;
  width: number;
  height: number;
}

const variantRule = /^(.+)-(\d{1,5})x(\d{1,5})(\.[a-z0-9]{2,5})$/i;

/** The size encoded in a variant URL, or null when the URL is not a size variant. */
export function parseVariant(src: string): Variant | null {
  const match = variantRule.exec(src);
  if (!match) return null;
  const [, base = "", w = "0", h = "0", ext = ""] = match;
  const width = Number(w);
  const height = Number(h);
  if (width === 0 || height === 0) return null;
  return { original: `${base}${ext}`, width, height };
}

/**
 * A `srcset` for a variant URL: every standard width below the variant's own (WordPress creates each
 * size smaller than the original, keeping the aspect ratio), then the variant itself. Null when `src`
 * is not a variant.
 */
export function variantSrcset(src: string): { srcset: string; width: number; height: number } | null {
  const v = parseVariant(src);
  if (!v) return null;
  const base = v.original.replace(/(\.[a-z0-9]+)$/i, "");
  const ext = v.original.slice(base.length);
  const smaller = standardWidths
    .filter((w) => w < v.width)
    .map((w) => `${base}-${w}x${variantHeight(w, v.width, v.height)}${ext} ${w}w`);
  return { srcset: [...smaller, `${src} ${v.width}w`].join(", "), width: v.width, height: v.height };
}

/** What WordPress makes sizes of: raster uploads (an SVG is drawn at any size, and gets none). */
const rasterRule = /\.(?:webp|jpe?g|png|avif)$/i;

/**
 * A `srcset` for a full-size upload `src` of `width`×`height`: the standard sizes narrower than it
 * (`name-300x158.webp`), then the upload itself; null for an SVG or an upload no wider than the
 * smallest size (WordPress makes no sizes of those).
 */
export function uploadSrcset(src: string, width: number, height: number): string | null {
  if (!rasterRule.test(src) || parseVariant(src)) return variantSrcset(src)?.srcset ?? null;
  const dot = src.lastIndexOf(".");
  const smaller = standardWidths
    .filter((w) => w < width)
    .map((w) => `${src.slice(0, dot)}-${w}x${variantHeight(w, width, height)}${src.slice(dot)} ${w}w`);
  return smaller.length > 0 ? [...smaller, `${src} ${width}w`].join(", ") : null;
}
