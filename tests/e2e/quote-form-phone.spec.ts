import type { Locator, Page } from "@playwright/test";
import { visitMessages } from "../../app/lib/contact-fields.ts";
import { bookable } from "../support/booking.ts";
import { expect, test, waitForIsland } from "./fixtures.ts";

// The quote form on a 390 px phone, in both projects: with JavaScript (the island) and without it (plain HTML and
// the server's answer). The quote is the site's one job: the brief's fields first, the optional parts said to be
// optional, the visit choice folded under one line until it is wanted.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const withScripts = () => test.info().project.use.javaScriptEnabled !== false;
const quoteForm = (page: Page, name: string) => page.getByRole("form", { name });
const visitSummary = (form: Locator) => form.locator("summary", { hasText: "When would you like us?" });

async function open(page: Page, path: string) {
  await page.goto(path);
  if (withScripts()) await waitForIsland(page, "quote-form");
}

/** The name a visitor reads for an optional control's part: its group's legend or summary, else its label. */
async function optionalParts(form: Locator): Promise<string[]> {
  return form.evaluate((element) => {
    const parts = new Set<string>();
    for (const control of element.querySelectorAll<HTMLInputElement>("input, select, textarea")) {
      if (control.type === "hidden" || control.closest("[aria-hidden=true]")) continue;
      if (control.getAttribute("aria-required") === "true" || control.required) continue;
      const group = control.closest("details")?.querySelector("summary");
      const text = (group ?? control.labels?.[0])?.textContent ?? `unnamed ${control.name}`;
      parts.add(text.replace(/\(optional\)\s*$/, "").trim());
    }
    return [...parts];
  });
}

for (const [path, name, optional] of [
  ["/get-a-quote", "Request your free quote", ["Anything we should know?", "When would you like us?"]],
  [
    "/services/commercial",
    "Request a free commercial cleaning quote",
    // The commercial form also asks for the business's name, which a customer may leave out.
    ["Business name", "Anything we should know?", "When would you like us?"],
  ],
] as const) {
  test(`${path}: the introduction says which parts are optional, as the form has them`, async ({ page }) => {
    await open(page, path);
    const form = quoteForm(page, name);
    const section = page.locator("section", { has: form });
    const intro = section.locator("p").first();
    const parts = await optionalParts(form);
    expect(parts).toEqual(optional);
    const quoted = parts.map((part) => `“${part}”`);
    await expect(intro).toContainText(
      `Every field is required except ${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}, which are optional.`,
    );
    await expect(intro).not.toContainText("the last one");
    // Every other field is required, and says so to assistive technology.
    for (const label of [
      "First Name",
      "Last Name",
      "Phone",
      "Email",
      "Zip Code",
      "Square Footage",
      "Services",
      "How did you hear about us?",
    ]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("aria-required", "true");
    }
  });
}

test("the visit choice is folded under one line: the form is short, and the line opens it", async ({
  page,
}) => {
  await open(page, "/get-a-quote");
  const form = quoteForm(page, "Request your free quote");
  const summary = visitSummary(form);
  await expect(summary).toHaveText("When would you like us? (optional)");
  const day = form.getByLabel("Preferred day", { exact: true });
  await expect(day).toBeHidden();
  // Measured at 390 px: 2,110 px of form with the visit choice laid out (the Send button 2,026 px down); folded,
  // the brief's eight fields, the notes and one line come before the button (1,421 px, the button 1,337 px down).
  const box = await form.boundingBox();
  const button = await form.getByRole("button", { name: "Send Request" }).boundingBox();
  expect(box?.height ?? Infinity).toBeLessThan(1_500);
  expect((button?.y ?? Infinity) - (box?.y ?? 0)).toBeLessThan(1_400);
  // The line is a large enough target, and opens the choice with or without scripts.
  expect((await summary.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await summary.click();
  await expect(day).toBeVisible();
  await expect(form.getByLabel("Arrival window", { exact: true })).toBeVisible();
  await summary.click();
  await expect(day).toBeHidden();
});

test("a visit choice that needs a correction comes back open, with its message", async ({ page }) => {
  await open(page, "/get-a-quote");
  const form = quoteForm(page, "Request your free quote");
  const fill = (label: string, value: string) => form.getByLabel(label, { exact: true }).fill(value);
  await fill("First Name", "Vera");
  await fill("Last Name", "Fold");
  await fill("Phone", "325-555-0142");
  await fill("Email", `fold.${test.info().project.name}.${Date.now()}@example.com`);
  await fill("Zip Code", "79601");
  await fill("Square Footage", "1200");
  await form.getByLabel("Services", { exact: true }).selectOption("DeepCleaning");
  await form.getByLabel("How did you hear about us?", { exact: true }).selectOption("Referral");
  // A day without a window, then the choice folded again before sending.
  const summary = visitSummary(form);
  await summary.click();
  await fill("Preferred day", bookable(2, 1));
  await summary.click();
  // The button says it cannot send (aria-disabled) with scripts; a press with Enter still shows why.
  await form.getByRole("button", { name: "Send Request" }).focus();
  await page.keyboard.press("Enter");

  // With scripts the island opens it and takes the visitor to the window; without, the server's page has it open.
  const details = form.locator("details", {
    has: page.locator("summary", { hasText: "When would you like us?" }),
  });
  await expect(details).toHaveAttribute("open", "");
  const window = form.getByLabel("Arrival window", { exact: true });
  await expect(window).toBeVisible();
  await expect(window).toHaveAccessibleDescription(visitMessages.visitWindow);
  await expect(form.getByLabel("Preferred day", { exact: true })).toHaveValue(bookable(2, 1));
  if (withScripts()) await expect(window).toBeFocused();
});
