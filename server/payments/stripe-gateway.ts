import Stripe from "stripe";
import type { CheckoutRequest, OnlinePayments, RefundAnswer } from "../online-payments.ts";
import type { Payment } from "../store/quotes.ts";

/**
 * Stripe through its official library (docs/operations.md, "Online payment"): a Checkout session per payment, the
 * page hosted by Stripe (no card field is ever on our pages), and refunds. STRIPE_API_URL points the library at
 * another host, port and protocol (the tests' stand-in on loopback); Stripe's API otherwise.
 */

export interface StripeSettings {
  secretKey: string;
  apiUrl?: string;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    // A request the customer waits for: one retry (the library sends an idempotency key with it), then an answer.
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** Stripe's Checkout page speaks the customer's language (Latin American Spanish is the nearest to US Spanish). */
const CHECKOUT_LOCALE: Record<CheckoutRequest["lang"], "en" | "es-419"> = { en: "en", es: "es-419" };

/** Where Stripe Checkout's pages are: Stripe's, or the stand-in's own host in tests (it serves them too). */
export function checkoutOrigin(apiUrl: string | undefined): string {
  return apiUrl ? new URL(apiUrl).origin : "https://checkout.stripe.com";
}

export function stripeGateway(
  stripe: Stripe,
  /** Records a refund the gateway made (once, by its id) in the lead's history. */
  recordRefund: (change: {
    paymentId: string;
    refundId: string;
    cents: number;
    actor: string;
    at: Date;
  }) => Promise<boolean>,
  log: { error: (fields: object, message: string) => void },
  hostedOrigin = "https://checkout.stripe.com",
): OnlinePayments {
  return {
    enabled: true,
    checkoutOrigin: hostedOrigin,
    async checkout(request) {
      if (request.previousSession) {
        const previous = await stripe.checkout.sessions.retrieve(request.previousSession);
        if (previous.status === "open" && previous.url) return { sessionId: previous.id, url: previous.url };
        // Paid or being paid: the webhook records it; the quote's page says whether it is paid yet.
        if (previous.status === "complete") return { sessionId: previous.id, url: request.returnUrl };
      }
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        // A card only: it is paid when the session completes. A delayed method (a bank debit) would complete the
        // session unpaid and pay days later, in an event this site does not take.
        allowed_payment_method_types: ["card"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        customer_email: request.customerEmail,
        client_reference_id: request.quoteId,
        metadata: { quote_id: request.quoteId, lead_id: request.leadId },
        payment_intent_data: { metadata: { quote_id: request.quoteId, lead_id: request.leadId } },
        locale: CHECKOUT_LOCALE[request.lang],
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
      });
      if (!session.url) throw new Error("Stripe answered a Checkout session without its page's address");
      return { sessionId: session.id, url: session.url };
    },
    async refund(payment: Payment, actor: string): Promise<RefundAnswer> {
      if (payment.refundId) return { refunded: false, problem: "This payment was refunded already." };
      if (!payment.paymentIntent)
        return {
          refunded: false,
          problem: "This payment cannot be refunded from here: refund it in Stripe.",
        };
      try {
        // One refund per payment, whoever presses twice: Stripe answers the same refund to the same key.
        const refund = await stripe.refunds.create(
          { payment_intent: payment.paymentIntent, amount: payment.amountCents },
          { idempotencyKey: `refund-${payment.id}` },
        );
        if (refund.status === "failed" || refund.status === "canceled") {
          return { refunded: false, problem: "Stripe could not make this refund. Nothing was refunded." };
        }
        await recordRefund({
          paymentId: payment.id,
          refundId: refund.id,
          cents: refund.amount,
          actor,
          at: new Date(),
        });
        return { refunded: true };
      } catch (error) {
        log.error({ err: error, payment: payment.id }, "payments: a refund was refused by Stripe");
        return {
          refunded: false,
          problem:
            "Stripe did not take the refund (nothing was refunded). Try again, or refund it in Stripe.",
        };
      }
    },
  };
}
