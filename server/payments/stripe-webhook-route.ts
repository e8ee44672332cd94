import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { customerLang } from "../mail/customer-lang.ts";
import type { Store } from "../store/store.ts";
import { paymentReceipt } from "./payment-emails.ts";

export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe-webhook";

/** Stripe's events are small; a body past this is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payments/stripe-webhook: the only way a payment is recorded (never the browser's return from Checkout).
 * The signature is checked over the raw bytes with the endpoint's secret (Stripe's constructEvent); an unsigned or
 * wrongly signed body is 400 and records nothing. `checkout.session.completed` with a paid session records the
 * payment, once per event and once per session (the store's unique keys), only when its amount and currency are
 * what the quote asked; an event for a quote that is not ours is one log line. `refund.created` records a refund
 * made in Stripe's Dashboard once. Any event we verified is answered 200, so Stripe stops sending it, whether or
 * not it changed anything.
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  options: { stripe: Stripe; webhookSecret: string; store: Store; onQueued: () => void },
): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: the body is kept raw, never parsed and written again.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw new Error("no signature");
        event = options.stripe.webhooks.constructEvent(request.body, signature, options.webhookSecret);
      } catch {
        request.log.warn("payments: a webhook call without a valid Stripe signature was refused");
        return reply.code(400).header("cache-control", "no-store").send({ error: "Bad signature." });
      }
      if (event.type === "checkout.session.completed") {
        await recordCompleted(event.id, event.data.object, options, request.log);
      } else if (event.type === "refund.created") {
        await recordRefunded(event.data.object, options.store, request.log);
      }
      return reply.code(200).header("cache-control", "no-store").send({ received: true });
    });
  });
}

async function recordCompleted(
  eventId: string,
  session: Stripe.Checkout.Session,
  options: { store: Store; onQueued: () => void },
  log: { info: (fields: object, message: string) => void; error: (fields: object, message: string) => void },
): Promise<void> {
  const quoteId = session.client_reference_id ?? session.metadata?.quote_id;
  const quote = quoteId ? await options.store.quoteById(quoteId) : undefined;
  if (!quote) {
    log.info(
      { event: eventId, session: session.id },
      "payments: an event for a quote that is not ours; nothing changed",
    );
    return;
  }
  // A delayed payment method completes the session before the money arrives: only a paid session is a payment.
  if (session.payment_status !== "paid") {
    log.info(
      { event: eventId, quote: quote.id },
      "payments: a completed session not paid yet; nothing recorded",
    );
    return;
  }
  if (session.amount_total !== quote.dueCents || session.currency !== "usd") {
    log.error(
      {
        event: eventId,
        quote: quote.id,
        asked: quote.dueCents,
        paid: session.amount_total,
        currency: session.currency,
      },
      "payments: a payment whose amount is not what the quote asked; nothing recorded, check it in Stripe",
    );
    return;
  }
  // A quote is paid once: a second session paid for it (which the quote's page never offers while one is open) is
  // money to give back, not a second payment.
  const earlier = (await options.store.paymentsOfLead(quote.leadId)).find(
    (payment) => payment.quoteId === quote.id && payment.sessionId !== session.id,
  );
  if (earlier) {
    log.error(
      { event: eventId, quote: quote.id, session: session.id, paid: session.amount_total },
      "payments: a second payment for a quote already paid; nothing recorded, refund it in Stripe",
    );
    return;
  }
  const lead = (await options.store.getLead(quote.leadId))?.lead;
  const paymentIntent =
    typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  const at = new Date();
  const result = await options.store.recordPayment({
    quoteId: quote.id,
    eventId,
    sessionId: session.id,
    ...(paymentIntent ? { paymentIntent } : {}),
    amountCents: session.amount_total,
    currency: session.currency,
    at,
    emails: lead
      ? [
          paymentReceipt(
            lead,
            quote,
            { amountCents: session.amount_total, paidAt: at, sessionId: session.id },
            customerLang(lead),
          ),
        ]
      : [],
  });
  if (result.recorded) {
    log.info({ quote: quote.id, amount: session.amount_total }, "payments: payment recorded");
    options.onQueued();
  }
}

/**
 * A refund made in Stripe's Dashboard (the owner's own, from the lead's page, is recorded from Stripe's answer, and
 * its event then finds it recorded): recorded once on the payment it refunds, in the lead's history.
 */
async function recordRefunded(
  refund: Stripe.Refund,
  store: Store,
  log: { info: (fields: object, message: string) => void },
): Promise<void> {
  const intent =
    typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
  const payment = intent ? await store.paymentByIntent(intent) : undefined;
  if (!payment || refund.status === "failed" || refund.status === "canceled") {
    log.info({ refund: refund.id }, "payments: a refund of no payment of ours, or not made; nothing changed");
    return;
  }
  await store.recordRefund({
    paymentId: payment.id,
    refundId: refund.id,
    cents: refund.amount,
    // Made by someone in Stripe, not on the lead: it does not count as answering the lead.
    actor: "service",
    at: new Date(),
  });
}
