import { expect, test, waitForEveryIsland } from "./fixtures.ts";
import { focusProblems, measureEveryFocusStop } from "./focus-indicator.ts";

// WCAG 2.4.7, 1.4.11 and 2.4.11, tried as a keyboard user: every element the Tab key reaches on the key pages
// shows an indicator that differs from its unfocused state by 3:1 or more, all around it, and is not hidden
// behind anything. Measured on screenshots (focus-indicator.ts), so a ring that is clipped, transparent, removed
// or the same colour as its background fails.
const KEY_PAGES = [
  "/",
  "/services",
  "/services/moving-cleaning-services",
  "/services/commercial",
  "/contact-us",
  "/cleaning-checklists",
  "/get-a-quote",
  "/faqs",
  // Spanish words are longer: the same pages' twins, where labels wrap differently.
  "/es",
  "/es/servicios/limpieza-de-mudanza",
  "/es/listas-de-limpieza",
  "/es/cotizacion",
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
    for (const path of KEY_PAGES) {
      test(`every focus stop on ${path} shows a 3:1 indicator that nothing hides`, async ({ page }) => {
        // Two screenshots for each of the page's 20 to 60 focus stops.
        test.setTimeout(120_000);
        await page.goto(path);
        await waitForEveryIsland(page);
        const map = page.locator("[data-map-state]");
        if ((await map.count()) > 0) {
          // The map loads as it nears the window; a keyboard user reaches it after it has.
          await map.scrollIntoViewIfNeeded();
          await expect(map).toHaveAttribute("data-map-state", "ready");
          // A keyboard user starts at the top: the skip link is measured over the header, not over the map
          // whose tiles (unreachable here) may still be changing under it between the two screenshots.
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        const stops = await measureEveryFocusStop(page);
        // The walk really went through the page: header, content and footer.
        expect(stops.length).toBeGreaterThan(15);
        expect(stops.flatMap(focusProblems)).toEqual([]);
      });
    }
  });
}
