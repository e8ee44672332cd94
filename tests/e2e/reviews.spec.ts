import { curatedTestimonials } from "../../app/content/testimonials.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const reviewCount = curatedTestimonials.filter((review) => review.rating >= 4).length;

test("the reviews page shows the testimonial carousel, an invitation to review and a quote", async ({
  page,
}) => {
  const api = page.waitForResponse((response) => response.url().endsWith("/api/GetGoogleReviews"));
  await page.goto("/reviews");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviews");
  const answer = await api;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-reviews-source"]).toBe("curated");
  await waitForHydration(page);
  const carousel = page.locator(".testimonial-carousel");
  await expect(carousel.locator('li:not([aria-hidden="true"])')).toHaveCount(3);
  await expect(carousel.getByRole("img", { name: /^Rated [45] out of 5$/ }).first()).toBeVisible();
  await carousel.getByRole("button", { name: "Next review" }).click();
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
    `Showing reviews 2, 3 and 4 of ${reviewCount}`,
  );
  await expect(page.getByRole("heading", { name: "Had us clean recently?" })).toBeVisible();
  // Only where a review can be left: Facebook and Yelp, not Instagram.
  await expect(page.getByRole("link", { name: /^Review us on / })).toHaveText([
    /Review us on Facebook/,
    /Review us on Yelp/,
  ]);
  await expect(page.getByRole("main").getByRole("link", { name: "Get a Quote" })).toHaveAttribute(
    "href",
    "/get-a-quote",
  );
});

test("the curated testimonials are in the page before any script runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/reviews`);
  await expect(page.locator(".testimonial-carousel")).toContainText(curatedTestimonials[0]?.text.text ?? "");
  await context.close();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the carousel changes reviews at once, without sliding", async ({ page }) => {
    await page.goto("/reviews");
    await waitForHydration(page);
    const carousel = page.locator(".testimonial-carousel");
    await recordTrackTransitions(page);
    await carousel.getByRole("button", { name: "Previous review" }).click();
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
      `Showing reviews ${reviewCount}, 1 and 2 of ${reviewCount}`,
    );
    expect(await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions)).toEqual(
      [],
    );
  });
});

test("a move slides the reviews for 0.5 s, easing out", async ({ page }) => {
  await page.goto("/reviews");
  await waitForHydration(page);
  const carousel = page.locator(".testimonial-carousel");
  await recordTrackTransitions(page);
  await carousel.getByRole("button", { name: "Next review" }).click();
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
    `Showing reviews 2, 3 and 4 of ${reviewCount}`,
  );
  const transitions = await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions);
  expect(transitions.some((value) => /^transform (0\.5s|500ms) ease-out$/.test(value))).toBe(true);
});

/** Collects every transition the carousel's track is given, to tell a slide from an instant change. */
async function recordTrackTransitions(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    const store = window as unknown as { transitions: string[] };
    store.transitions = [];
    const track = document.querySelector(".testimonial-carousel ul");
    if (!(track instanceof HTMLElement)) throw new Error("no carousel track");
    new MutationObserver(() => {
      const value = track.style.transition;
      if (value && value !== "none") store.transitions.push(value);
    }).observe(track, { attributes: true, attributeFilter: ["style"] });
  });
}

test("Google's reviews replace the curated ones when the API has them, attributed to Google, 4 stars and up only", async ({
  page,
}) => {
  await page.route("**/api/GetGoogleReviews", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "x-reviews-source": "google" },
      body: JSON.stringify([
        {
          rating: 5,
          text: { text: "Our kitchen has never looked this good." },
          authorAttribution: { displayName: "Jordan M.", uri: "https://www.google.com/maps/contrib/1" },
        },
        { rating: 3, text: { text: "Okay but late." }, authorAttribution: { displayName: "Pat" } },
        { rating: 4, text: { text: "Friendly and thorough." }, authorAttribution: { displayName: "Robin" } },
        {
          rating: 5,
          text: { text: "Booked again for next month." },
          authorAttribution: { displayName: "Alex" },
        },
      ]),
    }),
  );
  await page.goto("/reviews");
  await waitForHydration(page);
  const carousel = page.locator(".testimonial-carousel");
  await expect(carousel).toHaveAttribute("data-source", "google");
  await expect(carousel.getByRole("heading", { name: "Reviews from Google" })).toBeVisible();
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText("Showing reviews 1, 2 and 3 of 3");
  await expect(carousel).not.toContainText("Okay but late.");
  await expect(carousel.getByRole("link", { name: /Jordan M\. on Google/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/contrib/1",
  );
  await expect(carousel.getByText("Review on Google").first()).toBeVisible();
});
