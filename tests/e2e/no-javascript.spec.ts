import type { Page } from "@playwright/test";
import { serviceContent } from "../../app/content/services/index.ts";
import { contactMessages } from "../../app/lib/contact-fields.ts";
import { defaultSiteContents } from "../../app/lib/site-content-context.ts";
import { sitePages } from "../../app/route-table.ts";
import { openSqliteStore } from "../../server/store/open-store.ts";
import { type ReceivedMail, readEmlFiles } from "../support/mail.ts";
import { defaultSite as business } from "../support/site-defaults.ts";
import { expect, test } from "./fixtures.ts";
import { e2eGoogleServer, e2eServer } from "./server-env.ts";

// HTML first: the site with JavaScript switched off (this file runs in the "no-javascript" project of
// playwright.config.ts). Every visitor whose scripts never arrive, or fail, gets this.

const SUCCESS =
  "We've successfully received your message and appreciate you taking the time to contact us. One of our team members will get back to you as soon as possible.";

const form = (page: Page) => page.getByRole("form", { name: "Request your free quote" });
const input = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function fill(page: Page, email: string, zipCode = "79601") {
  await input(page, "First Name").fill("Noah");
  await input(page, "Last Name").fill("Script-Free");
  await input(page, "Phone").fill("325-555-0142");
  await input(page, "Email").fill(email);
  await input(page, "Zip Code").fill(zipCode);
  await input(page, "Square Footage").fill("1400");
  await input(page, "Services").selectOption({ label: "Recurring Cleaning" });
  await input(page, "How did you hear about us?").selectOption({ label: "Social Media" });
}

/** The leads the service stored with this email: read from its SQLite file, as the owner's command does. */
async function leadsWithEmail(email: string) {
  const store = openSqliteStore(e2eServer.dataDir);
  try {
    return (await store.allLeads()).filter((entry) => entry.lead.form.email === email);
  } finally {
    await store.close();
  }
}

async function inboxFor(email: string): Promise<ReceivedMail[]> {
  const mails = await readEmlFiles(e2eServer.smtpInbox);
  return mails.filter((mail) => JSON.stringify(mail).includes(email));
}

