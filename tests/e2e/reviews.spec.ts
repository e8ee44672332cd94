import { CONSENT_BUILD_ENV } from "../../scripts/e2e-consent-build.ts";
import { defaultSite as business } from "../support/site-defaults.ts";
import {
  expect,
  holdRequests,
  measureLayoutShift,
  test,
  waitForEveryIsland,
  waitForIsland,
} from "./fixtures.ts";
import { shownGoogleReviews } from "./places-fixture.ts";
import { e2eConsentServer, e2eGoogleServer } from "./server-env.ts";

const shownCount = shownGoogleReviews.length;

test.describe("without any review (no Places API key, no testimonial of the owner's)", () => {
  test("the reviews page invites the visitor to leave one and claims none, and the API answers nothing", async ({
    page,
  }) => {
    const api = page.waitForResponse((response) => response.url().endsWith("/api/GetGoogleReviews"));
    await page.goto("/reviews");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviews");
    // The reviews are asked for once the visitor nears their place (their island starts then).
    await waitForEveryIsland(page);
    const answer = await api;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual([]);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".testimonial-carousel")).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main).not.toContainText("Google");
    await expect(main).not.toContainText(/here is what they say|what our customers say/i);
    await expect(page.getByRole("heading", { name: "Had us clean recently?" })).toBeVisible();
    // Only where a review can be left: Facebook and Yelp, not Instagram.
    const invitations = page.getByRole("link", { name: /^Review us on / });
    await expect(invitations).toHaveText([/Review us on Facebook/, /Review us on Yelp/]);
    await expect(invitations.first()).toHaveAttribute(
      "href",
      business.socials.find((social) => social.network === "Facebook")?.url ?? "",
    );
    await expect(main.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/get-a-quote");
  });

  test("built with GOOGLE_REVIEW_URL, the invitation starts with Google", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: e2eConsentServer.baseURL });
    const page = await context.newPage();
    await page.goto("/reviews");
    const invitations = page.getByRole("link", { name: /^Review us on / });
    await expect(invitations).toHaveText([
      /Review us on Google/,
      /Review us on Facebook/,
      /Review us on Yelp/,
    ]);
    await expect(invitations.first()).toHaveAttribute("href", CONSENT_BUILD_ENV.GOOGLE_REVIEW_URL);
    await context.close();
  });

  test("the home page has no testimonial section at all", async ({ page }) => {
    await page.goto("/");
    await waitForEveryIsland(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".testimonial-carousel")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /Reviews from Google|From our customers/ })).toHaveCount(
      0,
    );
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  });
});

test.describe("with Google reviews (a stubbed Places API behind the real service)", () => {
  test.use({ baseURL: e2eGoogleServer.baseURL });

  test("the reviews page adds them after the invitation, attributed to Google, 4 stars and up only", async ({
    page,
  }) => {
    await page.goto("/reviews");
    await waitForIsland(page, "google-reviews");
    const carousel = page.locator(".testimonial-carousel");
    await expect(carousel).toHaveAttribute("data-source", "google");
    await expect(carousel.getByRole("heading", { name: "Reviews from Google" })).toBeVisible();
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
      `Showing reviews 1, 2 and 3 of ${shownCount}`,
    );
    await expect(carousel).not.toContainText("Okay but late.");
    await expect(carousel.getByRole("link", { name: /Jordan M\. on Google/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/contrib/1001",
    );
    await expect(carousel.getByText("Review on Google").first()).toBeVisible();
    // Last in the page: after the invitation, so its arrival moved nothing above it.
    const invitation = page.getByRole("heading", { name: "Had us clean recently?" });
    const [invitationBox, carouselBox] = [await invitation.boundingBox(), await carousel.boundingBox()];
    expect(carouselBox?.y ?? 0).toBeGreaterThan(invitationBox?.y ?? Infinity);
  });

  test("on the home page the carousel comes in where the visitor is not looking, and moves nothing", async ({
    page,
  }) => {
    await page.goto("/");
    // The visitor passes where the reviews go (their island starts), then reads on above: they come in there.
    await waitForIsland(page, "google-reviews");
    await page.evaluate(() => window.scrollTo(0, 0));
    const carousel = page.locator(".testimonial-carousel");
    await expect(carousel).toHaveAttribute("data-source", "google");
    // Between How it works and the services, as the home page orders them.
    const howItWorks = await page.getByRole("heading", { name: "How it works" }).boundingBox();
    const services = await page.getByRole("heading", { name: "Our cleaning services" }).boundingBox();
    const box = await carousel.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(howItWorks?.y ?? Infinity);
    expect(box?.y ?? Infinity).toBeLessThan(services?.y ?? 0);
    expect(await measureLayoutShift(page, 300)).toBeLessThan(0.01);
  });

  test("a visitor already looking at where the reviews go sees nothing move: they come once that place is left", async ({
    page,
  }) => {
    // Hold the API until the visitor is at the carousel's place, then let it answer.
    const release = await holdRequests(page, "**/api/GetGoogleReviews");
    await page.goto("/");
    await waitForIsland(page, "google-reviews");
    const slot = page.locator("[data-google-reviews-slot]");
    await slot.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const services = page.getByRole("heading", { name: "Our cleaning services" });
    const before = await services.boundingBox();
    release();
    await page.waitForResponse((response) => response.url().endsWith("/api/GetGoogleReviews"));
    await page.waitForTimeout(300);
    await expect(page.locator(".testimonial-carousel")).toHaveCount(0);
    expect((await services.boundingBox())?.y).toBe(before?.y);
    // Scrolled away and back: now they are there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator(".testimonial-carousel")).toHaveCount(1);
  });

  test("a move slides the reviews for 0.5 s, easing out", async ({ page }) => {
    await page.goto("/reviews");
    await waitForIsland(page, "google-reviews");
    const carousel = page.locator(".testimonial-carousel");
    await expect(carousel).toHaveCount(1);
    await recordTrackTransitions(page);
    await carousel.getByRole("button", { name: "Next review" }).click();
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
      `Showing reviews 2, 3 and 4 of ${shownCount}`,
    );
    const transitions = await page.evaluate(
      () => (window as unknown as { transitions: string[] }).transitions,
    );
    expect(transitions.some((value) => /^transform (0\.5s|500ms) ease-out$/.test(value))).toBe(true);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the carousel changes reviews at once, without sliding", async ({ page }) => {
      await page.goto("/reviews");
      await waitForIsland(page, "google-reviews");
      const carousel = page.locator(".testimonial-carousel");
      await expect(carousel).toHaveCount(1);
      await recordTrackTransitions(page);
      await carousel.getByRole("button", { name: "Previous review" }).click();
      await expect(carousel.locator('[aria-live="polite"]')).toHaveText(
        `Showing reviews ${shownCount}, 1 and 2 of ${shownCount}`,
      );
      expect(await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions)).toEqual(
        [],
      );
    });
  });
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
