import { z } from "zod";
import {
  type ContentModel,
  defaultLeaves,
  modelOf,
  overridesOf,
} from "../../app/content/model/content-model.ts";
import { type FlatContent, isLeaf, type Leaf, own, SEGMENT } from "../../app/content/model/paths.ts";
import { GALLERY_KEYS, type GalleryKey, type SiteContent } from "../../app/lib/site-content.ts";
import { getPage, type SitePageId } from "../../app/route-table.ts";
import type { StoredPhoto } from "../store/site-content.ts";

/**
 * The content as a revision stores it: the owner's overrides of the model's defaults, flat ("photos.<id>.alt" →
 * "Kitchen after…"), written as `{"version": 2, "overrides": {…}}`. Revisions written before the model (version 1,
 * the whole document: photos, galleries, comparisons, testimonials as a list, notice) are read into the same form.
 */
export interface ContentDocument {
  readonly overrides: FlatContent;
}

const path = z.string().refine((value) => value.split(".").every((segment) => SEGMENT.test(segment)));
const leaf = z.custom<Leaf>(isLeaf);
const version2 = z.object({ version: z.literal(2), overrides: z.record(path, leaf) });

const version1 = z.object({
  photos: z.record(z.string(), z.object({ alt: z.string() })),
  galleries: z.record(z.string(), z.array(z.string())),
  comparisons: z.record(z.string(), z.object({ before: z.string(), after: z.string() })),
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

const valid = (key: string) => SEGMENT.test(key);

/** A version 1 document as overrides: keys that are not valid ids (an attack's "__proto__") are left out. */
function fromVersion1(old: z.infer<typeof version1>): FlatContent {
  const model = modelOf(new Map());
  for (const [id, photo] of Object.entries(old.photos)) {
    if (valid(id)) model.photos[id] = { alt: photo.alt, gallery: "" };
  }
  for (const [key, ids] of Object.entries(old.galleries)) {
    if (valid(key)) model.galleries[key] = ids.filter(valid);
  }
  for (const [key, pair] of Object.entries(old.comparisons)) {
    if (valid(key) && valid(pair.before) && valid(pair.after)) model.comparisons[key] = pair;
  }
  const order: string[] = [];
  for (const { id, place, rating, ...testimonial } of old.testimonials) {
    if (!valid(id)) continue;
    model.testimonials[id] = { ...testimonial, place: place ?? "", rating: rating ?? 0 };
    order.push(id);
  }
  model.testimonialOrder = order;
  if (old.notice) model.notice = old.notice;
  return overridesOf(model);
}

/** A stored document, checked: a revision this code cannot read is an error, never silently half-shown. */
export function readDocument(json: string | undefined): ContentDocument {
  if (json === undefined) return { overrides: new Map() };
  const stored: unknown = JSON.parse(json);
  const current = version2.safeParse(stored);
  if (current.success) return { overrides: new Map(Object.entries(current.data.overrides)) };
  return { overrides: fromVersion1(version1.parse(stored)) };
}

export function writeDocument(document: ContentDocument): string {
  const sorted = [...document.overrides].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({ version: 2, overrides: Object.fromEntries(sorted) });
}

export const documentOf = (model: ContentModel): ContentDocument => ({ overrides: overridesOf(model) });
export const modelOfDocument = (document: ContentDocument): ContentModel => modelOf(document.overrides);

/** The default leaf of a path, for the history's "what it was". */
export const defaultLeaf = (path: string): Leaf | undefined => defaultLeaves().get(path);

/** What the pages show: described photos only, shown testimonials only, ids looked up as own keys only. */
export function toSiteContent(model: ContentModel, facts: readonly StoredPhoto[]): SiteContent {
  const photos: SiteContent["photos"] = Object.create(null);
  for (const fact of facts) {
    const alt = own(model.photos, fact.id)?.alt.trim();
    if (!alt) continue;
    const { id, width, height, widths, jpegWidth } = fact;
    photos[id] = { id, alt, width, height, widths, jpegWidth };
  }
  const galleries: SiteContent["galleries"] = {};
  const comparisons: SiteContent["comparisons"] = {};
  for (const key of GALLERY_KEYS) {
    const ids = own(model.galleries, key)?.filter((id) => own(photos, id) !== undefined);
    if (ids && ids.length > 0) galleries[key] = ids;
    const pair = own(model.comparisons, key);
    if (pair && own(photos, pair.before) && own(photos, pair.after)) comparisons[key] = { ...pair };
  }
  const testimonials = model.testimonialOrder.flatMap((id) => {
    const entry = own(model.testimonials, id);
    if (!entry || entry.hidden) return [];
    const { text, customerName, place, date, rating } = entry;
    return [{ id, text, customerName, ...(place ? { place } : {}), date, ...(rating ? { rating } : {}) }];
  });
  return {
    photos,
    galleries,
    comparisons,
    testimonials,
    ...(model.notice.text ? { notice: { ...model.notice } } : {}),
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