test.describe("the quote form", () => {
  test("square feet come back exactly as typed when refused, and are taken as people type them", async ({
    page,
  }) => {
    const email = `sqft.${Date.now()}@example.com`;
    await page.goto("/get-a-quote");
    await fill(page, email);
    await input(page, "Square Footage").fill("about 1,500 sq ft");
    await form(page).getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText(contactMessages.squareFootage).first()).toBeVisible();
    await expect(input(page, "Square Footage")).toHaveValue("about 1,500 sq ft");
    expect(await leadsWithEmail(email)).toHaveLength(0);

    await input(page, "Square Footage").fill("1,500 sq ft");
    await form(page).getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByTestId("contact-success")).toContainText(SUCCESS);
    const stored = await leadsWithEmail(email);
    expect(stored.map((entry) => entry.lead.form.squareFootage)).toEqual([1500]);
  });

  test("a broken zip code comes back with the specification's message, everything else kept", async ({
    page,
  }) => {
    const email = `zip.${Date.now()}@example.com`;
    await page.goto("/get-a-quote");
    const send = form(page).getByRole("button", { name: "Send Request" });
    await expect(send).toBeEnabled();
    await fill(page, email, "7960");
    // The notes field works without scripts too: its limit is in the HTML, and what was typed comes back.
    const notes = input(page, "Anything we should know? (optional)");
    await expect(notes).toHaveAttribute("maxlength", "1000");
    await expect(notes).toHaveAccessibleDescription(/up to 1,000 characters/);
    await notes.fill("Side gate <b>4417</b>\nTwo dogs");
    await send.click();

    await expect(page).toHaveURL(/\/get-a-quote#request-a-quote$/);
    await expect(notes).toHaveValue("Side gate <b>4417</b>\nTwo dogs");
    const zip = input(page, "Zip Code");
    await expect(zip).toHaveValue("7960");
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(zip).toHaveAccessibleDescription(contactMessages.zipCode);
    await expect(input(page, "Email")).toHaveValue(email);
    await expect(input(page, "First Name")).toHaveValue("Noah");
    await expect(input(page, "Services")).toHaveValue("Recurring");
    await expect(input(page, "How did you hear about us?")).toHaveValue("Social-Media");
    await expect(input(page, "Email")).not.toHaveAttribute("aria-invalid");

    // The summary at the top of the form says what to fix and links to the field; the page opens on it, and the
    // first Tab lands on its link.
    const summary = page.getByRole("region", { name: /Your request was not sent yet/ });
    await expect(summary).toBeInViewport();
    const problem = summary.getByRole("link", { name: contactMessages.zipCode });
    await expect(problem).toHaveAttribute("href", "#request-a-quote-zipCode");
    await page.keyboard.press("Tab");
    await expect(problem).toBeFocused();
    expect(await leadsWithEmail(email)).toHaveLength(0);

    // Corrected and sent again: taken.
    await zip.fill("79601");
    await form(page).getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByTestId("contact-success")).toContainText(SUCCESS);
    const stored = await leadsWithEmail(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.lead.form.notes).toBe("Side gate <b>4417</b>\nTwo dogs");
  });

  test("a valid request says received, both emails reach the mail server, and a reload sends nothing again", async ({
    page,
  }) => {
    const email = `nojs.${Date.now()}@example.com`;
    await page.goto("/get-a-quote");
    await fill(page, email);
    await form(page).getByRole("button", { name: "Send Request" }).click();

    await expect(page).toHaveURL(/\/get-a-quote\?sent=[0-9a-z]{12}#request-a-quote$/);
    const confirmation = page.getByTestId("contact-success");
    await expect(confirmation).toContainText(SUCCESS);
    const [stored] = await leadsWithEmail(email);
    expect(stored).toBeDefined();
    await expect(confirmation).toContainText(`Your reference: ${stored?.lead.id}`);
    await expect.poll(async () => (await inboxFor(email)).length, { timeout: 15_000 }).toBe(2);
    const toBusiness = (await inboxFor(email)).find((mail) => mail.replyTo.includes(email));
    expect(toBusiness?.subject).toBe(
      "BnC Contact Form Submission: Noah Script-Free, Recurring Cleaning, Abilene",
    );
    expect(toBusiness?.html).toContain("Recurring Cleaning");

    // Reload, Back and Forward: the answer is a page of its own (Post/Redirect/Get), never a second post.
    await page.reload();
    await expect(page.getByTestId("contact-success")).toContainText(SUCCESS);
    await page.goBack();
    await expect(page).toHaveURL(/\/get-a-quote$/);
    await page.goForward();
    await expect(page.getByTestId("contact-success")).toBeVisible();
    expect(await leadsWithEmail(email)).toHaveLength(1);
    await page.waitForTimeout(500);
    expect(await inboxFor(email)).toHaveLength(2);
  });

  test("the commercial page's form works the same way and lands back on it", async ({ page }) => {
    const email = `office.nojs.${Date.now()}@example.com`;
    await page.goto("/services/commercial");
    const commercial = page.getByRole("form", { name: "Request a free commercial cleaning quote" });
    await commercial.getByLabel("First Name", { exact: true }).fill("Lee");
    await commercial.getByLabel("Last Name", { exact: true }).fill("Office");
    await commercial.getByLabel("Phone", { exact: true }).fill("325 555 0177");
    await commercial.getByLabel("Email", { exact: true }).fill(email);
    await commercial.getByLabel("Zip Code", { exact: true }).fill("79603");
    await commercial.getByLabel("Square Footage", { exact: true }).fill("5000");
    await commercial.getByLabel("Services", { exact: true }).selectOption({ label: "Other" });
    await commercial.getByLabel("How did you hear about us?", { exact: true }).selectOption("Referral");
    await commercial.getByRole("button", { name: "Send Request" }).click();
    await expect(page).toHaveURL(/\/services\/commercial\?sent=[0-9a-z]{12}#commercial-quote$/);
    await expect(page.getByTestId("contact-success")).toBeInViewport();
    const [stored] = await leadsWithEmail(email);
    expect(stored?.lead.attribution.page).toBe("/services/commercial");
  });

  test("a form on another site that posts to ours is refused, and nothing is stored", async ({ page }) => {
    const email = `cross.site.${Date.now()}@example.com`;
    const fields = {
      firstName: "Mallory",
      lastName: "Relay",
      phone: "325-555-0100",
      email,
      zipCode: "79601",
      squareFootage: "100",
      services: "Other",
      referral: "Other",
    };
    const hidden = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join("");
    await page.route("http://elsewhere.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Another site</title><form method="post" action="${e2eServer.baseURL}/get-a-quote">${hidden}<button>Send</button></form>`,
      }),
    );
    await page.goto("http://elsewhere.test/");
    const answer = page.waitForResponse(`${e2eServer.baseURL}/get-a-quote`);
    await page.getByRole("button", { name: "Send" }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This form can only be sent from our website",
    );
    expect(await leadsWithEmail(email)).toHaveLength(0);
  });
});

