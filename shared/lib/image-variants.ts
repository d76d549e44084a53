/** @module WordPress image size variants (`name-300x200.jpg`): intrinsic size and a `srcset` of the smaller standard sizes. */

/** WordPress's default proportional sizes (medium, medium_large, large, 1536, 2048); thumbnails are cropped, so excluded. */
const standardWidths = [300, 768, 1024, 1536, 2048] as const;

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
    .map((w) => `${base}-${w}x${Math.round((w * v.height) / v.width)}${ext} ${w}w`);
  return { srcset: [...smaller, `${src} ${v.width}w`].join(", "), width: v.width, height: v.height };
}
