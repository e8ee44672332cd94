import { describe, expect, it } from "vitest";
import { type SitePage, sitePages } from "../route-table.ts";
import { MAX_TITLE_LENGTH, pageTitle } from "./seo.ts";

describe("page titles", () => {
  it("fit in a search result with the business name, and service pages name the place", () => {
    for (const page of sitePages as readonly SitePage[]) {
      const title = pageTitle(page, "BnC Cleaning");
      expect(title.length, title).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      if (page.file === "routes/service-detail.tsx" || page.path === "/services/commercial") {
        expect(page.title, page.path).toMatch(page.lang === "es" ? / en Abilene, TX$/ : / in Abilene, TX$/);
      }
    }
    expect(new Set(sitePages.map((page) => page.title)).size).toBe(sitePages.length);
  });

  it("put the name first on the home page and last elsewhere", () => {
    expect(pageTitle({ path: "/", title: "Cleaning in Abilene, TX" }, "BnC")).toBe(
      "BnC | Cleaning in Abilene, TX",
    );
    expect(pageTitle({ path: "/faqs", title: "FAQ's" }, "BnC")).toBe("FAQ's | BnC");
  });

  it("leave out a long business name rather than the words people search for", () => {
    const page = { path: "/services/gym-cleaning-services", title: "Gym Cleaning Services in Abilene, TX" };
    expect(pageTitle(page, "Big Country Commercial Cleaning")).toBe("Gym Cleaning Services in Abilene, TX");
  });
});
