import { langOf, sitePages } from "../../app/route-table.ts";
import { expect, holdRequests, measureLayoutShift, test, waitForIsland, waitForLoad } from "./fixtures.ts";

/** The frame's words in each language: the home page's heading, the menu's and the breadcrumb's names. */
const frame = {
  en: { home: "Cleaning with Integrity", main: "Main", breadcrumb: "Breadcrumb", first: "Home" },
  es: {
    home: "Limpieza con integridad",
    main: "Principal",
    breadcrumb: "Ruta de navegación",
    first: "Inicio",
  },
} as const;

test.describe("every page", () => {
  for (const page of sitePages) {
    const words = frame[langOf(page)];
    test(`${page.path} renders with its heading, header and footer and no error`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await waitForLoad(tab);
      await expect(tab.locator("h1")).toHaveCount(1);
      await expect(tab.locator("h1")).toHaveText(page.banner?.title ?? words.home);
      await expect(tab.getByRole("navigation", { name: words.main, exact: true })).toBeAttached();
      await expect(tab.getByRole("contentinfo")).toContainText("Buffalo Gap");
      if (page.banner) {
        await expect(tab.getByRole("navigation", { name: words.breadcrumb })).toContainText(words.first);
      }
    });
  }
});

test("an unknown path shows the 404 page, on a direct load and after a click", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! You're lost.");
  await expect(page.getByText("The page you are looking for was not found.")).toBeVisible();
  await waitForLoad(page);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cleaning with Integrity");
});

test("the title, description and share tags are the new page's after a click on a link", async ({ page }) => {
  await page.goto("/");
  await waitForLoad(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Services" }).click();
  await expect(page).toHaveURL("/services");
  await expect(page).toHaveTitle(/^Cleaning Services in Abilene, TX \| /);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    /^Cleaning Services in Abilene, TX \| /,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Abilene/);
});

test("the header knows the home page from the others", async ({ page }) => {
  await page.goto("/");
  await waitForLoad(page);
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-page", "home");
  const homeBackground = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL("/contact-us");
  await expect(header).toHaveAttribute("data-page", "inner");
  const innerBackground = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(innerBackground).not.toBe(homeBackground);
  await page.goto("/home");
  await expect(page).toHaveURL("/");
  await expect(header).toHaveAttribute("data-page", "home");
});

test("each navigation starts the new page at the top", async ({ page }) => {
  await page.goto("/sitemap");
  await waitForLoad(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookies" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookies" }).click();
  await expect(page).toHaveURL("/cookies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu opens and closes with its toggle, and closes after a link or Escape", async ({ page }) => {
    await page.goto("/");
    await waitForLoad(page);
    const menu = page.getByRole("navigation", { name: "Main" });
    // A native disclosure (<details>): its toggle is the <summary>, which browsers expose with its expanded state.
    const toggle = menu.locator("summary");
    const details = menu.locator("details");
    await expect(toggle).toHaveAccessibleName("Menu");
    await expect(details).not.toHaveAttribute("open");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();
    await toggle.click();
    await expect(details).toHaveAttribute("open", "");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
    await toggle.click();
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();
    await expect(details).not.toHaveAttribute("open");

    // Escape from inside the open menu closes it and gives focus back to the toggle.
    await toggle.click();
    await menu.getByRole("link", { name: "Our Services" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: "Our Services" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test("the banner shows one of the four images, with no layout shift", async ({ page }) => {
  await page.goto("/faqs");
  const chosen = await page.evaluate(() => document.documentElement.dataset.banner);
  expect(["1", "2", "3", "4"]).toContain(chosen);
  const image = await page
    .locator(".page-banner")
    .evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(image).toContain(`banner-${chosen}.svg`);
  const shift = await measureLayoutShift(page, 500);
  expect(shift).toBeLessThan(0.01);
});

test("the loading overlay sits above all content while the quote form is being sent, and goes after", async ({
  page,
}) => {
  // The request is held in flight, as on a slow phone, until the test lets it through to the real service.
  const release = await holdRequests(page, "**/api/contact");
  await page.goto("/get-a-quote");
  await waitForIsland(page, "quote-form");
  const form = page.getByRole("form", { name: "Request your free quote" });
  const values: [string, string][] = [
    ["First Name", "Olive"],
    ["Last Name", "Overlay"],
    ["Phone", "(325) 555-0100"],
    ["Email", `olive.overlay.${Date.now()}@example.com`],
    ["Zip Code", "79601"],
    ["Square Footage", "1850"],
  ];
  for (const [label, value] of values) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("Services", { exact: true }).selectOption({ label: "Deep Cleaning" });
  await form
    .getByLabel("How did you hear about us?", { exact: true })
    .selectOption({ label: "Internet Search" });
  const overlay = page.getByTestId("loading-overlay");
  // In every page, hidden until the shared flag (data-loading on <html>) is up.
  await expect(overlay).toBeHidden();
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(overlay).toBeVisible();
  const zIndex = await overlay.evaluate((element) => Number(getComputedStyle(element).zIndex));
  expect(zIndex).toBeGreaterThanOrEqual(1000);
  // It covers the whole window and is what a press anywhere meets: nothing can be sent twice meanwhile.
  const viewport = page.viewportSize();
  expect(await overlay.boundingBox()).toEqual({
    x: 0,
    y: 0,
    width: viewport?.width,
    height: viewport?.height,
  });
  const onTop = await page.evaluate(() =>
    [
      [4, 4],
      [window.innerWidth / 2, window.innerHeight / 2],
      [window.innerWidth - 4, window.innerHeight - 4],
    ].every(([x = 0, y = 0]) => document.elementFromPoint(x, y)?.closest('[data-testid="loading-overlay"]')),
  );
  expect(onTop).toBe(true);
  release();
  await expect(page.getByTestId("contact-success")).toBeVisible();
  await expect(overlay).toBeHidden();
});
