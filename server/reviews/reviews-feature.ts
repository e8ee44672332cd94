import type { FastifyInstance } from "fastify";
import { REVIEWS_API_PATH } from "../../app/lib/reviews-api.ts";
import type { Config } from "../config.ts";
import { fetchPlaceReviews } from "./places-client.ts";
import { createReviewsService, type ReviewsService } from "./reviews-service.ts";

type ReviewsConfig = Pick<Config, "GOOGLE_PLACES_API_KEY" | "GOOGLE_PLACE_ID" | "GOOGLE_PLACES_API_URL">;

/** The service for a configuration: Google's reviews with both GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID set. */
function reviewsServiceFor(
  config: ReviewsConfig,
  options: {
    timeoutMs?: number;
    ttlMs?: number;
    retryAfterMs?: number;
    onError?: (error: unknown) => void;
  } = {},
): ReviewsService {
  const { GOOGLE_PLACES_API_KEY: apiKey, GOOGLE_PLACE_ID: placeId, GOOGLE_PLACES_API_URL: apiUrl } = config;
  return createReviewsService({
    ttlMs: options.ttlMs,
    retryAfterMs: options.retryAfterMs,
    onError: options.onError,
    fetchGoogle:
      apiKey && placeId
        ? () => fetchPlaceReviews({ apiUrl, apiKey, placeId, timeoutMs: options.timeoutMs })
        : undefined,
  });
}

/**
 * GET /api/GetGoogleReviews (docs/product.md §7, app/lib/reviews-api.ts): a JSON array of {rating, text: {text},
 * authorAttribution: {displayName, uri?, photoUri?}}, the place's reviews from Google's Places API and nothing
 * else: an empty array without Google configured, or when Google has none or was never reached. Always 200.
 */
export function reviewsFeature(
  config: ReviewsConfig,
  options: { timeoutMs?: number; ttlMs?: number; retryAfterMs?: number } = {},
) {
  return (app: FastifyInstance) => {
    const service = reviewsServiceFor(config, {
      ...options,
      onError: (error) =>
        app.log.warn({ err: error }, "Google reviews unavailable, serving the last good copy or none"),
    });
    app.get(REVIEWS_API_PATH, async (_request, reply) => {
      const reviews = await service.get();
      return reply.header("cache-control", "public, max-age=300").send(reviews);
    });
  };
}
