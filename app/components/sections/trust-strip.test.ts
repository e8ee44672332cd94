import { describe, expect, it } from "vitest";
import { builtPageHtml, decodeEntities } from "../../../tests/support/built-pages.ts";
import { serviceContent } from "../../content/services/index.ts";
import { getPage, langOf, type SitePage, sitePages } from "../../route-table.ts";

// Each page's trust strip as a visitor reads it in the prerendered HTML (npm test builds first): a household's
// promises on the home page and the home services, none of them about pets or children on a workplace's page.

/** The words of the strip on a built page (its titles and lines, in order), English or Spanish. */
function stripOf(pagePath: string): string {
  const strip = builtPageHtml(pagePath).match(
    /<ul aria-label="(?:Why customers choose us|Por qué nos eligen nuestros clientes)"[^>]*>([\s\S]*?)<\/ul>/,
  )?.[1];
  if (!strip) throw new Error(`${pagePath}: no trust strip`);
  return decodeEntities(strip.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

const detailPages: SitePage[] = sitePages.filter((page) => page.file === "routes/service-detail.tsx");
const audienceOf = (page: SitePage) => serviceContent(page.contentKey)?.audience;

/** What each language's strip says: its words for pets and children, and the lines the tests look for. */
const said = {
  en: {
    petsAndKids: "Pet & kid friendly",
    pets: /pet/i,
    kids: /\bkids?\b/i,
    daycare: "Kid friendly Products safe around children",
    workplace: "Safe for staff and visitors",
  },
  es: {
    petsAndKids: "Aptos para niños y mascotas",
    pets: /mascota/i,
    kids: /niños/i,
    daycare: "Aptos para niños Productos seguros cerca de los niños",
    workplace: "Seguros para su personal y sus visitantes",
  },
} as const;

describe.each(["en", "es"] as const)("the trust strip fits each page's audience (%s)", (lang) => {
  const pages = detailPages.filter((page) => langOf(page) === lang);
  const words = said[lang];

  it("promises a household what matters at home: pets and kids included", () => {
    expect(stripOf(getPage("home", lang).path)).toContain(words.petsAndKids);
    const homes = pages.filter((page) => audienceOf(page) === "home");
    expect(homes.length).toBeGreaterThanOrEqual(5);
    for (const page of homes) expect(stripOf(page.path), page.path).toContain(words.petsAndKids);
  });

  it("says nothing of pets on a workplace's page, and only of children's safety at a daycare", () => {
    const businesses = pages.filter((page) => audienceOf(page) === "business");
    expect(businesses.map((page) => page.key)).toEqual(
      expect.arrayContaining(["gym", "doctors-office", "daycare"]),
    );
    for (const page of [...businesses, getPage("commercial", lang)]) {
      const strip = stripOf(page.path);
      expect(strip, page.path).not.toMatch(words.pets);
      if (page.key === "daycare") {
        expect(strip).toContain(words.daycare);
      } else {
        expect(strip, page.path).not.toMatch(words.kids);
        expect(strip, page.path).toContain(words.workplace);
      }
    }
  });
});
