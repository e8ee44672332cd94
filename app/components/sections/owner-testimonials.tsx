import type { OwnerTestimonial } from "../../content/testimonials.ts";
import { isDisplayable } from "./carousel-index.ts";
import {
  type CarouselReview,
  type CarouselWords,
  type ReviewWords,
  TestimonialCarousel,
} from "./testimonial-carousel.tsx";

/** The section's words in the page's language, and its locale for the dates ("en-US", "es-US"). */
export interface OwnerTestimonialsWords {
  readonly heading: string;
  readonly subheading: string;
  readonly locale: string;
  readonly carousel: CarouselWords & ReviewWords;
}

/**
 * "March 2026, Abilene" ("marzo de 2026, Abilene"): when the customer gave the testimonial (a calendar date, no
 * time zone shift) and where.
 */
function testimonialByline(testimonial: Pick<OwnerTestimonial, "date" | "place">, locale: string): string {
  const [year = 1970, month = 1, day = 1] = testimonial.date.split("-").map(Number);
  const monthYear = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const when = monthYear.format(new Date(Date.UTC(year, month - 1, day)));
  return testimonial.place ? `${when}, ${testimonial.place}` : when;
}

export function toCarouselReview(testimonial: OwnerTestimonial, locale = "en-US"): CarouselReview {
  return {
    text: testimonial.text,
    rating: testimonial.rating,
    author: testimonial.customerName,
    byline: testimonialByline(testimonial, locale),
    ...(testimonial.lang ? { lang: testimonial.lang } : {}),
  };
}

/**
 * Whether any testimonial can be shown: a page renders the carousel's island only then, so a page without one
 * carries no island that could never start.
 */
export function hasTestimonialsToShow(testimonials: readonly OwnerTestimonial[]): boolean {
  return testimonials.some((testimonial) => isDisplayable(testimonial));
}

/**
 * The owner's testimonials (the site content's, docs/site-content.md: the typed file's first, then the ones added in
 * the inbox), in the page's HTML: titled "From our customers", each with the customer's name and when they said
 * it, no Google mark. Nothing at all when there is none.
 */
export function OwnerTestimonials({
  testimonials,
  className = "",
  innerClassName = "",
  words,
}: {
  testimonials: readonly OwnerTestimonial[];
  words: OwnerTestimonialsWords;
  /** The band around the carousel, and the column inside it: rendered only with the carousel. */
  className?: string;
  innerClassName?: string;
}) {
  const reviews = testimonials
    .filter((testimonial) => isDisplayable(testimonial))
    .map((testimonial) => toCarouselReview(testimonial, words.locale));
  if (reviews.length === 0) return null;
  return (
    <div className={className}>
      <div className={innerClassName}>
        <TestimonialCarousel
          heading={words.heading}
          subheading={words.subheading}
          reviews={reviews}
          source="owner"
          words={words.carousel}
        />
      </div>
    </div>
  );
}
