import type { CSSProperties } from "react";
import { photoPath } from "../../content/images.ts";
import type { SitePhoto } from "../../lib/site-content.ts";

interface PictureProps {
  photo: SitePhoto;
  /** The width the picture takes at each viewport width, so the browser picks the smallest rendition that fits. */
  sizes: string;
  /** Above the fold: load at once. Everywhere else the browser waits until it comes near the screen. */
  eager?: boolean;
  /** Of the <img> (the box the photo fills). */
  className?: string;
  style?: CSSProperties;
  draggable?: boolean;
}

/** The before/after comparison's box: at most the 48rem column, the whole width on a phone. */
export const COMPARISON_SIZES = "(min-width: 800px) 768px, calc(100vw - 2rem)";

function srcSet(photo: SitePhoto, format: "avif" | "webp"): string {
  return photo.widths.map((width) => `${photoPath(photo.id, width, format)} ${width}w`).join(", ");
}

/**
 * One of the owner's photos: AVIF (once made: a photo goes live before it), then WebP, at every width it was encoded
 * at, and the JPEG for browsers that read neither. Only formats that exist are listed, so no browser asks for a 404. The <img> carries the photo's intrinsic size, so its box is reserved before a byte arrives (no layout
 * shift), and decodes off the main thread.
 */
export function Picture({ photo, sizes, eager = false, className, style, draggable }: PictureProps) {
  return (
    <picture>
      {photo.avif ? <source type="image/avif" srcSet={srcSet(photo, "avif")} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={srcSet(photo, "webp")} sizes={sizes} />
      <img
        src={photoPath(photo.id, photo.jpegWidth, "jpg")}
        alt={photo.alt}
        lang={photo.altLang}
        width={photo.width}
        height={photo.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        draggable={draggable}
        className={className}
        style={style}
      />
    </picture>
  );
}
