import type { Page } from "@playwright/test";
import { readAvailability } from "../../app/lib/availability-api.ts";
import { bookable } from "../support/booking.ts";
import { type ReceivedMail, readEmlFiles } from "../support/mail.ts";
import { validRequest } from "../support/service.ts";
import { expect, test } from "./fixtures.ts";
import { checkAsOwner, signIn as signInAs } from "./owner-site-helpers.ts";
import { e2eServer, e2eSiteServer } from "./server-env.ts";

// The owner's schedule (issue 29, docs/owner-guide.md "Bookings") as the owner drives it on a phone with
// JavaScript off (the no-javascript project only: these pages have no script), on the copy of the site with a
// store of its own (server-env.ts): a window it adds and a capacity it lowers must not change the pages and the
// calendar the other specs read. Each page is checked at 390 px and 400 % zoom, for 44 px targets, every focus
// stop's indicator and axe (owner-site-helpers.ts).

const OWNER = e2eSiteServer.scheduleOwner;

test.use({
  baseURL: e2eSiteServer.baseURL,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  actionTimeout: 20_000,
});
// One after the other: they sign in as the same owner, and a link works once.
test.describe.configure({ mode: "default" });

const mails = () => readEmlFiles(e2eServer.smtpInbox);

async function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails()).find((mail) => mail.to.includes(email) && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error("no mail");
  return found;
}

const signIn = (page: Page) => signInAs(page, OWNER);

