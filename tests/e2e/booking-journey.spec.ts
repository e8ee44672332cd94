import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { defaultBookingRules } from "../../app/content/booking.ts";
import { localToday, slotInterval } from "../../app/lib/availability.ts";
import { bookable } from "../support/booking.ts";
import { type ReceivedMail, readEmlFiles } from "../support/mail.ts";
import { defaultSite as business } from "../support/site-defaults.ts";
import { expect, test, waitForIsland } from "./fixtures.ts";
import { e2eServer } from "./server-env.ts";

// The whole booking loop in a real browser, with the real service and the real test mail server, in both projects
// (JavaScript on: the form sends JSON; off: it posts, and every other page here has no script anyway): a visitor
// asks for a Tuesday morning, the owner confirms, the invitation parses (ical.js) to that Tuesday 8:00 in
// America/Chicago, the manage link asks to move it, the owner confirms and the new invitation has a higher
// SEQUENCE; a cancellation inside 24 hours is refused with the phone number, earlier it is accepted (METHOD:CANCEL).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const inbox = () => readEmlFiles(e2eServer.smtpInbox);

async function mailTo(email: string, subject: RegExp, index = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox()).filter((mail) => mail.to.includes(email) && subject.test(mail.subject))[
          index
        ];
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error("no mail");
  return found;
}

/** The text/calendar part of an email, read with ical.js and its own VTIMEZONE. */
async function invitation(mail: ReceivedMail) {
  const part = (await PostalMime.parse(mail.raw)).attachments.find(
    (entry) => entry.mimeType === "text/calendar",
  );
  if (!part) throw new Error("no text/calendar part");
  const text = typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { method: String(calendar.getFirstPropertyValue("method")), event: new ICAL.Event(vevent) };
}

const manageLink = (mail: ReceivedMail) => {
  const link = mail.text.match(/https?:\/\/\S+(\/visit\/[A-Za-z0-9_-]{43})/)?.[1];
  if (!link) throw new Error("no manage link");
  return link;
};

