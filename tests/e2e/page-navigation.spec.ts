import type { Locator, Page } from "@playwright/test";
import { pageTitle } from "../../app/lib/seo.ts";
import { absoluteUrl } from "../../app/lib/site-url.ts";
import { sitePages } from "../../app/route-table.ts";
import { expect, test, waitForLoad } from "./fixtures.ts";

// Moving between pages is a plain page load (no router in the browser), sped up by speculation rules and shown
// with a cross-document view transition. Whatever the browser does to make it fast, each page must arrive as a
// page of its own: its title and canonical address, at the top, with focus at the start of the document.

/** The route table's entry for a path: the title and address a page must have come from there. */
function routeOf(path: string) {
  const page = sitePages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page ${path} in the route table`);
  return page;
}

/** The page has arrived as a fresh page at `path`: its own title and canonical, at the top, focus at the start. */
async function expectArrivedAt(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  await waitForLoad(page);
  await expect(page).toHaveTitle(pageTitle(routeOf(path)));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(path));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // A keyboard user starts from the top of the new page: the first Tab reaches the skip link.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
}

/** Scrolls a link low on the page into view first, as a visitor reading down to it would, then clicks it. */
async function scrollDownAndClick(page: Page, link: Locator) {
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await link.click();
}

test("ten pages walked by their links each arrive with their own title and address, at the top, focus at the start", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const header = page.getByRole("banner");
  const nav = page.getByRole("navigation", { name: "Main" });
  const main = page.getByRole("main");
  const footer = page.getByRole("contentinfo");
  const steps: [string, () => Promise<void>][] = [
    ["/services", () => nav.getByRole("link", { name: "Our Services" }).click()],
    [
      "/services/deep-cleaning-services",
      () => main.getByRole("link", { name: "Deep Cleaning" }).first().click(),
    ],
    ["/get-a-quote", () => header.getByRole("link", { name: "Get a Quote" }).first().click()],
    ["/contact-us", () => nav.getByRole("link", { name: "Contact Us" }).click()],
    ["/about-us", () => nav.getByRole("link", { name: "About Us" }).click()],
    ["/faqs", () => scrollDownAndClick(page, footer.getByRole("link", { name: "FAQ's" }))],
    ["/reviews", () => scrollDownAndClick(page, footer.getByRole("link", { name: "Reviews" }))],
    [
      "/cleaning-checklists",
      () => scrollDownAndClick(page, footer.getByRole("link", { name: "Cleaning Checklists" })),
    ],
    ["/sitemap", () => scrollDownAndClick(page, footer.getByRole("link", { name: "Sitemap" }))],
    [
      "/security-policy",
      () => scrollDownAndClick(page, footer.getByRole("link", { name: "Security Policy" })),
    ],
  ];
  await page.goto("/");
  await expectArrivedAt(page, "/");
  for (const [path, follow] of steps) {
    await test.step(path, async () => {
      await follow();
      await expectArrivedAt(page, path);
    });
  }
});

// The pages with nothing to start: their HTML and a few inline scripts are the whole page.
const PAGES_WITHOUT_ISLANDS = [
  "/terms-and-conditions",
  "/privacy-policy",
  "/cookies",
  "/sitemap",
  "/security-policy",
  "/about-us",
];

for (const path of PAGES_WITHOUT_ISLANDS) {
  test(`${path} requests no script, loaded and read to the end; its only scripts are inline and speculation rules`, async ({
    page,
  }) => {
    const scriptRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(request.url()).pathname)) {
        scriptRequests.push(request.url());
      }
    });
    await page.goto(path);
    await waitForLoad(page);
    await expect(page.locator("bnc-island")).toHaveCount(0);
    // Read to the end: anything that would start lower down has had its chance.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(scriptRequests).toEqual([]);
    await expect(page.locator("script[src]")).toHaveCount(0);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);

    // The scripts it has: inline ones (no type, run in the page), JSON-LD data, and the speculation rules.
    const types = await page
      .locator("script")
      .evaluateAll((scripts) => scripts.map((script) => script.getAttribute("type") ?? ""));
    expect(types.filter((type) => !["", "application/ld+json", "speculationrules"].includes(type))).toEqual(
      [],
    );
    const rules = page.locator('script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    const parsed: unknown = JSON.parse((await rules.textContent()) ?? "");
    expect(parsed).toMatchObject({
      prefetch: [expect.objectContaining({ eagerness: "moderate", where: expect.anything() })],
    });
  });
}
