import type { Locator, Page, Request } from "@playwright/test";
import { COUNT_ANNOUNCE_DELAY_MS } from "../../app/components/ui/form-field.tsx";
import { contactMessages, NOTES_MAX_LENGTH } from "../../app/lib/contact-fields.ts";
import { runLeadsCli } from "../../server/contact/leads-cli.ts";
import { readEmlFiles } from "../support/mail.ts";
import { defaultSite as business } from "../support/site-defaults.ts";
import { expect, test, waitForEveryIsland, waitForIsland, waitForLoad } from "./fixtures.ts";
import { e2eServer } from "./server-env.ts";

const SUCCESS =
  "We've successfully received your message and appreciate you taking the time to contact us. One of our team members will get back to you as soon as possible.";

const labels = {
  firstName: "First Name",
  lastName: "Last Name",
  phone: "Phone",
  email: "Email",
  zipCode: "Zip Code",
  squareFootage: "Square Footage",
  services: "Services",
  referral: "How did you hear about us?",
} as const;

type Field = keyof typeof labels;
const fields = Object.keys(labels) as Field[];

const NOTES_LABEL = "Anything we should know? (optional)";
const form = (page: Page) => page.getByRole("form", { name: "Request your free quote" });
const notesField = (page: Page) => form(page).getByLabel(NOTES_LABEL, { exact: true });
const field = (page: Page, name: Field) => form(page).getByLabel(labels[name], { exact: true });
const sendButton = (page: Page) => form(page).getByRole("button", { name: /Send Request|Sending/ });

/** Opens a page with the quote form and starts the form as a visitor does, with a press on it. */
async function openQuotePage(page: Page, url = "/get-a-quote") {
  await page.goto(url);
  await waitForIsland(page, "quote-form");
}

/** Fills the form as a visitor would, with valid values. */
async function fillValid(page: Page, email = "jane.doe@example.com") {
  await field(page, "firstName").fill("Jane");
  await field(page, "lastName").fill("O'Neil-Doe");
  await field(page, "phone").fill("(325) 555-0100");
  await field(page, "email").fill(email);
  await field(page, "zipCode").fill("79601");
  await field(page, "squareFootage").fill("1850");
  await field(page, "services").selectOption({ label: "Deep Cleaning" });
  await field(page, "referral").selectOption({ label: "Internet Search" });
}

/** The message shown for a field, found through the field's own aria-describedby. */
async function messageOf(input: Locator): Promise<string | null> {
  const describedBy = await input.getAttribute("aria-describedby");
  if (!describedBy) return null;
  return input.page().locator(`[id="${describedBy}"]`).textContent();
}

test("the form asks for each field with a visible label, the right keyboard and autofill", async ({
  page,
}) => {
  await openQuotePage(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get A Quote");
  const expected: Record<Field, { autocomplete: string; type?: string; inputmode?: string }> = {
    firstName: { autocomplete: "given-name", type: "text" },
    lastName: { autocomplete: "family-name", type: "text" },
    phone: { autocomplete: "tel", type: "tel" },
    email: { autocomplete: "email", type: "email" },
    zipCode: { autocomplete: "postal-code", inputmode: "numeric" },
    // Text with a number keyboard: a number input would lose "1,500" or "1500 sq ft" (see below).
    squareFootage: { autocomplete: "off", type: "text", inputmode: "numeric" },
    services: { autocomplete: "off" },
    referral: { autocomplete: "off" },
  };
  for (const name of fields) {
    const input = field(page, name);
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute("autocomplete", expected[name].autocomplete);
    if (expected[name].type) await expect(input).toHaveAttribute("type", expected[name].type);
    if (expected[name].inputmode) await expect(input).toHaveAttribute("inputmode", expected[name].inputmode);
  }

  const services = field(page, "services");
  await expect(services.locator("option")).toHaveText([
    "Select One",
    "AirBnB Cleaning",
    "Construction Cleaning",
    "Moving Cleaning",
    "Recurring Cleaning",
    "Deep Cleaning",
    "Other",
  ]);
  await expect(services.locator("option", { hasText: "Select One" })).toBeDisabled();
  await expect(services).toHaveValue("");
  const referral = field(page, "referral");
  await expect(referral.locator("option")).toHaveText([
    "Select",
    "Internet Search",
    "Social Media",
    "Editorial Magazine",
    "Referral",
    "Seminar/Panel Discussion",
    "Other",
  ]);
  await expect(referral.locator("option", { hasText: /^Select$/ })).toBeDisabled();

  await expect(form(page)).toContainText(
    "you agree to receive emails and/or text messages from BnC Cleaning about your inquiry. You can opt out at any time.",
  );

  // The honeypot is there for bots, and out of the way of people: off-screen, skipped by Tab and screen readers.
  const honeypot = form(page).locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  const box = await honeypot.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(0);
  await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);

  // Beside the form: the phone for immediate service and the hours.
  const call = page.getByRole("link", { name: `Call ${business.phone}` });
  await expect(call).toHaveAttribute("href", business.phoneHref);
  await expect(page.getByText(`We answer ${business.hours.label}.`)).toBeVisible();
});