async function signIn(page: Page, owner: string) {
  const links = async () =>
    (await inbox())
      .filter((mail) => mail.subject.startsWith("Sign in to your leads") && mail.to.includes(owner))
      .map((mail) => mail.text.match(/https?:\/\/\S+\/leads\/sign-in\?token=\S+/)?.[0] ?? "");
  const before = (await links()).length;
  await page.goto("/leads");
  await page.getByLabel("Email").fill(owner);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect.poll(async () => (await links()).length, { timeout: 15_000 }).toBeGreaterThan(before);
  await page.goto((await links()).at(-1) ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/leads");
}

async function confirmOnLeadPage(page: Page, leadId: string, other?: { day: string; window: string }) {
  await page.goto(`/leads/${leadId}`);
  // The form that confirms: the page's offer form below it has fields of the same names.
  const form = page.locator("form", {
    has: page.getByRole("button", { name: "Confirm visit and email the customer" }),
  });
  if (other) {
    await form.getByLabel("Another day and window, agreed on the phone:").check();
    await form.getByLabel("Day", { exact: true }).fill(other.day);
    await form.getByLabel("Window", { exact: true }).selectOption(other.window);
  }
  await form.getByLabel("Street address (the form asks only for the zip code)").fill("1402 Sayles Blvd");
  await form.getByRole("button", { name: "Confirm visit and email the customer" }).click();
  await expect(page.getByRole("status")).toContainText("Visit confirmed");
}

test("a visitor books a Tuesday morning, the owner confirms, the calendar follows every change", async ({
  page,
}) => {
  // Eleven emails and a dozen pages: about 25 s on a quiet machine, more on a busy one.
  test.setTimeout(90_000);
  const project = test.info().project.name;
  const scripts = test.info().project.use.javaScriptEnabled !== false;
  // Each project its own weeks: the two run side by side against one server.
  const weeks = project === "chromium" ? 3 : 4;
  const tuesday = bookable(2, weeks);
  const thursday = bookable(4, weeks);
  const email = `journey.${project}.${Date.now()}@example.com`;
  const owner = `booking.${project}@bnc-cleaning.example`;

  // The visitor asks for a Tuesday morning.
  await page.goto("/get-a-quote");
  if (scripts) await waitForIsland(page, "quote-form");
  const form = page.getByRole("form", { name: "Request your free quote" });
  const fields: [string, string][] = [
    ["First Name", "Jo"],
    ["Last Name", "Journey"],
    ["Phone", "325-555-0177"],
    ["Email", email],
    ["Zip Code", "79601"],
    ["Square Footage", "1600"],
  ];
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("Services", { exact: true }).selectOption("DeepCleaning");
  await form.getByLabel("How did you hear about us?", { exact: true }).selectOption("Referral");
  // The visit choice is folded under its line until the visitor opens it.
  await form.locator("summary", { hasText: "When would you like us?" }).click();
  await form.getByLabel("Preferred day", { exact: true }).fill(tuesday);
  await form.getByLabel("Arrival window", { exact: true }).selectOption("morning");
  await form.getByRole("button", { name: "Send Request" }).click();
  const requested = page.getByTestId("visit-requested");
  await expect(requested).toContainText("Visit requested, not yet confirmed:");
  await expect(requested).toContainText("Tuesday");
  await expect(requested).toContainText("8:00 AM");
  const acknowledgement = await mailTo(email, /./);
  expect(acknowledgement.text).toContain("Visit requested (not yet confirmed): Tuesday");
  expect(acknowledgement.text).toContain("requested, not yet confirmed");
  let id = "";
  await expect
    .poll(async () => {
      const notification = (await inbox()).find((mail) => mail.replyTo.includes(email));
      id = notification?.text.match(/Reference ([0-9a-z]{12})/)?.[1] ?? "";
      return id;
    })
    .toMatch(/^[0-9a-z]{12}$/);

  // The owner confirms it; the invitation is that Tuesday, 8:00 in Abilene.
  await signIn(page, owner);
  await confirmOnLeadPage(page, id);
  const confirmation = await mailTo(email, /is confirmed/);
  const first = await invitation(confirmation);
  expect(first.method).toBe("REQUEST");
  expect(first.event.startDate.zone?.tzid).toBe("America/Chicago");
  expect(first.event.startDate.toString()).toBe(`${tuesday}T08:00:00`);
  expect(first.event.startDate.toJSDate().toISOString()).toBe(
    slotInterval({ day: tuesday, window: "morning" }, defaultBookingRules)?.start.toISOString(),
  );

  // The customer asks to move it with the manage link; the owner confirms; the new invitation has a higher SEQUENCE.
  await page.goto(manageLink(confirmation));
  await page.getByLabel("Day", { exact: true }).fill(thursday);
  await page.getByLabel("Arrival window (Abilene time)").selectOption("afternoon");
  await page.getByRole("button", { name: "Ask for this time" }).click();
  await expect(page.getByRole("status")).toContainText("requested, not yet confirmed");
  await mailTo(email, /request to move/);
  await confirmOnLeadPage(page, id);
  const moved = await mailTo(email, /new time/);
  const second = await invitation(moved);
  expect(second.event.uid).toBe(first.event.uid);
  expect(second.event.sequence).toBeGreaterThan(first.event.sequence);
  expect(second.event.startDate.toString()).toBe(`${thursday}T13:00:00`);

  // Inside 24 hours: a second visit the owner set for the next window starting within a day, on the phone.
  const now = Date.now();
  const today = localToday(new Date(), defaultBookingRules);
  const soon = [0, 1, 2]
    .flatMap((offset) =>
      defaultBookingRules.windows.map((window) => ({
        day: today.add({ days: offset }).toString(),
        window: window.id,
      })),
    )
    .find((slot) => {
      const start = slotInterval(slot, defaultBookingRules)?.start.getTime() ?? 0;
      return start > now + 3_600_000 && start < now + 24 * 3_600_000;
    });
  if (!soon) throw new Error("no window starts within 24 hours");
  const soonEmail = `soon.${email}`;
  const asked = await page.request.post("/api/contact", {
    data: {
      firstName: "Sam",
      lastName: "Soon",
      phone: "325-555-0178",
      email: soonEmail,
      zipCode: "79601",
      squareFootage: 900,
      services: "Moving",
      referral: "Referral",
      visitDay: bookable(5, weeks),
      visitWindow: "afternoon",
    },
  });
  expect(asked.status()).toBe(201);
  await confirmOnLeadPage(page, ((await asked.json()) as { id: string }).id, soon);
  const soonLink = manageLink(await mailTo(soonEmail, /is confirmed/));
  await page.goto(soonLink);
  await expect(page.getByText("changes that late are made by phone")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel my visit" })).toHaveCount(0);
  // Whatever the browser sends: a cancel posted anyway is refused with the phone number.
  const forced = await page.request.post(soonLink, { form: { intent: "cancel" } });
  expect(forced.status()).toBe(409);
  expect(await forced.text()).toContain(business.phone);

  // Earlier than 24 hours: the move's visit is cancelled, and its calendar gets METHOD:CANCEL.
  await page.goto(manageLink(moved));
  await page.getByRole("button", { name: "Cancel my visit" }).click();
  await expect(page.getByRole("status")).toContainText("Your visit is cancelled");
  const cancel = await invitation(await mailTo(email, /cancelled/));
  expect(cancel.method).toBe("CANCEL");
  expect(cancel.event.uid).toBe(first.event.uid);
  expect(cancel.event.sequence).toBeGreaterThan(second.event.sequence);
});
