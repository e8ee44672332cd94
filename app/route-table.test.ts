import { describe, expect, it } from "vitest";
import {
  findPageByPath,
  isHomePath,
  langOf,
  normalisePath,
  type SitePage,
  sitePages,
  twinOf,
} from "./route-table.ts";

describe("the route table", () => {
  it("holds every route of the specification", () => {
    const specRoutes = [
      "",
      "cleaning-checklists",
      "contact-us",
      "faqs",
      "services",
      "services/commercial",
      "services/commercial/daycare",
      "services/commercial/doctors-office",
      "services/commercial/office-spaces",
      "services/commercial/post-construction",
      "services/house-cleaning-service-abilene-texas",
      "services/airbnb-cleaning-services",
      "services/new-construction-cleaning-services",
      "services/moving-cleaning-services",
      "services/recurring-cleaning-services",
      "services/deep-cleaning-services",
      "services/gym-cleaning-services",
      "privacy-policy",
      "reviews",
      "about-us",
      "terms-and-conditions",
      "get-a-quote",
      "cookies",
      "guarantee",
      "security-policy",
      "sitemap",
    ];
    const english = sitePages.filter((page) => langOf(page) === "en");
    expect(english.map((page) => page.path.slice(1)).sort()).toEqual(specRoutes.sort());
    // Each one's Spanish twin, under /es (issue 31), and nothing else.
    expect(sitePages.map((page) => page.path).sort()).toEqual(
      [...english.map((page) => page.path), ...english.map((page) => twinOf(page).path)].sort(),
    );
  });

  it("gives every page a description of 50 to 160 characters and a breadcrumb ending on the page", () => {
    for (const page of sitePages as readonly SitePage[]) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.breadcrumb.at(-1)?.path, page.path).toBeUndefined();
    }
  });

  it("renders the guarantee page from the satisfaction-guarantee slug under its banner", () => {
    const guarantee = findPageByPath("/guarantee");
    expect(guarantee?.contentKey).toBe("satisfaction-guarantee");
    expect(guarantee?.banner?.title).toBe("Satisfaction Guarantee");
  });

  it("uses the breadcrumbs of the specification", () => {
    const labels = (path: string) => findPageByPath(path)?.breadcrumb.map((crumb) => crumb.label);
    expect(labels("/services")).toEqual(["Home", "Our Services"]);
    expect(labels("/services/commercial")).toEqual(["Home", "Services", "Commercial Cleaning Services"]);
    expect(labels("/services/commercial/office-spaces")?.slice(0, 3)).toEqual([
      "Home",
      "Services",
      "Commercial",
    ]);
    expect(labels("/services/gym-cleaning-services")?.slice(0, 2)).toEqual(["Home", "Services"]);
    expect(labels("/services/gym-cleaning-services")).toHaveLength(3);
  });

  it("knows the home page by / or /home, with or without a trailing slash", () => {
    expect(isHomePath("/")).toBe(true);
    expect(isHomePath("/home")).toBe(true);
    expect(isHomePath("/home/")).toBe(true);
    expect(isHomePath("/services")).toBe(false);
    // The Spanish home page has the same hero, so the same header.
    expect(isHomePath("/es")).toBe(true);
    expect(isHomePath("/es/")).toBe(true);
    expect(isHomePath("/es/servicios")).toBe(false);
    expect(normalisePath("/faqs/")).toBe("/faqs");
  });
});