test("each message appears only once the visitor has left the field, tied to its field", async ({ page }) => {
  await openQuotePage(page);
  for (const message of Object.values(contactMessages))
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);

  for (const name of fields) {
    const input = field(page, name);
    await input.focus();
    // In the field, not yet left: no message, however long the visitor takes to start typing.
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText(contactMessages[name], { exact: true })).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(page.getByText(contactMessages[name], { exact: true })).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    expect(await messageOf(input)).toBe(contactMessages[name]);
  }
});

test("a bad value shows its message and a corrected one clears it", async ({ page }) => {
  await openQuotePage(page);
  const cases: [Field, string, string][] = [
    ["phone", "555-01", "325.555.0100"],
    ["email", "jane@", "jane@example.com"],
    ["zipCode", "7960", "79601"],
    ["squareFootage", "-10", "0"],
  ];
  for (const [name, bad, good] of cases) {
    const input = field(page, name);
    await input.fill(bad);
    await input.blur();
    await expect(page.getByText(contactMessages[name], { exact: true })).toBeVisible();
    expect(await messageOf(input)).toBe(contactMessages[name]);
    await input.fill(good);
    await expect(page.getByText(contactMessages[name], { exact: true })).toHaveCount(0);
    await expect(input).not.toHaveAttribute("aria-invalid");
  }
  // Other fields were never visited: still quiet.
  await expect(page.getByText(contactMessages.firstName, { exact: true })).toHaveCount(0);
  await expect(page.getByText(contactMessages.services, { exact: true })).toHaveCount(0);
});

test("square feet are taken as people type them, and what was typed is never lost", async ({ page }) => {
  await openQuotePage(page);
  const input = field(page, "squareFootage");
  for (const typed of ["1,500", "1500 sq ft", "1,500 sqft", "1500 sq. ft.", "1500 square feet", "1500 ft²"]) {
    await input.fill(typed);
    await input.blur();
    await expect(input, typed).toHaveValue(typed);
    await expect(input, typed).not.toHaveAttribute("aria-invalid");
  }
  for (const typed of ["0x10", "1e3", "-1500"]) {
    await input.fill(typed);
    await input.blur();
    await expect(page.getByText(contactMessages.squareFootage, { exact: true })).toBeVisible();
    // Refused, but kept as typed, so the visitor sees what to correct.
    await expect(input).toHaveValue(typed);
  }
  await fillValid(page);
  await input.fill("2,400 sq ft");
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
  await sendButton(page).click();
  expect((await sent).postDataJSON()).toMatchObject({ squareFootage: 2400 });
  await expect(page.getByTestId("contact-success")).toBeVisible();
});

