import AxeBuilder from "@axe-core/playwright";
import { sitePages } from "../../app/route-table.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

// WCAG 2.2 AA, checked by axe on every page, at phone and desktop widths: what a screen-reader or keyboard user,
// or someone with low vision, would run into.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const page of sitePages) {
      test(`${page.path} has no WCAG 2.2 AA violations`, async ({ page: tab }) => {
        await tab.goto(page.path);
        await waitForHydration(tab);
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
      await waitForHydration(tab);
      const results = await new AxeBuilder({ page: tab }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}

test("a keyboard user can skip straight to the content", async ({ page }) => {
  await page.goto("/services");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});