/** A quote request that asked for no time, sent as JSON (the page's own form is tested elsewhere). */
async function leadWithoutTime(page: Page, email: string): Promise<string> {
  const response = await page.request.post("/api/contact", { data: validRequest({ email }) });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function availability(page: Page) {
  const answer = readAvailability(await (await page.request.get("/api/availability")).json());
  if (!answer) throw new Error("no availability answer");
  return answer;
}

test("the owner adds an evening window; the commercial page's form offers it and takes a business's request", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole("navigation", { name: "Owner" }).getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("link", { name: "Windows and days" }).first().click();
  await expect(page.getByRole("heading", { name: "Windows and days" })).toBeVisible();
  await checkAsOwner(page, "windows and days");
  const add = page.locator("form").filter({ has: page.getByRole("heading", { name: "Add a window" }) });
  await add.getByLabel(/^Name \(customers/).fill("Evening");
  await add.getByLabel(/^Name in Spanish/).fill("Noche");
  await add.getByLabel("Arrival from (Abilene time)").fill("18:00");
  await add.getByLabel("Arrival until").fill("21:00");
  await add.getByLabel("Which quote form offers it").selectOption("businesses");
  await add.getByRole("button", { name: "Add window" }).click();
  await expect(page.getByRole("status")).toContainText("Window added");
  await expect(page.getByRole("heading", { name: "Evening: 6:00 PM to 9:00 PM" })).toBeVisible();

  // Within seconds the commercial page's form offers it (the quote page's does not), and the API lists it.
  const evening = "Evening (arrival between 6:00 PM and 9:00 PM)";
  await expect
    .poll(async () => (await (await page.request.get("/services/commercial")).text()).includes(evening), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(await (await page.request.get("/get-a-quote")).text()).not.toContain(evening);
  expect((await availability(page)).windows.map((window) => window.id)).toContain("evening");

  // A gym owner asks for it on the commercial page, with the business's name, without JavaScript.
  const day = bookable(3, 2);
  await page.goto("/services/commercial#commercial-quote");
  const form = page.getByRole("form", { name: "Request a free commercial cleaning quote" });
  await form.getByLabel("Business name (optional)").fill("Big Country Gym");
  for (const [label, value] of [
    ["First Name", "Gail"],
    ["Last Name", "Porter"],
    ["Phone", "325-555-0199"],
    ["Email", "gail.e2e@example.com"],
    ["Zip Code", "79601"],
    ["Square Footage", "6000"],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByLabel("Services", { exact: true }).selectOption("Other");
  await form.getByLabel("How did you hear about us?", { exact: true }).selectOption("Referral");
  await form.locator("summary", { hasText: "When would you like us?" }).click();
  await form.getByLabel("Preferred day", { exact: true }).fill(day);
  await form.getByLabel("Arrival window", { exact: true }).selectOption("evening");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByTestId("visit-requested")).toContainText(
    "evening (arrival between 6:00 PM and 9:00 PM",
  );
  const reference =
    (await page.getByText(/^Your reference:/).textContent())?.replace("Your reference: ", "").trim() ?? "";
  await page.goto(`/leads/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gail Porter");
  await expect(page.getByText("Big Country Gym").first()).toBeVisible();
});

test("a booking by phone: on the schedule by day, week and month, and on the crew's day sheet", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/leads/bookings");
  await page.getByRole("link", { name: "Booking by phone" }).click();
  await checkAsOwner(page, "booking by phone");
  const day = bookable(2, 3);
  const fields: [string, string][] = [
    ["First name", "Rosa"],
    ["Last name", "Delgado"],
    ["Phone", "325 555 0134"],
    ["Email (for the confirmation)", "rosa.e2e@example.com"],
    ["Zip code", "79601"],
    ["Street address", "1402 Sayles Blvd"],
    ["Access notes (gate code, keys, pets)", "Side gate 4417; two friendly dogs"],
    ["Price agreed, in dollars (optional)", "180"],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Service", { exact: true }).selectOption("DeepCleaning");
  await page.getByLabel("How did they hear about us?").selectOption("Referral");
  await page.getByLabel("Day", { exact: true }).fill(day);
  await page.getByLabel("Arrival window (Abilene time)").selectOption("morning");
  await page.getByRole("button", { name: "Book and email the customer" }).click();
  await expect(page.getByRole("status")).toContainText("Booking saved");
  await expect(page.getByText("Booking taken by phone")).toBeVisible();
  await mailTo("rosa.e2e@example.com", /is confirmed/);

  await page.goto(`/leads/bookings?view=day&date=${day}`);
  const card = page.getByRole("article", { name: /Rosa Delgado/ });
  await expect(card).toContainText("8:00 AM – 12:00 PM · Morning");
  await expect(card).toContainText("Abilene · Deep Cleaning · $180.00");
  await checkAsOwner(page, "the schedule by day");
  await page.getByRole("link", { name: "Week" }).click();
  await expect(page.getByRole("article", { name: /Rosa Delgado/ })).toBeVisible();
  await checkAsOwner(page, "the schedule by week");
  await page.getByRole("link", { name: "Month" }).click();
  await expect(page.getByRole("article", { name: /Rosa Delgado/ })).toBeVisible();
  await page.getByRole("link", { name: "Day", exact: true }).click();
  await page.getByRole("link", { name: "Day sheet for the crew" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toContainText("Rosa Delgado");
  await expect(page.locator("main")).toContainText("1402 Sayles Blvd, Abilene 79601");
  await expect(page.locator("main")).toContainText("Side gate 4417; two friendly dogs");
  await checkAsOwner(page, "the day sheet");
  // Printed, the sheet alone: no frame, no controls.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Owner" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Show" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // Tap the visit to open it: the lead, with the visit to move or cancel.
  await page.goto(`/leads/bookings?view=day&date=${day}`);
  await page.getByRole("link", { name: "Rosa Delgado" }).click();
  await expect(page.locator("summary", { hasText: "Move this visit" })).toBeVisible();
  await checkAsOwner(page, "a lead with a visit");
});

test("three times offered; the customer picks the second without JavaScript; the other two are free again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // One visit a window, so a kept window shows full to visitors.
  await page.goto("/leads/bookings");
  for (const label of [/^Morning/, /^Afternoon/]) {
    const form = page.locator("form").filter({ has: page.getByLabel(label) });
    await form.getByLabel(label).fill("1");
    await form.getByRole("button", { name: /^Save/ }).click();
    await expect(page.getByRole("status")).toContainText("Capacity saved.");
  }
  const email = `offer.${Date.now()}@example.com`;
  const leadId = await leadWithoutTime(page, email);
  const [a, b, c] = [bookable(2, 4), bookable(4, 4), bookable(5, 4)];
  await page.goto(`/leads/${leadId}`);
  await page.locator("summary", { hasText: "Offer times to choose from" }).click();
  for (const [n, day, window] of [
    [1, a, "morning"],
    [2, b, "afternoon"],
    [3, c, "morning"],
  ] as const) {
    const time = page.getByRole("group", { name: new RegExp(`^Time ${n}`) });
    await time.getByLabel("Day").fill(day);
    await time.getByLabel("Window").selectOption(window);
  }
  await page.getByLabel("Your words to the customer (optional)").fill("These are our open times next month.");
  await checkAsOwner(page, "a lead with the offer form open");
  await page.getByRole("button", { name: "Offer these times" }).click();
  await expect(page.getByRole("status")).toContainText("Times offered");
  const full = (answer: Awaited<ReturnType<typeof availability>>, day: string) =>
    answer.unavailable.find((entry) => entry.day === day)?.full ?? [];
  const kept = await availability(page);
  expect([full(kept, a), full(kept, b), full(kept, c)]).toEqual([["morning"], ["afternoon"], ["morning"]]);

  // The customer opens the email's link: no sign-in, no script.
  const mail = await mailTo(email, /Choose a time/);
  const link = mail.text.match(/https?:\/\/\S+(\/offer\/[A-Za-z0-9_-]{43})/)?.[1] ?? "";
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a time" })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(3);
  // The phone, the times (one stop for the group), the button, the phone again.
  await checkAsOwner(page, "the offer's page", 4);
  await page.getByRole("radio").nth(1).check();
  await page.getByRole("button", { name: "Confirm this time" }).click();
  await expect(page.getByRole("heading", { name: "Your cleaning is confirmed" })).toBeVisible();
  await mailTo(email, /is confirmed/);
  const after = await availability(page);
  expect([full(after, a), full(after, b), full(after, c)]).toEqual([[], ["afternoon"], []]);
  await page.goto(`/leads/${leadId}`);
  await expect(page.getByText("Picked:")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Where you are with this lead" })).toHaveValue("booked");
});
