import { publicEnv } from "../lib/public-env.ts";
import { inLanguage, type Lang, type Text, text } from "./model/languages.ts";

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

/** An image of the content, its text alternative in each language: `imageIn` gives it for one page. */
export interface ContentImage extends Omit<SizedImage, "alt"> {
  readonly alt: Text;
}

/** The image with its text alternative in a language (what a page or an island's props carry). */
export function imageIn(image: ContentImage, lang: Lang): SizedImage {
  return { ...image, alt: inLanguage(image.alt, lang) };
}

/** One image of a slider (docs/product.md §3: id, sorted ascending, and the image address). */
export interface SliderImage {
  readonly id: number;
  /** Path from the site root; the address is imageUrl(img). */
  readonly img: string;
  readonly alt: string;
  /**
   * A drawing, or a photograph of the business's real work. A slider of drawings says so under its heading, and
   * a drawing's text alternative starts with "Illustration" ("Ilustración"): a drawing is never presented as a photo of real work.
   */
  readonly kind: "illustration" | "photo";
}

/** A slider's image as the content keeps it, its text alternative in each language. */
export interface ContentSliderImage extends Omit<SliderImage, "alt"> {
  readonly alt: Text;
}

/** A slider's images with their text alternatives in a language. */
export function sliderIn(images: readonly ContentSliderImage[], lang: Lang): SliderImage[] {
  return images.map((image) => ({ ...image, alt: inLanguage(image.alt, lang) }));
}

/** Gallery illustrations are drawn 4:3 (scripts/make-service-images.ts). */
export const GALLERY_IMAGE_SIZE = { width: 800, height: 600 } as const;
/** Service illustrations (cards, intros) are drawn 3:2. */
export const SERVICE_IMAGE_SIZE = { width: 720, height: 480 } as const;

/** The kinds of rooms the gallery illustrations show; the generator draws each one. */
const gallerySceneAlt = {
  kitchen: text(
    "A spotless kitchen with wiped counters, a clean stove and shining cabinet fronts",
    "Una cocina impecable, con las cubiertas limpias, la estufa reluciente y los frentes de los gabinetes brillantes",
  ),
  bathroom: text(
    "A sparkling bathroom with a scrubbed tub, clean mirror and fresh towels",
    "Un baño reluciente, con la tina tallada, el espejo limpio y toallas recién puestas",
  ),
  bedroom: text(
    "A tidy bedroom with a freshly made bed and dust-free nightstands",
    "Una recámara ordenada, con la cama recién tendida y los burós sin polvo",
  ),
  living: text(
    "A clean living room with vacuumed floors, plumped cushions and a dusted shelf",
    "Una sala limpia, con el piso aspirado, los cojines acomodados y un librero sin polvo",
  ),
  office: text(
    "An office with clean desks, wiped monitors and an emptied waste bin",
    "Una oficina con escritorios limpios, monitores sin polvo y el cesto de basura vacío",
  ),
  gym: text(
    "A gym floor with disinfected treadmills, a wiped weight bench and racked dumbbells",
    "El área de aparatos de un gimnasio, con caminadoras desinfectadas, una banca de pesas limpia y las mancuernas en su lugar",
  ),
  locker: text(
    "A gym locker room with clean lockers, dry benches and a mopped floor",
    "Un vestidor de gimnasio con casilleros limpios, bancas secas y el piso trapeado",
  ),
  daycare: text(
    "A daycare classroom with sanitized low tables, toy shelves and a clean play mat",
    "Un salón de guardería con mesitas desinfectadas, repisas de juguetes y un tapete de juego limpio",
  ),
  medical: text(
    "A doctor's exam room with a fresh paper-covered table and disinfected counters",
    "Un consultorio médico con la camilla cubierta de papel nuevo y las superficies desinfectadas",
  ),
  waiting: text(
    "A waiting room with clean chairs, a wiped reception desk and a polished floor",
    "Una sala de espera con sillas limpias, el mostrador de recepción reluciente y el piso pulido",
  ),
  construction: text(
    "A newly built room after cleaning: dust-free windows, clean floors and a stepladder put away",
    "Un cuarto recién construido, ya limpio: ventanas sin polvo, pisos limpios y la escalera guardada",
  ),
  rental: text(
    "A short-term rental bedroom with crisp white linens, folded towels and a welcome card",
    "La recámara de una renta vacacional con sábanas blancas impecables, toallas dobladas y una tarjeta de bienvenida",
  ),
  moving: text(
    "An empty room ready for move-in: clean floors, bare walls and open, wiped closet",
    "Un cuarto vacío listo para la mudanza: pisos limpios, paredes despejadas y el clóset abierto y limpio",
  ),
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
): ContentSliderImage[] {
  return [...ids]
    .sort((a, b) => a - b)
    .map((id) => {
      const scene = scenes[id % scenes.length] ?? "living";
      return {
        id,
        img: `/images/gallery/${folder}/${scene}-${id}.svg`,
        alt: text(`Illustration: ${gallerySceneAlt[scene].en}`, `Ilustración: ${gallerySceneAlt[scene].es}`),
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
  alt: text(
    "Illustration of a bright, freshly cleaned living room with a cleaning caddy, a mop and a plant",
    "Ilustración de una sala luminosa y recién limpiada, con una cubeta de productos de limpieza, un trapeador y una planta",
  ),
  /** The address of one width in one format. */
  path: (width: number, format: "avif" | "webp") => `/images/hero/hero-${width}.${format}`,
} as const;

/** The address of one rendition of a photo; IMAGES_BASE_URL applies as to every image (imageUrl). */
export function photoPath(id: string, width: number, format: "avif" | "webp" | "jpg"): string {
  return imageUrl(`/media/photos/${encodeURIComponent(id)}/${width}.${format}`);
}