test.describe("the Spanish quote form (/es/cotizacion) on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a four-digit zip code comes back in Spanish with everything kept; corrected, it shows the Spanish success and the acknowledgement is Spanish", async ({
    page,
  }) => {
    const email = `es.${Date.now()}@example.com`;
    await page.goto("/es/cotizacion");
    const spanishForm = page.getByRole("form", { name: "Pida su cotización gratis" });
    const field = (label: string) => spanishForm.getByLabel(label, { exact: true });
    await field("Nombre").fill("Lucía");
    await field("Apellido").fill("Hernández");
    await field("Teléfono").fill("325-555-0142");
    await field("Correo electrónico").fill(email);
    await field("Código postal").fill("7960");
    await field("Pies cuadrados").fill("1.500");
    await field("Servicio").selectOption({ label: "Limpieza profunda" });
    await field("¿Cómo se enteró de nosotros?").selectOption({ label: "Redes sociales" });
    await spanishForm.getByRole("button", { name: "Enviar solicitud" }).click();

    await expect(page).toHaveURL(/\/es\/cotizacion#request-a-quote$/);
    const zip = field("Código postal");
    await expect(zip).toHaveValue("7960");
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(zip).toHaveAccessibleDescription("El código postal debe tener 5 dígitos.");
    await expect(field("Nombre")).toHaveValue("Lucía");
    await expect(field("Pies cuadrados")).toHaveValue("1.500");
    await expect(field("Servicio")).toHaveValue("DeepCleaning");
    await expect(field("¿Cómo se enteró de nosotros?")).toHaveValue("Social-Media");
    await expect(page.getByRole("region", { name: /Su solicitud todavía no se envió/ })).toBeInViewport();
    expect(await leadsWithEmail(email)).toHaveLength(0);

    await zip.fill("79601");
    await spanishForm.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page).toHaveURL(/\/es\/cotizacion\?sent=[0-9a-z]{12}#request-a-quote$/);
    await expect(page.getByTestId("contact-success")).toContainText(
      "Recibimos su mensaje y le agradecemos que se haya tomado el tiempo de escribirnos.",
    );
    const [stored] = await leadsWithEmail(email);
    expect(stored?.lead).toMatchObject({ lang: "es" });
    expect(stored?.lead.form.squareFootage).toBe(1500);
    await expect.poll(async () => (await inboxFor(email)).length, { timeout: 15_000 }).toBe(2);
    const acknowledgement = (await inboxFor(email)).find((mail) => mail.to.includes(email));
    expect(acknowledgement?.subject).toMatch(/^Recibimos su solicitud de cotización/);
    expect(acknowledgement?.text).toContain("Limpieza profunda");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu opens and closes, and reaches every page it lists", async ({ page }) => {
    const destinations = [
      { name: "Home", path: "/", heading: "Cleaning with Integrity" },
      { name: "Our Services", path: "/services", heading: "Our Services" },
      { name: "About Us", path: "/about-us", heading: "About Us" },
      { name: "Contact Us", path: "/contact-us", heading: "Contact Us" },
      { name: "Get a Quote", path: "/get-a-quote", heading: "Get A Quote" },
    ];
    for (const destination of destinations) {
      await page.goto("/sitemap");
      const menu = page.getByRole("navigation", { name: "Main" });
      // A native disclosure (<details>): its toggle is the <summary>, named "Menu".
      const toggle = menu.locator("summary");
      await expect(toggle).toHaveAccessibleName("Menu");
      await expect(menu.getByRole("link", { name: destination.name, exact: true })).toBeHidden();
      await toggle.click();
      await expect(menu.locator("details")).toHaveAttribute("open", "");
      await menu.getByRole("link", { name: destination.name, exact: true }).click();
      await expect(page).toHaveURL(destination.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(destination.heading);
    }
    // And it closes again on its toggle.
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.locator("summary").click();
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "About Us" })).toBeHidden();
  });
});

