import { useId } from "react";
import { GALLERY_IMAGE_SIZE, imageUrl, type SliderImage } from "../../content/images.ts";
import type { SitePhoto } from "../../lib/site-content.ts";
import { Picture } from "../ui/picture.tsx";
import { describePosition } from "./carousel-index.ts";
import { SlideControls } from "./slide-controls.tsx";
import type { CarouselWords } from "./testimonial-carousel.tsx";
import { useCarousel, type ViewRule } from "./use-sliding-window.ts";

/** Three images side by side from 1024 px, two from 640 px, one on a phone (big enough to see the work). */
const VIEW_RULES: readonly ViewRule[] = [
  { query: "(min-width: 1024px)", count: 3 },
  { query: "(min-width: 640px)", count: 2 },
];

/** Sorted by id ascending (docs/product.md §3), whatever order the record lists them in. */
export function sortedById(images: readonly SliderImage[]): SliderImage[] {
  return [...images].sort((a, b) => a.id - b.id);
}

/** One slide's width: the 72rem column (less its padding) in three, two or one, as VIEW_RULES lays them out. */
const SLIDE_SIZES =
  "(min-width: 1152px) 373px, (min-width: 1024px) calc(33vw - 1.5rem), (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)";

/** The slider's words in the page's language (app/i18n/island-words.ts). */
export interface ImageSliderWords {
  /** Under the heading of the owner's photos: "Photos of our own work." */
  readonly photos: string;
  readonly allIllustrations: string;
  readonly someIllustrations: string;
  readonly carousel: CarouselWords;
}

/**
 * The image slider of the service pages (docs/product.md §4): three at a time, wrapping, previous/next by one with a 0.5 s
 * slide, swipe on touch, arrow keys, lazy images. Shown only when there are images. Without JavaScript, a row of
 * every image that scrolls sideways (useCarousel).
 *
 * With the owner's photos of this gallery (docs/site-content.md) it shows those, in the owner's order, captioned as
 * the business's own work; without any, the drawings, captioned as drawings.
 */
export function ImageSlider({
  images,
  heading,
  photos = [],
  words,
}: {
  images: readonly SliderImage[];
  heading: string;
  photos?: readonly SitePhoto[];
  words: ImageSliderWords;
}) {
  const headingId = useId();
  const showPhotos = photos.length > 0;
  const sorted = showPhotos ? [] : sortedById(images);
  const count = showPhotos ? photos.length : sorted.length;
  const { hydrated, index, perView, next, previous, slots, viewport, track } = useCarousel(
    count,
    VIEW_RULES,
    words.carousel.row,
  );
  if (count === 0) return null;

  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" className="image-slider">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          {showPhotos ? (
            <p className="mt-1 text-sm text-slate-700">{words.photos}</p>
          ) : sorted.some((image) => image.kind === "illustration") ? (
            <p className="mt-1 text-sm text-slate-700">
              {sorted.every((image) => image.kind === "illustration")
                ? words.allIllustrations
                : words.someIllustrations}
            </p>
          ) : null}
        </div>
        {count > 1 ? (
          <SlideControls words={words.carousel} onPrevious={previous} onNext={next} ready={hydrated} />
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {hydrated ? describePosition(index, perView, count, words.carousel) : ""}
      </p>
      <div
        {...viewport}
        className={`-mx-1.5 [--per-bp:1] sm:[--per-bp:2] lg:[--per-bp:3] ${viewport.className}`}
      >
        <ul
          {...track}
          className="flex"
          style={{ ...track.style, ["--per" as string]: `min(var(--per-bp), ${count})` }}
        >
          {slots.map(({ itemIndex, key, onScreen }) => {
            const photo = photos[itemIndex];
            if (showPhotos && photo) {
              return (
                <li
                  key={key}
                  className="shrink-0 grow-0 basis-[calc(100%/var(--per))] snap-start px-1.5"
                  aria-hidden={!onScreen}
                  inert={!onScreen}
                  data-photo-id={photo.id}
                >
                  <Picture
                    photo={photo}
                    sizes={SLIDE_SIZES}
                    draggable={false}
                    className="aspect-[4/3] h-auto w-full rounded-xl bg-brand-50 object-cover select-none"
                  />
                </li>
              );
            }
            const image = sorted[itemIndex];
            if (!image) return null;
            return (
              <li
                key={key}
                className="shrink-0 grow-0 basis-[calc(100%/var(--per))] snap-start px-1.5"
                aria-hidden={!onScreen}
                inert={!onScreen}
                data-image-id={image.id}
              >
                <img
                  src={imageUrl(image.img)}
                  alt={image.alt}
                  width={GALLERY_IMAGE_SIZE.width}
                  height={GALLERY_IMAGE_SIZE.height}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="aspect-[4/3] h-auto w-full rounded-xl bg-brand-50 object-cover select-none"
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
