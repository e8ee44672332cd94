import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { business } from "../../content/business.ts";
import { type GoogleReview, isGoogleReview, REVIEWS_API_PATH } from "../../lib/reviews-api.ts";
import { isDisplayable } from "./carousel-index.ts";
import {
  type CarouselReview,
  type CarouselWords,
  GoogleWordmark,
  type ReviewWords,
  TestimonialCarousel,
} from "./testimonial-carousel.tsx";

/** The section's words in the page's language: the subheading says "{google}" where Google's name goes. */
export interface GoogleReviewsWords {
  readonly heading: string;
  readonly subheading: string;
  /** Under each reviewer's name: "Review on Google". */
  readonly byline: string;
  readonly carousel: CarouselWords & ReviewWords;
}

export function toCarouselReview(review: GoogleReview, byline = "Review on Google"): CarouselReview {
  return {
    text: review.text.text,
    rating: review.rating,
    author: review.authorAttribution.displayName,
    authorUri: review.authorAttribution.uri,
    photoUri: review.authorAttribution.photoUri,
    byline,
  };
}

/** Google's reviews from the API, once the page's scripts run: those rated 4 or more; none on any failure. */
function useGoogleReviews(byline: string): CarouselReview[] {
  const [reviews, setReviews] = useState<CarouselReview[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      try {
        const response = await fetch(`${business.integrations.apiUrl}${REVIEWS_API_PATH}`, {
          headers: { accept: "application/json" },
          signal: controller.signal,
        });
        if (!response.ok) return;
        const body: unknown = await response.json();
        if (!Array.isArray(body)) return;
        setReviews(
          body
            .filter(isGoogleReview)
            .map((review) => toCarouselReview(review, byline))
            .filter((review) => isDisplayable(review)),
        );
      } catch {
        // Offline, aborted or not JSON: no Google reviews, and so no section.
      }
    })();
    return () => controller.abort();
  }, [byline]);
  return reviews;
}

type Place = "below" | "above" | "in-view";

function placeOf(element: Element): Place {
  const { top, bottom } = element.getBoundingClientRect();
  if (top >= window.innerHeight) return "below";
  if (bottom <= 0) return "above";
  return "in-view";
}

/**
 * When the section may appear without moving what the visitor is looking at (docs/services-and-reviews.md,
 * "Google reviews"): at once if its place is below the window (nothing on screen moves) or above it (the view is
 * kept where it is: the browser's scroll anchoring does it, or we scroll by the section's height where the browser
 * has none); while its place is on screen, not until it leaves the screen.
 */
function useArrival(ready: boolean, holdWhileInView: boolean) {
  const slot = useRef<HTMLDivElement>(null);
  const [arrival, setArrival] = useState<Place | undefined>(undefined);
  useEffect(() => {
    const element = slot.current;
    if (!ready || arrival || !element) return;
    const place = placeOf(element);
    if (place !== "in-view" || !holdWhileInView) {
      setArrival(place);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting)) {
        observer.disconnect();
        setArrival(placeOf(element));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, arrival, holdWhileInView]);
  return { slot, arrival };
}

/**
 * Google's reviews (GET /api/GetGoogleReviews), after the page's scripts run: titled "Reviews from Google" with
 * Google's name, each card "Review on Google" with the reviewer's profile. The section does not exist until at
 * least one review rated 4 or more has arrived (docs/product.md §4: "hidden until reviews are loaded"), and its
 * arrival is not announced: it comes outside what the visitor is reading, in the reading order where they will
 * meet it, and a live announcement would interrupt whatever they are reading (the section's heading is in the
 * page's list of headings).
 */
export function GoogleReviews({
  className = "",
  holdWhileInView = true,
  innerClassName = "",
  words,
}: {
  /** The band around the carousel, and the column inside it: rendered only with the carousel. */
  className?: string;
  innerClassName?: string;
  /** Wait while the section's place is on screen (false where only the footer follows it). */
  holdWhileInView?: boolean;
  words: GoogleReviewsWords;
}) {
  const reviews = useGoogleReviews(words.byline);
  const [beforeGoogle = "", afterGoogle = ""] = words.subheading.split("{google}");
  const { slot, arrival } = useArrival(reviews.length > 0, holdWhileInView);
  const section = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = section.current;
    if (arrival !== "above" || !element) return;
    // Where the browser has no scroll anchoring, keep what the visitor sees in place ourselves.
    if (!CSS.supports("overflow-anchor", "auto")) window.scrollBy(0, element.offsetHeight);
  }, [arrival]);

  return (
    <>
      <div ref={slot} data-google-reviews-slot="" />
      {arrival ? (
        <div ref={section} className={className}>
          <div className={innerClassName}>
            <TestimonialCarousel
              heading={words.heading}
              subheading={
                <>
                  {beforeGoogle}
                  <GoogleWordmark />
                  {afterGoogle}
                </>
              }
              reviews={reviews}
              source="google"
              words={words.carousel}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
