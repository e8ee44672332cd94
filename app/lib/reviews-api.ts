/**
 * The contract of GET /api/GetGoogleReviews, stated once for the browser (the Google reviews section) and the
 * service (server/reviews/): an array of reviews **from Google's Places API only**, in the shape of the product's
 * review (rating, text.text, authorAttribution.displayName) plus Google's optional profile link and photo. It never
 * carries anything else: the owner's own testimonials (app/content/testimonials.ts) are in the pages, labelled as
 * theirs, and never served or shown as Google's (docs/services-and-reviews.md).
 */

export const REVIEWS_API_PATH = "/api/GetGoogleReviews";

export interface GoogleReview {
  readonly rating: number;
  readonly text: { readonly text: string };
  readonly authorAttribution: {
    readonly displayName: string;
    /** The reviewer's Google profile page. */
    readonly uri?: string;
    /** The reviewer's Google photo. */
    readonly photoUri?: string;
  };
}

/** Only reviews rated 4 or more are displayed (docs/product.md §9); all are answered. */
export const MIN_DISPLAYED_RATING = 4;

/** A value of the API's array that has the review's shape (anything else is left out by the page). */
export function isGoogleReview(value: unknown): value is GoogleReview {
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
