import { publicEnv } from "../lib/public-env.ts";

/**
 * Every image address of the site is built here, so the images can live on the business's own storage host
 * (docs/product.md §7: "Images load from an external storage host"). With IMAGES_BASE_URL unset they are served by this site
 * from public/images; with it set, the same paths are asked of that host (upload public/images there as is).
 */
export function imageUrl(path: string): string {
  return `${publicEnv.IMAGES_BASE_URL || ""}${path}`;
}

/** Background image N (1 to 4) of the page banners (app/lib/banner-images.ts picks one). */
export function bannerImagePath(n: number): string {
  return `/images/banners/banner-${n}.svg`;
}

/** An image with its intrinsic size and its text alternative: enough to reserve its box before it loads. */
export interface SizedImage {
  /** Path from the site root, e.g. "/images/services/airbnb.svg"; turn it into an address with imageUrl(). */
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** One image of a slider (docs/product.md §3: id, sorted ascending, and the image address). */
export interface SliderImage {
  readonly id: number;
  /** Path from the site root; the address is imageUrl(img). */
  readonly img: string;
  readonly alt: string;
  /**
   * A drawing, or a photograph of the business's real work. A slider of drawings says so under its heading, and
   * a drawing's text alternative starts with "Illustration": a drawing is never presented as a photo of real work.
   */
  readonly kind: "illustration" | "photo";
}

/** Gallery illustrations are drawn 4:3 (scripts/make-service-images.ts). */
export const GALLERY_IMAGE_SIZE = { width: 800, height: 600 } as const;
/** Service illustrations (cards, intros) are drawn 3:2. */
export const SERVICE_IMAGE_SIZE = { width: 720, height: 480 } as const;

/** The kinds of rooms the gallery illustrations show; the generator draws each one. */
const gallerySceneAlt = {
  kitchen: "A spotless kitchen with wiped counters, a clean stove and shining cabinet fronts",
  bathroom: "A sparkling bathroom with a scrubbed tub, clean mirror and fresh towels",
  bedroom: "A tidy bedroom with a freshly made bed and dust-free nightstands",
  living: "A clean living room with vacuumed floors, plumped cushions and a dusted shelf",
  office: "An office with clean desks, wiped monitors and an emptied waste bin",
  gym: "A gym floor with disinfected treadmills, a wiped weight bench and racked dumbbells",
  locker: "A gym locker room with clean lockers, dry benches and a mopped floor",
  daycare: "A daycare classroom with sanitized low tables, toy shelves and a clean play mat",
  medical: "A doctor's exam room with a fresh paper-covered table and disinfected counters",
  waiting: "A waiting room with clean chairs, a wiped reception desk and a polished floor",
  construction:
    "A newly built room after cleaning: dust-free windows, clean floors and a stepladder put away",
  rental: "A short-term rental bedroom with crisp white linens, folded towels and a welcome card",
  moving: "An empty room ready for move-in: clean floors, bare walls and open, wiped closet",
} as const;

export type GalleryScene = keyof typeof gallerySceneAlt;

/**
 * Builds a slider's images for a folder of gallery illustrations: image id N shows the scene scenes[N mod length],
 * drawn at /images/gallery/{folder}/{scene}-{id}.svg. The ids come back sorted ascending.
 */
export function galleryImages(
  folder: string,
  ids: readonly number[],
  scenes: readonly GalleryScene[],
): SliderImage[] {
  return [...ids]
    .sort((a, b) => a - b)
    .map((id) => {
      const scene = scenes[id % scenes.length] ?? "living";
      return {
        id,
        img: `/images/gallery/${folder}/${scene}-${id}.svg`,
        alt: `Illustration: ${gallerySceneAlt[scene]}`,
        kind: "illustration" as const,
      };
    });
}

/** The ids 1..n, for sliders numbered from one. */
export function idsUpTo(n: number): number[] {
  return Array.from({ length: n }, (_, index) => index + 1);
}

/** The home page hero: rasters made by scripts/make-hero-images.ts at these widths, in AVIF and WebP. */
export const HERO_IMAGE = {
  widths: [480, 800, 1200],
  width: 1200,
  height: 900,
  alt: "Illustration of a bright, freshly cleaned living room with a cleaning caddy, a mop and a plant",
  /** The address of one width in one format. */
  path: (width: number, format: "avif" | "webp") => `/images/hero/hero-${width}.${format}`,
} as const;

/** The address of one rendition of a photo; IMAGES_BASE_URL applies as to every image (imageUrl). */
export function photoPath(id: string, width: number, format: "avif" | "webp" | "jpg"): string {
  return imageUrl(`/media/photos/${encodeURIComponent(id)}/${width}.${format}`);
}
