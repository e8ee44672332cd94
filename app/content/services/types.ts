import type { StaticFaq } from "../faqs.ts";
import { SERVICE_IMAGE_SIZE, type SizedImage, type SliderImage } from "../images.ts";

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
  readonly title: string;
  readonly text: string;
}

/** An extra section of a page: numbered steps (a process) or grouped lists (what a package contains). */
export type ExtraSection =
  | {
      readonly kind: "steps";
      readonly heading: string;
      readonly intro: string;
      readonly steps: readonly Benefit[];
    }
  | {
      readonly kind: "checklist";
      readonly heading: string;
      readonly intro: string;
      readonly groups: readonly { readonly title: string; readonly items: readonly string[] }[];
    };

/** Everything a service detail page shows (docs/product.md §2 "Detail pages"), but its banner and breadcrumb (route table). */
export interface ServiceContent {
  readonly key: ServiceKey;
  /** Residential or commercial: how the services overview groups the cards. */
  readonly audience: "home" | "business";
  /** The short name on cards ("Deep Cleaning"). */
  readonly cardTitle: string;
  /** One or two sentences for the card. */
  readonly summary: string;
  /** The service's illustration: cards and the intro. */
  readonly image: SizedImage;
  readonly intro: { readonly heading: string; readonly paragraphs: readonly string[] };
  /** The before/after comparison: only the moving page has one (docs/product.md §2). */
  readonly beforeAfter?: {
    readonly heading: string;
    readonly before: SizedImage;
    readonly after: SizedImage;
  };
  readonly extraSections?: readonly ExtraSection[];
  readonly sliderHeading: string;
  /** Sorted by id ascending on screen (docs/product.md §3). */
  readonly slider: readonly SliderImage[];
  readonly benefits: { readonly heading: string; readonly items: readonly Benefit[] };
  readonly whyChooseUs: readonly string[];
  readonly faqs: readonly StaticFaq[];
}

/** The service's own illustration, drawn by scripts/make-service-images.ts. */
export function serviceImage(key: ServiceKey | "commercial", alt: string): SizedImage {
  return { src: `/images/services/${key}.svg`, alt, ...SERVICE_IMAGE_SIZE };
}
