import { services } from "../../app/content/services/index.ts";
import { getPage, langOf, type SitePage, sitePages } from "../../app/route-table.ts";
import { expect, test, waitForEveryIsland, waitForIsland, waitForLoad } from "./fixtures.ts";

const detailPages: SitePage[] = sitePages.filter((page) => page.file === "routes/service-detail.tsx");

test("the services overview links to all eleven services and the commercial hub, with its FAQs", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*›\s*Our Services/);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(11);
  const hrefs = await cards
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  const english = detailPages.filter((detail) => langOf(detail) === "en");
  expect(hrefs.sort()).toEqual(english.map((detail) => detail.path).sort());
  await expect(page.getByRole("link", { name: "All commercial cleaning services" })).toHaveAttribute(
    "href",
    "/services/commercial",
  );
  await expect(page.locator(".faq-accordion details")).toHaveCount(4);
  await expect(page.locator(".faq-accordion details").first()).toHaveAttribute("open", "");
  await expect(page.getByRole("main").getByRole("link", { name: "Get a Quote" }).last()).toHaveAttribute(
    "href",
    "/get-a-quote",
  );
  await waitForLoad(page);
  await cards.getByRole("link", { name: "Deep Cleaning" }).click();
  await expect(page).toHaveURL("/services/deep-cleaning-services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deep Cleaning Services");
});

test("the Spanish overview links to the eleven Spanish service pages, in Spanish", async ({ page }) => {
  await page.goto(getPage("services", "es").path);
  const cards = page.getByRole("article");
  const hrefs = await cards
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  const spanish = detailPages.filter((detail) => langOf(detail) === "es");
  expect(hrefs.sort()).toEqual(spanish.map((detail) => detail.path).sort());
  await expect(cards.getByRole("link", { name: "Limpieza profunda" })).toHaveAttribute(
    "href",
    getPage("deep-cleaning", "es").path,
  );
  await expect(page.getByRole("link", { name: "Todos los servicios de limpieza comercial" })).toHaveAttribute(
    "href",
    getPage("commercial", "es").path,
  );
});

/** What a service page says in each language, where these tests look. */
const said = {
  en: {
    trust: "Why customers choose us",
    years: "40 years of experience",
    hours: "Monday to Friday, 8:00 AM to 5:00 PM",
    slider: (count: number) => `Showing images 1, 2 and 3 of ${count}`,
    why: "Why choose us",
    quote: "Request A Quote",
    comparison: /Before and after/,
  },
  es: {
    trust: "Por qué nos eligen nuestros clientes",
    years: "40 años de experiencia",
    hours: "De lunes a viernes, de 8:00 a.m. a 5:00 p.m.",
    slider: (count: number) => `Se muestran las imágenes 1, 2 y 3 de ${count}`,
    why: "Por qué elegirnos",
    quote: "Pida una cotización",
    comparison: /Comparación de antes y después/,
  },
} as const;

for (const detail of detailPages) {
  const content = services[detail.key as keyof typeof services];
  const lang = langOf(detail);
  const words = said[lang];
  test(`${detail.path} shows its intro, slider, benefits, why choose us, ${content.faqs.length} FAQs and a quote button`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(detail.path);
    await waitForEveryIsland(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.banner?.title ?? "");
    await expect(page.getByRole("navigation", { name: /^(Breadcrumb|Ruta de navegación)$/ })).toContainText(
      detail.breadcrumb.map((crumb) => crumb.label).join(" › "),
      { useInnerText: true },
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: content.intro.heading[lang] })).toBeVisible();
    await expect(main.getByRole("list", { name: words.trust })).toContainText(words.years);
    await expect(main.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ }).first()).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await expect(main).toContainText(words.hours);
    const slider = page.locator(".image-slider");
    await expect(slider.locator('li:not([aria-hidden="true"]) img')).toHaveCount(3);
    await expect(slider.locator('[aria-live="polite"]')).toHaveText(words.slider(content.slider.length));
    await expect(main.getByRole("heading", { name: content.benefits.heading[lang] })).toBeVisible();
    await expect(main.getByRole("heading", { name: words.why })).toBeVisible();
    await expect(page.locator(".faq-accordion details")).toHaveCount(content.faqs.length);
    await expect(main.getByRole("link", { name: words.quote }).first()).toHaveAttribute(
      "href",
      getPage("get-a-quote", lang).path,
    );
    const comparison = page.getByRole("slider", { name: words.comparison });
    if (detail.key === "moving") {
      await expect(comparison).toBeVisible();
    } else {
      await expect(comparison).toHaveCount(0);
      // The comparison's code is its own chunk: pages without one never download it.
      expect(scripts.filter((url) => /before-after/.test(url))).toEqual([]);
    }
  });
}

