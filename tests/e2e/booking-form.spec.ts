import type { Page } from "@playwright/test";
import { defaultBookingRules } from "../../app/content/booking.ts";
import { earliestBookableDay } from "../../app/lib/availability.ts";
import { formatDay } from "../../app/lib/visit-words.ts";
import { openSqliteStore } from "../../server/store/open-store.ts";
import { bookable } from "../support/booking.ts";
import { expect, test, waitForIsland } from "./fixtures.ts";
import { e2eServer } from "./server-env.ts";

// Booking a cleaning in a real browser against the real service (docs/quote-form.md, "When would you like us?").

const form = (page: Page) => page.getByRole("form", { name: "Request your free quote" });

async function fillContact(page: Page, email: string) {
  const values: [string, string][] = [
    ["First Name", "Lena"],
    ["Last Name", "Booker"],
    ["Phone", "325-555-0199"],
    ["Email", email],
    ["Zip Code", "79601"],
    ["Square Footage", "1400"],
  ];
  for (const [label, value] of values) await form(page).getByLabel(label, { exact: true }).fill(value);
  await form(page).getByLabel("Services", { exact: true }).selectOption("DeepCleaning");
  await form(page).getByLabel("How did you hear about us?", { exact: true }).selectOption("Referral");
}

test("with JavaScript, closed and full days show before sending, and a refused choice gets the server's message inline", async ({
  page,
}) => {
  const closed = bookable(4, 5);
  const store = openSqliteStore(e2eServer.dataDir);
  try {
    await store.closeDay(closed, "Crew training", "owner@example.com", new Date());
  } finally {
    await store.close();
  }
  await page.goto("/get-a-quote");
  await waitForIsland(page, "quote-form");
  await form(page).getByLabel("First Name", { exact: true }).focus();
  // The visit choice is folded under its line until the visitor opens it.
  await form(page).locator("summary", { hasText: "When would you like us?" }).click();
  const unavailable = page.getByTestId("visit-unavailable");
  await expect(unavailable).toContainText(`${formatDay(closed)} (closed)`);
  await expect(form(page).getByLabel("Preferred day", { exact: true })).toHaveAttribute(
    "min",
    earliestBookableDay(new Date(), defaultBookingRules).toString(),
  );

  await fillContact(page, `lena.${Date.now()}@example.com`);
  const day = form(page).getByLabel("Preferred day", { exact: true });
  await day.fill(closed);
  await form(page).getByLabel("Arrival window", { exact: true }).selectOption("morning");
  const message = page.locator("#request-a-quote-visitDay-error");
  await expect(message).toContainText("We are closed that day.");
  await expect(message).toContainText("Nearest open:");
  await day.fill(bookable(6, 1));
  await expect(message).toContainText("We clean Monday to Friday only");
  // Nothing was sent while the choice was refused.
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact")) sent.push(request.url());
  });
  const send = form(page).getByRole("button", { name: "Send Request" });
  await expect(send).toHaveAttribute("aria-disabled", "true");
  await send.focus();
  await page.keyboard.press("Enter");
  await expect(day).toBeFocused();
  expect(sent).toEqual([]);
});
