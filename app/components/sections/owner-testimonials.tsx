import type { OwnerTestimonial } from "../../content/testimonials.ts";
import { isDisplayable } from "./carousel-index.ts";
import { type CarouselReview, TestimonialCarousel } from "./testimonial-carousel.tsx";

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "March 2026, Abilene": when the customer gave the testimonial (a calendar date, no time zone shift) and where. */
function testimonialByline(testimonial: Pick<OwnerTestimonial, "date" | "place">): string {
  const [year = 1970, month = 1, day = 1] = testimonial.date.split("-").map(Number);
  const when = monthYear.format(new Date(Date.UTC(year, month - 1, day)));
  return testimonial.place ? `${when}, ${testimonial.place}` : when;
}

export function toCarouselReview(testimonial: OwnerTestimonial): CarouselReview {
  return {
    text: testimonial.text,
    rating: testimonial.rating,
    author: testimonial.customerName,
    byline: testimonialByline(testimonial),
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
}: {
  testimonials: readonly OwnerTestimonial[];
  /** The band around the carousel, and the column inside it: rendered only with the carousel. */
  className?: string;
  innerClassName?: string;
}) {
  const reviews = testimonials
    .filter((testimonial) => isDisplayable(testimonial))
    .map((testimonial) => toCarouselReview(testimonial));
  if (reviews.length === 0) return null;
  return (
    <div className={className}>
      <div className={innerClassName}>
        <TestimonialCarousel
          heading="From our customers"
          subheading="In their own words, shared with their permission"
          reviews={reviews}
          source="owner"
        />
      </div>
    </div>
  );
}
