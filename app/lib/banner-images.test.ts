import { describe, expect, it } from "vitest";
import { BANNER_IMAGE_COUNT, pickBannerImageScript } from "./banner-images.ts";

/** Runs the page's inline script against a stand-in <html> and the given random source; returns the pick. */
function pickWith(random: number): string | undefined {
  const documentElement = { dataset: {} as Record<string, string> };
  const math = { floor: Math.floor, random: () => random };
  new Function("document", "Math", pickBannerImageScript)({ documentElement }, math);
  return documentElement.dataset.banner;
}

describe("the random banner image (the inline script in every page's head)", () => {
  it("is always one of the four images, numbered from 1", () => {
    expect(BANNER_IMAGE_COUNT).toBe(4);
    expect(pickWith(0)).toBe("1");
    expect(pickWith(0.999_999)).toBe("4");
  });

  it("reaches every image", () => {
    expect([0.1, 0.3, 0.6, 0.9].map(pickWith)).toEqual(["1", "2", "3", "4"]);
  });
});
