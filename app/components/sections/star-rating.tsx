import { fillWords } from "../../lib/fill-words.ts";
import { starCount } from "./carousel-index.ts";

/**
 * Stars out of 5 (docs/product.md §9), read as "Rated 4 out of 5" by screen readers: `label` is those words with
 * "{stars}" for the number.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  const filled = starCount(rating);
  return (
    <p className="flex gap-0.5" role="img" aria-label={fillWords(label, { stars: filled })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          width="20"
          height="20"
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className={star <= filled ? "text-amber-500" : "text-slate-300"}
        >
          <path
            fill="currentColor"
            d="M10 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 5.9L10 14.8l-5.4 2.9 1.2-5.9L1.4 7.7l6-.7z"
          />
        </svg>
      ))}
    </p>
  );
}
