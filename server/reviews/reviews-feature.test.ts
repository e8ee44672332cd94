import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { mapPlacesReviews } from "./places-client.ts";
import { reviewsFeature } from "./reviews-feature.ts";
import { createReviewsService } from "./reviews-service.ts";

/** A stand-in for Google Places on loopback: records each call and answers as the test says. */
interface FakePlaces {
  url: string;
  calls: Array<{ url: string; headers: IncomingHttpHeaders }>;
  close: () => Promise<void>;
}

async function fakePlaces(
  answer: (respond: (status: number, body: unknown) => void) => void,
): Promise<FakePlaces> {
  const calls: FakePlaces["calls"] = [];
  const server: Server = createServer((request, response) => {
    calls.push({ url: request.url ?? "", headers: request.headers });
    answer((status, body) => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const googleBody = {
  reviews: [
    {
      rating: 5,
      text: { text: "They cleaned our rental between guests in two hours." },
      authorAttribution: { displayName: "Sam P.", uri: "https://www.google.com/maps/contrib/9" },
    },
    { rating: 2, text: { text: "Late once." }, authorAttribution: { displayName: "Kim" } },
  ],
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function appWith(placesUrl: string | undefined, options: { timeoutMs?: number } = {}) {
  const app: FastifyInstance = Fastify({ logger: false });
  await reviewsFeature(
    {
      GOOGLE_PLACES_API_KEY: placesUrl ? "test-key-123" : undefined,
      GOOGLE_PLACE_ID: placesUrl ? "ChIJ-test-place" : undefined,
      GOOGLE_PLACES_API_URL: placesUrl ?? "https://places.googleapis.com/v1",
    },
    options,
  )(app);
  cleanups.push(() => app.close());
  return app;
}

describe("GET /api/GetGoogleReviews", () => {
  it("without Google configured answers an empty list", async () => {
    const app = await appWith(undefined);
    const response = await app.inject({ url: "/api/GetGoogleReviews" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("asks Google Places for the place's reviews with the key in a header, and answers them", async () => {
    const places = await fakePlaces((respond) => respond(200, googleBody));
    cleanups.push(places.close);
    const app = await appWith(places.url);
    const response = await app.inject({ url: "/api/GetGoogleReviews" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        rating: 5,
        text: { text: "They cleaned our rental between guests in two hours." },
        authorAttribution: { displayName: "Sam P.", uri: "https://www.google.com/maps/contrib/9" },
      },
      { rating: 2, text: { text: "Late once." }, authorAttribution: { displayName: "Kim" } },
    ]);
    expect(places.calls).toHaveLength(1);
    const call = places.calls[0];
    expect(call?.url).toBe("/v1/places/ChIJ-test-place");
    expect(call?.url).not.toContain("test-key-123");
    expect(call?.headers["x-goog-api-key"]).toBe("test-key-123");
    expect(call?.headers["x-goog-fieldmask"]).toBe("reviews");
  });

  it("answers an empty list, not an error, when Google answers 500", async () => {
    const places = await fakePlaces((respond) => respond(500, { error: { message: "backend error" } }));
    cleanups.push(places.close);
    const app = await appWith(places.url);
    const response = await app.inject({ url: "/api/GetGoogleReviews" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("gives up on a Google that does not answer in time and answers an empty list", async () => {
    const places = await fakePlaces(() => {
      // Never answers.
    });
    cleanups.push(places.close);
    const app = await appWith(places.url, { timeoutMs: 200 });
    const response = await app.inject({ url: "/api/GetGoogleReviews" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(places.calls).toHaveLength(1);
  });

  it("shares one upstream call among concurrent visitors and serves the next ones from its cache", async () => {
    const places = await fakePlaces((respond) => setTimeout(() => respond(200, googleBody), 150));
    cleanups.push(places.close);
    const app = await appWith(places.url);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ url: "/api/GetGoogleReviews" })),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(2);
    }
    const later = await app.inject({ url: "/api/GetGoogleReviews" });
    expect(later.json()).toHaveLength(2);
    expect(places.calls).toHaveLength(1);
  });

  it("never answers a review that did not come from the Places API, whatever Google does", async () => {
    // Each round Google answers one way; the service's cache and pauses are made short so every round asks again.
    const rounds: Array<{ status: number; body: unknown } | "silence"> = [
      { status: 200, body: {} },
      { status: 200, body: { reviews: [] } },
      { status: 500, body: { error: "backend error" } },
      "silence",
      { status: 200, body: "<html>not json</html>" },
      { status: 200, body: googleBody },
      { status: 503, body: { error: "unavailable" } },
      { status: 200, body: { reviews: [{ rating: 5 }, { text: { text: "no rating" } }, "junk"] } },
    ];
    let round = 0;
    const sentByGoogle: unknown[] = [];
    const places = await fakePlaces((respond) => {
      const answer = rounds[Math.min(round, rounds.length - 1)];
      if (answer === "silence" || answer === undefined) return;
      if (answer.status === 200) sentByGoogle.push(...mapPlacesReviews(answer.body));
      respond(answer.status, answer.body);
    });
    cleanups.push(places.close);
    const app: FastifyInstance = Fastify({ logger: false });
    await reviewsFeature(
      {
        GOOGLE_PLACES_API_KEY: "test-key-123",
        GOOGLE_PLACE_ID: "ChIJ-test-place",
        GOOGLE_PLACES_API_URL: places.url,
      },
      { timeoutMs: 150, ttlMs: 0, retryAfterMs: 0 },
    )(app);
    cleanups.push(() => app.close());

    const answered: unknown[] = [];
    for (round = 0; round < rounds.length; round += 1) {
      // Twice per round: a copy older than the cache's life is answered at once while Google is asked again.
      for (const _ of [1, 2]) {
        const response = await app.inject({ url: "/api/GetGoogleReviews" });
        expect(response.statusCode).toBe(200);
        answered.push(...(response.json() as unknown[]));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    expect(answered.length).toBeGreaterThan(0);
    for (const review of answered) expect(sentByGoogle).toContainEqual(review);
  });
});

describe("the reviews cache", () => {
  const review = { rating: 5, text: { text: "Great" }, authorAttribution: { displayName: "Ana" } };

  it("serves the last good copy when Google fails after the cache expired, and asks again after a pause", async () => {
    let time = 0;
    let calls = 0;
    let failing = false;
    const service = createReviewsService({
      ttlMs: 1000,
      retryAfterMs: 500,
      now: () => time,
      fetchGoogle: async () => {
        calls += 1;
        if (failing) throw new Error("upstream down");
        return [review];
      },
    });
    expect(await service.get()).toEqual([review]);
    time = 500;
    await service.get();
    expect(calls).toBe(1);

    failing = true;
    time = 1500;
    expect(await service.get()).toEqual([review]);
    await Promise.resolve();
    expect(calls).toBe(2);
    // Within the pause after a failure Google is left alone; the last good copy is still served.
    time = 1700;
    expect(await service.get()).toEqual([review]);
    expect(calls).toBe(2);
    failing = false;
    time = 2100;
    await service.get();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(3);
  });

  it("serves nothing when Google has no review for the place", async () => {
    const service = createReviewsService({ fetchGoogle: async () => [] });
    expect(await service.get()).toEqual([]);
  });

  it("serves nothing when Google fails and never answered before", async () => {
    const errors: unknown[] = [];
    const service = createReviewsService({
      fetchGoogle: async () => {
        throw new Error("quota exceeded");
      },
      onError: (error) => errors.push(error),
    });
    expect(await service.get()).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
