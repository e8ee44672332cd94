import { z } from "zod";
import {
  defaultSiteContent,
  GALLERY_KEYS,
  type GalleryKey,
  type SiteContent,
  type SiteNotice,
  type SiteTestimonial,
} from "../../app/lib/site-content.ts";
import { getPage, type SitePageId } from "../../app/route-table.ts";
import type { StoredPhoto } from "../store/site-content.ts";

/**
 * The site's content as the owner edits it: one small document, stored whole at each change (a revision), from
 * which the pages' SiteContent is made. Photos are listed by id with their text alternative; their sizes and
 * files are the store's.
 */
export interface ContentDocument {
  /** The photo library: every uploaded photo not removed, with its text alternative ("" until described). */
  photos: Record<string, { alt: string }>;
  galleries: Partial<Record<GalleryKey, string[]>>;
  comparisons: Partial<Record<GalleryKey, { before: string; after: string }>>;
  testimonials: Array<SiteTestimonial & { hidden: boolean }>;
  notice?: SiteNotice;
}

const galleryKey = z.enum(GALLERY_KEYS);
const documentSchema = z.object({
  photos: z.record(z.string(), z.object({ alt: z.string() })),
  galleries: z.partialRecord(galleryKey, z.array(z.string())),
  comparisons: z.partialRecord(galleryKey, z.object({ before: z.string(), after: z.string() })),
  testimonials: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      customerName: z.string(),
      place: z.string().optional(),
      date: z.string(),
      rating: z.number().optional(),
      hidden: z.boolean(),
    }),
  ),
  notice: z.object({ text: z.string(), until: z.string() }).optional(),
});

/** Before the owner's first change: no photos, the typed file's testimonials, no notice. */
function initialDocument(): ContentDocument {
  return {
    photos: {},
    galleries: {},
    comparisons: {},
    testimonials: defaultSiteContent.testimonials.map((testimonial) => ({ ...testimonial, hidden: false })),
  };
}

/** A stored document, checked: a revision this code cannot read is an error, never silently half-shown. */
export function readDocument(json: string | undefined): ContentDocument {
  if (json === undefined) return initialDocument();
  return documentSchema.parse(JSON.parse(json)) as ContentDocument;
}

/** What the pages show: described photos only, shown testimonials only. */
export function toSiteContent(document: ContentDocument, facts: readonly StoredPhoto[]): SiteContent {
  const photos: SiteContent["photos"] = {};
  for (const fact of facts) {
    const alt = document.photos[fact.id]?.alt.trim();
    if (!alt) continue;
    const { id, width, height, widths, jpegWidth, avif } = fact;
    photos[id] = { id, alt, width, height, widths, jpegWidth, avif };
  }
  const comparisons: SiteContent["comparisons"] = {};
  for (const [key, pair] of Object.entries(document.comparisons) as Array<
    [GalleryKey, { before: string; after: string }]
  >) {
    if (photos[pair.before] && photos[pair.after]) comparisons[key] = pair;
  }
  return {
    photos,
    galleries: document.galleries,
    comparisons,
    testimonials: document.testimonials
      .filter((testimonial) => !testimonial.hidden)
      .map(({ hidden: _hidden, ...shown }) => shown),
    ...(document.notice ? { notice: document.notice } : {}),
  };
}

export function isGalleryKey(value: string): value is GalleryKey {
  return (GALLERY_KEYS as readonly string[]).includes(value);
}

/** The public page a gallery is on. */
export function galleryPage(key: GalleryKey): { name: string; path: string } {
  const page = getPage(key as SitePageId);
  // The page's own name, as its banner says it ("Move-In / Move-Out Cleaning"): the route table's entries carry no
  // separate name, and a fallback had named every gallery "Commercial Cleaning".
  return { name: page.banner?.title ?? page.title, path: page.path };
}