test("the button is disabled, with the reason beside it, until every field is valid", async ({ page }) => {
  await openQuotePage(page);
  const button = sendButton(page);
  // In the page as served, the button works (the form is plain HTML until the visitor starts on it).
  await expect(button).toBeEnabled();
  await field(page, "firstName").focus();
  await expect(button).toBeDisabled();
  await expect(form(page).getByText("Fill in every required field to send your request.")).toBeVisible();
  await expect(button).toHaveAccessibleDescription("Fill in every required field to send your request.");

  await fillValid(page);
  await expect(button).toBeEnabled();
  await expect(form(page).getByText("Fill in every required field to send your request.")).toHaveCount(0);

  await field(page, "zipCode").fill("796");
  await expect(button).toBeDisabled();
  await field(page, "zipCode").fill("79602");
  await expect(button).toBeEnabled();
});

test("on a phone, with every field filled and one wrong, the hint under the button says which and why", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openQuotePage(page);
  await fillValid(page);
  await field(page, "zipCode").fill("796");
  const button = sendButton(page);
  const hint = `Check “Zip Code”: ${contactMessages.zipCode}`;
  await expect(button).toBeDisabled();
  await expect(form(page).getByText(hint, { exact: true })).toBeVisible();
  await expect(button).toHaveAccessibleDescription(hint);
  await expect(form(page).getByText("Fill in every required field")).toHaveCount(0);

  // Two wrong: both named. One wrong and one left empty: each said for what it is.
  await field(page, "phone").fill("555");
  await expect(button).toHaveAccessibleDescription("Check “Phone” and “Zip Code”.");
  await field(page, "phone").fill("");
  await expect(button).toHaveAccessibleDescription(`Fill in “Phone”. ${hint}`);
  await field(page, "phone").fill("(325) 555-0100");
  await field(page, "zipCode").fill("79601");
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute("aria-describedby");
});

test("pressing the disabled button shows every missing field and goes to the first", async ({ page }) => {
  await openQuotePage(page);
  await field(page, "firstName").fill("Jane");
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact")) requests.push(request);
  });
  await sendButton(page).focus();
  await page.keyboard.press("Enter");
  for (const name of fields.filter((name) => name !== "firstName")) {
    await expect(page.getByText(contactMessages[name], { exact: true })).toBeVisible();
  }
  await expect(page.getByText(contactMessages.firstName, { exact: true })).toHaveCount(0);
  await expect(field(page, "lastName")).toBeFocused();
  expect(requests).toHaveLength(0);
});

