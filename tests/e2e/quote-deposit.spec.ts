import type { Page } from "@playwright/test";
import { bookable } from "../support/booking.ts";
import { type ReceivedMail, readEmlFiles } from "../support/mail.ts";
import { validRequest } from "../support/service.ts";
import { type StandInSession, signedCompletedEvent } from "../support/stripe-stand-in.ts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./owner-site-helpers.ts";
import { e2eConsentServer, e2eServer } from "./server-env.ts";

// A deposit through Stripe Checkout (issue 30, docs/operations.md "Online payment") with JavaScript off, on the copy
// of the site built and run with the Stripe keys, paying through a stand-in of Stripe's API on loopback
// (tests/support/stripe-stand-in.ts): the owner asks 25 %, the customer accepts a $240 quote and lands on the
// stand-in's hosted page asking $60.00; Stripe's signed webhook records the payment once; the owner refunds it once.

const WEBHOOK_SECRET = e2eConsentServer.env.STRIPE_WEBHOOK_SECRET ?? "";

test.use({
  baseURL: e2eConsentServer.baseURL,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  actionTimeout: 20_000,
});

async function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readEmlFiles(e2eServer.smtpInbox)).find(
          (mail) => mail.to.includes(email) && subject.test(mail.subject),
        );
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error("no mail");
  return found;
}

const standIn = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${e2eConsentServer.stripeUrl}${path}`)).json()) as T;

const deliver = (page: Page, event: { payload: string; signature?: string }) =>
  page.request.post("/api/payments/stripe-webhook", {
    headers: {
      "content-type": "application/json",
      ...(event.signature ? { "stripe-signature": event.signature } : {}),
    },
    data: event.payload,
  });

test("25 % of a $240 quote asks $60.00 at Checkout; the signed webhook records it once; the refund goes once", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, e2eConsentServer.payOwner);
  // The owner's choice: a deposit of 25 %.
  await page.goto("/leads/site/payments");
  await page.getByLabel("A deposit when they accept").check();
  await page.getByLabel("A percentage of the quote").check();
  await page.getByRole("textbox", { name: "Percentage" }).fill("25");
  await page.getByRole("button", { name: "Save how customers pay" }).click();
  await expect(page.getByRole("status")).toContainText("Saved");

  const email = `deposit.${Date.now()}@example.com`;
  const response = await page.request.post("/api/contact", { data: validRequest({ email }) });
  const leadId = ((await response.json()) as { id: string }).id;
  await page.goto(`/leads/${leadId}`);
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("heading", { name: "Price and send a quote" }) });
  await expect(form).toContainText("pays a deposit of 25 % online");
  await form.getByLabel("Its price, in dollars").fill("210");
  await form.getByLabel("Oven interior").fill("30");
  await form
    .getByRole("group", { name: /^Quote time 1/ })
    .getByLabel("Day")
    .fill(bookable(2, 6));
  await form.getByRole("button", { name: "Send the quote" }).click();
  await expect(page.getByRole("status")).toContainText("Quote sent");

  const mail = await mailTo(email, /Your free quote/);
  expect(mail.text).toContain("When you accept, you pay $60.00 online");
  const link = mail.text.match(/https?:\/\/\S+(\/quote\/[A-Za-z0-9_-]{43})/)?.[1] ?? "";
  await page.goto(link);
  await expect(
    page.getByText("you pay $60.00 online on the secure page of our payment provider, Stripe"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Accept and confirm this time" }).click();
  // The stand-in's hosted page: the session asks $60.00, no card field was ever on our pages.
  await expect(page).toHaveURL(new RegExp(`^${e2eConsentServer.stripeUrl}/pay/cs_test_\\d+$`));
  await expect(page.locator("#amount")).toHaveText("60.00 USD");
  const sessions = await standIn<StandInSession[]>("/_test/sessions");
  const session = sessions.find((candidate) => candidate.customer_email === email);
  expect(session).toMatchObject({ amount_total: 6_000, currency: "usd" });
  if (!session) throw new Error("no session");

  // Coming back: not paid until the webhook says so.
  await page.goto(link);
  await expect(page.getByText("Not paid yet: $60.00 is asked online.")).toBeVisible();

  // Unsigned, and signed with another secret: 400, nothing recorded.
  const event = signedCompletedEvent(session, WEBHOOK_SECRET, `evt_e2e_${Date.now()}`);
  expect((await deliver(page, { payload: event.payload })).status()).toBe(400);
  const forged = signedCompletedEvent(session, "whsec_someoneelse000", `evt_forged_${Date.now()}`);
  expect((await deliver(page, forged)).status()).toBe(400);
  await page.goto(`/leads/${leadId}`);
  await expect(page.locator("#quote")).toContainText("Not paid yet");

  // Signed: recorded once, sent twice.
  expect((await deliver(page, event)).status()).toBe(200);
  expect((await deliver(page, event)).status()).toBe(200);
  await page.goto(`/leads/${leadId}`);
  await expect(page.locator("#quote").getByText(/^Paid online \$60\.00/)).toHaveCount(1);
  await mailTo(email, /Your payment of \$60\.00/);
  await page.goto(link);
  await expect(page.getByText("Paid online: $60.00.")).toBeVisible();

  // The owner's refund: one call to the stand-in, in the lead's history; the button is gone after it.
  await page.goto(`/leads/${leadId}`);
  await page.getByRole("button", { name: "Refund $60.00 through Stripe" }).click();
  await expect(page.getByRole("status")).toContainText("Refunded through Stripe");
  await expect(page.getByText("Payment refunded: $60.00")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  const refunds = await standIn<Array<{ payment_intent: string; amount: number }>>("/_test/refunds");
  expect(refunds.filter((refund) => refund.payment_intent === `pi_test_${session.id}`)).toEqual([
    expect.objectContaining({ amount: 6_000 }),
  ]);
});
