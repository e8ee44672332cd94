import type { Locator } from "@playwright/test";
import { checklistAddOns } from "../../app/content/checklist.ts";
import { pageModified } from "../../app/content/page-dates.ts";
import { defaultSiteContents } from "../../app/lib/site-content-context.ts";
import { getPage, sitePages } from "../../app/route-table.ts";
import { defaultSite as business } from "../support/site-defaults.ts";
import { expect, test, waitForIsland, waitForLoad } from "./fixtures.ts";

// Chromium gives no cross-document view transition to a page load that page.route intercepts, and reports the
// old page's aborted one as a page error; with reduced motion the site asks for none (app.css), so none aborts.
test.use({ reducedMotion: "reduce" });

// The map's tiles live on a third-party host: refuse them, so the page is tested as it is offline.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/[^/]*tile[^/]*\//, (route) => route.abort("internetdisconnected"));
});

test.describe("contact us", () => {
  test("shows the address, phone, email, hours, directions and a quote button", async ({ page }) => {
    await page.goto("/contact-us");
    await waitForLoad(page);
    await expect(page.getByRole("heading", { level: 2, name: "Get In Touch" })).toBeVisible();
    const address = page.locator("main address");
    await expect(address).toContainText(business.address.street);
    await expect(address).toContainText(`${business.address.city}, TX ${business.address.postalCode}`);
    await expect(address.getByRole("link", { name: business.phone })).toHaveAttribute(
      "href",
      business.phoneHref,
    );
    await expect(address.getByRole("link", { name: business.email })).toHaveAttribute(
      "href",
      `mailto:${business.email}`,
    );
    await expect(address).toContainText(business.hours.label);
    // The address's own link (until the map has loaded, its stand-in offers directions too).
    await expect(
      page.getByRole("link", { name: "Get directions (opens Google Maps in a new tab)" }),
    ).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${business.geo.latitude},${business.geo.longitude}`,
    );
    await expect(page.getByText(/normally within one business day/)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL("/get-a-quote");
  });

  test("the map loads near the viewport, with its marker, though no tile can load", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 560 });
    await page.goto("/contact-us");
    await waitForLoad(page);
    const map = page.getByRole("region", { name: /^Map of / });
    // Below the fold on a phone (further than the 300 px head start): neither Leaflet nor its CSS is loaded yet.
    await expect(map).toBeAttached();
    expect(await map.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(560 + 300);
    expect(await page.locator(".leaflet-container").count()).toBe(0);
    expect(await page.locator('link[rel="stylesheet"][href*="leaflet"]').count()).toBe(0);
    // The address is there in the map's place until then.
    await expect(page.getByText(business.address.street).last()).toBeVisible();

    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveClass(/leaflet-container/);
    const marker = map.locator(".leaflet-marker-icon");
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute("aria-label", new RegExp(business.address.street));
    await expect(map.locator(".leaflet-control-zoom-in")).toBeVisible();
    await expect(map.getByRole("link", { name: "OpenStreetMap" })).toBeVisible();
    // The contact page's map is 400 px high, border included (docs/product.md §9).
    expect(await map.locator("..").evaluate((element) => element.getBoundingClientRect().height)).toBe(400);
    expect(await page.locator('link[rel="stylesheet"][href*="leaflet"]').count()).toBe(1);

    // The marker sits in the middle of the map: at the business's location.
    const mapBox = await map.boundingBox();
    const markerBox = await marker.boundingBox();
    if (!mapBox || !markerBox) throw new Error("map or marker has no box");
    expect(Math.abs(markerBox.x + markerBox.width / 2 - (mapBox.x + mapBox.width / 2))).toBeLessThan(2);
  });

  test("the map works by keyboard: it takes focus and the marker opens its popup", async ({ page }) => {
    await page.goto("/contact-us");
    await waitForIsland(page, "business-map");
    const map = page.getByRole("region", { name: /^Map of / });
    await expect(map.locator(".leaflet-marker-icon")).toBeVisible();
    await map.focus();
    await expect(map).toBeFocused();
    await map.locator(".leaflet-marker-icon").focus();
    await page.keyboard.press("Enter");
    await expect(map.locator(".leaflet-popup-content")).toContainText(business.address.street);
  });
});

test.describe("contacto, in Spanish", () => {
  test("the map is named, zoomed and credited in Spanish, with directions in Spanish until it loads", async ({
    page,
  }) => {
    await page.goto(getPage("contact-us", "es").path);
    await expect(page.getByRole("link", { name: /^Cómo llegar a / })).toBeAttached();
    await waitForIsland(page, "business-map");
    const map = page.getByRole("region", { name: /^Mapa de / });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveClass(/leaflet-container/);
    await expect(map.getByRole("button", { name: "Acercar" })).toBeVisible();
    await expect(map.getByRole("button", { name: "Alejar" })).toBeVisible();
    await expect(map.locator(".leaflet-control-attribution")).toContainText("colaboradores de OpenStreetMap");
    await expect(page.getByRole("main")).toContainText("De lunes a viernes, de 8:00 a.m. a 5:00 p.m.");
    await expect(page.getByRole("main").getByRole("link", { name: "Pida una cotización" })).toHaveAttribute(
      "href",
      getPage("get-a-quote", "es").path,
    );
  });
});

test.describe("cleaning checklists", () => {
  test("compare three cleanings in four groups, with the three add-ons and a legend", async ({ page }) => {
    await page.goto("/cleaning-checklists");
    const table = page.getByRole("table", { name: "What each cleaning includes" });
    await expect(table).toBeVisible();
    await expect(table.locator("thead th[scope=col]")).toHaveText([
      "Task",
      "Recurring cleaning",
      "Deep cleaning",
      "Move In/Out cleaning",
    ]);
    await expect(table.locator("tbody")).toHaveCount(4);
    await expect(table.locator("tbody th[scope=rowgroup]")).toHaveText([
      "Kitchen",
      "Bathrooms",
      "Bedrooms",
      "All rooms",
    ]);
    for (const addOn of checklistAddOns) {
      const row = table.getByRole("row", { name: new RegExp(`^${addOn.en}`) });
      // Extras on every cleaning, as the brief lists them: a free extra is the owner's promise to make.
      await expect(row.getByRole("cell")).toHaveText(["Add-on", "Add-on", "Add-on"]);
    }
    const sink = table.getByRole("row", { name: /^Clean inside cabinets and drawers/ });
    await expect(sink.getByRole("cell")).toHaveText(["Not included", "Not included", "Included"]);
    await expect(
      table
        .getByRole("row", { name: /^Make beds/ })
        .getByRole("cell")
        .last(),
    ).toHaveText("N/A");
    const legend = page.getByRole("region", { name: "How to read the checklist" });
    await expect(legend.getByRole("listitem")).toHaveText([
      /^Included: Part of this cleaning/,
      /^Not included: /,
      /^N\/A: Does not apply/,
      /^Add-on: Available as an extra/,
    ]);
    await expect(page.getByRole("main").getByRole("link", { name: "Get a Quote" })).toHaveAttribute(
      "href",
      "/get-a-quote",
    );
  });

  test("on a 390 px phone the whole table reads without scrolling sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/cleaning-checklists");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const scroller = page.getByRole("region", { name: "What each cleaning includes" });
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    const table = page.getByRole("table", { name: "What each cleaning includes" });
    // Every column's header, and every row's last cell, lie within the phone's width.
    const right = (locator: Locator) =>
      locator.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
    for (const edge of await right(table.locator("thead th"))) expect(edge).toBeLessThanOrEqual(390);
    for (const edge of await right(table.locator("tbody tr td:last-child")))
      expect(edge).toBeLessThanOrEqual(390);
    const move = table.getByRole("columnheader", { name: "Move In/Out cleaning" });
    await move.scrollIntoViewIfNeeded();
    await expect(move).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByText("Scroll the table sideways")).toHaveCount(0);
  });

  test("in Spanish, the table reads on a 390 px phone without scrolling sideways, each column named whole", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(getPage("cleaning-checklists", "es").path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const scroller = page.getByRole("region", { name: "Qué incluye cada limpieza" });
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    const table = page.getByRole("table", { name: "Qué incluye cada limpieza" });
    await expect(table.locator("thead th[scope=col]")).toHaveText([
      "Tarea",
      "Limpieza Recurrente",
      "Limpieza Profunda",
      "Limpieza de Mudanza",
    ]);
    await expect(table.getByRole("row", { name: /^Interior del horno/ }).getByRole("cell")).toHaveText([
      "Adicional",
      "Adicional",
      "Adicional",
    ]);
    await expect(table.getByRole("link", { name: "Limpieza de Mudanza" })).toHaveAttribute(
      "href",
      getPage("moving", "es").path,
    );
  });

  test("at 400 % zoom (320 px) the task column stays in view while the table scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto("/cleaning-checklists");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const scroller = page.getByRole("region", { name: "What each cleaning includes" });
    const row = page.getByRole("row", { name: /^Oven interior/ });
    const task = row.getByRole("rowheader");
    await task.scrollIntoViewIfNeeded();
    const before = await task.boundingBox();
    await scroller.evaluate((element) => element.scrollBy(200, 0));
    await expect(row.getByRole("cell").last()).toBeInViewport({ ratio: 1 });
    const after = await task.boundingBox();
    expect(after?.x).toBe(before?.x);
  });
});

test.describe("FAQ's", () => {
  const faqs = defaultSiteContents.en.words.faqs.faqs;

  test("shows the ten entries, the first open, and opens one at a time", async ({ page }) => {
    await page.goto("/faqs");
    await waitForLoad(page);
    const items = page.locator("main details");
    await expect(items).toHaveCount(10);
    await expect(items.locator("summary > span:first-child")).toHaveText(faqs.map((faq) => faq.question));
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(page.getByText(faqs[0]?.answer ?? "")).toBeVisible();

    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(page.getByText(faqs[1]?.answer ?? "")).toBeVisible();
    await expect(page.getByText(faqs[0]?.answer ?? "")).toBeHidden();
  });

  test("works by keyboard", async ({ page }) => {
    await page.goto("/faqs");
    await waitForLoad(page);
    const items = page.locator("main details");
    await items.nth(0).locator("summary").focus();
    await page.keyboard.press("Tab");
    await expect(items.nth(1).locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(items.nth(2).locator("summary")).toBeFocused();
    await page.keyboard.press(" ");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await page.keyboard.press(" ");
    await expect(items.locator("[open]")).toHaveCount(0);
  });

  test("offers phone, email and the contact page for other questions", async ({ page }) => {
    await page.goto("/faqs");
    const more = page.getByRole("region", { name: "Still have questions?" });
    await expect(more.getByRole("link", { name: business.phone })).toHaveAttribute(
      "href",
      business.phoneHref,
    );
    await expect(more.getByRole("link", { name: business.email })).toHaveAttribute(
      "href",
      `mailto:${business.email}`,
    );
    await expect(more.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");
  });
});

test.describe("stored pages", () => {
  test("about us tells who we are, with the date of the last change", async ({ page }) => {
    await page.goto("/about-us");
    const article = page.getByRole("article", { name: "About Us" });
    await expect(article.getByRole("heading", { name: "Cleaning with integrity" })).toBeVisible();
    await expect(article).toContainText(`${business.yearsOfExperience} years of cleaning experience`);
    await expect(article).toContainText("Licensed, bonded and insured");
    await expect(article).toContainText("Pet and kid friendly");
    for (const town of business.serviceArea) await expect(article).toContainText(town.name);
    // The date of the page's last change in its words (app/content/page-dates.ts), as the page writes it.
    const modified = new Date(`${pageModified("about-us")}T12:00:00Z`).toLocaleDateString("en-US", {
      dateStyle: "long",
      timeZone: "UTC",
    });
    await expect(article).toContainText(`Last updated ${modified}`);
    await expect(article.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute(
      "href",
      "/get-a-quote",
    );
  });

  test("privacy policy explains what the quote form collects and the consent", async ({ page }) => {
    await page.goto("/privacy-policy");
    const article = page.getByRole("article", { name: "Privacy Policy" });
    await expect(article.getByRole("heading", { name: "Information we collect" })).toBeVisible();
    await expect(article).toContainText("square footage");
    await expect(article).toContainText('"Anything we should know?"');
    await expect(article).toContainText("You can opt out at any time");
    await expect(article).toContainText("We do not sell your personal information");
  });

  test("the guarantee promises a re-clean at no additional cost within 24 hours, also after a click", async ({
    page,
  }) => {
    await page.goto("/faqs");
    await waitForLoad(page);
    // Reached by a click too: the footer link loads the page itself.
    await page.getByRole("contentinfo").getByRole("link", { name: "Money back Guarantee" }).click();
    await expect(page).toHaveURL("/guarantee");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Satisfaction Guarantee");
    const article = page.getByRole("article", { name: "Satisfaction Guarantee" });
    await expect(article).toContainText(
      "contact us within 24 hours and we will come back and re-clean the areas that were missed, at no additional cost",
    );
    await expect(article.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
      "href",
      "/terms-and-conditions#cancellation-and-refunds",
    );
    await page.reload();
    await expect(article).toContainText("re-clean the areas that were missed, at no additional cost");
  });
});

test("terms and conditions have the eight numbered sections and the closing acknowledgement", async ({
  page,
}) => {
  await page.goto("/terms-and-conditions");
  await expect(page.getByRole("main").locator("section > h2")).toHaveText([
    "1. Acceptance of Terms",
    "2. Services",
    "3. Booking and Payment",
    "4. Cancellation and Refunds",
    "5. Liability",
    "6. Intellectual Property",
    "7. Privacy",
    "8. Governing Law",
  ]);
  const main = page.getByRole("main");
  await expect(main).toContainText("at least 24 hours in advance");
  await expect(main).toContainText("Refunds follow our refund policy");
  await expect(main).toContainText("secure payment gateway");
  await expect(main).toContainText("laws of the State of Texas");
  await expect(main).toContainText("you acknowledge that you have read, understood and agree to be bound");
});

test("the cookie policy covers the three kinds of cookies and links to the contact form", async ({
  page,
}) => {
  await page.goto("/cookies");
  await waitForLoad(page);
  for (const kind of ["Essential cookies", "Analytics cookies", "Advertising cookies"]) {
    await expect(page.getByRole("heading", { level: 2, name: kind })).toBeVisible();
  }
  // This build has no tag manager: only essential cookies are listed (cookie-banner.spec.ts covers the others).
  await expect(page.getByRole("table", { name: "Essential cookies" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(1);
  const link = page.getByRole("link", { name: "contact form", exact: true });
  await expect(link).toHaveAttribute("href", "/contact-us");
  await link.click();
  await expect(page).toHaveURL("/contact-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a cookie table stacked into cards is still a table to a screen reader, row by row", async ({
    page,
  }) => {
    await page.goto("/cookies");
    const table = page.getByRole("table", { name: "Essential cookies" });
    const rows = table.getByRole("row");
    // The column headers' row, then one row per cookie, each led by its name as the row's header.
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await expect(table.getByRole("columnheader")).toHaveText([
      "Example",
      "What it does",
      "How long it lasts",
    ]);
    const first = rows.nth(1);
    await expect(first.getByRole("rowheader")).toHaveCount(1);
    await expect(first.getByRole("cell")).toHaveCount(2);
    // The cards stack: the row's second cell sits under its first, not beside it.
    const [header, cell] = [first.getByRole("rowheader"), first.getByRole("cell").first()];
    const [headerBox, cellBox] = [await header.boundingBox(), await cell.boundingBox()];
    expect(cellBox?.y ?? 0).toBeGreaterThan((headerBox?.y ?? 0) + (headerBox?.height ?? 0) - 1);
  });
});

test("the security policy has its six sections", async ({ page }) => {
  await page.goto("/security-policy");
  await expect(page.getByRole("main").locator("section > h2")).toHaveText([
    "Background Checks",
    "Training",
    "Access Control",
    "Data Protection",
    "Secure Equipment",
    "Incident Reporting",
  ]);
  await expect(page.getByRole("main")).toContainText("signed back in the same day");
});

// The legal pages in Spanish (docs/pages-and-policies.md, "Legal pages in Spanish"), read as a visitor without
// JavaScript reads them: translations that say first which version governs, linking to Spanish pages.
test.describe("the legal pages in Spanish", () => {
  test.use({ javaScriptEnabled: false });

  const legalPages = [
    { es: "/es/terminos-y-condiciones", en: "/terms-and-conditions", date: "26 de noviembre de 2026" },
    { es: "/es/privacidad", en: "/privacy-policy", date: "26 de noviembre de 2026" },
    { es: "/es/cookies", en: "/cookies", date: "23 de noviembre de 2026" },
    { es: "/es/seguridad", en: "/security-policy", date: "23 de noviembre de 2026" },
  ];
  for (const { es, en, date } of legalPages) {
    test(`${es} says first, under its date in Spanish, that the English version governs`, async ({
      page,
    }) => {
      await page.goto(es);
      const main = page.getByRole("main");
      await expect(main).toContainText(`Última actualización: ${date}`);
      const notice = main.getByText("Esta traducción al español se ofrece para su comodidad.");
      await expect(notice).toContainText(
        "Si hubiera alguna diferencia entre esta versión y la versión en inglés, prevalece la versión en inglés.",
      );
      await expect(notice.getByRole("link", { name: "versión en inglés" })).toHaveAttribute("href", en);
      // Before the text itself: above the first heading of the page's content.
      const noticeBox = await notice.boundingBox();
      const firstHeading = await main.locator("h2").first().boundingBox();
      expect(noticeBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(firstHeading?.y ?? 0);
      await expect(main).not.toContainText("Last updated");
    });
  }

  test("the terms have the eight numbered sections, the promises and the closing acknowledgement", async ({
    page,
  }) => {
    await page.goto("/es/terminos-y-condiciones");
    const main = page.getByRole("main");
    await expect(main.locator("section > h2")).toHaveText([
      "1. Aceptación de los términos",
      "2. Servicios",
      "3. Reservas y pagos",
      "4. Cancelaciones y reembolsos",
      "5. Responsabilidad",
      "6. Propiedad intelectual",
      "7. Privacidad",
      "8. Ley aplicable",
    ]);
    await expect(main.getByRole("navigation", { name: "Contenido" })).toBeVisible();
    await expect(main).toContainText("con al menos 24 horas de anticipación");
    await expect(main).toContainText("Los reembolsos siguen nuestra política de reembolsos");
    await expect(main).toContainText("pasarela de pago segura");
    await expect(main).toContainText("se rigen por las leyes del Estado de Texas");
    await expect(main).toContainText("usted reconoce que ha leído y entendido estos Términos y Condiciones");
    await expect(main.getByRole("link", { name: "Garantía de satisfacción" })).toHaveAttribute(
      "href",
      "/es/garantia",
    );
  });

  test("the cookie policy covers the three kinds of cookies and links to the Spanish contact form", async ({
    page,
  }) => {
    await page.goto("/es/cookies");
    for (const kind of ["Cookies esenciales", "Cookies de análisis", "Cookies de publicidad"]) {
      await expect(page.getByRole("heading", { level: 2, name: kind })).toBeVisible();
    }
    await expect(page.getByRole("table", { name: "Cookies esenciales" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(1);
    const link = page.getByRole("link", { name: "formulario de contacto", exact: true });
    await expect(link).toHaveAttribute("href", "/es/contacto");
    await link.click();
    await expect(page).toHaveURL("/es/contacto");
  });

  test("the privacy policy explains what the quote form collects and the consent", async ({ page }) => {
    await page.goto("/es/privacidad");
    const article = page.getByRole("article", { name: "Política de privacidad" });
    await expect(article.getByRole("heading", { name: "Información que recopilamos" })).toBeVisible();
    await expect(article).toContainText("pies cuadrados");
    await expect(article).toContainText("“¿Hay algo que debamos saber?”");
    await expect(article).toContainText("Puede darse de baja en cualquier momento");
    await expect(article).toContainText("No vendemos su información personal");
    await expect(article.getByRole("link", { name: "Política de cookies" }).first()).toHaveAttribute(
      "href",
      "/es/cookies",
    );
  });

  test("the security policy has its six sections and sends liability questions to the Spanish terms' section", async ({
    page,
  }) => {
    await page.goto("/es/seguridad");
    await expect(page.getByRole("main").locator("section > h2")).toHaveText([
      "Verificación de antecedentes",
      "Capacitación",
      "Control de acceso",
      "Protección de datos",
      "Equipo seguro",
      "Reporte de incidentes",
    ]);
    const link = page.getByRole("link", { name: "Términos y condiciones" }).last();
    await expect(link).toHaveAttribute("href", "/es/terminos-y-condiciones#responsabilidad");
    await link.click();
    await expect(page).toHaveURL("/es/terminos-y-condiciones#responsabilidad");
    await expect(page.getByRole("heading", { level: 2, name: "5. Responsabilidad" })).toBeInViewport();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("each page fits the width, and the cookie table stacks into cards read as a table", async ({
      page,
    }) => {
      for (const { es } of legalPages) {
        await page.goto(es);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, es).toBeLessThanOrEqual(0);
      }
      await page.goto("/es/cookies");
      const table = page.getByRole("table", { name: "Cookies esenciales" });
      await expect(table.getByRole("columnheader")).toHaveText(["Ejemplo", "Para qué sirve", "Cuánto dura"]);
      const first = table.getByRole("row").nth(1);
      const [header, cell] = [first.getByRole("rowheader"), first.getByRole("cell").first()];
      const [headerBox, cellBox] = [await header.boundingBox(), await cell.boundingBox()];
      expect(cellBox?.y ?? 0).toBeGreaterThan((headerBox?.y ?? 0) + (headerBox?.height ?? 0) - 1);
    });
  });
});

test("the sitemap lists every route of the route table", async ({ page }) => {
  await page.goto("/sitemap");
  const rows = page.getByRole("table", { name: "All pages of the website" }).locator("tbody tr");
  await expect(rows).toHaveCount(sitePages.length);
  for (const [index, sitePage] of sitePages.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole("cell").first()).toHaveText(String(index + 1));
    await expect(row.getByRole("link")).toHaveAttribute("href", sitePage.path);
  }
});
