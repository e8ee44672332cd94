import type { ContentFaq } from "../faqs.ts";
import { type ContentImage, type ContentSliderImage, SERVICE_IMAGE_SIZE } from "../images.ts";
import type { Text } from "../model/languages.ts";

/** The service detail pages: each key is the page id (and contentKey) of its entry in app/route-table.ts. */
export const serviceKeys = [
  "house-cleaning",
  "deep-cleaning",
  "recurring",
  "moving",
  "airbnb",
  "new-construction",
  "daycare",
  "doctors-office",
  "office-spaces",
  "post-construction",
  "gym",
] as const;

export type ServiceKey = (typeof serviceKeys)[number];

export interface Benefit {
  readonly title: Text;
  readonly text: Text;
}

/** An extra section of a page: numbered steps (a process) or grouped lists (what a package contains). */
export type ExtraSection =
  | {
      readonly kind: "steps";
      readonly heading: Text;
      readonly intro: Text;
      readonly steps: readonly Benefit[];
    }
  | {
      readonly kind: "checklist";
      readonly heading: Text;
      readonly intro: Text;
      readonly groups: readonly { readonly title: Text; readonly items: readonly Text[] }[];
    };

/**
 * Everything a service detail page shows (docs/product.md §2 "Detail pages"), but its banner and breadcrumb (route
 * table), each text in every language (`Text`). The intro, benefits, "Why choose us" and FAQs are the defaults of
 * the owner's words (app/content/model/content-model.ts); the rest is fixed here.
 */
export interface ServiceContent {
  readonly key: ServiceKey;
  /** Residential or commercial: how the services overview groups the cards. */
  readonly audience: "home" | "business";
  /** The short name on cards ("Deep Cleaning"). */
  readonly cardTitle: Text;
  /** One or two sentences for the card. */
  readonly summary: Text;
  /** The service's illustration: cards and the intro. */
  readonly image: ContentImage;
  readonly intro: { readonly heading: Text; readonly paragraphs: readonly Text[] };
  /** The before/after comparison: only the moving page has one (docs/product.md §2). */
  readonly beforeAfter?: {
    readonly heading: Text;
    readonly before: ContentImage;
    readonly after: ContentImage;
  };
  readonly extraSections?: readonly ExtraSection[];
  readonly sliderHeading: Text;
  /** Sorted by id ascending on screen (docs/product.md §3). */
  readonly slider: readonly ContentSliderImage[];
  readonly benefits: { readonly heading: Text; readonly items: readonly Benefit[] };
  readonly whyChooseUs: readonly Text[];
  readonly faqs: readonly ContentFaq[];
}

/** The service's own illustration, drawn by scripts/make-service-images.ts. */
export function serviceImage(key: ServiceKey | "commercial", alt: Text): ContentImage {
  return { src: `/images/services/${key}.svg`, alt, ...SERVICE_IMAGE_SIZE };
}
