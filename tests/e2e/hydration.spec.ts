import type { Page, Route } from "@playwright/test";
import { contactMessages } from "../../app/lib/contact-fields.ts";
import {
  expect,
  measureLayoutShift,
  test,
  waitForEveryIsland,
  waitForIsland,
  waitForLoad,
} from "./fixtures.ts";
import { e2eGoogleServer } from "./server-env.ts";

// HTML first, with JavaScript on: the page works from its HTML and inline scripts; each island's script comes
// after the load event (or when the visitor moves into it), and whatever the visitor did before it ran (typing,
// opening the menu) survives it, and nothing on the page moves when it takes over.

/** Holds every script file of the site until `release()`: a slow phone on a slow network, made exact. */
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

const island = (page: Page, name: string) => page.locator(`bnc-island[data-island="${name}"]`);

/** The script files the page asked for (scripts and module preloads), each with when it was asked for. */
function scriptRequests(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      loadEventStart: navigation.loadEventStart,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    };
  });
}

for (const [path, start] of [
  // The quote form starts when the visitor moves into it: a press on the form.
  ["/get-a-quote", (page: Page) => waitForIsland(page, "quote-form")],
  // The home page's: Google's reviews once it has loaded, the others as the visitor scrolls to them.
  ["/", (page: Page) => waitForEveryIsland(page)],
] as const) {
  test(`${path}: no script is requested before the load event, and the islands' come once started`, async ({
    page,
  }) => {
    const early: string[] = [];
    let loaded = false;
    page.on("request", (request) => {
      if (!loaded && request.resourceType() === "script") early.push(request.url());
    });
    page.on("load", () => {
      loaded = true;
    });
    await page.goto(path);
    await waitForLoad(page);
    expect(early).toEqual([]);
    if (path === "/get-a-quote") {
      // The form's island waits for the visitor: loaded and untouched, the page has asked for no script at all.
      expect((await scriptRequests(page)).scripts).toEqual([]);
    }

    await start(page);
    // The browser's own timings: every script file was asked for after the load event began, and some were.
    const { loadEventStart, scripts } = await scriptRequests(page);
    expect(loadEventStart).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.startTime < loadEventStart)).toEqual([]);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  });
}

test("what is typed into the quote form before its script runs is kept, and checked once it does", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/get-a-quote");
  const form = page.getByRole("form", { name: "Request your free quote" });
  await form.getByLabel("First Name", { exact: true }).fill("Early");
  await form.getByLabel("Zip Code", { exact: true }).fill("7960");
  await form.getByLabel("Services", { exact: true }).selectOption({ label: "Deep Cleaning" });
  await form.getByLabel("Anything we should know? (optional)", { exact: true }).fill("Two dogs");
  // Moving into the form asked for its script, which has not come: the form is still the page's HTML.
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  await expect(island(page, "quote-form")).not.toHaveAttribute("data-hydrated");

  await scripts.release();
  await expect(island(page, "quote-form")).toHaveAttribute("data-hydrated", "true");
  await expect(form.getByLabel("First Name", { exact: true })).toHaveValue("Early");
  await expect(form.getByLabel("Zip Code", { exact: true })).toHaveValue("7960");
  await expect(form.getByLabel("Services", { exact: true })).toHaveValue("DeepCleaning");
  // The note typed early is kept and counted once the count can show.
  await expect(form.getByLabel("Anything we should know? (optional)", { exact: true })).toHaveValue(
    "Two dogs",
  );
  await expect(page.getByTestId("request-a-quote-notes-count")).toHaveText("992 characters left");
  // Checked as soon as the rules arrive: the typed zip code is wrong and says so; untouched fields stay quiet.
  await expect(form.getByText(contactMessages.zipCode, { exact: true })).toBeVisible();
  await expect(form.getByLabel("Zip Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(contactMessages.lastName, { exact: true })).toHaveCount(0);
});

test("a note edited before the script runs, on a form that came back with what was sent, keeps the edit", async ({
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
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  await expect(island(page, "quote-form")).not.toHaveAttribute("data-hydrated");
  await scripts.release();
  await expect(island(page, "quote-form")).toHaveAttribute("data-hydrated", "true");
  await expect(notes).toHaveValue("Two dogs and a cat");
  await expect(page.getByTestId("request-a-quote-notes-count")).toHaveText("982 characters left");
});

test.describe("on a phone", () => {
  // The held scripts are routed (page.route): see pages.spec.ts for why that asks for reduced motion.
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });

  test("the menu opened before the page's islands have their script stays open once they do", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/services/gym-cleaning-services");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
    // The slider's island starts once it is near the window; its script is held, then let through.
    const slider = island(page, "image-slider");
    await slider
      .locator(":scope > *")
      .first()
      .evaluate((element) => element.scrollIntoView());
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await expect(slider).not.toHaveAttribute("data-hydrated");
    await scripts.release();
    await expect(slider).toHaveAttribute("data-hydrated", "true");
    await expect(menu.locator("details")).toHaveAttribute("open", "");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about-us");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();
  });
});

