import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CONSENT_DISMISSED_KEY, CONSENT_STORAGE_KEY } from "../../app/lib/consent.ts";
import { expect, test, waitForIsland, waitForLoad } from "./fixtures.ts";
import { e2eConsentServer, e2eServer } from "./server-env.ts";

// The cookie banner as a keyboard user and someone at 400 % zoom meet it (WCAG 1.4.10, 2.4.3, 2.4.11), on the
// build made with a tag manager (scripts/e2e-consent-build.ts). It opens by itself on a first visit; most tests
// start as a visitor who closed it earlier in the visit, and open it the way a visitor reopens it, with "Cookie
// settings" in the footer (then it shows its checkboxes too, its tallest form).
test.use({ baseURL: e2eConsentServer.baseURL });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((dismissedKey) => {
    if (sessionStorage.getItem("e2e-started")) return;
    sessionStorage.setItem("e2e-started", "1");
    sessionStorage.setItem(dismissedKey, "1");
  }, CONSENT_DISMISSED_KEY);
});

const banner = (page: Page) => page.getByRole("dialog", { name: "Cookies on this site" });

/**
 * Closed and gone from the page, not only hidden: the dialog's `close` event, which the browser fires a task after
 * it hides the dialog (and may run after DevTools' next command), has been handled. Reopening before that would race.
 */
const bannerGone = (page: Page) => expect(page.locator("dialog")).toHaveCount(0);

/** Opens the banner from the footer with the keyboard, as a visitor changing their choice would. */
async function openWithKeyboard(page: Page) {
  const settings = page.getByRole("button", { name: "Cookie settings" });
  await settings.focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeVisible();
  return settings;
}

/** Where focus is: inside the open banner, on nothing (the browser's own controls), or on the page behind. */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "nowhere";
    return active.closest("dialog[open]") ? "banner" : `page: ${active.outerHTML.slice(0, 80)}`;
  });
}

