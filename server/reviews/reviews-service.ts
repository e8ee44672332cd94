import type { GoogleReview } from "../../app/lib/reviews-api.ts";

interface ReviewsServiceOptions {
  /** Asks Google; absent when Google is not configured, and then there are no reviews to serve. */
  fetchGoogle?: () => Promise<GoogleReview[]>;
  /** How long a good answer from Google is served without asking again (default 10 minutes). */
  ttlMs?: number;
  /** After a failure, how long to wait before asking Google again (default 1 minute). */
  retryAfterMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

const NONE: readonly GoogleReview[] = [];

/**
 * The reviews the API serves: Google's, and only Google's. Not configured, never reached, or no review for the
 * place: an empty list (the pages then show no Google section). Nothing else is ever served as Google's.
 *
 * - A good answer is kept in memory for ttlMs: the page's visitors cost Google one call per ten minutes. Once it
 *   is older, it is still served at once while a fresh one is fetched (stale while revalidate).
 * - Concurrent callers share one upstream call (coalescing): a burst of visitors on a cold cache is one call.
 * - When Google fails (error, timeout) the last good copy is served if there is one, otherwise nothing; Google is
 *   not asked again before retryAfterMs, so an outage is not hammered.
 * It never throws: the visitor never sees Google's trouble.
 */
export function createReviewsService(options: ReviewsServiceOptions = {}) {
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const retryAfterMs = options.retryAfterMs ?? 60_000;
  const now = options.now ?? Date.now;
  let lastGood: { reviews: readonly GoogleReview[]; at: number } | undefined;
  let lastFailureAt: number | undefined;
  let inFlight: Promise<readonly GoogleReview[]> | undefined;

  const fromCache = (): readonly GoogleReview[] => lastGood?.reviews ?? NONE;

  async function refresh(fetchGoogle: () => Promise<GoogleReview[]>): Promise<readonly GoogleReview[]> {
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
    async get(): Promise<readonly GoogleReview[]> {
      const fetchGoogle = options.fetchGoogle;
      if (!fetchGoogle) return NONE;
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
