import { createServer, type Server } from "node:http";

/**
 * The stand-in for Google's Places API (New) that the browser tests' second site asks for reviews (started by
 * global-setup.ts on E2E_PLACES_PORT): GET /v1/places/<id> answers these reviews, in Google's shape. Five of them
 * are rated 4 or more; one, rated 3, must never be shown; one is long enough to open in place.
 */
export const placesReviews = [
  {
    rating: 5,
    text: {
      text: "Our kitchen has never looked this good. They even did the range hood.",
      languageCode: "en",
    },
    authorAttribution: { displayName: "Jordan M.", uri: "https://www.google.com/maps/contrib/1001" },
  },
  {
    rating: 3,
    text: { text: "Okay but late.", languageCode: "en" },
    authorAttribution: { displayName: "Pat" },
  },
  {
    rating: 4,
    text: { text: "Friendly and thorough, and they called ahead.", languageCode: "en" },
    authorAttribution: { displayName: "Robin K." },
  },
  {
    rating: 5,
    text: { text: "Booked again for next month after the move-out clean.", languageCode: "en" },
    authorAttribution: { displayName: "Alex P." },
  },
  {
    rating: 5,
    text: { text: "The office is spotless every Monday morning.", languageCode: "en" },
    authorAttribution: { displayName: "Casey T." },
  },
  {
    rating: 4,
    text: {
      text: `We hired them for a deep clean before family visited for the holidays. ${"They worked through every room, from the baseboards to the ceiling fans, and left the place smelling fresh without any harsh chemicals. ".repeat(3)}We will book again.`,
      languageCode: "en",
    },
    authorAttribution: { displayName: "Morgan L." },
  },
] as const;

/** What the page shows: the reviews rated 4 or more, in Google's order. */
export const shownGoogleReviews = placesReviews.filter((review) => review.rating >= 4);

export function startFakePlaces(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const found = request.url?.startsWith("/v1/places/") && request.headers["x-goog-api-key"];
    response.writeHead(found ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(found ? { reviews: placesReviews } : { error: "not found" }));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
