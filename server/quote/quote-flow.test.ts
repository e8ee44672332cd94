import Fastify, { type FastifyInstance } from "fastify";
import ICAL from "ical.js";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { QuoteInput } from "../../app/lib/owner-quotes.ts";
import { tempDataDir } from "../../tests/support/service.ts";
import { storedLeadForm } from "../../tests/support/store-suite.ts";
import {
  type StripeStandIn,
  startStripeStandIn,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
} from "../../tests/support/stripe-stand-in.ts";
import { createSiteContentSource, type SiteContentSource } from "../content-source.ts";
import { connectCurrentContent } from "../current-content.ts";
import { customerLang } from "../mail/customer-lang.ts";
import { NO_ONLINE_PAYMENTS, type OnlinePayments } from "../online-payments.ts";
import { createPaymentsFeature } from "../payments/payments-feature.ts";
import { STRIPE_WEBHOOK_PATH } from "../payments/stripe-webhook-route.ts";
import { documentOf, modelOfDocument, readDocument, writeDocument } from "../store/content-document.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { QuoteDesk } from "./quote-desk.ts";
import { quoteEmail } from "./quote-emails.ts";

// The priced quote end to end at the service's level (issue 30), on a real SQLite store with the real Stripe
// library pointed at a stand-in on loopback: the owner prices a lead at $240 with the oven add-on and sends it; the
// customer accepts the second time; a deposit of 25 % leads to Checkout asking $60.00; the signed webhook records
// the payment once; a refund goes through the gateway once. The pages' HTML is tested in the browser (tests/e2e).

const owner = "owner@bnc.test";
const monday = new Date("2026-03-02T16:00:00Z"); // Monday 10:00 in Abilene
let clock = monday;
let store: Store;
let content: SiteContentSource;
let standIn: StripeStandIn | undefined;
let webhookApp: FastifyInstance | undefined;

beforeEach(async () => {
  clock = monday;
  store = openSqliteStore(tempDataDir());
  content = createSiteContentSource(store, { pollMs: 60_000 });
  await content.start();
  connectCurrentContent(content);
});

afterEach(async () => {
  connectCurrentContent(undefined);
  content.stop();
  await webhookApp?.close();
  webhookApp = undefined;
  await standIn?.close();
  standIn = undefined;
  await store.close();
});

/** The owner's choice under Your site → Online payment, as a content revision (what the words service writes). */
async function requirePayment(payments: { choice: "deposit" | "full"; percent?: number }) {
  await store.reviseContent(
    (latest) => {
      const model = modelOfDocument(readDocument(latest?.document));
      model.payments.choice = payments.choice;
      model.payments.depositKind = "percent";
      model.payments.depositPercent = payments.percent ?? 25;
      return { document: writeDocument(documentOf(model)), summary: "Online payment" };
    },
    owner,
    monday,
  );
  await content.refresh();
}

async function newLead(id: string, lang: "en" | "es" = "en") {
  await store.saveLead(
    { id, form: { ...storedLeadForm, services: "DeepCleaning" }, attribution: {}, createdAt: monday, lang },
    [],
  );
}

const priced: QuoteInput = {
  serviceLabel: "Deep Cleaning",
  service: "210",
  oven: "30",
  fridge: "",
  blinds: "",
  recurring: "",
  frequency: "",
  included: "Kitchen, two bathrooms, three bedrooms",
  validUntil: "2026-03-09",
  windows: [
    { day: "2026-03-10", window: "morning" },
    { day: "2026-03-11", window: "afternoon" },
    { day: "", window: "" },
  ],
};

function desk(online: OnlinePayments = NO_ONLINE_PAYMENTS) {
  return new QuoteDesk(
    store,
    online,
    { siteUrl: "http://site.test", businessEmail: "leads@bnc.test" },
    () => clock,
  );
}

async function emailsOf(leadId: string, purpose: string) {
  return ((await store.getLead(leadId))?.emails ?? []).filter((email) => email.purpose === purpose);
}

async function sentToken(leadId: string): Promise<string> {
  const [email] = (await emailsOf(leadId, "quote")).slice(-1);
  return email?.text.match(/\/quote\/([A-Za-z0-9_-]{43})/)?.[1] ?? "";
}

