import type { SiteBooking } from "../content/booking.ts";
import type { BusinessDetails, BusinessFacts } from "../content/business.ts";
import type { ChecklistCell } from "../content/checklist.ts";
import type { FaqListKey, ModelPayments } from "../content/model/content-model.ts";
import type { Lang } from "../content/model/languages.ts";
import type { StoredPageSlug } from "../content/pages/stored-pages.ts";
import { type ServiceKey, serviceKeys } from "../content/services/types.ts";
import type { ClaimIcon, TrustAudience } from "../content/trust-claims.ts";

/**
 * The content the owner changes without a deploy (docs/site-content.md), resolved for one language: photos,
 * testimonials, a notice, the business's details and facts, and the site's words. Pages read it from React Router's
 * context in their loaders and from React's (`useSiteContent`) in components, so the very same components render
 * the prerendered pages (with the default content) and the pages the server renders again when the owner changes
 * something. Built from the content model by app/content/model/resolve.ts.
 */

/** Where a gallery is: each service page's, and "commercial" for the /commercial page's slider. */
export const GALLERY_KEYS = [...serviceKeys, "commercial"] as const;
export type GalleryKey = (typeof GALLERY_KEYS)[number];

/** A photo the owner uploaded, re-encoded at `widths` in WebP (and AVIF once made), and at `jpegWidth` in JPEG. */
export interface SitePhoto {
  id: string;
  alt: string;
  /** The language of `alt` when it is not the page's (a photo not yet described in Spanish shows its English). */
  altLang?: Lang;
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
  /** The language the customer wrote in, when it is not the page's: the quote is marked as that language. */
  lang?: Lang;
}

export interface SiteNotice {
  text: string;
  /** YYYY-MM-DD, the last day it is shown (Abilene time). */
  until: string;
  /** The language of `text` when it is not the page's (a notice not yet written in Spanish shows its English). */
  lang?: Lang;
}

export interface SiteFaq {
  id: string;
  question: string;
  answer: string;
}

/** A service page's own words, as the owner keeps them (its FAQs are `faqs[key]`). */
export interface ServiceWords {
  introHeading: string;
  intro: string[];
  benefitsHeading: string;
  benefits: Array<{ id: string; title: string; text: string }>;
  whyChooseUs: string[];
}

export interface SiteWords {
  home: { subtitle: string; intro: string };
  /** Each strip's claims the owner makes, in order. */
  claims: Record<TrustAudience, Array<{ icon: ClaimIcon; title: string; text: string }>>;
  faqs: Record<FaqListKey, SiteFaq[]>;
  services: Record<ServiceKey, ServiceWords>;
  /** The stored pages as safe HTML. */
  pages: Record<StoredPageSlug, string>;
  /** The checklist's cells by task id (app/content/checklist.ts, `checklistTaskId`). */
  checklist: Record<string, { recurring: ChecklistCell; deep: ChecklistCell; move: ChecklistCell }>;
}

export interface SiteContent {
  /** The language the words are in. */
  lang: Lang;
  business: BusinessDetails;
  facts: BusinessFacts;
  words: SiteWords;
  /** By id. */
  photos: Record<string, SitePhoto>;
  /** Photo ids in the order shown. */
  galleries: Partial<Record<GalleryKey, string[]>>;
  comparisons: Partial<Record<GalleryKey, { before: string; after: string }>>;
  /** The shown ones only, in the order shown. */
  testimonials: SiteTestimonial[];
  notice?: SiteNotice;
  /** The arrival windows and the days visits can be booked (app/content/booking.ts `rulesOf`). */
  booking: SiteBooking;
  /** How customers pay online for an accepted quote, as the owner chose (online only with the gateway's keys). */
  payments: ModelPayments;
  /**
   * The day the pages are rendered for (YYYY-MM-DD, Abilene), when the service renders them: a notice is shown
   * through its last day. Read only where there is a notice, so a new day renders again only the pages showing one.
   */
  today?: string;
  /**
   * The day (YYYY-MM-DD, Abilene) the owner last changed what a page shows, by page id, where the service knows it:
   * a page's "Last updated" and the sitemap follow it (app/content/page-dates.ts, `pageModified`).
   */
  modified?: Partial<Record<string, string>>;
}

/** The own property `key` of a record (an id from the store is data, never `constructor` or `__proto__`). */
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** A gallery's photos in order; ids without a photo (a photo deleted meanwhile) are skipped. */
export function galleryPhotos(content: SiteContent, key: GalleryKey): SitePhoto[] {
  const ids = own(content.galleries, key) ?? [];
  return ids.flatMap((id) => {
    const photo = own(content.photos, id);
    return photo === undefined ? [] : [photo];
  });
}

/** A gallery's before/after pair, when both of its photos exist. */
export function comparisonPhotos(
  content: SiteContent,
  key: GalleryKey,
): { before: SitePhoto; after: SitePhoto } | undefined {
  const pair = own(content.comparisons, key);
  if (pair === undefined) return undefined;
  const before = own(content.photos, pair.before);
  const after = own(content.photos, pair.after);
  return before === undefined || after === undefined ? undefined : { before, after };
}

/**
 * The notice while it is due: through its `until` day inclusive, `today` being the content's day (or this moment's
 * in Abilene) as YYYY-MM-DD.
 */
export function activeNotice(content: SiteContent, now: Date = new Date()): SiteNotice | undefined {
  const notice = content.notice;
  if (notice === undefined || notice.text.trim() === "") return undefined;
  const today = content.today ?? abileneToday(now);
  // Both are YYYY-MM-DD, so comparing the strings compares the dates.
  return today <= notice.until ? { ...notice } : undefined;
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
