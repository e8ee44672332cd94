import { createContext } from "react-router";
import type { Lang } from "../content/model/languages.ts";

/**
 * The customer's quote page, /quote/<secret> (app/route-table.ts `customerPages`): what it asks of the service
 * (server/quote/), which hands it over through React Router's context. No sign-in: the link's secret is the key,
 * kept only as a hash; it is dead once the quote is withdrawn, replaced by a revision, or past its date.
 */

export interface QuoteForCustomer {
  /** The customer's language: the page and its messages speak it. */
  lang: Lang;
  /** open: accept, ask or decline; the others say what became of it (and the phone). */
  state: "open" | "accepted" | "declined" | "expired" | "withdrawn";
  firstName: string;
  reference: string;
  /** "$240.00" */
  total: string;
  lines: { label: string; amount: string }[];
  included: string;
  /** "$95.00": each visit after the first, for a recurring cleaning (not in the total). */
  recurring?: string;
  validUntil: string;
  windows: { day: string; window: string; words: string }[];
  /** The window accepted, in words. */
  accepted?: string;
  /** What is asked online on accepting ("$60.00"), when online payment is asked. */
  due?: string;
  /** Paid online (as the gateway's signed webhook reported), not yet, or nothing asked. */
  payment: "paid" | "unpaid" | "none";
  phone: string;
}

export type QuoteCustomerAnswer =
  | { kind: "done" }
  /** Go to the gateway's hosted page. */
  | { kind: "pay"; url: string }
  | { kind: "refused"; problem: string; field?: string };

export interface QuotePageService {
  /** The quote this link opens (recorded as opened the first time); undefined for a link that was never one. */
  quote(token: string): Promise<QuoteForCustomer | undefined>;
  accept(token: string, slot: { day: string; window: string }): Promise<QuoteCustomerAnswer>;
  /** After accepting, the way to pay (a new Checkout page) while nothing is paid. */
  pay(token: string): Promise<QuoteCustomerAnswer>;
  decline(token: string, reason: string): Promise<QuoteCustomerAnswer>;
  ask(token: string, question: string): Promise<QuoteCustomerAnswer>;
}

/** The service's handle in React Router's context (app/entry.server.tsx re-exports it for the server build). */
export const quotePageContext = createContext<QuotePageService>();
