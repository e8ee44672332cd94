import { describe, expect, it } from "vitest";
import { photoPath } from "../content/images.ts";
import { ownerTestimonials } from "../content/testimonials.ts";
import {
  abileneToday,
  activeNotice,
  comparisonPhotos,
  GALLERY_KEYS,
  galleryPhotos,
  type SiteContent,
  type SitePhoto,
} from "./site-content.ts";
import { defaultSiteContent } from "./site-content-context.ts";

const photo = (id: string): SitePhoto => ({
  id,
  alt: `Our work ${id}`,
  width: 1600,
  height: 1200,
  widths: [480, 800, 1600],
  jpegWidth: 1200,
  avif: true,
});

const content: SiteContent = {
  ...defaultSiteContent,
  photos: { a: photo("a"), b: photo("b") },
  galleries: { moving: ["b", "gone", "a"] },
  comparisons: { moving: { before: "a", after: "b" }, gym: { before: "a", after: "gone" } },
  testimonials: [],
  notice: { text: "Closed for Thanksgiving, back Monday.", until: "2026-11-27" },
};

describe("the site content", () => {
  it("by default shows no photo and no notice, and the typed file's testimonials in order", () => {
    expect(defaultSiteContent.photos).toEqual({});
    expect(defaultSiteContent.notice).toBeUndefined();
    expect(defaultSiteContent.testimonials.map((t) => t.text)).toEqual(ownerTestimonials.map((t) => t.text));
    expect(defaultSiteContent.testimonials.map((t) => t.id)).toEqual(
      ownerTestimonials.map((_, index) => `file-${index + 1}`),
    );
    expect(GALLERY_KEYS).toContain("commercial");
    expect(GALLERY_KEYS).toContain("moving");
  });

  it("looks ids up as the record's own keys: 'constructor' is no photo and no gallery", () => {
    const attacked = { ...content, galleries: { moving: ["constructor", "__proto__", "toString", "a"] } };
    expect(galleryPhotos(attacked, "moving").map((p) => p.id)).toEqual(["a"]);
    const pair = { ...content, comparisons: { moving: { before: "constructor", after: "a" } } };
    expect(comparisonPhotos(pair, "moving")).toBeUndefined();
  });

  it("gives a gallery's photos in the owner's order, leaving out one that no longer exists", () => {
    expect(galleryPhotos(content, "moving").map((p) => p.id)).toEqual(["b", "a"]);
    expect(galleryPhotos(content, "commercial")).toEqual([]);
    expect(comparisonPhotos(content, "moving")?.before.id).toBe("a");
    expect(comparisonPhotos(content, "gym")).toBeUndefined();
  });

  it("shows the notice through its last day in Abilene, and not after", () => {
    const on = (today: string) => ({ ...content, today });
    expect(activeNotice(on("2026-11-26"))?.text).toBe("Closed for Thanksgiving, back Monday.");
    expect(activeNotice(on("2026-11-27"))).toBeDefined();
    expect(activeNotice(on("2026-11-28"))).toBeUndefined();
    expect(activeNotice({ ...defaultSiteContent, today: "2026-11-26" })).toBeUndefined();
    // Without a day of its own, the content's notice counts from this moment in Abilene.
    expect(activeNotice(content, new Date("2026-11-28T03:00:00Z"))).toBeDefined();
    expect(activeNotice(content, new Date("2026-11-28T07:00:00Z"))).toBeUndefined();
    // 03:00 UTC on the 28th is still the evening of the 27th in Abilene (UTC-6).
    expect(abileneToday(new Date("2026-11-28T03:00:00Z"))).toBe("2026-11-27");
  });

  it("addresses a photo's renditions under /media/photos", () => {
    expect(photoPath("a", 800, "webp")).toBe("/media/photos/a/800.webp");
  });
});
