import { useEffect, useId, useState } from "react";
import { business } from "../../content/business.ts";
import {
  curatedTestimonials,
  REVIEWS_API_PATH,
  REVIEWS_SOURCE_HEADER,
  type Review,
  type ReviewsSource,
} from "../../content/testimonials.ts";
import { describePosition, displayableReviews, reviewExcerpt } from "./carousel-index.ts";
import { SlideControls } from "./slide-controls.tsx";
import { StarRating } from "./star-rating.tsx";
import { useCarousel, type ViewRule } from "./use-sliding-window.ts";

/** Three reviews side by side from 1024 px, two from 768 px, one on a phone (a readable card, buttons beside it). */
const VIEW_RULES: readonly ViewRule[] = [
  { query: "(min-width: 1024px)", count: 3 },
  { query: "(min-width: 768px)", count: 2 },
];

function isReview(value: unknown): value is Review {
  if (typeof value !== "object" || value === null) return false;
  const review = value as Record<string, unknown>;
  const text = review.text as Record<string, unknown> | undefined;
  const author = review.authorAttribution as Record<string, unknown> | undefined;
  return (
    typeof review.rating === "number" &&
    typeof text?.text === "string" &&
    typeof author?.displayName === "string"
  );
}

/**
 * Asks the API for Google's reviews once the section is on screen. The curated testimonials are already in the
 * prerendered HTML, so the section is never empty and nothing moves; Google's reviews replace them only when the
 * API says they are Google's and at least one is rated 4 or more. Any failure keeps the curated ones.
 */
function useReviews(): { reviews: Review[]; source: ReviewsSource } {
  const [state, setState] = useState<{ reviews: Review[]; source: ReviewsSource }>(() => ({
    reviews: displayableReviews(curatedTestimonials),
    source: "curated",
  }));
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      try {
        const response = await fetch(`${business.integrations.apiUrl}${REVIEWS_API_PATH}`, {
          headers: { accept: "application/json" },
          signal: controller.signal,
        });
        if (!response.ok || response.headers.get(REVIEWS_SOURCE_HEADER) !== "google") return;
        const body: unknown = await response.json();
        if (!Array.isArray(body)) return;
        const reviews = displayableReviews(body.filter(isReview));
        if (reviews.length > 0) setState({ reviews, source: "google" });
      } catch {
        // Offline, aborted or not JSON: the curated testimonials stay, which is what the visitor already sees.
      }
    })();
    return () => controller.abort();
  }, []);
  return state;
}

export function TestimonialCarousel({ heading }: { heading?: string }) {
  const { reviews, source } = useReviews();
  const headingId = useId();
  const fromGoogle = source === "google";
  const title = heading ?? (fromGoogle ? "Reviews from Google" : "What our customers say");
  const { hydrated, index, perView, next, previous, slots, viewport, track } = useCarousel(
    reviews.length,
    VIEW_RULES,
    `${title}: every review, in a row that scrolls sideways`,
  );

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className="testimonial-carousel"
      data-source={source}
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-slate-600">
            {fromGoogle ? (
              <>
                Rated by our customers on <GoogleWordmark />
              </>
            ) : (
              "Homeowners, rental hosts and businesses across the Big Country"
            )}
          </p>
        </div>
        {reviews.length > 1 ? (
          <SlideControls label="review" onPrevious={previous} onNext={next} ready={hydrated} />
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {hydrated ? describePosition(index, perView, reviews.length, "review") : ""}
      </p>
      <div
        {...viewport}
        className={`-mx-2 [--per-bp:1] md:[--per-bp:2] lg:[--per-bp:3] ${viewport.className}`}
      >
        <ul
          {...track}
          className="flex"
          style={{
            ...track.style,
            ["--per" as string]: `min(var(--per-bp), ${Math.max(1, reviews.length)})`,
          }}
        >
          {slots.map(({ itemIndex, key, onScreen }) => {
            const review = reviews[itemIndex];
            if (!review) return null;
            return (
              <li
                // The window re-uses its five boxes as it advances (useCarousel).
                key={key}
                className="flex shrink-0 grow-0 basis-[calc(100%/var(--per))] snap-start px-2"
                aria-hidden={!onScreen}
                inert={!onScreen}
              >
                {/* Keyed by the review, so a card opened to its full text closes when another review slides in. */}
                <ReviewCard key={itemIndex} review={review} fromGoogle={fromGoogle} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/**
 * One review. Its words are never clamped by lines (with larger text or wider spacing they would be cut off): a
 * short review is shown whole, a long one (only Google's can be) opens with its first words and a button that shows
 * the rest in place.
 */
function ReviewCard({ review, fromGoogle }: { review: Review; fromGoogle: boolean }) {
  const author = review.authorAttribution;
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { excerpt, truncated } = reviewExcerpt(review.text.text);
  return (
    <figure className="flex min-h-72 w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating rating={review.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p id={textId} className="leading-relaxed">
          “{truncated && !expanded ? `${excerpt}…` : review.text.text.trim()}”
        </p>
      </blockquote>
      {truncated ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          className="mt-3 min-h-11 self-start font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? "Show less" : "Read the full review"}
          {expanded ? null : <span className="sr-only"> by {author.displayName}</span>}
        </button>
      ) : null}
      <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
        {author.photoUri ? (
          <img
            src={author.photoUri}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="size-10 rounded-full"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            {author.displayName.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <span className="min-w-0">
          {author.uri ? (
            <a
              href={author.uri}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {author.displayName}
              <span className="sr-only"> on Google (opens in a new tab)</span>
            </a>
          ) : (
            <span className="font-semibold text-brand-900">{author.displayName}</span>
          )}
          {fromGoogle ? <span className="block text-sm text-slate-600">Review on Google</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** Google's name in its colours, as text: the attribution its terms ask for, without loading anything. */
function GoogleWordmark() {
  return (
    <span className="font-semibold">
      <span className="sr-only">Google</span>
      <span aria-hidden="true">
        <span className="text-[#4285F4]">G</span>
        <span className="text-[#C5221F]">o</span>
        <span className="text-[#B06000]">o</span>
        <span className="text-[#4285F4]">g</span>
        <span className="text-[#188038]">l</span>
        <span className="text-[#C5221F]">e</span>
      </span>
    </span>
  );
}
