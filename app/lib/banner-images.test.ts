import { describe, expect, it } from "vitest";
import { BANNER_IMAGE_COUNT, pickRandomBannerImage } from "./banner-images.ts";

describe("the random banner image", () => {
  it("is always one of the four images, numbered from 1", () => {
    expect(pickRandomBannerImage(BANNER_IMAGE_COUNT, () => 0)).toBe(1);
    expect(pickRandomBannerImage(BANNER_IMAGE_COUNT, () => 0.999_999)).toBe(4);
    // Math.random() is below 1, but a random source that returns 1 must not pick a fifth image.
    expect(pickRandomBannerImage(BANNER_IMAGE_COUNT, () => 1)).toBe(4);
  });

  it("reaches every image", () => {
    const seen = new Set(
      [0.1, 0.3, 0.6, 0.9].map((value) => pickRandomBannerImage(BANNER_IMAGE_COUNT, () => value)),
    );
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });
});
