import type { Payment } from "./store/quotes.ts";

/**
 * What the quote asks of online payment, whichever feature provides it (server/payments/ with Stripe Checkout):
 * server/features.ts hands the payments feature's side to the quote feature, so neither imports the other. Money is
 * integer cents, USD. A payment is never recorded here: only the gateway's signed webhook records one.
 */
export interface CheckoutRequest {
  quoteId: string;
  leadId: string;
  /** What the customer is asked to pay now, in cents. */
  amountCents: number;
  /** The line the hosted page shows ("Deposit for your cleaning, quote Q-…"). */
  description: string;
  customerEmail: string;
  /** Where the gateway brings the customer back, paid or not. */
  returnUrl: string;
  /** The customer's language, for the hosted page. */
  lang: "en" | "es";
  /**
   * The quote's last checkout session, if one was made: while it is open the customer is sent back to it (a second
   * session could be paid as well, charging twice); once it completed, back to the quote's page.
   */
  previousSession?: string;
}

export type RefundAnswer = { refunded: true } | { refunded: false; problem: string };

export interface OnlinePayments {
  /** Whether online payment is configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
  readonly enabled: boolean;
  /**
   * The origin of the hosted payment page a form's answer redirects to: a page whose form leads there must allow it
   * in its Content-Security-Policy's form-action (browsers check a form's redirects too). None without payments.
   */
  readonly checkoutOrigin?: string;
  /** A hosted checkout page for one payment: where to send the customer. */
  checkout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Refunds a recorded payment through the gateway, and records the refund once. */
  refund(payment: Payment, actor: string): Promise<RefundAnswer>;
}

/** Without the keys: nothing is offered, and nothing can be asked. */
export const NO_ONLINE_PAYMENTS: OnlinePayments = {
  enabled: false,
  checkout: () => Promise.reject(new Error("online payment is not configured")),
  refund: () => Promise.resolve({ refunded: false, problem: "Online payment is not set up on this site." }),
};