test.describe("when sending fails", () => {
  // The failures these tests provoke: the logged "Error sending email" and the refused requests to the API.
  test.use({ allowedProblems: /Error sending email|\/api\/contact/ });
  // Chromium gives no cross-document view transition to a page load that page.route intercepts, and reports the
  // old page's aborted one as a page error; with reduced motion the site asks for none (app.css), so none aborts.
  test.use({ reducedMotion: "reduce" });

  test("the request is retried with the same key, then a polite message offers the phone", async ({
    page,
  }) => {
    // Two sends of three attempts each, with the browser's waits between attempts.
    test.setTimeout(60_000);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    // The site answers as if the connection dropped, then as if it were down: the failures a visitor can meet.
    const bodies: Record<string, unknown>[] = [];
    await page.route("**/api/contact", async (route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      if (bodies.length === 1) await route.abort("connectionreset");
      else await route.fulfill({ status: 503, json: { error: "Service Unavailable" } });
    });

    // The visit starts from a campaign link on another page; the form is reached through the header.
    await page.goto("/services?utm_source=newsletter&utm_campaign=spring&gclid=e2e-click");
    await waitForLoad(page);
    await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).first().click();
    await expect(page).toHaveURL("/get-a-quote");
    await waitForIsland(page, "quote-form");
    await fillValid(page);
    await sendButton(page).click();

    const failure = page.getByTestId("contact-error");
    // The browser waits between attempts (1 s, then 3 s) before it gives up.
    await expect(failure).toHaveText(
      `Sorry, we couldn't send your request. Please try again, or call us at ${business.phone}.`,
      { timeout: 20_000 },
    );
    await expect(failure.getByRole("link", { name: business.phone })).toHaveAttribute(
      "href",
      business.phoneHref,
    );
    await expect(sendButton(page)).toBeEnabled();
    await expect(sendButton(page)).toHaveText("Send Request");
    expect(consoleErrors.some((text) => text.startsWith("Error sending email"))).toBe(true);
    // What the visitor typed is still there, ready to send again.
    await expect(field(page, "email")).toHaveValue("jane.doe@example.com");

    expect(bodies).toHaveLength(3);
    const keys = new Set(bodies.map((body) => body.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(String([...keys][0])).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(bodies[0]).toMatchObject({
      firstName: "Jane",
      lastName: "O'Neil-Doe",
      phone: "(325) 555-0100",
      email: "jane.doe@example.com",
      zipCode: "79601",
      squareFootage: 1850,
      services: "DeepCleaning",
      referral: "Internet-Search",
      recaptcha: "",
      website: "",
      attribution: {
        page: "/get-a-quote",
        landingPage: "/services",
        utm_source: "newsletter",
        utm_campaign: "spring",
        gclid: "e2e-click",
      },
    });

    // Sent again as is, the request keeps its key: the server stores one lead however many arrive.
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText("Sending…");
    await expect.poll(() => bodies.length, { timeout: 20_000 }).toBe(6);
    await expect(failure).toBeVisible({ timeout: 10_000 });
    expect(new Set(bodies.map((body) => body.idempotencyKey)).size).toBe(1);
  });

  test("the server's word on a field shows on that field", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 400, json: { errors: { phone: contactMessages.phone } } }),
    );
    await openQuotePage(page);
    await fillValid(page);
    await sendButton(page).click();
    await expect(page.getByTestId("contact-error")).toContainText("Please check the highlighted fields");
    const phone = field(page, "phone");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(await messageOf(phone)).toBe(contactMessages.phone);
    await expect(phone).toBeFocused();
  });
});

