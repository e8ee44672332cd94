import { ownerTestimonials } from "../testimonials.ts";
import {
  emptyRecord,
  type FlatContent,
  flatten,
  type Leaf,
  own,
  sameLeaf,
  type Tree,
  unflatten,
} from "./paths.ts";

/**
 * The content model: everything the owner changes without a developer, as one tree (docs/architecture.md, "The
 * owner's photos and words"). Its defaults are the typed content files; the store keeps only what the owner changed
 * (`overrides`, flat paths), so a default improved in the code reaches every site whose owner left it alone.
 *
 * Lists whose items the owner adds, removes and reorders are a record of items by id and a list of ids, so a change
 * to one item and a change of the order are different paths (undo takes back one without the other).
 */

export interface ModelPhoto {
  /** The text alternative; "" until the owner describes it (a photo is shown nowhere until then). */
  alt: string;
  /** The gallery chosen at upload, joined once the photo has its own words (""). */
  gallery: string;
}

export interface ModelTestimonial {
  text: string;
  customerName: string;
  /** "" when the customer did not agree to show it. */
  place: string;
  /** YYYY-MM-DD */
  date: string;
  /** 1-5, or 0 for none. */
  rating: number;
  hidden: boolean;
}

export interface ContentModel {
  photos: Record<string, ModelPhoto>;
  galleries: Record<string, readonly string[]>;
  comparisons: Record<string, { before: string; after: string }>;
  testimonials: Record<string, ModelTestimonial>;
  testimonialOrder: readonly string[];
  notice: { text: string; until: string };
}

/** Before the owner's first change: no photos, the typed file's testimonials, no notice. */
export function defaultModel(): ContentModel {
  const testimonials = emptyRecord<ModelTestimonial>();
  const order: string[] = [];
  ownerTestimonials.forEach((testimonial, index) => {
    const id = `file-${index + 1}`;
    order.push(id);
    testimonials[id] = {
      text: testimonial.text,
      customerName: testimonial.customerName,
      place: testimonial.place ?? "",
      date: testimonial.date,
      rating: testimonial.rating ?? 0,
      hidden: false,
    };
  });
  return {
    photos: emptyRecord(),
    galleries: emptyRecord(),
    comparisons: emptyRecord(),
    testimonials,
    testimonialOrder: order,
    notice: { text: "", until: "" },
  };
}

let defaults: FlatContent | undefined;
/** The defaults, flat (computed once). */
export function defaultLeaves(): FlatContent {
  defaults ??= flatten(defaultModel() as unknown as Tree);
  return defaults;
}

/** The model the owner's overrides make of the defaults: a fresh tree every call (edits may change it). */
export function modelOf(overrides: FlatContent): ContentModel {
  const leaves = new Map<string, Leaf>(defaultLeaves());
  for (const [path, value] of overrides) leaves.set(path, value);
  const tree = unflatten(leaves) as unknown as ContentModel;
  // Records the defaults leave empty exist in every model.
  for (const key of ["photos", "galleries", "comparisons", "testimonials"] as const) {
    if (own(tree as unknown as Record<string, unknown>, key) === undefined) tree[key] = emptyRecord();
  }
  return tree;
}

/**
 * What the owner changed: the model's leaves that differ from the defaults. A default leaf the model lacks is a
 * programming error (the owner removes an item from its list, never a field from the defaults).
 */
export function overridesOf(model: ContentModel): Map<string, Leaf> {
  const leaves = flatten(model as unknown as Tree);
  for (const path of defaultLeaves().keys()) {
    if (!leaves.has(path)) throw new Error(`content: the default ${path} is missing`);
  }
  return new Map([...leaves].filter(([path, value]) => !sameLeaf(defaultLeaves().get(path), value)));
}