test.describe("at 400 % zoom (320 × 256 CSS px)", () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test("the whole banner fits in the window and every part of it can be scrolled to", async ({ page }) => {
    await page.goto("/");
    await waitForIsland(page, "cookie-consent");
    await openWithKeyboard(page);
    const dialog = banner(page);
    const box = await dialog.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(256.5);
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320.5);
    // Taller than the window at this size, so it scrolls inside itself.
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

    // Focus is on the dialog when it opens, so a screen reader starts at its heading (and the keyboard's scroll
    // keys act on it). Keyboard scrolling itself is Chromium's, animated and not dependable in a headless run.
    const heading = dialog.getByRole("heading", { name: "Cookies on this site" });
    const lastButton = dialog.getByRole("button", { name: "Save my choices" });
    await expect(dialog).toBeFocused();

    // Every part can be brought fully into the window by scrolling the banner.
    const parts = [
      heading,
      dialog.getByText("We use essential cookies to make the site work."),
      dialog.getByRole("link", { name: "cookie policy" }),
      dialog.getByRole("checkbox", { name: "Essential (always on)" }),
      dialog.getByRole("checkbox", { name: "Analytics" }),
      dialog.getByRole("checkbox", { name: "Advertising" }),
      dialog.getByRole("button", { name: "Accept all" }),
      dialog.getByRole("button", { name: "Essential only" }),
      lastButton,
    ];
    for (const part of parts) {
      await part.scrollIntoViewIfNeeded();
      await expect(part).toBeInViewport({ ratio: 1 });
    }
  });

  test("Tab and Shift+Tab stay in the banner, so focus never lands behind it", async ({ page }) => {
    await page.goto("/");
    await waitForIsland(page, "cookie-consent");
    await openWithKeyboard(page);
    for (const key of ["Shift+Tab", "Tab"]) {
      const seen = new Set<string>();
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press(key);
        const place = await focusPlace(page);
        expect(["banner", "nowhere"], `after ${press + 1} × ${key}`).toContain(place);
        if (place === "banner") {
          seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ""));
          await expect(page.locator(":focus")).toBeInViewport();
        }
      }
      // Focus did move through the banner's controls, not stand still.
      expect(seen.size).toBeGreaterThanOrEqual(4);
    }
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, nothing the banner covers can take focus while it is open`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/contact-us");
    await waitForIsland(page, "cookie-consent");
    await openWithKeyboard(page);
    // The page behind is inert: not even a script can move focus to the footer links the banner sits on.
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Sitemap", includeHidden: true });
    await footerLink.focus();
    expect(["banner", "nowhere"]).toContain(await focusPlace(page));
  });
}

test("Escape closes the banner without a choice and gives focus back to Cookie settings", async ({
  page,
}) => {
  await page.goto("/");
  await waitForIsland(page, "cookie-consent");
  await page.evaluate((key) => sessionStorage.removeItem(key), CONSENT_DISMISSED_KEY);
  const settings = await openWithKeyboard(page);
  // A box ticked and then abandoned with Escape is not a choice.
  await banner(page).getByRole("checkbox", { name: "Analytics" }).check();
  await page.keyboard.press("Escape");
  await expect(settings).toBeFocused();
  await bannerGone(page);
  // Closing is not consent: no choice is stored (Consent Mode stays at its denied defaults), and the banner does
  // not ask again during this visit.
  const stored = await page.evaluate(
    ([choiceKey, dismissedKey]) => ({
      choice: localStorage.getItem(choiceKey as string),
      dismissed: sessionStorage.getItem(dismissedKey as string),
    }),
    [CONSENT_STORAGE_KEY, CONSENT_DISMISSED_KEY],
  );
  expect(stored).toEqual({ choice: null, dismissed: "1" });
  await openWithKeyboard(page);
  await expect(banner(page).getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
});

test("after a choice made with the keyboard, focus returns to Cookie settings and the choice is kept", async ({
  page,
}) => {
  await page.goto("/");
  await waitForIsland(page, "cookie-consent");
  const settings = await openWithKeyboard(page);
  const dialog = banner(page);
  // From the top of the banner: the policy link, then Analytics (Essential is fixed and disabled).
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("link", { name: "cookie policy" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("checkbox", { name: "Analytics" })).toBeFocused();
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Save my choices" }).focus();
  await page.keyboard.press("Enter");
  await expect(settings).toBeFocused();
  await bannerGone(page);
  const choice = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "null"),
    CONSENT_STORAGE_KEY,
  );
  expect(choice).toMatchObject({ analytics: true, advertising: false });

  // Reopened, it shows the choice; a click on Essential only also hands focus back.
  await openWithKeyboard(page);
  await expect(dialog.getByRole("checkbox", { name: "Analytics" })).toBeChecked();
  await dialog.getByRole("button", { name: "Essential only" }).click();
  await expect(settings).toBeFocused();
  await bannerGone(page);
});

test("the cookie policy link closes the banner so the policy can be read", async ({ page }) => {
  await page.goto("/");
  await waitForIsland(page, "cookie-consent");
  await openWithKeyboard(page);
  await banner(page).getByRole("link", { name: "cookie policy" }).click();
  await expect(page).toHaveURL("/cookies");
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
});

for (const width of [390, 1280]) {
  test(`at ${width} px the open banner has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await waitForIsland(page, "cookie-consent");
    await openWithKeyboard(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test("on a first visit the banner opens by itself and offers what the tag manager's tags are for", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: e2eConsentServer.baseURL });
  const page = await context.newPage();
  await page.goto("/");
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("analytics cookies to learn which pages help visitors");
  await expect(dialog).toContainText("advertising cookies to measure our ads");
  await dialog.getByRole("button", { name: "Choose" }).click();
  await expect(dialog.getByRole("checkbox")).toHaveCount(3);
  await context.close();
});

test("the policies of a site with a tag manager describe its analytics and advertising cookies", async ({
  page,
}) => {
  await page.goto("/cookies");
  const main = page.getByRole("main");
  await expect(main.getByRole("table", { name: "Analytics cookies" })).toBeVisible();
  await expect(main.getByRole("table", { name: "Advertising cookies" })).toBeVisible();
  await expect(main).toContainText(
    "The cookie banner asks on your first visit whether you accept analytics and advertising cookies.",
  );
});

