import { describe, expect, it } from "vitest";
import { mapPlacesReviews } from "./places-client.ts";

describe("mapping a Places API (New) place details response", () => {
  it("keeps rating, text and author, with the profile link and photo when they are https", () => {
    const reviews = mapPlacesReviews({
      reviews: [
        {
          name: "places/abc/reviews/1",
          relativePublishTimeDescription: "a month ago",
          rating: 5,
          text: { text: "  Spotless kitchen, on time.  ", languageCode: "en" },
          originalText: { text: "Spotless kitchen, on time.", languageCode: "en" },
          authorAttribution: {
            displayName: "Dana R.",
            uri: "https://www.google.com/maps/contrib/1",
            photoUri: "https://lh3.googleusercontent.com/a/photo",
          },
          publishTime: "2026-01-01T00:00:00Z",
        },
        {
          rating: 4,
          text: { text: "Good job" },
          authorAttribution: { displayName: "Lee", uri: "javascript:alert(1)" },
        },
      ],
    });
    expect(reviews).toEqual([
      {
        rating: 5,
        text: { text: "Spotless kitchen, on time." },
        authorAttribution: {
          displayName: "Dana R.",
          uri: "https://www.google.com/maps/contrib/1",
          photoUri: "https://lh3.googleusercontent.com/a/photo",
        },
      },
      { rating: 4, text: { text: "Good job" }, authorAttribution: { displayName: "Lee" } },
    ]);
  });

  it("leaves out reviews without a rating or without words, and names an anonymous author", () => {
    const reviews = mapPlacesReviews({
      reviews: [
        { rating: 5, authorAttribution: { displayName: "Only stars" } },
        { text: { text: "No rating" } },
        { rating: 3, originalText: { text: "Translated text missing" }, authorAttribution: {} },
        "not a review",
      ],
    });
    expect(reviews).toEqual([
      {
        rating: 3,
        text: { text: "Translated text missing" },
        authorAttribution: { displayName: "A Google user" },
      },
    ]);
  });

  it("answers an empty list for a place without reviews or an unexpected body", () => {
    expect(mapPlacesReviews({})).toEqual([]);
    expect(mapPlacesReviews(null)).toEqual([]);
    expect(mapPlacesReviews({ reviews: "none" })).toEqual([]);
  });
});
