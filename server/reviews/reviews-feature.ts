import type { FastifyInstance } from "fastify";
import { REVIEWS_API_PATH, REVIEWS_SOURCE_HEADER } from "../../app/content/testimonials.ts";
import type { Config } from "../config.ts";
import { fetchPlaceReviews } from "./places-client.ts";
import { createReviewsService, type ReviewsService } from "./reviews-service.ts";

type ReviewsConfig = Pick<Config, "GOOGLE_PLACES_API_KEY" | "GOOGLE_PLACE_ID" | "GOOGLE_PLACES_API_URL">;

/** The service for a configuration: Google's reviews with both GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID set. */
export function reviewsServiceFor(
  config: ReviewsConfig,
  options: { timeoutMs?: number; ttlMs?: number; onError?: (error: unknown) => void } = {},
): ReviewsService {
  const { GOOGLE_PLACES_API_KEY: apiKey, GOOGLE_PLACE_ID: placeId, GOOGLE_PLACES_API_URL: apiUrl } = config;
  return createReviewsService({
    ttlMs: options.ttlMs,
    onError: options.onError,
    fetchGoogle:
      apiKey && placeId
        ? () => fetchPlaceReviews({ apiUrl, apiKey, placeId, timeoutMs: options.timeoutMs })
        : undefined,
  });
}

/**
 * GET /api/GetGoogleReviews (SPEC §7): a JSON array of {rating, text: {text}, authorAttribution: {displayName,
 * uri?, photoUri?}}. The X-Reviews-Source header says whether they are Google's ("google") or the curated
 * testimonials ("curated"), so the page only attributes Google's reviews to Google. Always 200.
 */
export function reviewsFeature(config: ReviewsConfig, options: { timeoutMs?: number; ttlMs?: number } = {}) {
  return (app: FastifyInstance) => {
    const service = reviewsServiceFor(config, {
      ...options,
      onError: (error) => app.log.warn({ err: error }, "Google reviews unavailable, serving the fallback"),
    });
    app.get(REVIEWS_API_PATH, async (_request, reply) => {
      const { reviews, source } = await service.get();
      return reply
        .header(REVIEWS_SOURCE_HEADER, source)
        .header("cache-control", "public, max-age=300")
        .send(reviews);
    });
  };
}
