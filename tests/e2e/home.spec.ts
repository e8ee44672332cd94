import type { Page } from "@playwright/test";
import { expect, measureLayoutShift, test, waitForEveryIsland, waitForIsland } from "./fixtures.ts";
import { shownGoogleReviews } from "./places-fixture.ts";
import { e2eGoogleServer } from "./server-env.ts";

const reviewCount = shownGoogleReviews.length;
const textOf = (index: number) => shownGoogleReviews[index]?.text.text ?? "";

/**
 * The visitor scrolls to where Google's reviews go (their island starts near the window), then back up: on the
 * home page they come only while their place is off screen, so nothing the visitor reads moves.
 */
async function reviewsStarted(page: Page) {
  await waitForIsland(page, "google-reviews");
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("the hero says who we are, offers a quote and the phone, and its picture loads first", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cleaning with Integrity");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByText("Book our expert team for quality service you can count on")).toBeVisible();
  await expect(hero.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/get-a-quote");
  await expect(hero.getByRole("link", { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
  const picture = hero.locator("picture img");
  await expect(picture).toHaveAttribute("fetchpriority", "high");
  await expect(picture).not.toHaveAttribute("loading", "lazy");
  await expect(picture).toHaveAttribute("width", "1200");
  await expect(picture).toHaveAttribute("height", "900");
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/hero-\d+\.avif$/);
});

test("how it works has three steps, and three service blocks link to their pages", async ({ page }) => {
  await page.goto("/");
  const steps = page.getByRole("list", { name: "How it works" }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("Book a cleaning");
  await expect(steps.nth(1)).toContainText("Confirm your booking");
  await expect(steps.nth(2)).toContainText("We clean it");
  const blocks = page.getByRole("list", { name: "Featured services" }).getByRole("listitem");
  await expect(blocks).toHaveCount(3);
  const links = await blocks
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(links).toEqual([
    "/services/house-cleaning-service-abilene-texas",
    "/services/airbnb-cleaning-services",
    "/services/commercial",
  ]);
  await expect(page.getByRole("link", { name: "Get a Quote" }).last()).toHaveAttribute(
    "href",
    "/get-a-quote",
  );
});

test.describe("with Google reviews", () => {
  test.use({ baseURL: e2eGoogleServer.baseURL });

  test("the testimonials show three at a time and move both ways, wrapping at the ends", async ({ page }) => {
    await page.goto("/");
    await reviewsStarted(page);
    const carousel = page.locator(".testimonial-carousel");
    await expect(carousel.getByRole("heading", { name: "Reviews from Google" })).toBeVisible();
    await expect(carousel).toHaveAttribute("data-source", "google");
    const onScreen = carousel.locator('li:not([aria-hidden="true"])');
    const status = carousel.locator('[aria-live="polite"]');
    await expect(onScreen).toHaveCount(3);
    await expect(status).toHaveText(`Showing reviews 1, 2 and 3 of ${reviewCount}`);
    await expect(onScreen.first().getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    const firstText = textOf(0);
    await expect(onScreen.first()).toContainText(firstText);

    await carousel.getByRole("button", { name: "Next review" }).click();
    await expect(status).toHaveText(`Showing reviews 2, 3 and 4 of ${reviewCount}`);
    await expect(onScreen.first()).toContainText(textOf(1));

    await carousel.getByRole("button", { name: "Previous review" }).click();
    await expect(status).toHaveText(`Showing reviews 1, 2 and 3 of ${reviewCount}`);
    await carousel.getByRole("button", { name: "Previous review" }).click();
    await expect(status).toHaveText(`Showing reviews ${reviewCount}, 1 and 2 of ${reviewCount}`);
    await expect(onScreen.nth(1)).toContainText(firstText);

    await carousel.getByRole("button", { name: "Next review" }).click();
    await expect(status).toHaveText(`Showing reviews 1, 2 and 3 of ${reviewCount}`);
    // Keyboard: the buttons are reachable and pressed with Enter.
    await carousel.getByRole("button", { name: "Next review" }).focus();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText(`Showing reviews 2, 3 and 4 of ${reviewCount}`);
  });
});

test.describe("in Spanish, with Google reviews", () => {
  test.use({ baseURL: e2eGoogleServer.baseURL });

  test("the reviews' heading, stars, buttons and position are said in Spanish, the reviews as written", async ({
    page,
  }) => {
    await page.goto("/es");
    await reviewsStarted(page);
    const carousel = page.locator(".testimonial-carousel");
    await expect(carousel.getByRole("heading", { name: "Reseñas de Google" })).toBeVisible();
    await expect(carousel).toContainText("Calificaciones de nuestros clientes en Google");
    const onScreen = carousel.locator('li:not([aria-hidden="true"])');
    const status = carousel.locator('[aria-live="polite"]');
    await expect(status).toHaveText(`Se muestran las reseñas 1, 2 y 3 de ${reviewCount}`);
    await expect(onScreen.first().getByRole("img", { name: "Calificación: 5 de 5" })).toBeVisible();
    await expect(onScreen.first()).toContainText("Reseña en Google");
    await expect(onScreen.first()).toContainText(textOf(0));
    await carousel.getByRole("button", { name: "Reseña anterior" }).click();
    await expect(status).toHaveText(`Se muestran las reseñas ${reviewCount}, 1 y 2 de ${reviewCount}`);
    await carousel.getByRole("button", { name: "Reseña siguiente" }).click();
    await expect(status).toHaveText(`Se muestran las reseñas 1, 2 y 3 de ${reviewCount}`);
  });
});

test("nothing on the home page shifts while it loads its reviews and images", async ({ page }) => {
  await page.goto("/");
  await waitForEveryIsland(page);
  await page.waitForLoadState("networkidle");
  const shift = await measureLayoutShift(page, 300);
  expect(shift).toBeLessThan(0.01);
});

test.describe("on a phone, with Google reviews", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, baseURL: e2eGoogleServer.baseURL });

  test("one review at a time, moved by a swipe", async ({ page }) => {
    await page.goto("/");
    await reviewsStarted(page);
    const carousel = page.locator(".testimonial-carousel");
    const status = carousel.locator('[aria-live="polite"]');
    await expect(status).toHaveText(`Showing review 1 of ${reviewCount}`);
    await expect(carousel.locator('li:not([aria-hidden="true"])')).toHaveCount(1);
    const card = carousel.locator('li:not([aria-hidden="true"])').first();
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    if (!box) throw new Error("the review card has no box");
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(status).toHaveText(`Showing review 2 of ${reviewCount}`);
  });
});
