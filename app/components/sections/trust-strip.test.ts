import { describe, expect, it } from "vitest";
import { builtPageHtml, decodeEntities } from "../../../tests/support/built-pages.ts";
import { serviceContent } from "../../content/services/index.ts";
import { type SitePage, sitePages } from "../../route-table.ts";

// Each page's trust strip as a visitor reads it in the prerendered HTML (npm test builds first): a household's
// promises on the home page and the home services, none of them about pets or children on a workplace's page.

/** The words of the strip on a built page (its titles and lines, in order). */
function stripOf(pagePath: string): string {
  const strip = builtPageHtml(pagePath).match(
    /<ul aria-label="Why customers choose us"[^>]*>([\s\S]*?)<\/ul>/,
  )?.[1];
  if (!strip) throw new Error(`${pagePath}: no trust strip`);
  return decodeEntities(strip.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

const detailPages: SitePage[] = sitePages.filter((page) => page.file === "routes/service-detail.tsx");
const audienceOf = (page: SitePage) => serviceContent(page.contentKey)?.audience;

describe("the trust strip fits each page's audience", () => {
  it("promises a household what matters at home: pets and kids included", () => {
    expect(stripOf("/")).toContain("Pet & kid friendly");
    const homes = detailPages.filter((page) => audienceOf(page) === "home");
    expect(homes.length).toBeGreaterThanOrEqual(5);
    for (const page of homes) expect(stripOf(page.path), page.path).toContain("Pet & kid friendly");
  });

  it("says nothing of pets on a workplace's page, and only of children's safety at a daycare", () => {
    const businesses = detailPages.filter((page) => audienceOf(page) === "business");
    expect(businesses.map((page) => page.id)).toEqual(
      expect.arrayContaining(["gym", "doctors-office", "daycare"]),
    );
    for (const page of [...businesses.map((entry) => entry.path), "/services/commercial"]) {
      const strip = stripOf(page);
      expect(strip, page).not.toMatch(/pet/i);
      if (page.includes("daycare")) {
        expect(strip).toContain("Kid friendly Products safe around children");
      } else {
        expect(strip, page).not.toMatch(/\bkids?\b/i);
        expect(strip, page).toContain("Safe for staff and visitors");
      }
    }
  });
});
