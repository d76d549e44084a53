/** @module A CMS image with its intrinsic size (no layout shift) and WordPress's smaller sizes, served from the static-assets path. */
import type { CmsImage as Image } from "../cms/types.ts";
import { uploadSrcset } from "../lib/image-variants.ts";
import { assetUrl } from "../lib/safe-html.ts";

interface Props {
  image: Image;
  /** Above-the-fold images load eagerly with high priority; the rest are lazy. */
  priority?: boolean;
  className?: string;
  /** How wide the image is drawn (the `sizes` attribute), so the browser picks the smallest size that fills it. */
  sizes?: string;
}

/** A card's picture: the card grid's column (one on a phone, about half or a third of 1200 px beyond). */
export const cardImageSizes = "(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 480px";
/** A page's picture above its text: the narrow column's width (760 px) at most. */
export const heroImageSizes = "(max-width: 760px) 100vw, 760px";

export function CmsImage({ image, priority = false, className, sizes }: Props) {
  const src = assetUrl(image.src);
  // A raster upload has WordPress's narrower sizes beside it (`name-300x158.webp`); an SVG has none.
  const srcSet = uploadSrcset(src, image.width, image.height);
  return (
    <img
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
