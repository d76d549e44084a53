/** @module A CMS image with its intrinsic size (no layout shift), served from the static-assets path. */
import type { CmsImage as Image } from "../cms/types.ts";
import { assetUrl } from "../lib/safe-html.ts";

interface Props {
  image: Image;
  /** Above-the-fold images load eagerly with high priority; the rest are lazy. */
  priority?: boolean;
  className?: string;
  sizes?: string;
}

export function CmsImage({ image, priority = false, className, sizes }: Props) {
  return (
    <img
      src={assetUrl(image.src)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
