import { useId, useState } from "react";
import { fillWords } from "../../lib/fill-words.ts";
import { describePosition, type PositionWords, reviewExcerpt } from "./carousel-index.ts";
import { SlideControls } from "./slide-controls.tsx";
import { StarRating } from "./star-rating.tsx";
import { useCarousel, type ViewRule } from "./use-sliding-window.ts";

/** Three reviews side by side from 1024 px, two from 768 px, one on a phone (a readable card, buttons beside it). */
const VIEW_RULES: readonly ViewRule[] = [
  { query: "(min-width: 1024px)", count: 3 },
  { query: "(min-width: 768px)", count: 2 },
];

/** One card of the carousel, whatever its source: the owner's testimonials or Google's reviews. */
export interface CarouselReview {
  readonly text: string;
  /** Stars out of 5, when the reviewer gave a rating. */
  readonly rating?: number;
  readonly author: string;
  /** The reviewer's profile page (Google reviews). */
  readonly authorUri?: string;
  /** The reviewer's photo (Google reviews). */
  readonly photoUri?: string;
  /** The line under the name: "Review on Google", or where and when a testimonial was given. */
  readonly byline?: string;
  /** The language of the words when it is not the page's (a customer's quote stays as they wrote it). */
  readonly lang?: string;
}

/**
 * A carousel's words, formatted on the server in the page's language (app/i18n/island-words.ts): its buttons, its
 * position ("Showing reviews {list} of {total}") and the name of its row before the scripts run.
 */
export interface CarouselWords extends PositionWords {
  readonly previous: string;
  readonly next: string;
  readonly row: string;
}

/** A review card's words: "{author}" and "{stars}" are filled in for each review. */
export interface ReviewWords {
  readonly readMore: string;
  /** Said after "Read the full review" to a screen reader: "by {author}". */
  readonly readMoreBy: string;
  readonly showLess: string;
  /** Said after a Google reviewer's name: "on Google (opens in a new tab)". */
  readonly onGoogle: string;
  /** "Rated {stars} out of 5". */
  readonly rated: string;
}

/**
 * The testimonial carousel (docs/product.md §4): three consecutive reviews, wrapping, previous/next by one with a
 * 0.5 s slide. Before the scripts run it is a row of every review that scrolls sideways (useCarousel). It is
 * shown only with at least one review: the sections that use it (owner-testimonials.tsx, google-reviews.tsx)
 * render nothing without one, so a visitor never meets an empty carousel.
 */
export function TestimonialCarousel({
  heading,
  subheading,
  reviews,
  source,
  words,
}: {
  heading: string;
  subheading: React.ReactNode;
  reviews: readonly CarouselReview[];
  /** Where the reviews come from, for tests and styles; never shown. */
  source: "owner" | "google";
  words: CarouselWords & ReviewWords;
}) {
  const headingId = useId();
  const { hydrated, index, perView, next, previous, slots, viewport, track } = useCarousel(
    reviews.length,
    VIEW_RULES,
    words.row,
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
            {heading}
          </h2>
          <p className="mt-2 text-slate-600">{subheading}</p>
        </div>
        {reviews.length > 1 ? (
          <SlideControls words={words} onPrevious={previous} onNext={next} ready={hydrated} />
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {hydrated ? describePosition(index, perView, reviews.length, words) : ""}
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
                <ReviewCard key={itemIndex} review={review} words={words} />
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
function ReviewCard({ review, words }: { review: CarouselReview; words: ReviewWords }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { excerpt, truncated } = reviewExcerpt(review.text);
  return (
    <figure className="flex min-h-72 w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {review.rating === undefined ? null : <StarRating rating={review.rating} label={words.rated} />}
      <blockquote
        lang={review.lang}
        className={`flex-1 text-slate-700 ${review.rating === undefined ? "" : "mt-4"}`}
      >
        <p id={textId} className="leading-relaxed">
          “{truncated && !expanded ? `${excerpt}…` : review.text.trim()}”
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
          {expanded ? words.showLess : words.readMore}
          {expanded ? null : (
            <span className="sr-only">{` ${fillWords(words.readMoreBy, { author: review.author })}`}</span>
          )}
        </button>
      ) : null}
      <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
        {review.photoUri ? (
          <img
            src={review.photoUri}
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
            {review.author.trim().charAt(0).toUpperCase()}
          </span>
        )}{" "}
        {/* Blocks, so the name and the byline never run together when read without CSS. */}
        <div className="min-w-0">
          {review.authorUri ? (
            <a
              href={review.authorUri}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {review.author}
              <span className="sr-only">{` ${words.onGoogle}`}</span>
            </a>
          ) : (
            <span className="font-semibold text-brand-900">{review.author}</span>
          )}
          {review.byline ? <div className="text-sm text-slate-600">{review.byline}</div> : null}
        </div>
      </figcaption>
    </figure>
  );
}

/** Google's name in its colours, as text: the attribution its terms ask for, without loading anything. */
export function GoogleWordmark() {
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
