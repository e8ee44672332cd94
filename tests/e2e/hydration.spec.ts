import type { Page, Route } from "@playwright/test";
import { contactMessages } from "../../app/lib/contact-fields.ts";
import { expect, measureLayoutShift, test, waitForHydration } from "./fixtures.ts";

// HTML first, with JavaScript on: the scripts start after the first paint, and whatever the visitor did before
// they ran (typing, opening the menu) survives them, and nothing on the page moves when they take over.

/** Holds every script of the site until `release()`: a slow phone on a slow network, made exact. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    held,
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test("no script or preload is requested before the page has painted and loaded", async ({ page }) => {
  const early: string[] = [];
  let loaded = false;
  page.on("request", (request) => {
    if (!loaded && request.resourceType() === "script") early.push(request.url());
  });
  page.on("load", () => {
    loaded = true;
  });
  await page.goto("/get-a-quote");
  await waitForHydration(page);
  expect(early).toEqual([]);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
});

test("what is typed before the scripts run is kept, and checked once they do", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/get-a-quote");
  const form = page.getByRole("form", { name: "Request your free quote" });
  await form.getByLabel("First Name", { exact: true }).fill("Early");
  await form.getByLabel("Zip Code", { exact: true }).fill("7960");
  await form.getByLabel("Services", { exact: true }).selectOption({ label: "Deep Cleaning" });
  await form.getByLabel("Anything we should know? (optional)", { exact: true }).fill("Two dogs");
  expect(scripts.held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  await scripts.release();
  await waitForHydration(page);
  await expect(form.getByLabel("First Name", { exact: true })).toHaveValue("Early");
  await expect(form.getByLabel("Zip Code", { exact: true })).toHaveValue("7960");
  await expect(form.getByLabel("Services", { exact: true })).toHaveValue("DeepCleaning");
  // The note typed early is kept and counted once the count can show.
  await expect(form.getByLabel("Anything we should know? (optional)", { exact: true })).toHaveValue(
    "Two dogs",
  );
  await expect(page.getByTestId("request-a-quote-notes-count")).toHaveText("992 characters left");
  // Checked as soon as the rules arrive: the typed zip code is wrong and says so; untouched fields stay quiet.
  await expect(form.getByText(contactMessages.zipCode)).toBeVisible();
  await expect(form.getByLabel("Zip Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(contactMessages.lastName)).toHaveCount(0);
});

test("a note edited before the scripts run, on a form that came back with what was sent, keeps the edit", async ({
  page,
  baseURL,
}) => {
  // The page a form sent without JavaScript comes back as when a field is wrong: the note as it was sent.
  const answer = await page.request.post("/get-a-quote", {
    form: { firstName: "Early", zipCode: "7960", notes: "Two dogs" },
    headers: { origin: baseURL ?? "", "sec-fetch-site": "same-origin" },
  });
  expect(answer.status()).toBe(400);
  const html = await answer.text();
  expect(html).toContain("Two dogs</textarea>");
  const scripts = await holdScripts(page);
  await page.route(/\/get-a-quote$/, (route) =>
    route.request().resourceType() === "document"
      ? route.fulfill({ status: 400, contentType: "text/html; charset=utf-8", body: html })
      : route.continue(),
  );
  await page.goto("/get-a-quote");
  const notes = page.getByLabel("Anything we should know? (optional)", { exact: true });
  await notes.fill("Two dogs and a cat");
  await scripts.release();
  await waitForHydration(page);
  await expect(notes).toHaveValue("Two dogs and a cat");
  await expect(page.getByTestId("request-a-quote-notes-count")).toHaveText("982 characters left");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu opened before the scripts run stays open once they do", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/services");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
    await scripts.release();
    await waitForHydration(page);
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about-us");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();
  });
});

for (const path of ["/", "/reviews", "/services/moving-cleaning-services", "/services/commercial"]) {
  test(`${path}: nothing moves when the scripts take over`, async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(path);
    await page.waitForLoadState("load");
    await scripts.release();
    await waitForHydration(page);
    expect(await measureLayoutShift(page, 500)).toBe(0);
  });
}
