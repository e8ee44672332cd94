import { curatedTestimonials, type Review, type ReviewsSource } from "../../app/content/testimonials.ts";

export interface ReviewsResult {
  reviews: readonly Review[];
  source: ReviewsSource;
}

export interface ReviewsServiceOptions {
  /** Asks Google; absent when Google is not configured, and then the curated testimonials are served. */
  fetchGoogle?: () => Promise<Review[]>;
  /** How long a good answer from Google is served without asking again (default 10 minutes). */
  ttlMs?: number;
  /** After a failure, how long to wait before asking Google again (default 1 minute). */
  retryAfterMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

const CURATED: ReviewsResult = { reviews: curatedTestimonials, source: "curated" };

/**
 * The reviews the API serves: Google's when configured and reachable, else the curated testimonials.
 *
 * - A good answer is kept in memory for ttlMs: the page's visitors cost Google one call per ten minutes. Once it
 *   is older, it is still served at once while a fresh one is fetched (stale while revalidate).
 * - Concurrent callers share one upstream call (coalescing): a burst of visitors on a cold cache is one call.
 * - When Google fails (error, timeout, not configured) the last good copy is served if there is one, otherwise
 *   the curated testimonials; Google is not asked again before retryAfterMs, so an outage is not hammered.
 * - When Google has no review with text for the place, the curated testimonials are served.
 * It never throws: the visitor never sees Google's trouble.
 */
export function createReviewsService(options: ReviewsServiceOptions = {}) {
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const retryAfterMs = options.retryAfterMs ?? 60_000;
  const now = options.now ?? Date.now;
  let lastGood: { reviews: readonly Review[]; at: number } | undefined;
  let lastFailureAt: number | undefined;
  let inFlight: Promise<ReviewsResult> | undefined;

  const fromCache = (): ReviewsResult =>
    lastGood && lastGood.reviews.length > 0 ? { reviews: lastGood.reviews, source: "google" } : CURATED;

  async function refresh(fetchGoogle: () => Promise<Review[]>): Promise<ReviewsResult> {
    try {
      const reviews = await fetchGoogle();
      lastGood = { reviews, at: now() };
      lastFailureAt = undefined;
    } catch (error) {
      lastFailureAt = now();
      options.onError?.(error);
    }
    return fromCache();
  }

  return {
    async get(): Promise<ReviewsResult> {
      const fetchGoogle = options.fetchGoogle;
      if (!fetchGoogle) return CURATED;
      const time = now();
      if (lastGood && time - lastGood.at < ttlMs) return fromCache();
      if (lastFailureAt !== undefined && time - lastFailureAt < retryAfterMs) return fromCache();
      inFlight ??= refresh(fetchGoogle).finally(() => {
        inFlight = undefined;
      });
      // Stale while revalidating: with an expired good copy, visitors get it at once while Google is asked.
      return lastGood ? fromCache() : inFlight;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