async function withStripe() {
  standIn = await startStripeStandIn();
  const payments = createPaymentsFeature(
    {
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    },
    store,
    () => {},
  );
  webhookApp = Fastify({ logger: false });
  payments.register(webhookApp);
  await webhookApp.ready();
  return payments.online;
}

const deliver = (payload: string, signature?: string) =>
  (webhookApp as FastifyInstance).inject({
    method: "POST",
    url: STRIPE_WEBHOOK_PATH,
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    payload,
  });

describe("a priced quote", () => {
  it("$240 with the oven: emailed with its link, its lines shown, the second time accepted and the visit confirmed", async () => {
    await newLead("quotelead001");
    const quotes = desk();
    expect(await quotes.send("quotelead001", priced, owner)).toEqual({ ok: true });
    const lead = await store.getLead("quotelead001");
    expect(lead?.lead.stage).toBe("quoted");
    const [email] = await emailsOf("quotelead001", "quote");
    expect(email?.text).toContain("$240.00");
    expect(email?.text).toContain("Oven interior: $30.00");
    const token = await sentToken("quotelead001");
    expect(token).toHaveLength(43);
    // Only the hash is stored: the link's secret is nowhere in the store.
    expect(JSON.stringify(await store.quotesOfLead("quotelead001"))).not.toContain(token);

    const shown = await quotes.quote(token);
    expect(shown).toMatchObject({
      state: "open",
      total: "$240.00",
      lines: [
        { label: "Deep Cleaning", amount: "$210.00" },
        { label: "Oven interior", amount: "$30.00" },
      ],
      payment: "none",
    });
    expect(shown?.windows.map((slot) => slot.words)).toEqual([
      // As every visit email says a time: the arrival window in Abilene's time.
      "Tuesday, March 10, 2026, morning (arrival between 8:00 AM and 12:00 PM, Abilene time)",
      "Wednesday, March 11, 2026, afternoon (arrival between 1:00 PM and 5:00 PM, Abilene time)",
    ]);
    expect((await store.leadActivity("quotelead001")).map((event) => event.action)).toContain("quote-opened");

    const second = shown?.windows[1] as { day: string; window: string };
    expect(await quotes.accept(token, second)).toEqual({ kind: "done" });
    const booking = await store.bookingOfLead("quotelead001");
    expect(booking).toMatchObject({ status: "confirmed", visit: { day: "2026-03-11", window: "afternoon" } });
    expect(booking?.priceCents).toBe(24_000);
    expect((await store.getLead("quotelead001"))?.lead.stage).toBe("booked");
    // The schedule issue's confirmation with its invitation, and the owner told at once.
    const [confirmation] = await emailsOf("quotelead001", "visit-confirmation");
    const event = new ICAL.Component(ICAL.parse(confirmation?.calendar?.content ?? "")).getFirstSubcomponent(
      "vevent",
    );
    expect(event?.getFirstPropertyValue("dtstart")?.toString()).toContain("2026-03-11T13:00:00");
    const [note] = await emailsOf("quotelead001", "quote-accepted");
    expect(note?.to).toBe("leads@bnc.test");
    expect(note?.subject).toBe("Quote accepted: Maria Gonzalez, $240.00");
    // The first time is free again; the quote cannot be accepted twice: the same time pressed again is the same
    // answer and sends nothing more, the other time is refused.
    const { holds } = await store.bookingCalendar("2026-03-10", "2026-03-10", clock);
    expect(holds.filter((hold) => hold.day === "2026-03-10")).toEqual([]);
    expect(await quotes.accept(token, second)).toEqual({ kind: "done" });
    expect(await emailsOf("quotelead001", "visit-confirmation")).toHaveLength(1);
    expect((await quotes.accept(token, shown?.windows[0] as { day: string; window: string })).kind).toBe(
      "refused",
    );
  });

  it("a customer who wrote in Spanish gets the quote, its page's address and the visit's confirmation in Spanish", async () => {
    await newLead("quotelead0es", "es");
    const quotes = desk();
    expect(await quotes.send("quotelead0es", priced, owner)).toEqual({ ok: true });
    const [email] = await emailsOf("quotelead0es", "quote");
    expect(email?.subject).toBe("Su cotización gratis de BnC Cleaning: $240.00");
    const token = email?.text.match(/\/es\/su-cotizacion\/([A-Za-z0-9_-]{43})/)?.[1] ?? "";
    expect(token).toHaveLength(43);
    const shown = await quotes.quote(token);
    expect(shown?.windows[0]?.words).toBe(
      "martes, 10 de marzo de 2026, en la mañana (llegada entre las 8:00 a.m. y las 12:00 p.m., hora de Abilene)",
    );
    expect(await quotes.accept(token, shown?.windows[0] as { day: string; window: string })).toEqual({
      kind: "done",
    });
    const [confirmation] = await emailsOf("quotelead0es", "visit-confirmation");
    expect(confirmation?.subject).toMatch(/está confirmada/);
    expect(confirmation?.text).toMatch(/\/es\/visita\/[A-Za-z0-9_-]{43}/);
  });

  it("a revision replaces the quote: the old link is refused with the phone, the customer sees the newest; a second press sends nothing", async () => {
    await newLead("quotelead002");
    const quotes = desk();
    expect(await quotes.send("quotelead002", { ...priced, after: "0" }, owner)).toEqual({ ok: true });
    const first = await sentToken("quotelead002");
    // Send pressed twice (or in a second tab opened before): refused, so the customer gets one quote.
    expect(await quotes.send("quotelead002", { ...priced, after: "0" }, owner)).toMatchObject({
      ok: false,
      problem: expect.stringContaining("A quote was sent to this lead since this page was opened"),
    });
    expect(await emailsOf("quotelead002", "quote")).toHaveLength(1);
    expect(await quotes.send("quotelead002", { ...priced, service: "190", after: "1" }, owner)).toEqual({
      ok: true,
    });
    const second = await sentToken("quotelead002");
    expect((await emailsOf("quotelead002", "quote"))[1]?.subject).toBe(
      "Your updated quote from BnC Cleaning: $220.00",
    );
    expect((await quotes.quote(first))?.state).toBe("withdrawn");
    const refused = await quotes.accept(first, priced.windows[0] as { day: string; window: string });
    expect(refused.kind === "refused" && refused.problem).toContain("(325) 555-0147");
    expect((await quotes.quote(second))?.total).toBe("$220.00");
  });

  it("an expired quote and a withdrawn quote are refused with the phone number", async () => {
    await newLead("quotelead003");
    await newLead("quotelead004");
    const quotes = desk();
    await quotes.send("quotelead003", priced, owner);
    const expiring = await sentToken("quotelead003");
    await quotes.send("quotelead004", priced, owner);
    const withdrawing = await sentToken("quotelead004");
    const [quote] = await store.quotesOfLead("quotelead004");
    expect(await quotes.withdraw("quotelead004", quote?.id ?? "", owner)).toEqual({ ok: true });
    expect((await quotes.quote(withdrawing))?.state).toBe("withdrawn");
    const withdrawn = await quotes.accept(withdrawing, { day: "2026-03-10", window: "morning" });
    expect(withdrawn.kind === "refused" && withdrawn.problem).toBe(
      "This quote is no longer valid (we may have sent you a newer one). Please call us at (325) 555-0147.",
    );
    clock = new Date("2026-03-10T06:00:00Z"); // Tuesday, past Monday the 9th, its last day
    expect((await quotes.quote(expiring))?.state).toBe("expired");
    const expired = await quotes.accept(expiring, { day: "2026-03-10", window: "morning" });
    expect(expired.kind === "refused" && expired.problem).toBe(
      "This quote has expired. Please call us at (325) 555-0147 and we will send you a new one.",
    );
    expect((await store.bookingOfLead("quotelead003"))?.status).toBe("offered");
  });

  it("a question reaches the lead's history and the owner; a refused price keeps the form's field named", async () => {
    await newLead("quotelead005");
    const quotes = desk();
    expect(await quotes.send("quotelead005", { ...priced, oven: "thirty" }, owner)).toMatchObject({
      ok: false,
      field: "oven",
    });
    expect(await store.quotesOfLead("quotelead005")).toEqual([]);
    // A recurring cleaning's price per later visit is said apart from the total, never added to it.
    expect(await quotes.send("quotelead005", { ...priced, recurring: "95" }, owner)).toMatchObject({
      ok: false,
      field: "frequency",
    });
    await quotes.send("quotelead005", { ...priced, recurring: "95", frequency: "every-2-weeks" }, owner);
    const token = await sentToken("quotelead005");
    expect(await quotes.quote(token)).toMatchObject({ total: "$240.00", recurring: "$95.00" });
    // Accepted, it is a series: the booking repeats as the quote said.
    expect((await store.bookingOfLead("quotelead005"))?.frequency).toBe("every-2-weeks");
    expect((await emailsOf("quotelead005", "quote"))[0]?.text).toContain(
      "Each visit after the first, for a recurring cleaning: $95.00 (not in the total above).",
    );
    expect(await quotes.ask(token, "Do you bring your own supplies?")).toEqual({ kind: "done" });
    const history = await store.leadActivity("quotelead005");
    expect(history.find((event) => event.action === "quote-question")?.detail).toBe(
      "Do you bring your own supplies?",
    );
    expect((await emailsOf("quotelead005", "quote-question"))[0]?.text).toContain(
      "Do you bring your own supplies?",
    );
    // The owner reads it with the quote on the lead's page.
    expect((await quotes.lead("quotelead005")).quotes[0]?.questions).toEqual([
      { at: monday.toISOString(), text: "Do you bring your own supplies?" },
    ]);
  });

  it("the quote email and its words speak Spanish when the customer does", () => {
    const email = quoteEmail(
      { id: "quotelead006", form: { ...storedLeadForm } },
      {
        totalCents: 24_000,
        lines: [
          { label: "Limpieza profunda", cents: 21_000 },
          { label: "Interior del horno", cents: 3_000 },
        ],
        included: "",
        validUntil: "2026-03-09",
        dueCents: 6_000,
        payment: "deposit",
        version: 1,
      },
      ["martes, 10 de marzo de 2026, Mañana, 8:00 a.m. – 12:00 p.m."],
      "http://site.test/quote/x",
      "es",
    );
    expect(email.subject).toBe("Su cotización gratis de BnC Cleaning: $240.00");
    expect(email.text).toContain("Esta cotización es válida hasta el lunes, 9 de marzo de 2026.");
    expect(email.text).toContain("Al aceptar, usted paga $60.00 en línea");
    expect(email.html).toContain('<html lang="es">');
    // The lead's language is the one its form was in.
    expect(customerLang({ lang: "es" })).toBe("es");
  });
});

