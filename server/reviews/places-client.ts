import type { GoogleReview } from "../../app/lib/reviews-api.ts";

/**
 * The Google Places API (New) client for one place's reviews: GET {apiUrl}/places/{placeId} with the key in the
 * X-Goog-Api-Key header (never in the URL, so it stays out of access logs) and a field mask asking for the reviews
 * only, which also keeps the call in the cheapest billing tier that includes them.
 */

interface PlacesClientOptions {
  apiUrl: string;
  apiKey: string;
  placeId: string;
  /** Give up after this long: a slow Google must not hold visitors' requests (default 3 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

class PlacesError extends Error {
  override name = "PlacesError";
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function httpsUrl(value: unknown): string | undefined {
  return typeof value === "string" && /^https:\/\//.test(value) ? value : undefined;
}

/**
 * Maps a place details response to the API's review shape. Reviews without a rating or without text are left out
 * (the carousel quotes words); unknown fields are dropped, so nothing but these fields reaches the page.
 */
export function mapPlacesReviews(body: unknown): GoogleReview[] {
  const reviews = record(body)?.reviews;
  if (!Array.isArray(reviews)) return [];
  const mapped: GoogleReview[] = [];
  for (const item of reviews) {
    const review = record(item);
    if (!review) continue;
    const rating = review.rating;
    const text = record(review.text)?.text ?? record(review.originalText)?.text;
    if (typeof rating !== "number" || !Number.isFinite(rating)) continue;
    if (typeof text !== "string" || text.trim() === "") continue;
    const author = record(review.authorAttribution);
    const displayName =
      typeof author?.displayName === "string" && author.displayName.trim() !== ""
        ? author.displayName.trim()
        : "A Google user";
    const uri = httpsUrl(author?.uri);
    const photoUri = httpsUrl(author?.photoUri);
    mapped.push({
      rating,
      text: { text: text.trim() },
      authorAttribution: { displayName, ...(uri ? { uri } : {}), ...(photoUri ? { photoUri } : {}) },
    });
  }
  return mapped;
}

export async function fetchPlaceReviews(options: PlacesClientOptions): Promise<GoogleReview[]> {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiUrl.replace(/\/+$/, "")}/places/${encodeURIComponent(options.placeId)}`;
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: {
        "X-Goog-Api-Key": options.apiKey,
        "X-Goog-FieldMask": "reviews",
        accept: "application/json",
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
  } catch (error) {
    throw new PlacesError(`Google Places did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) {
    // The body may echo the request; only the status goes to the log.
    await response.body?.cancel();
    throw new PlacesError(`Google Places answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PlacesError("Google Places answered with a body that is not JSON");
  }
  return mapPlacesReviews(body);
}
