import { z } from "zod";
import {
  type ContentModel,
  defaultLeaves,
  modelOf,
  overridesOf,
} from "../../app/content/model/content-model.ts";
import { text } from "../../app/content/model/languages.ts";
import { type FlatContent, isLeaf, type Leaf, SEGMENT } from "../../app/content/model/paths.ts";

/**
 * The content as a revision stores it: the owner's overrides of the model's defaults, flat ("photos.<id>.alt.en" →
 * "Kitchen after…"), written as `{"version": 3, "overrides": {…}}`. Older revisions are read into the same form, so
 * the history and undo compare like with like: version 2 (before the photos' descriptions and the notice had a
 * Spanish value and testimonials a language) and version 1 (before the model: the whole document, photos,
 * galleries, comparisons, testimonials as a list, notice).
 */
export interface ContentDocument {
  readonly overrides: FlatContent;
}

const path = z.string().refine((value) => value.split(".").every((segment) => SEGMENT.test(segment)));
const leaf = z.custom<Leaf>(isLeaf);
const version3 = z.object({ version: z.literal(3), overrides: z.record(path, leaf) });
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
    if (valid(id)) model.photos[id] = { alt: text(photo.alt), gallery: "" };
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
    model.testimonials[id] = { ...testimonial, place: place ?? "", rating: rating ?? 0, lang: "en" };
    order.push(id);
  }
  model.testimonialOrder = order;
  if (old.notice) model.notice = { text: text(old.notice.text), until: old.notice.until };
  return overridesOf(model);
}

const OLD_ALT = /^photos\.([^.]+)\.alt$/;
const TESTIMONIAL = /^testimonials\.([^.]+)\.text$/;

/**
 * A version 2 document in today's form: a photo's description and the notice were one string (the English now),
 * and a testimonial had no language (its customer wrote in English).
 */
function fromVersion2(old: ReadonlyMap<string, Leaf>): FlatContent {
  const overrides = new Map<string, Leaf>();
  for (const [key, value] of old) {
    const alt = OLD_ALT.exec(key);
    if (alt) {
      overrides.set(`${key}.en`, value);
      overrides.set(`${key}.es`, "");
    } else if (key === "notice.text") {
      overrides.set("notice.text.en", value);
    } else {
      overrides.set(key, value);
    }
    const testimonial = TESTIMONIAL.exec(key);
    const lang = `testimonials.${testimonial?.[1]}.lang`;
    // A testimonial of the typed file has its language by default; one the owner added gets English.
    if (testimonial && !old.has(lang) && defaultLeaves().get(lang) === undefined) overrides.set(lang, "en");
  }
  return overrides;
}

/** A stored document, checked: a revision this code cannot read is an error, never silently half-shown. */
export function readDocument(json: string | undefined): ContentDocument {
  if (json === undefined) return { overrides: new Map() };
  const stored: unknown = JSON.parse(json);
  const current = version3.safeParse(stored);
  if (current.success) return { overrides: new Map(Object.entries(current.data.overrides)) };
  const older = version2.safeParse(stored);
  if (older.success) return { overrides: fromVersion2(new Map(Object.entries(older.data.overrides))) };
  return { overrides: fromVersion1(version1.parse(stored)) };
}

export function writeDocument(document: ContentDocument): string {
  const sorted = [...document.overrides].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({ version: 3, overrides: Object.fromEntries(sorted) });
}

export const documentOf = (model: ContentModel): ContentDocument => ({ overrides: overridesOf(model) });
export const modelOfDocument = (document: ContentDocument): ContentModel => modelOf(document.overrides);

/** The default leaf of a path, for the history's "what it was". */
export const defaultLeaf = (path: string): Leaf | undefined => defaultLeaves().get(path);