test("the moving page's before/after handle moves with the arrow keys, from 50%", async ({ page }) => {
  await page.goto("/services/moving-cleaning-services");
  await waitForIsland(page, "before-after");
  const handle = page.getByRole("slider", { name: /Before and after/ });
  await expect(handle).toHaveValue("50");
  const before = page.locator(".before-after img").first();
  await expect(before).toHaveCSS("clip-path", "inset(0px 50% 0px 0px)");
  await handle.focus();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press("ArrowRight");
  await expect(handle).toHaveValue("55");
  await expect(handle).toHaveAttribute("aria-valuetext", "55% before, 45% after");
  await expect(before).toHaveCSS("clip-path", "inset(0px 45% 0px 0px)");
  await page.keyboard.press("ArrowLeft");
  await expect(handle).toHaveValue("54");
  await page.keyboard.press("Home");
  await expect(handle).toHaveValue("0");
  await page.keyboard.press("End");
  await expect(handle).toHaveValue("100");
});

test("in Spanish, the moving page's handle and slider speak Spanish once their scripts run", async ({
  page,
}) => {
  await page.goto(getPage("moving", "es").path);
  await waitForIsland(page, "before-after");
  const handle = page.getByRole("slider", { name: /^Comparación de antes y después/ });
  await handle.focus();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press("ArrowRight");
  await expect(handle).toHaveAttribute("aria-valuetext", "55% antes, 45% después");
  await expect(page.locator(".before-after")).toContainText("Antes");
  await waitForIsland(page, "image-slider");
  const slider = page.locator(".image-slider");
  const status = slider.locator('[aria-live="polite"]');
  await slider.getByRole("button", { name: "Imagen anterior" }).click();
  await expect(status).toHaveText(`Se muestran las imágenes 8, 1 y 2 de ${services.moving.slider.length}`);
  await slider.getByRole("button", { name: "Imagen siguiente" }).click();
  await expect(status).toHaveText(`Se muestran las imágenes 1, 2 y 3 de ${services.moving.slider.length}`);
  await expect(slider.locator("img").first()).toHaveAttribute("alt", /^Ilustración: /);
});

test("the gym slider shows images 2 to 18 and 20, moving by one both ways and wrapping", async ({ page }) => {
  await page.goto("/services/gym-cleaning-services");
  await waitForIsland(page, "image-slider");
  const slider = page.locator(".image-slider");
  const shownIds = () =>
    slider
      .locator('li:not([aria-hidden="true"])')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-image-id"))));
  await expect.poll(shownIds).toEqual([2, 3, 4]);
  await slider.getByRole("button", { name: "Previous image" }).click();
  await expect.poll(shownIds).toEqual([20, 2, 3]);
  await slider.getByRole("button", { name: "Previous image" }).click();
  await expect.poll(shownIds).toEqual([18, 20, 2]);
  await slider.getByRole("button", { name: "Next image" }).click();
  await slider.getByRole("button", { name: "Next image" }).click();
  await slider.getByRole("button", { name: "Next image" }).click();
  await expect.poll(shownIds).toEqual([3, 4, 5]);
  const image = slider.locator('li:not([aria-hidden="true"]) img').first();
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("width", "800");
  await expect(image).toHaveAttribute("height", "600");
  await expect(image).toHaveAttribute("alt", /.{10,}/);
});

test("the recurring page explains the process and the package, without a before/after", async ({ page }) => {
  await page.goto("/services/recurring-cleaning-services");
  const process = page.getByRole("region", { name: "How recurring cleaning works" });
  await expect(process.getByRole("listitem")).toHaveCount(3);
  await expect(process.getByRole("listitem").first()).toContainText("A deep clean first");
  await expect(process).toContainText("Weekly, bi-weekly or monthly (every four weeks)");
  await expect(page.getByRole("region", { name: "What every recurring visit includes" })).toContainText(
    "Kitchen",
  );
  await expect(page.getByRole("slider")).toHaveCount(0);
});

test("the commercial hub has three cards, an 18-image slider, the daycare FAQs and the quote form's place", async ({
  page,
}) => {
  await page.goto("/services/commercial");
  await waitForIsland(page, "image-slider");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
    "Home › Services › Commercial Cleaning Services",
    { useInnerText: true },
  );
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole("heading")).toHaveText([
    "Daycare Cleaning",
    "Doctors' Office Cleaning",
    "Office Space Cleaning",
  ]);
  const slider = page.locator(".image-slider");
  await expect(slider.locator('[aria-live="polite"]')).toHaveText("Showing images 1, 2 and 3 of 18");
  await slider.getByRole("button", { name: "Previous image" }).click();
  await expect(slider.locator('[aria-live="polite"]')).toHaveText("Showing images 18, 1 and 2 of 18");
  await expect(page.locator(".faq-accordion details")).toHaveCount(services.daycare.faqs.length);
  await expect(page.locator(".faq-accordion summary").first()).toContainText(
    services.daycare.faqs[0]?.question.en ?? "",
  );
  const quote = page.locator("#quote-form");
  await expect(quote.getByRole("heading", { level: 2 })).toHaveText(
    "Request a free commercial cleaning quote",
  );
  await expect(quote.getByRole("form")).toBeVisible();
  await expect(quote.getByLabel("First Name", { exact: true })).toBeVisible();
  await expect(quote.getByRole("button", { name: "Send Request" })).toBeVisible();
});
