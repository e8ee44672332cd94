import { createContext } from "react-router";
import type { GalleryKey, SiteNotice, SitePhoto, SiteTestimonial } from "./site-content.ts";

/**
 * The owner's pages for the site's own photos and words (/leads/site, /leads/photos, /leads/galleries/:key;
 * docs/owner-guide.md): what they ask of the service. The service implements it (server/content/owner-site-service.ts)
 * over the store and hands it to the routes through React Router's context, bound to the signed-in owner. Every
 * change is recorded with who and when, can be undone, and reaches the pages' HTML within seconds.
 */

/** A photo in the owner's library. */
export interface OwnerPhoto extends SitePhoto {
  /** `alt` is the English description; this its Spanish ("" until written: Spanish pages show the English). */
  altEs: string;
  /** Its Spanish is missing, or older than its English (app/content/model/translations.ts). */
  spanishGap?: "missing" | "outdated";
  uploadedAt: string;
  /** The galleries it is in (a photo without a text alternative is shown nowhere until it has one). */
  usedIn: GalleryKey[];
  /** The gallery chosen at upload, joined once the photo has its own words. */
  pendingGallery?: GalleryKey;
}

export interface OwnerTestimonial extends SiteTestimonial {
  hidden: boolean;
}

/** One recorded change of the site's content. */
export interface OwnerChange {
  id: number;
  at: string;
  actor: string;
  /** What was done, in words ("Added 2 photos to Moving Cleaning"). */
  summary: string;
  /** Any change can be undone: that change alone goes (later ones that depend on it only once the owner agrees). */
  undoable: boolean;
}

export interface OwnerGallery {
  key: GalleryKey;
  /** The page it is on ("Moving Cleaning", "Commercial cleaning"). */
  name: string;
  /** The public page's path. */
  path: string;
  photos: OwnerPhoto[];
  comparison?: { before: OwnerPhoto; after: OwnerPhoto };
}

export interface OwnerSiteOverview {
  /** The notice's English, and its Spanish ("" until written: Spanish pages show the English). */
  notice?: SiteNotice & { textEs: string; spanishGap?: "missing" | "outdated" };
  galleries: Array<
    Pick<OwnerGallery, "key" | "name" | "path"> & { photoCount: number; hasComparison: boolean }
  >;
  testimonials: OwnerTestimonial[];
  /** Uploaded photos still waiting for their text alternative. */
  photosNeedingText: number;
  recentChanges: OwnerChange[];
}

/** What an upload did, file by file (the server takes the multipart form, then shows /leads/photos with this). */
export interface UploadReport {
  added: Array<{ file: string; photoId: string }>;
  /** How many of the added photos still need their own words (each photo is described on its own). */
  needWords: number;
  refused: Array<{ file: string; problem: string }>;
}

/**
 * Nothing changed: why, in words for the owner. An undo that would take later changes back too answers them in
 * `alsoUndone`, and is made only when asked again with `confirmed`.
 */
export type OwnerSiteResult =
  | { ok: true }
  | { ok: false; problem: string; alsoUndone?: Array<{ id: number; summary: string }> };

export interface TestimonialInput {
  /** Absent: a new testimonial. */
  id?: string;
  text: string;
  customerName: string;
  place: string;
  /** YYYY-MM-DD */
  date: string;
  /** "" or 1 to 5 */
  rating: string;
  /** The required tick: "this customer agreed to be quoted". */
  consent: boolean;
  /** The language the customer wrote in ("en" when not given). */
  lang?: string;
}

export interface OwnerSiteService {
  overview(): Promise<OwnerSiteOverview>;
  /** Newest first. */
  photos(): Promise<OwnerPhoto[]>;
  gallery(key: string): Promise<OwnerGallery | undefined>;
  changes(limit: number): Promise<OwnerChange[]>;
  /** The report of the upload this page shows, when the server renders it right after one. */
  uploadReport(): UploadReport | undefined;

  /** The English description, and the Spanish one when given (undefined keeps the Spanish as it is). */
  describePhoto(photoId: string, alt: string, altEs?: string): Promise<OwnerSiteResult>;
  /** Out of the library and every gallery (the files are kept 30 days, so undo brings it back). */
  removePhoto(photoId: string): Promise<OwnerSiteResult>;
  addToGallery(key: string, photoId: string): Promise<OwnerSiteResult>;
  moveInGallery(key: string, photoId: string, direction: "up" | "down"): Promise<OwnerSiteResult>;
  removeFromGallery(key: string, photoId: string): Promise<OwnerSiteResult>;
  /** Both ids set the pair; both empty removes it. */
  setComparison(key: string, beforeId: string, afterId: string): Promise<OwnerSiteResult>;
  saveTestimonial(input: TestimonialInput): Promise<OwnerSiteResult>;
  setTestimonialHidden(id: string, hidden: boolean): Promise<OwnerSiteResult>;
  /** An empty text removes the notice; without its Spanish, Spanish pages show the English. */
  setNotice(text: string, until: string, textEs?: string): Promise<OwnerSiteResult>;
  /** Takes back that change alone; later changes that depend on it go too only when `confirmed`. */
  undo(changeId: number, confirmed?: boolean): Promise<OwnerSiteResult>;
}

/** The service's handle in React Router's context (re-exported by app/entry.server.tsx, like ownerInboxContext). */
export const ownerSiteContext = createContext<OwnerSiteService>();

/** The photo upload: a multipart form the server takes itself (not a React Router action). */
export const PHOTO_UPLOAD_PATH = "/leads/photos/upload";
/**
 * The owner's own copies of the photos' files, for the signed-in owner only (server/content/media-route.ts): the
 * library shows photos that are on no page yet, which the public /media does not serve.
 */
export const OWNER_PHOTO_FILES_PATH = "/leads/photos";
/** The address of one rendition of a photo on the owner's pages (same origin, where the session cookie goes). */
export function ownerPhotoPath(id: string, width: number, format: "webp" | "jpg"): string {
  return `${OWNER_PHOTO_FILES_PATH}/${encodeURIComponent(id)}/${width}.${format}`;
}
export const UPLOAD_FILES_FIELD = "photos";
/** The text alternative typed with the upload of one photo (several photos are each described on their own). */
export const UPLOAD_ALT_FIELD = "alt";
/** Optional: the gallery each uploaded photo joins once it is described. */
export const UPLOAD_GALLERY_FIELD = "gallery";
/** The photo file types a phone's camera roll gives, for the file input's accept. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";
export const MAX_ALT_LENGTH = 250;
export const MAX_NOTICE_LENGTH = 160;
export const MAX_TESTIMONIAL_LENGTH = 1_200;
/** The name a testimonial shows ("Maria G."), and its town: short lines under the customer's words. */
export const MAX_CUSTOMER_NAME_LENGTH = 80;
export const MAX_PLACE_LENGTH = 60;
