import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getPage, type SitePage, sitePages } from "../../route-table.ts";
import { faqsForPage } from "../faqs.ts";
import { HERO_IMAGE } from "../images.ts";
import { LANGUAGES } from "../model/languages.ts";
import { ownerTestimonials } from "../testimonials.ts";
import { commercial } from "./commercial.ts";
import { allServices, relatedServices, serviceContent, serviceKeys, services } from "./index.ts";

const publicDir = new URL("../../../public", import.meta.url).pathname;

/** Every string in a content record, however deep. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

describe("the eleven service records", () => {
  it("one record per detail page of the route table, looked up by its contentKey", () => {
    const detailPages: SitePage[] = sitePages.filter((page) => page.file === "routes/service-detail.tsx");
    // Each service page and its Spanish twin.
    expect(detailPages).toHaveLength(serviceKeys.length * 2);
    for (const page of detailPages) {
      expect(serviceContent(page.contentKey)?.key, page.path).toBe(page.key);
    }
  });

  it("relates homes to homes and businesses to businesses, never a page to itself", () => {
    expect(relatedServices("house-cleaning").map((service) => service.key)).toEqual([
      "deep-cleaning",
      "recurring",
      "moving",
      "airbnb",
      "new-construction",
    ]);
    expect(relatedServices("gym").map((service) => service.key)).toEqual([
      "daycare",
      "doctors-office",
      "office-spaces",
      "post-construction",
    ]);
    for (const key of serviceKeys) {
      const related = relatedServices(key);
      expect(related.length, key).toBeGreaterThanOrEqual(3);
      expect(
        related.every((service) => service.audience === services[key].audience && service.key !== key),
      ).toBe(true);
    }
  });

  for (const service of allServices) {
    it.each(LANGUAGES)(
      `${service.key} is complete in %s: intro, slider, benefits, why choose us and FAQs`,
      (lang) => {
        expect(service.cardTitle[lang].length).toBeGreaterThan(3);
        expect(service.summary[lang].length).toBeGreaterThan(40);
        expect(service.intro.heading[lang].length).toBeGreaterThan(10);
        expect(service.intro.paragraphs.length).toBeGreaterThanOrEqual(2);
        for (const paragraph of service.intro.paragraphs) expect(paragraph[lang].length).toBeGreaterThan(150);
        expect(service.slider.length).toBeGreaterThanOrEqual(6);
        const ids = service.slider.map((image) => image.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        expect(new Set(ids).size).toBe(ids.length);
        for (const image of service.slider) expect(image.alt[lang].length).toBeGreaterThan(10);
        expect(service.benefits.items.length).toBeGreaterThanOrEqual(4);
        expect(service.whyChooseUs.length).toBeGreaterThanOrEqual(5);
        for (const faq of service.faqs) {
          expect(faq.question[lang]).toMatch(lang === "es" ? /^¿.*\?$/ : /\?$/);
          expect(faq.answer[lang].length).toBeGreaterThan(40);
        }
      },
    );
  }

  it("has the FAQ counts of the spec: office spaces 5, gym 8, the others 4 to 6", () => {
    expect(services["office-spaces"].faqs).toHaveLength(5);
    expect(services.gym.faqs).toHaveLength(8);
    for (const service of allServices.filter((item) => !["office-spaces", "gym"].includes(item.key))) {
      expect(service.faqs.length, service.key).toBeGreaterThanOrEqual(4);
      expect(service.faqs.length, service.key).toBeLessThanOrEqual(6);
    }
  });

  it("shows gym slider images 2 to 18 and 20", () => {
    expect(services.gym.slider.map((image) => image.id)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20,
    ]);
  });

  it("has a before/after comparison on the moving page only", () => {
    expect(services.moving.beforeAfter).toBeDefined();
    for (const service of allServices.filter((item) => item.key !== "moving")) {
      expect(service.beforeAfter, service.key).toBeUndefined();
    }
  });

  it("explains the recurring process (deep clean first, then weekly, bi-weekly or monthly) and the package", () => {
    const sections = services.recurring.extraSections ?? [];
    const steps = sections.find((section) => section.kind === "steps");
    const checklist = sections.find((section) => section.kind === "checklist");
    expect(steps?.kind === "steps" && steps.steps[0]?.title.en).toMatch(/deep clean/i);
    expect(steps?.kind === "steps" && steps.steps[0]?.title.es).toMatch(/limpieza profunda/i);
    expect(JSON.stringify(steps)).toMatch(/weekly, bi-weekly or monthly \(every four weeks\)/i);
    expect(JSON.stringify(steps)).toMatch(/semanal, quincenal o mensual \(cada cuatro semanas\)/i);
    expect(checklist?.kind === "checklist" && checklist.groups.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps the spec's claims: deep cleaning 3 to 6 hours, rentals deep cleaned at least monthly, no prices", () => {
    expect(JSON.stringify(services["deep-cleaning"])).toMatch(/3 to 6 hours/);
    expect(JSON.stringify(services["deep-cleaning"])).toMatch(/de 3 a 6 horas/);
    expect(JSON.stringify(services.airbnb)).toMatch(/deep cleaning at least monthly/);
    expect(JSON.stringify(services.airbnb)).toMatch(/limpieza profunda al menos una vez al mes/);
    expect(JSON.stringify([allServices, commercial, ownerTestimonials])).not.toMatch(/\$\s?\d/);
  });
});

describe("the commercial hub", () => {
  it("features daycare, doctors' office and office space, with an 18-image gallery", () => {
    expect(commercial.featured).toEqual(["daycare", "doctors-office", "office-spaces"]);
    expect(commercial.gallery.map((image) => image.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it("the services overview has its four FAQ entries", () => {
    expect(faqsForPage("services").map((entry) => entry.id)).toEqual([11, 12, 13, 14]);
  });
});

describe("every image the content references", () => {
  const paths = [
    ...allServices.flatMap((service) => [
      service.image.src,
      ...service.slider.map((image) => image.img),
      ...(service.beforeAfter ? [service.beforeAfter.before.src, service.beforeAfter.after.src] : []),
    ]),
    commercial.image.src,
    ...commercial.gallery.map((image) => image.img),
    ...HERO_IMAGE.widths.flatMap((width) => [HERO_IMAGE.path(width, "avif"), HERO_IMAGE.path(width, "webp")]),
  ];

  it.each(paths)("%s exists in public/", (path) => {
    expect(path.startsWith("/images/")).toBe(true);
    expect(existsSync(`${publicDir}${path}`)).toBe(true);
  });
});

describe("words that match the pictures and the pages", () => {
  const sliders = [
    ...Object.values(services).map((service) => ({ heading: service.sliderHeading, images: service.slider })),
    { heading: commercial.sliderHeading, images: commercial.gallery },
  ];

  it("never caption the illustrations as photographs of real work, in either language", () => {
    for (const slider of sliders) {
      expect(slider.heading.en).not.toMatch(/we (have )?clean|we keep|results|after our/i);
      expect(slider.heading.es).not.toMatch(/limpiamos|mantenemos|resultados|después de nuestra/i);
      for (const image of slider.images) {
        expect(image.kind, image.img).toBe("illustration");
        expect(image.alt.en, image.img).toMatch(/^Illustration: /);
        expect(image.alt.es, image.img).toMatch(/^Ilustración: /);
      }
    }
    const pair = services.moving.beforeAfter;
    expect([pair?.before.alt.en, pair?.after.alt.en]).toEqual([
      expect.stringMatching(/^Illustration, before: /),
      expect.stringMatching(/^Illustration, after: /),
    ]);
    expect([pair?.before.alt.es, pair?.after.alt.es]).toEqual([
      expect.stringMatching(/^Ilustración, antes: /),
      expect.stringMatching(/^Ilustración, después: /),
    ]);
  });

  it("never say the add-ons (inside the oven and refrigerator, washing blinds) come with a cleaning", () => {
    // The checklist offers them as add-ons on every cleaning; a page that includes them would promise a free extra.
    const addOn =
      /oven|refrigerator|fridge|washing blinds|inside (the )?appliances|horno|refrigerador|persianas/i;
    for (const [id, content] of Object.entries(services)) {
      const sentences = [getPage(id).description, ...textsOf(content)].flatMap((text) =>
        text.split(/(?<=[.!?])\s+/),
      );
      for (const sentence of sentences.filter((text) => addOn.test(text) && !text.endsWith("?"))) {
        expect(sentence, id).toMatch(/add-on|added|extra|adicional|agregar/i);
      }
    }
  });

  it("describe each page in search results with nothing the page sells only as an add-on", () => {
    // The checklist's add-ons (inside the oven and the refrigerator, washing blinds) are extras on recurring and
    // deep cleanings: a description promising them would promise more than the page.
    const addOns = /inside (the )?(appliances|oven|refrigerator|fridge)|blinds/i;
    for (const id of ["deep-cleaning", "recurring"] as const) {
      expect(getPage(id).description, id).not.toMatch(addOns);
      expect(JSON.stringify(services[id].intro), id).not.toMatch(/inside (the )?appliances/i);
    }
  });
});