test("the Spanish policies of a site with a tag manager describe the same cookies, in Spanish", async ({
  page,
}) => {
  await page.goto("/es/cookies");
  const main = page.getByRole("main");
  await expect(main.getByRole("table", { name: "Cookies de análisis" })).toBeVisible();
  await expect(main.getByRole("table", { name: "Cookies de publicidad" })).toBeVisible();
  await expect(main.getByRole("table", { name: "Cookies esenciales" })).toContainText(
    "Sus preferencias de cookies",
  );
  await expect(main).toContainText(
    "En su primera visita, el aviso de cookies le pregunta si acepta las cookies de análisis y de publicidad.",
  );
  await page.goto("/es/privacidad");
  await expect(page.getByRole("main")).toContainText(
    "Las cookies de análisis (que nos ayudan a entender cómo se usa el sitio web) y las cookies de publicidad (que nos ayudan a medir nuestros anuncios) solo se guardan si usted las acepta",
  );
});

test.describe("a site without a tag manager (the usual test build)", () => {
  test.use({ baseURL: e2eServer.baseURL });

  test("has no banner and no Cookie settings, and its policies describe only what it does", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForLoad(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);

    await page.goto("/cookies");
    const cookies = page.getByRole("main");
    await expect(cookies).toContainText("only essential ones");
    await expect(cookies).toContainText("Our website does not use analytics cookies");
    await expect(cookies).toContainText("Our website does not use advertising cookies");
    await expect(cookies.getByRole("table", { name: "Analytics cookies" })).toHaveCount(0);
    // No site key at build: no reCAPTCHA, so neither policy mentions it.
    await expect(cookies).not.toContainText("reCAPTCHA");
    await expect(cookies.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact-us");

    await page.goto("/privacy-policy");
    const privacy = page.getByRole("main");
    await expect(privacy).not.toContainText("reCAPTCHA");
    await expect(privacy).toContainText("Our website sets no analytics or advertising cookies.");
    await expect(privacy).toContainText("kept for up to 24 months after we receive them");
    await expect(privacy).toContainText("tile.openstreetmap.org");

    await page.goto("/security-policy");
    await expect(page.getByRole("main")).not.toContainText("reCAPTCHA");
  });
});

test.describe("search results describe the pages of each build as they are", () => {
  /** The description a page gives search engines and share previews: the three tags, which must agree. */
  async function descriptionOf(request: import("@playwright/test").APIRequestContext, url: string) {
    const html = await (await request.get(url)).text();
    const tag = (attribute: string, name: string) =>
      html
        .match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1]
        ?.replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, "&");
    const description = tag("name", "description");
    expect(tag("property", "og:description"), url).toBe(description);
    expect(tag("name", "twitter:description"), url).toBe(description);
    return description ?? "";
  }

  test("without a tag manager: no analytics, advertising or banner promised; no reviews promised", async ({
    request,
  }) => {
    const cookies = await descriptionOf(request, `${e2eServer.baseURL}/cookies`);
    expect(cookies).toContain("no analytics or advertising cookies");
    expect(cookies).not.toMatch(/banner|consent|uses[^.]*analytics/i);
    expect(await descriptionOf(request, `${e2eServer.baseURL}/privacy-policy`)).not.toMatch(
      /analytics|advertising/i,
    );
    // No testimonial is published in this build: the reviews page's description promises none.
    expect(await descriptionOf(request, `${e2eServer.baseURL}/reviews`)).not.toMatch(/^Reviews of/);
  });

  test("with a tag manager for analytics and advertising: both named, only if the visitor accepts", async ({
    request,
  }) => {
    expect(await descriptionOf(request, `${e2eConsentServer.baseURL}/cookies`)).toContain(
      "uses essential, analytics and advertising cookies, the others set only if you accept them",
    );
    expect(await descriptionOf(request, `${e2eConsentServer.baseURL}/privacy-policy`)).toContain(
      "what analytics and advertising cookies collect if you accept them",
    );
    expect(await descriptionOf(request, `${e2eConsentServer.baseURL}/es/cookies`)).toContain(
      "las cookies esenciales, de análisis y de publicidad (las demás, solo si usted las acepta)",
    );
    expect(await descriptionOf(request, `${e2eConsentServer.baseURL}/es/privacidad`)).toContain(
      "qué recopilan las cookies de análisis y de publicidad si las acepta",
    );
  });
});
