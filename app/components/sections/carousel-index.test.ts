import { describe, expect, it } from "vitest";
import { imageSliderWords, ownerTestimonialsWords } from "../../i18n/island-words.ts";
import {
  describePosition,
  isDisplayable,
  LONG_REVIEW_CHARS,
  REVIEW_EXCERPT_CHARS,
  reviewExcerpt,
  starCount,
  stepIndex,
  visibleIndices,
  windowIndices,
  wrapIndex,
} from "./carousel-index.ts";
import { sortedById } from "./image-slider.tsx";

describe("wrapping index arithmetic", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(7, 7)).toBe(0);
    expect(wrapIndex(-1, 7)).toBe(6);
    expect(wrapIndex(-15, 7)).toBe(6);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("moves by one both ways and wraps", () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    let index = 0;
    for (let i = 0; i < 5; i += 1) index = stepIndex(index, 1, 5);
    expect(index).toBe(0);
  });

  it("shows three consecutive items, wrapping at the end", () => {
    expect(visibleIndices(0, 3, 7)).toEqual([0, 1, 2]);
    expect(visibleIndices(5, 3, 7)).toEqual([5, 6, 0]);
    expect(visibleIndices(6, 3, 7)).toEqual([6, 0, 1]);
    expect(visibleIndices(0, 3, 2)).toEqual([0, 1]);
  });

  it("renders one item either side of the window so a slide brings the next one in", () => {
    expect(windowIndices(0, 3, 7)).toEqual([6, 0, 1, 2, 3]);
    expect(windowIndices(6, 3, 7)).toEqual([5, 6, 0, 1, 2]);
    expect(windowIndices(0, 3, 0)).toEqual([]);
  });

  it("describes the position for screen readers, in the page's language", () => {
    const reviews = ownerTestimonialsWords("en").carousel;
    const images = imageSliderWords("en", "Our work").carousel;
    expect(describePosition(0, 3, 7, reviews)).toBe("Showing reviews 1, 2 and 3 of 7");
    expect(describePosition(6, 3, 7, reviews)).toBe("Showing reviews 7, 1 and 2 of 7");
    expect(describePosition(4, 1, 18, images)).toBe("Showing image 5 of 18");
    const resenas = ownerTestimonialsWords("es").carousel;
    const imagenes = imageSliderWords("es", "Nuestro trabajo").carousel;
    expect(describePosition(6, 3, 7, resenas)).toBe("Se muestran las reseñas 7, 1 y 2 de 7");
    expect(describePosition(4, 1, 18, imagenes)).toBe("Se muestra la imagen 5 de 18");
  });
});

describe("the reviews that are displayed", () => {
  const review = (rating: unknown, text = "Clean and on time") => ({ rating, text });

  it("keeps only ratings of 4 or more, in order", () => {
    const reviews = [review(5, "a"), review(3, "b"), review(4, "c"), review(1, "d"), review(4.5, "e")];
    expect(reviews.filter(isDisplayable).map((item) => item.text)).toEqual(["a", "c", "e"]);
  });

  it("keeps a testimonial the customer gave no rating, but never a rating that is not a number", () => {
    expect(isDisplayable({ text: "Great job" })).toBe(true);
    expect(isDisplayable(review("5"))).toBe(false);
    expect(isDisplayable(review(Number.NaN))).toBe(false);
  });

  it("drops reviews without words", () => {
    expect(isDisplayable(review(5, "  "))).toBe(false);
  });

  it("draws whole stars out of five", () => {
    expect(starCount(4.6)).toBe(5);
    expect(starCount(4.4)).toBe(4);
    expect(starCount(9)).toBe(5);
    expect(starCount(-1)).toBe(0);
  });
});

describe("slider images", () => {
  it("are sorted by id ascending", () => {
    const images = [3, 20, 2, 11].map((id) => ({
      id,
      img: `/x/${id}.svg`,
      alt: "x",
      kind: "photo" as const,
    }));
    expect(sortedById(images).map((image) => image.id)).toEqual([2, 3, 11, 20]);
  });
});

describe("long reviews", () => {
  it("shows a review of up to LONG_REVIEW_CHARS characters whole", () => {
    const text = "Spotless kitchen. ".repeat(20).trim();
    expect(text.length).toBeLessThanOrEqual(LONG_REVIEW_CHARS);
    expect(reviewExcerpt(text)).toEqual({ excerpt: text, truncated: false });
  });

  it("opens a longer one with its first words, cut between words, and says there is more", () => {
    const text = `${"The team cleaned every room of our house. ".repeat(15)}Thank you!`;
    const { excerpt, truncated } = reviewExcerpt(text);
    expect(truncated).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(REVIEW_EXCERPT_CHARS);
    expect(excerpt.length).toBeGreaterThan(REVIEW_EXCERPT_CHARS / 2);
    expect(text.startsWith(excerpt)).toBe(true);
    // The excerpt ends on a whole word, without trailing punctuation before the ellipsis.
    expect(text.charAt(excerpt.length)).toMatch(/[\s.]/);
    expect(excerpt).toMatch(/\w$/);
  });

  it("cuts a review without spaces at the limit rather than showing nothing", () => {
    const { excerpt, truncated } = reviewExcerpt("x".repeat(1000));
    expect(truncated).toBe(true);
    expect(excerpt).toHaveLength(REVIEW_EXCERPT_CHARS);
  });
});