/** Each island is brought into the window and started there, where a shift would be seen (and counted). */
async function expectNothingMovesAsIslandsStart(page: Page, path: string) {
  await page.goto(path);
  await waitForEveryIsland(page);
  // Every island with something to show started (one that rendered nothing has nothing to start).
  expect(await page.locator("bnc-island:has(> *):not([data-hydrated])").count()).toBe(0);
  expect(await page.locator("bnc-island[data-hydrated]").count()).toBeGreaterThan(0);
  expect(await measureLayoutShift(page, 500)).toBe(0);
}

for (const path of [
  "/",
  "/reviews",
  "/services/moving-cleaning-services",
  "/services/commercial",
  "/contact-us",
]) {
  test(`${path}: nothing moves when its islands start`, async ({ page }) => {
    await expectNothingMovesAsIslandsStart(page, path);
  });
}

test.describe("with Google reviews", () => {
  test.use({ baseURL: e2eGoogleServer.baseURL });
  test("/: nothing moves when its islands start and the reviews come", async ({ page }) => {
    await expectNothingMovesAsIslandsStart(page, "/");
    await expect(page.locator(".testimonial-carousel")).toHaveAttribute("data-source", "google");
    expect(await measureLayoutShift(page, 300)).toBe(0);
  });

  // On /reviews the reviews come last, with only the footer after them, and are let move it (GoogleReviews'
  // holdWhileInView): they are fetched once the page has loaded, while their place is below the window of a
  // visitor who has just arrived, so nothing on screen moves when they come.
  test("/reviews: Google's reviews arrive below the window, moving nothing the visitor sees", async ({
    page,
  }) => {
    await page.goto("/reviews");
    await expect(page.locator('.testimonial-carousel[data-source="google"]')).toBeAttached();
    expect(await measureLayoutShift(page, 300)).toBe(0);
  });
});

test.describe("when an island's script cannot be fetched", () => {
  // The failed fetch and the loader's line about it are what this test provokes.
  test.use({ allowedProblems: /quote-form-[\w-]+\.js|Island quote-form did not start/ });

  test("the form works as HTML meanwhile, and its island starts on the visitor's next move into it", async ({
    page,
  }) => {
    let refused = 0;
    await page.route(/\/assets\/islands\/quote-form-[\w-]+\.js$/, (route) => {
      // The connection drops once, as on a train.
      if (refused === 0) {
        refused += 1;
        return route.abort("internetdisconnected");
      }
      return route.continue();
    });
    await page.goto("/get-a-quote");
    await waitForLoad(page);
    const form = page.getByRole("form", { name: "Request your free quote" });
    await form.getByLabel("First Name", { exact: true }).click();
    await expect.poll(() => refused).toBe(1);
    await expect(island(page, "quote-form")).not.toHaveAttribute("data-started", "true");
    await expect(island(page, "quote-form")).not.toHaveAttribute("data-hydrated", "true");

    await form.getByLabel("Last Name", { exact: true }).click();
    await expect(island(page, "quote-form")).toHaveAttribute("data-hydrated", "true");
    // It works: leaving an empty required field now says so.
    await form.getByLabel("Phone", { exact: true }).click();
    await expect(form.getByText("Last Name is required.", { exact: true })).toBeVisible();
  });
});
