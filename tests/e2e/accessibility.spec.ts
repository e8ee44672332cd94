import AxeBuilder from "@axe-core/playwright";
import { sitePages } from "../../app/route-table.ts";
import { expect, test, waitForEveryIsland, waitForIsland, waitForLoad } from "./fixtures.ts";
import { e2eGoogleServer } from "./server-env.ts";

// WCAG 2.2 AA, checked by axe on every page, at phone and desktop widths: what a screen-reader or keyboard user,
// or someone with low vision, would run into.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const page of sitePages) {
      test(`${page.path} has no WCAG 2.2 AA violations`, async ({ page: tab }) => {
        await tab.goto(page.path);
        await waitForEveryIsland(tab);
        const results = await new AxeBuilder({ page: tab }).withTags(WCAG_TAGS).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(" "))
              .join(", ")}`,
        );
        expect(summary).toEqual([]);
      });
    }

    test("the 404 page has no WCAG 2.2 AA violations", async ({ page: tab }) => {
      const response = await tab.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await waitForEveryIsland(tab);
      const results = await new AxeBuilder({ page: tab }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}

// The pages that show Google's reviews, on the site configured with them (a stand-in Places API): the carousel,
// its cards and buttons are only on the page there.
test.describe("with Google reviews shown", () => {
  test.use({ baseURL: e2eGoogleServer.baseURL });
  for (const width of [390, 1280]) {
    for (const path of ["/", "/reviews"]) {
      test(`${path} at ${width} px has no WCAG 2.2 AA violations, carousel included`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForIsland(page, "google-reviews");
        // The visitor reads on above: on the home page the reviews come only while their place is off screen.
        await page.evaluate(() => window.scrollTo(0, 0));
        const carousel = page.locator(".testimonial-carousel[data-source='google']");
        await expect(carousel).toBeVisible();
        await carousel.scrollIntoViewIfNeeded();
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  }
});

test("a keyboard user can skip straight to the content", async ({ page }) => {
  await page.goto("/services");
  await waitForLoad(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});