test("on a phone the fields stack in one column, each large enough to tap, and a message moves nothing else", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openQuotePage(page);
  const first = await field(page, "firstName").boundingBox();
  const last = await field(page, "lastName").boundingBox();
  expect(last?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
  for (const name of fields)
    expect((await field(page, name).boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect((await sendButton(page).boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await field(page, "firstName").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByText(contactMessages.firstName, { exact: true })).toBeVisible();
  expect((await field(page, "lastName").boundingBox())?.y).toBe(last?.y);
});

test("on a desktop the name fields sit side by side", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openQuotePage(page);
  const first = await field(page, "firstName").boundingBox();
  const last = await field(page, "lastName").boundingBox();
  expect(last?.y).toBe(first?.y);
  expect(last?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
});

test("pages without the form do not download its code, and no bot-check script loads without a site key", async ({
  page,
  request,
}) => {
  // The form's code carries the spec's messages, and its rules carry zod: the home page loads neither.
  const scriptsOf = (target: typeof page) => {
    const urls: string[] = [];
    target.on("response", (response) => {
      if (response.url().endsWith(".js")) urls.push(response.url());
    });
    return urls;
  };
  const bodiesOf = async (urls: readonly string[]) =>
    Promise.all(urls.map(async (url) => (await request.get(url)).text()));
  const homeScripts = scriptsOf(page);
  await page.goto("/");
  await waitForEveryIsland(page);
  expect(homeScripts.length).toBeGreaterThan(0);
  for (const body of await bodiesOf(homeScripts)) {
    expect(body).not.toContain(contactMessages.phone);
    expect(body).not.toContain("ZodError");
  }

  // On the form's page the rules arrive only once the visitor starts on the form.
  const quoteScripts = scriptsOf(page);
  await page.goto("/get-a-quote");
  await waitForLoad(page);
  expect((await bodiesOf(quoteScripts)).some((body) => body.includes("ZodError"))).toBe(false);
  await field(page, "firstName").focus();
  await expect
    .poll(async () => (await bodiesOf(quoteScripts)).some((body) => body.includes("ZodError")))
    .toBe(true);

  const thirdParty: string[] = [];
  page.on("request", (sent) => {
    if (!sent.url().startsWith(e2eServer.baseURL)) thirdParty.push(sent.url());
  });
  await openQuotePage(page);
  await fillValid(page);
  expect(thirdParty.filter((url) => url.includes("recaptcha"))).toEqual([]);
});

/** Every message the test mail server has received so far, parsed. */
const readInbox = () => readEmlFiles(e2eServer.smtpInbox);

test("a visitor sends a request, sees the confirmation, and the business and the visitor get their emails", async ({
  page,
}) => {
  const email = `jane.${Date.now()}@example.com`;
  await openQuotePage(page);
  await fillValid(page, email);
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
  const notes = "Side gate code 4417 <b>please</b>\nTwo friendly dogs & a cat";
  await notesField(page).fill(notes);
  await sendButton(page).click();
  expect((await sent).postDataJSON()).toMatchObject({ email, services: "DeepCleaning", notes });

  const confirmation = page.getByTestId("contact-success");
  await expect(confirmation).toContainText(SUCCESS);
  await expect(confirmation).toBeFocused();
  await expect(form(page)).toHaveCount(0);

  // Both emails reach the mail server: the lead to the business (reply goes to the visitor) and the visitor's copy.
  await expect
    .poll(async () => (await readInbox()).filter((mail) => JSON.stringify(mail).includes(email)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(2);
  const mails = (await readInbox()).filter((mail) => JSON.stringify(mail).includes(email));
  const toBusiness = mails.find((mail) => mail.replyTo.includes(email));
  expect(toBusiness?.subject).toBe("BnC Contact Form Submission: Jane O'Neil-Doe, Deep Cleaning, Abilene");
  expect(toBusiness?.to).toEqual(["leads@bnc-cleaning.example"]);
  expect(toBusiness?.html).toContain("1,850 sq ft");
  expect(toBusiness?.html).toContain("Deep Cleaning");
  // What the visitor typed arrives as text, never as markup.
  expect(toBusiness?.html ?? "").toContain("O&#39;Neil-Doe");
  // The notes reach the business, escaped, line breaks kept; the visitor's own copy never repeats them.
  expect(toBusiness?.html).toContain(
    "Side gate code 4417 &lt;b&gt;please&lt;/b&gt;<br>Two friendly dogs &amp; a cat",
  );
  const toVisitor = mails.find((mail) => mail.to.includes(email));
  expect(toVisitor).toBeDefined();
  for (const part of [toVisitor?.html ?? "", toVisitor?.text ?? ""]) {
    expect(part).not.toContain("4417");
    expect(part).not.toContain("dogs");
  }

  // And the owner's spreadsheet export has them in their own column.
  let csv = "";
  const code = await runLeadsCli(
    ["export", "--csv"],
    { DATA_DIR: e2eServer.dataDir, LOG_LEVEL: "silent" },
    { out: (text) => (csv += text), err: () => undefined },
  );
  expect(code).toBe(0);
  const header = csv.split("\n")[0]?.split(",") ?? [];
  expect(header).toContain('"notes"');
  expect(csv).toContain(`"${email}"`);
  expect(csv).toContain(`"Side gate code 4417 <b>please</b>\nTwo friendly dogs & a cat"`);
});

test("the notes field counts the characters left, says so to screen readers when the typing pauses, and stops at the limit", async ({
  page,
}) => {
  await openQuotePage(page);
  const notes = notesField(page);
  await expect(notes).toHaveAttribute("maxlength", String(NOTES_MAX_LENGTH));
  await expect(notes).toHaveAccessibleDescription(/Access, pets, add-ons .* up to 1,000 characters\./);
  const count = page.getByTestId("request-a-quote-notes-count");
  await expect(count).toHaveText("1,000 characters left");
  await expect(count).toHaveAttribute("aria-hidden", "true");
  const live = form(page).locator('[aria-live="polite"]', { hasText: /characters? left/ });

  await notes.pressSequentially("Two dogs", { delay: 20 });
  await expect(count).toHaveText("992 characters left");
  // Nothing is read out while the visitor types; once they pause, the count is said once, politely.
  await expect(form(page).locator('[aria-live="polite"]').filter({ hasText: "characters left" })).toHaveCount(
    0,
  );
  await page.waitForTimeout(COUNT_ANNOUNCE_DELAY_MS + 300);
  await expect(live).toHaveText("992 characters left");

  await notes.fill("x".repeat(NOTES_MAX_LENGTH + 50));
  await expect(notes).toHaveValue("x".repeat(NOTES_MAX_LENGTH));
  await expect(count).toHaveText("0 characters left");
  // Optional: an empty note never blocks the button or shows a message.
  await notes.fill("");
  await fillValid(page);
  await expect(sendButton(page)).toBeEnabled();
  await expect(notes).not.toHaveAttribute("aria-invalid");
});

test("the commercial page carries the same form, and its leads say where they came from", async ({
  page,
}) => {
  const email = `facility.${Date.now()}@example.com`;
  await openQuotePage(page, "/services/commercial");
  const commercialForm = page.getByRole("form", { name: "Request a free commercial cleaning quote" });
  await commercialForm.scrollIntoViewIfNeeded();
  const input = (name: Field) => commercialForm.getByLabel(labels[name], { exact: true });
  await input("firstName").fill("Dana");
  await input("lastName").fill("Rivers");
  await input("phone").fill("325.555.0199");
  await input("email").fill(email);
  await input("zipCode").fill("79556");
  await input("squareFootage").fill("12000");
  await input("services").selectOption({ label: "Other" });
  await input("referral").selectOption({ label: "Referral" });
  await commercialForm.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByTestId("contact-success")).toContainText(SUCCESS);

  await expect
    .poll(async () => (await readInbox()).filter((mail) => JSON.stringify(mail).includes(email)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(2);
  const toBusiness = (await readInbox()).find((mail) => mail.replyTo.includes(email));
  expect(toBusiness?.html).toContain("/services/commercial");
  expect(toBusiness?.html).toContain("Sweetwater, inside the service area");
});

test("in Spanish, the form's script answers in Spanish, counts the notes in Spanish, reads 1.500 as fifteen hundred, and confirms in Spanish", async ({
  page,
}) => {
  const email = `es.js.${Date.now()}@example.com`;
  await openQuotePage(page, "/es/cotizacion");
  const spanish = page.getByRole("form", { name: "Pida su cotización gratis" });
  const input = (label: string) => spanish.getByLabel(label, { exact: true });
  await input("Nombre").fill("Lucía");
  await input("Código postal").fill("7960");
  await input("Código postal").blur();
  await expect(input("Código postal")).toHaveAccessibleDescription("El código postal debe tener 5 dígitos.");
  await input("Apellido").fill("Hernández");
  await input("Teléfono").fill("325-555-0142");
  await input("Correo electrónico").fill(email);
  await input("Código postal").fill("79601");
  await input("Pies cuadrados").fill("1.500");
  await input("Servicio").selectOption({ label: "Limpieza profunda" });
  await input("¿Cómo se enteró de nosotros?").selectOption({ label: "Redes sociales" });
  // The notes' count, in Spanish too.
  await expect(page.getByTestId("request-a-quote-notes-count")).toHaveText("Quedan 1,000 caracteres");
  await spanish.getByLabel(/^¿Hay algo que debamos saber\?/).fill("Perro en casa.");
  await expect(page.getByTestId("request-a-quote-notes-count")).toHaveText("Quedan 986 caracteres");
  await expect(input("Pies cuadrados")).not.toHaveAttribute("aria-invalid", "true");
  await spanish.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByTestId("contact-success")).toContainText(
    "Recibimos su mensaje y le agradecemos que se haya tomado el tiempo de escribirnos.",
  );
  await expect(page.getByTestId("contact-success")).toContainText("Su número de referencia:");
});