test.describe("every word readable", () => {
  test("every page of the route table is linked from the sitemap page and shows its heading", async ({
    page,
  }) => {
    await page.goto("/sitemap");
    for (const sitePage of sitePages) {
      await expect(page.getByRole("main").locator(`a[href="${sitePage.path}"]`).first()).toBeAttached();
    }
  });

  test("FAQ answers open with a press, the first one is open from the start", async ({ page }) => {
    await page.goto("/faqs");
    const faqs = defaultSiteContents.en.words.faqs.faqs;
    const first = faqs[0];
    const second = faqs[1];
    if (!first || !second) throw new Error("the FAQ page has at least two questions");
    await expect(page.getByText(first.answer, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(second.answer).first()).toBeHidden();
    await page.getByText(second.question).click();
    await expect(page.getByText(second.answer).first()).toBeVisible();
  });

  test("Google's reviews need scripts: without them the pages show no empty carousel and no dead button", async ({
    page,
  }) => {
    // The site with Google reviews configured: its reviews arrive from the API, which only scripts call.
    for (const path of ["/", "/reviews"]) {
      await page.goto(`${e2eGoogleServer.baseURL}${path}`);
      await expect(page.locator(".testimonial-carousel")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /Next review|Previous review/ })).toHaveCount(0);
    }
    await expect(page.getByRole("link", { name: /^Review us on / })).toHaveCount(2);
  });

  test("the moving page shows its before/after pair and every image of its slider", async ({ page }) => {
    await page.goto("/services/moving-cleaning-services");
    const content = serviceContent("moving");
    const pair = content?.beforeAfter;
    if (!pair) throw new Error("the moving page has a before/after pair");
    await expect(page.getByRole("img", { name: pair.before.alt.en })).toBeVisible();
    await expect(page.getByRole("img", { name: pair.after.alt.en })).toBeVisible();
    await expect(page.getByRole("slider")).toHaveCount(0);
    const slider = page.getByRole("region", { name: /every image, in a row that scrolls sideways/ });
    await expect(slider.getByRole("img")).toHaveCount(content?.slider.length ?? -1);
  });

  test("the contact page shows the address with directions where the map would be", async ({ page }) => {
    await page.goto("/contact-us");
    const map = page.locator('[data-map-state="waiting"]');
    await expect(map).toContainText(business.address.street);
    await expect(map.getByRole("link", { name: /Get directions/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );
  });
});
