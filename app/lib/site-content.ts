import { createContext } from "react-router";
import { serviceKeys } from "../content/services/types.ts";
import { ownerTestimonials } from "../content/testimonials.ts";

/**
 * The content the owner changes without a deploy (docs/site-content.md): photos, testimonials and a notice. Pages
 * read it from React Router's context in their loaders, so the very same components render the prerendered pages
 * (with defaultSiteContent) and the pages the server renders again when the owner changes something.
 */

/** Where a gallery is: each service page's, and "commercial" for the /commercial page's slider. */
export const GALLERY_KEYS = [...serviceKeys, "commercial"] as const;
export type GalleryKey = (typeof GALLERY_KEYS)[number];

/** A photo the owner uploaded, re-encoded at `widths` in WebP (and AVIF once made), and at `jpegWidth` in JPEG. */
export interface SitePhoto {
  id: string;
  alt: string;
  /** The intrinsic size of the largest rendition: enough to reserve its box (no layout shift). */
  width: number;
  height: number;
  /** The widths the AVIF and WebP renditions exist at, ascending. */
  widths: number[];
  /** The one width of the JPEG fallback (also the share image). */
  jpegWidth: number;
  /** The AVIF renditions exist: they are made after the photo is live, which it is with WebP and JPEG. */
  avif: boolean;
}

export interface SiteTestimonial {
  id: string;
  text: string;
  customerName: string;
  place?: string;
  /** YYYY-MM-DD, when the customer gave it. */
  date: string;
  rating?: number;
}

export interface SiteNotice {
  text: string;
  /** YYYY-MM-DD, the last day it is shown (Abilene time). */
  until: string;
}

export interface SiteContent {
  /** By id. */
  photos: Record<string, SitePhoto>;
  /** Photo ids in the order shown. */
  galleries: Partial<Record<GalleryKey, string[]>>;
  comparisons: Partial<Record<GalleryKey, { before: string; after: string }>>;
  /** The shown ones only, in the order shown. */
  testimonials: SiteTestimonial[];
  notice?: SiteNotice;
}

/** What the build prerenders with: no photos (the drawings show), the typed file's testimonials, no notice. */
export const defaultSiteContent: SiteContent = {
  photos: {},
  galleries: {},
  comparisons: {},
  testimonials: ownerTestimonials.map((testimonial, index) => ({
    id: `file-${index + 1}`,
    text: testimonial.text,
    customerName: testimonial.customerName,
    ...(testimonial.place === undefined ? {} : { place: testimonial.place }),
    date: testimonial.date,
    ...(testimonial.rating === undefined ? {} : { rating: testimonial.rating }),
  })),
};

/** React Router's context entry: unset (as at prerender), a loader reads defaultSiteContent. */
export const siteContentContext = createContext<SiteContent>(defaultSiteContent);

/** A gallery's photos in order; ids without a photo (a photo deleted meanwhile) are skipped. */
export function galleryPhotos(content: SiteContent, key: GalleryKey): SitePhoto[] {
  const ids = content.galleries[key] ?? [];
  return ids.flatMap((id) => {
    const photo = content.photos[id];
    return photo === undefined ? [] : [photo];
  });
}

/** A gallery's before/after pair, when both of its photos exist. */
export function comparisonPhotos(
  content: SiteContent,
  key: GalleryKey,
): { before: SitePhoto; after: SitePhoto } | undefined {
  const pair = content.comparisons[key];
  if (pair === undefined) return undefined;
  const before = content.photos[pair.before];
  const after = content.photos[pair.after];
  return before === undefined || after === undefined ? undefined : { before, after };
}

/** The notice while it is due: through its `until` day inclusive; `today` is YYYY-MM-DD in America/Chicago. */
export function activeNotice(content: SiteContent, today: string): SiteNotice | undefined {
  const notice = content.notice;
  if (notice === undefined || notice.text.trim() === "") return undefined;
  // Both are YYYY-MM-DD, so comparing the strings compares the dates.
  return today <= notice.until ? notice : undefined;
}

/** Today's date in Abilene (America/Chicago) as YYYY-MM-DD, the day a notice's `until` counts in. */
export function abileneToday(now: Date = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Chicago",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
