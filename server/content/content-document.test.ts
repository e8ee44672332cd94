import { describe, expect, it } from "vitest";
import { GALLERY_KEYS } from "../../app/lib/site-content.ts";
import { galleryPage } from "./content-document.ts";

// The owner picks a gallery by its name (the upload's choice, Your site's list, Recent changes): each must be the
// name of its own page, or the owner cannot tell the moving page's gallery from the gym's.
describe("galleryPage", () => {
  it("names each gallery after its own page, no two alike", () => {
    const names = GALLERY_KEYS.map((key) => galleryPage(key).name);
    expect(new Set(names).size).toBe(GALLERY_KEYS.length);
    expect(galleryPage("moving")).toEqual({
      name: "Move-In / Move-Out Cleaning",
      path: "/services/moving-cleaning-services",
    });
    expect(galleryPage("commercial").name).toBe("Commercial Cleaning Services");
  });
});
