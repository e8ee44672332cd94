import type { OwnerPhoto } from "../../lib/owner-site.ts";

/**
 * The photo library's order: the photos still waiting for a text alternative first (they are shown nowhere until
 * described), then the rest, each group keeping the service's order (newest first).
 */
export function libraryOrder(photos: readonly OwnerPhoto[]): OwnerPhoto[] {
  return [...photos.filter((photo) => !isDescribed(photo)), ...photos.filter(isDescribed)];
}

/** A photo with a text alternative: the only kind a gallery or a before/after pair may show. */
export function isDescribed(photo: Pick<OwnerPhoto, "alt">): boolean {
  return photo.alt.trim() !== "";
}

/** What the "Add a photo" choice offers: described library photos not yet in the gallery, in library order. */
export function photosToAdd(
  library: readonly OwnerPhoto[],
  inGallery: readonly Pick<OwnerPhoto, "id">[],
): OwnerPhoto[] {
  const present = new Set(inGallery.map((photo) => photo.id));
  return library.filter((photo) => isDescribed(photo) && !present.has(photo.id));
}

/** A photo's words cut to fit a choice in a select ("A clean kitchen after a move-out…"). */
export function shortAlt(alt: string, max = 70): string {
  const text = alt.trim().replace(/\s+/g, " ");
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