describe("a deposit through Stripe Checkout", () => {
  it("25 % of $240 asks $60.00 at Checkout; the signed webhook records it once; a refund goes once", async () => {
    const online = await withStripe();
    await requirePayment({ choice: "deposit", percent: 25 });
    await newLead("paylead0001");
    const quotes = desk(online);
    await quotes.send("paylead0001", priced, owner);
    const token = await sentToken("paylead0001");
    expect((await quotes.quote(token))?.due).toBe("$60.00");
    const answer = await quotes.accept(token, { day: "2026-03-10", window: "morning" });
    expect(answer).toEqual({ kind: "pay", url: `${standIn?.url}/pay/cs_test_1` });
    const [session] = standIn?.sessions ?? [];
    expect(session).toMatchObject({
      amount_total: 6_000,
      currency: "usd",
      customer_email: "maria@example.com",
    });
    expect(session?.success_url).toBe(`http://site.test/quote/${token}`);
    const [quote] = await store.quotesOfLead("paylead0001");
    expect(session?.client_reference_id).toBe(quote?.id);
    // The browser's return records nothing: not paid until the webhook says so.
    expect((await quotes.quote(token))?.payment).toBe("unpaid");

    // Unsigned, and signed with another secret: 400, nothing recorded.
    const event = standIn?.signedEvent("cs_test_1", TEST_WEBHOOK_SECRET) ?? { payload: "", signature: "" };
    expect((await deliver(event.payload)).statusCode).toBe(400);
    const forged = standIn?.signedEvent("cs_test_1", "whsec_notoursnotours") ?? {
      payload: "",
      signature: "",
    };
    expect((await deliver(forged.payload, forged.signature)).statusCode).toBe(400);
    expect(await store.paymentsOfLead("paylead0001")).toEqual([]);

    // Signed: recorded once, sent twice; another event for the same session adds nothing either.
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    const again = standIn?.signedEvent("cs_test_1", TEST_WEBHOOK_SECRET) ?? { payload: "", signature: "" };
    expect((await deliver(again.payload, again.signature)).statusCode).toBe(200);
    const payments = await store.paymentsOfLead("paylead0001");
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountCents: 6_000,
      currency: "usd",
      paymentIntent: "pi_test_cs_test_1",
    });
    expect(await emailsOf("paylead0001", "payment-receipt")).toHaveLength(1);
    expect((await quotes.quote(token))?.payment).toBe("paid");

    // The owner's refund: one call to the gateway, recorded in the lead's history; a second press refunds nothing.
    expect(await quotes.refund("paylead0001", payments[0]?.id ?? "", owner)).toEqual({ ok: true });
    expect(standIn?.refunds).toMatchObject([
      { id: "re_test_1", payment_intent: "pi_test_cs_test_1", amount: 6_000 },
    ]);
    expect((await quotes.refund("paylead0001", payments[0]?.id ?? "", owner)).ok).toBe(false);
    expect(standIn?.refunds).toHaveLength(1);
    const history = await store.leadActivity("paylead0001");
    expect(history.find((entry) => entry.action === "payment-refunded")).toMatchObject({
      actor: owner,
      detail: "$60.00",
    });
  });

  it("Accept or Pay pressed again goes back to the open session, a new one only once it expired; a second paid session records nothing", async () => {
    const online = await withStripe();
    await requirePayment({ choice: "deposit", percent: 25 });
    await newLead("paylead0007");
    const quotes = desk(online);
    await quotes.send("paylead0007", priced, owner);
    const token = await sentToken("paylead0007");
    expect(await quotes.accept(token, { day: "2026-03-10", window: "morning" })).toEqual({
      kind: "pay",
      url: `${standIn?.url}/pay/cs_test_1`,
    });
    // Accept pressed again: the same answer, the same session.
    expect(await quotes.accept(token, { day: "2026-03-10", window: "morning" })).toEqual({
      kind: "pay",
      url: `${standIn?.url}/pay/cs_test_1`,
    });
    // Back from Stripe without paying, then Pay: the same session, so the card cannot be charged twice.
    expect(await quotes.pay(token)).toEqual({ kind: "pay", url: `${standIn?.url}/pay/cs_test_1` });
    expect(standIn?.sessions).toHaveLength(1);
    expect(standIn?.sessions[0]?.allowed_payment_method_types).toEqual(["card"]);
    // Stripe expired it (after 24 hours): a new one.
    if (standIn?.sessions[0]) standIn.sessions[0].status = "expired";
    expect(await quotes.pay(token)).toEqual({ kind: "pay", url: `${standIn?.url}/pay/cs_test_2` });
    const paid = standIn?.signedEvent("cs_test_2", TEST_WEBHOOK_SECRET) ?? { payload: "", signature: "" };
    expect((await deliver(paid.payload, paid.signature)).statusCode).toBe(200);
    // Had the old session been paid too, that is money to give back: not a second payment, not a second receipt.
    const old = standIn?.signedEvent("cs_test_1", TEST_WEBHOOK_SECRET) ?? { payload: "", signature: "" };
    expect((await deliver(old.payload, old.signature)).statusCode).toBe(200);
    expect((await store.paymentsOfLead("paylead0007")).map((payment) => payment.sessionId)).toEqual([
      "cs_test_2",
    ]);
    expect(await emailsOf("paylead0007", "payment-receipt")).toHaveLength(1);
    // Paid: Pay asks nothing more.
    expect(await quotes.pay(token)).toEqual({ kind: "done" });
    expect(standIn?.sessions).toHaveLength(2);
  });

  it("a refund made in Stripe's Dashboard is recorded once from its signed event", async () => {
    const online = await withStripe();
    await requirePayment({ choice: "full" });
    await newLead("paylead0004");
    const quotes = desk(online);
    await quotes.send("paylead0004", priced, owner);
    const token = await sentToken("paylead0004");
    await quotes.accept(token, { day: "2026-03-10", window: "morning" });
    const paid = standIn?.signedEvent("cs_test_1", TEST_WEBHOOK_SECRET) ?? { payload: "", signature: "" };
    expect((await deliver(paid.payload, paid.signature)).statusCode).toBe(200);
    const payload = JSON.stringify({
      id: "evt_refund_1",
      object: "event",
      type: "refund.created",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "re_dashboard_1",
          object: "refund",
          amount: 24_000,
          currency: "usd",
          status: "succeeded",
          payment_intent: "pi_test_cs_test_1",
        },
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    const [payment] = await store.paymentsOfLead("paylead0004");
    expect(payment).toMatchObject({ refundId: "re_dashboard_1", refundedCents: 24_000 });
    const refunds = (await store.leadActivity("paylead0004")).filter(
      (event) => event.action === "payment-refunded",
    );
    expect(refunds).toMatchObject([{ actor: "service", detail: "$240.00" }]);
    // Refunded already: the lead's button calls Stripe no more.
    expect((await quotes.refund("paylead0004", payment?.id ?? "", owner)).ok).toBe(false);
    expect(standIn?.refunds).toEqual([]);
  });

  it("an event for a quote that is not ours, or for another amount, changes nothing", async () => {
    const online = await withStripe();
    await requirePayment({ choice: "full" });
    await newLead("paylead0002");
    const quotes = desk(online);
    await quotes.send("paylead0002", priced, owner);
    const token = await sentToken("paylead0002");
    expect((await quotes.accept(token, { day: "2026-03-10", window: "morning" })).kind).toBe("pay");
    expect(standIn?.sessions[0]?.amount_total).toBe(24_000);
    const stranger = standIn?.signedEvent("cs_test_1", TEST_WEBHOOK_SECRET, {
      client_reference_id: "not-ours",
      metadata: {},
    });
    expect((await deliver(stranger?.payload ?? "", stranger?.signature)).statusCode).toBe(200);
    const cheaper = standIn?.signedEvent("cs_test_1", TEST_WEBHOOK_SECRET, { amount_total: 100 });
    expect((await deliver(cheaper?.payload ?? "", cheaper?.signature)).statusCode).toBe(200);
    const euros = standIn?.signedEvent("cs_test_1", TEST_WEBHOOK_SECRET, { currency: "eur" });
    expect((await deliver(euros?.payload ?? "", euros?.signature)).statusCode).toBe(200);
    expect(await store.paymentsOfLead("paylead0002")).toEqual([]);
  });

  it("without the keys nothing is asked online, whatever the owner chose", async () => {
    await requirePayment({ choice: "deposit", percent: 25 });
    await newLead("paylead0003");
    const quotes = desk();
    await quotes.send("paylead0003", priced, owner);
    const token = await sentToken("paylead0003");
    const shown = await quotes.quote(token);
    expect(shown?.payment).toBe("none");
    expect(shown?.due).toBeUndefined();
    expect((await emailsOf("paylead0003", "quote"))[0]?.text).not.toContain("online");
    expect(await quotes.accept(token, { day: "2026-03-10", window: "morning" })).toEqual({ kind: "done" });
  });

  it("stays off with the keys when the build's policies say this site takes no payments", () => {
    const keys = { STRIPE_SECRET_KEY: TEST_SECRET_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET };
    expect(createPaymentsFeature(keys, store, () => {}, false).online.enabled).toBe(false);
    expect(createPaymentsFeature(keys, store, () => {}, true).online.enabled).toBe(true);
    expect(createPaymentsFeature({}, store, () => {}, true).online.enabled).toBe(false);
  });
});
