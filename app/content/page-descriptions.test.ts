import { describe, expect, it } from "vitest";
import { getPage } from "../route-table.ts";
import { type DescribedConfiguration, pageDescription } from "./page-descriptions.ts";
import { allServices } from "./services/index.ts";

// What search results say about the pages whose words follow the configuration, for each configuration.

const plain: DescribedConfiguration = { consentPurposes: [], hasTestimonials: false };
const analytics: DescribedConfiguration = { consentPurposes: ["analytics"], hasTestimonials: false };
const both: DescribedConfiguration = { consentPurposes: ["analytics", "advertising"], hasTestimonials: true };
const configurations = [plain, analytics, both];

describe("descriptions that follow the configuration", () => {
  it("without a tag manager, the cookie policy's says no analytics or advertising cookies and no banner", () => {
    const text = pageDescription(getPage("cookies"), plain);
    expect(text).toContain("no analytics or advertising cookies");
    expect(text).not.toMatch(/banner|consent|uses (essential, )?analytics/i);
    expect(pageDescription(getPage("privacy-policy"), plain)).not.toMatch(/analytics|advertising/i);
  });

  it("with a tag manager, they name exactly its purposes, set only with consent", () => {
    expect(pageDescription(getPage("cookies"), analytics)).toMatch(
      /essential and analytics cookies, the others set only if you accept them/,
    );
    expect(pageDescription(getPage("cookies"), analytics)).not.toContain("advertising");
    expect(pageDescription(getPage("cookies"), both)).toContain(
      "essential, analytics and advertising cookies",
    );
    expect(pageDescription(getPage("privacy-policy"), analytics)).toContain("what analytics cookies collect");
    expect(pageDescription(getPage("privacy-policy"), analytics)).not.toContain("advertising");
  });

  it("the Spanish policies' say the same in Spanish, in every configuration", () => {
    expect(pageDescription(getPage("cookies", "es"), plain)).toBe(getPage("cookies", "es").description);
    expect(pageDescription(getPage("cookies", "es"), analytics)).toBe(
      "Cómo usa nuestro sitio web las cookies esenciales y de análisis (las demás, solo si usted las acepta) y cómo cambiar su elección cuando quiera.",
    );
    expect(pageDescription(getPage("cookies", "es"), both)).toContain(
      "las cookies esenciales, de análisis y de publicidad (las demás, solo si usted las acepta)",
    );
    expect(pageDescription(getPage("privacy-policy", "es"), analytics)).toContain(
      "qué recopilan las cookies de análisis si las acepta",
    );
    for (const configuration of configurations) {
      for (const id of ["cookies", "privacy-policy"] as const) {
        const text = pageDescription(getPage(id, "es"), configuration);
        expect(text, `${id}: ${text}`).not.toMatch(/\b(the|and|cookies collect|your)\b/);
        expect(text.length, `${id}: ${text}`).toBeGreaterThanOrEqual(50);
        expect(text.length, `${id}: ${text}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it("the reviews page promises reviews only when the owner has published some", () => {
    expect(pageDescription(getPage("reviews"), plain)).not.toMatch(/^Reviews of/);
    expect(pageDescription(getPage("reviews"), plain)).toContain("only real customers' words");
    expect(pageDescription(getPage("reviews"), both)).toMatch(/^Reviews of our cleaning services/);
  });

  it("stay within what search results show, in every configuration", () => {
    for (const configuration of configurations) {
      for (const id of ["cookies", "privacy-policy", "reviews"] as const) {
        const text = pageDescription(getPage(id), configuration);
        expect(text.length, `${id}: ${text}`).toBeGreaterThanOrEqual(50);
        expect(text.length, `${id}: ${text}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it("leave every other page's description as the route table has it", () => {
    expect(pageDescription(getPage("faqs"), both)).toBe(getPage("faqs").description);
  });
});

// The services page's description lists the services in prose: nothing but this test keeps that list in step
// with the service pages (issue 28), so a service added without its words in the description fails here.
describe("the services page's description", () => {
  it("names every home service and commercial cleaning", () => {
    const text = getPage("services").description.toLowerCase();
    for (const service of allServices) {
      const word =
        service.audience === "home"
          ? (service.cardTitle.en.split(/[\s/]/)[0] ?? "").toLowerCase()
          : "commercial";
      expect(text, service.key).toContain(word);
    }
  });
});
