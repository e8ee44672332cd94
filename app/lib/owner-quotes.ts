import { createContext } from "react-router";
import { checklistAddOns } from "../content/checklist.ts";
import type { ModelPayments } from "../content/model/content-model.ts";
import type { Text } from "../content/model/languages.ts";

/**
 * The owner's side of the priced quote (docs/owner-guide.md, "Price and send a quote"), on the lead's page: what
 * its forms ask of the service (server/quote/), bound to the signed-in owner and handed to the routes through React
 * Router's context. Money is integer cents; what the owner types in dollars is read by the service.
 */

export type OwnerQuoteStatus = "sent" | "accepted" | "declined" | "withdrawn" | "superseded" | "expired";

export interface OwnerQuoteView {
  id: string;
  version: number;
  status: OwnerQuoteStatus;
  totalCents: number;
  lines: { label: string; cents: number }[];
  included: string;
  /** "Monday, March 9, 2026" */
  validUntil: string;
  /** "A deposit of $60.00 online", "No online payment" */
  paymentWords: string;
  dueCents: number;
  /** Each window offered, in words; the one accepted marked. */
  windows: { words: string; accepted: boolean }[];
  sentAt: string;
  openedAt?: string;
  answeredAt?: string;
  declineReason?: string;
  /** The customer's questions about this quote, oldest first. */
  questions: { at: string; text: string }[];
  payments: {
    id: string;
    amountCents: number;
    paidAt: string;
    refundedCents: number;
    refundedAt?: string;
  }[];
}

export interface LeadQuotes {
  /** Newest first: the first is the one the customer sees. */
  quotes: OwnerQuoteView[];
  /** Whether a Checkout page can be offered (the gateway's keys are set). */
  onlinePayment: boolean;
  /** How customers pay, as set under Your site → Online payment. */
  payments: ModelPayments;
  /** The quote form's first values: the service asked for, the requested window. */
  draft: { service: string; today: string; validUntil: string; requested?: { day: string; window: string } };
}

/** The quote form as typed: dollars as strings, days YYYY-MM-DD. */
/**
 * The brief's add-ons a quote can price, each a field of the quote's form and its name in the checklist's
 * add-ons (app/content/checklist.ts), which both the owner's form and the customer's lines read.
 */
export const QUOTE_ADD_ONS = [
  { field: "oven", addOn: checklistAddOns[0] as Text },
  { field: "fridge", addOn: checklistAddOns[1] as Text },
  { field: "blinds", addOn: checklistAddOns[2] as Text },
] as const;

export interface QuoteInput {
  serviceLabel: string;
  service: string;
  oven: string;
  fridge: string;
  blinds: string;
  recurring: string;
  /** "" for one visit, or how often it repeats (app/content/booking.ts FREQUENCIES). */
  frequency: string;
  included: string;
  validUntil: string;
  windows: { day: string; window: string }[];
  /**
   * The version of the newest quote the owner's page showed ("0": none). A quote sent since (a second tap, another
   * tab) refuses this one, so the customer never gets two quotes, the first one's link dead.
   */
  after?: string;
}

export type QuoteAnswer = { ok: true } | { ok: false; problem: string; field?: string };

export interface OwnerQuotesService {
  /** Whether online payment is set up (the gateway's keys): without it no quote asks for payment online. */
  readonly onlinePayment: boolean;
  lead(leadId: string): Promise<LeadQuotes>;
  /** Sends a quote, or a revision of the open one (the customer then sees only the newest). */
  send(leadId: string, input: QuoteInput): Promise<QuoteAnswer>;
  withdraw(leadId: string, quoteId: string): Promise<QuoteAnswer>;
  /** Refunds a payment through the gateway; recorded in the lead's history. */
  refund(leadId: string, paymentId: string): Promise<QuoteAnswer>;
}

/**
 * The service's handle in React Router's context. The server build bundles its own copy of this module, so the
 * service reads this key from the build's entry (app/entry.server.tsx re-exports it), never from the source.
 */
export const ownerQuotesContext = createContext<OwnerQuotesService>();
