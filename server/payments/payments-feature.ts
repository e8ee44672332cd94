import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { NO_ONLINE_PAYMENTS, type OnlinePayments } from "../online-payments.ts";
import type { Store } from "../store/store.ts";
import { checkoutOrigin, stripeClient, stripeGateway } from "./stripe-gateway.ts";
import { registerStripeWebhook } from "./stripe-webhook-route.ts";

/**
 * Online payment as one feature of the service (docs/architecture.md, "Payments"): Stripe Checkout when
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, nothing otherwise. It registers the signed webhook that
 * records payments, and gives the quote feature its side (`online`: a Checkout page, a refund) through the shared
 * interface server/online-payments.ts, wired in server/features.ts.
 */
export interface PaymentsFeature {
  online: OnlinePayments;
  register: (app: FastifyInstance) => void;
}

export function createPaymentsFeature(
  config: Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">,
  store: Store,
  /** Wakes the outbox when a receipt was queued. */
  onQueued: () => void,
  /**
   * Whether the build's pages (the policies, the FAQ) say customers can pay online: its ONLINE_PAYMENT. Online
   * payment is offered only when they do, so no page ever says otherwise than the site does.
   */
  pagesSayOnline = true,
): PaymentsFeature {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !webhookSecret) {
    return {
      online: NO_ONLINE_PAYMENTS,
      register: (app) => {
        if (pagesSayOnline)
          app.log.error(
            "payments: the build's policies name Stripe, but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set: set them, or rebuild without them (npm run build) so the policies say how payment is arranged",
          );
      },
    };
  }
  if (!pagesSayOnline) {
    return {
      online: NO_ONLINE_PAYMENTS,
      register: (app) =>
        app.log.error(
          "payments: online payment stays off: the build was made without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, so its policies say this site takes no payments; rebuild with them set (npm run build)",
        ),
    };
  }
  const stripe = stripeClient({
    secretKey,
    ...(config.STRIPE_API_URL ? { apiUrl: config.STRIPE_API_URL } : {}),
  });
  // The service's logger once it runs; refunds before that (none) would log nowhere.
  let log: Pick<FastifyBaseLogger, "error"> = { error: () => {} };
  return {
    online: stripeGateway(
      stripe,
      (change) => store.recordRefund(change),
      { error: (fields, message) => log.error(fields, message) },
      checkoutOrigin(config.STRIPE_API_URL),
    ),
    register: (app) => {
      log = app.log;
      registerStripeWebhook(app, { stripe, webhookSecret, store, onQueued });
    },
  };
}
