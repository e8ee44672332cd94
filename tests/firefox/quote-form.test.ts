import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import es from "../../app/i18n/es.json" with { type: "json" };
import { contactMessages } from "../../app/lib/contact-fields.ts";
import { launchFirefox } from "../support/firefox.ts";
import { startTestService, type TestService, testConfig } from "../support/service.ts";

// The quote form in Firefox, where a number input holding "1,500" or "1500 sq ft" reads as empty: with JavaScript
// the form refused it, without it the page came back with the field emptied. The real service (npm test builds
// first) on loopback, Debian's firefox-esr.

let service: TestService;
let baseUrl = "";

beforeAll(async () => {
  service = await startTestService(testConfig({ CONTACT_RATE_LIMIT: "100" }));
  await service.app.listen({ port: 0, host: "127.0.0.1" });
  const address = service.app.server.address();
  if (!address || typeof address === "string") throw new Error("the service is not listening");
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await service?.stop();
});

const field = (name: string) => `#request-a-quote-${name}`;

async function fillForm(page: Page, email: string, squareFootage: string) {
  await page.type(field("firstName"), "Fiona");
  await page.type(field("lastName"), "Fox");
  await page.type(field("phone"), "325-555-0177");
  await page.type(field("email"), email);
  await page.type(field("zipCode"), "79601");
  await page.type(field("squareFootage"), squareFootage);
  await page.select(field("services"), "DeepCleaning");
  await page.select(field("referral"), "Referral");
}

const typedIn = (page: Page, name: string) =>
  page.$eval(field(name), (input) => (input as HTMLInputElement).value);

async function storedSquareFootage(email: string): Promise<number[]> {
  const leads = await service.store.allLeads();
  return leads
    .filter((entry) => entry.lead.form.email === email)
    .map((entry) => entry.lead.form.squareFootage);
}

async function replaceSquareFootage(page: Page, text: string) {
  await page.$eval(field("squareFootage"), (input) => {
    (input as HTMLInputElement).value = "";
  });
  await page.type(field("squareFootage"), text);
  expect(await typedIn(page, "squareFootage")).toBe(text);
}

describe("square feet typed in Firefox", () => {
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it("with JavaScript: '1,500' is taken as 1,500, and a refused value stays as typed", async () => {
    browser = await launchFirefox({ javaScript: true });
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/get-a-quote`);
    // The form's script starts when the visitor moves into it: a first field taken, then its island running.
    await page.focus(field("firstName"));
    await page.waitForSelector('bnc-island[data-island="quote-form"][data-hydrated="true"]');
    const email = `fiona.js.${Date.now()}@example.com`;
    await fillForm(page, email, "1e3");
    await page.keyboard.press("Tab");
    await page.waitForSelector(`${field("squareFootage")}[aria-invalid="true"]`);
    expect(await typedIn(page, "squareFootage")).toBe("1e3");

    await replaceSquareFootage(page, "1,500");
    await page.keyboard.press("Tab");
    await page.waitForSelector(`${field("squareFootage")}:not([aria-invalid])`);
    await page.click("button[type=submit]");
    await page.waitForSelector("[data-testid=contact-success]");
    expect(await storedSquareFootage(email)).toEqual([1500]);
    await browser.close();
    browser = undefined;
  }, 120_000);

  it("without JavaScript: '1,500 sq ft' is taken, and a refused value comes back exactly as typed", async () => {
    browser = await launchFirefox({ javaScript: false });
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/get-a-quote`);
    const email = `fiona.html.${Date.now()}@example.com`;
    await fillForm(page, email, "about 1,500 sq ft");
    // Without scripts, an element click waits for them: Enter in a field sends the form.
    await page.focus(field("squareFootage"));
    await Promise.all([page.waitForNavigation(), page.keyboard.press("Enter")]);
    expect(await typedIn(page, "squareFootage")).toBe("about 1,500 sq ft");
    expect(await page.$eval("main", (main) => main.textContent)).toContain(contactMessages.squareFootage);
    expect(await storedSquareFootage(email)).toEqual([]);

    await replaceSquareFootage(page, "1,500 sq ft");
    await page.focus(field("squareFootage"));
    await Promise.all([page.waitForNavigation(), page.keyboard.press("Enter")]);
    // (waitForSelector polls with a script in the page: none runs here, and the page has arrived.)
    expect(await page.$("[data-testid=contact-success]")).not.toBeNull();
    expect(await storedSquareFootage(email)).toEqual([1500]);
  }, 120_000);
});

describe("the Spanish form in Firefox", () => {
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it("without JavaScript: a four-digit zip is refused in Spanish with what was typed kept, and '1.500' is 1,500", async () => {
    browser = await launchFirefox({ javaScript: false });
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/es/cotizacion`);
    const email = `fiona.es.${Date.now()}@example.com`;
    await fillForm(page, email, "1.500");
    await page.$eval(field("zipCode"), (input) => {
      (input as HTMLInputElement).value = "";
    });
    await page.type(field("zipCode"), "7960");
    await page.focus(field("zipCode"));
    await Promise.all([page.waitForNavigation(), page.keyboard.press("Enter")]);
    expect(await page.$eval("html", (html) => html.lang)).toBe("es-US");
    expect(await page.$eval("main", (main) => main.textContent)).toContain(es["form.required.zipCode"]);
    expect(await typedIn(page, "zipCode")).toBe("7960");
    expect(await typedIn(page, "squareFootage")).toBe("1.500");
    expect(await storedSquareFootage(email)).toEqual([]);

    await replaceZip(page, "79601");
    await page.focus(field("zipCode"));
    await Promise.all([page.waitForNavigation(), page.keyboard.press("Enter")]);
    expect(await page.$("[data-testid=contact-success]")).not.toBeNull();
    expect(await storedSquareFootage(email)).toEqual([1500]);
    const [stored] = (await service.store.allLeads()).filter((entry) => entry.lead.form.email === email);
    expect(stored?.lead.lang).toBe("es");
  }, 120_000);
});

async function replaceZip(page: Page, text: string) {
  await page.$eval(field("zipCode"), (input) => {
    (input as HTMLInputElement).value = "";
  });
  await page.type(field("zipCode"), text);
}
