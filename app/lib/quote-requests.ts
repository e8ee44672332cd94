import { createContext } from "react-router";
import type { ContactFieldErrors } from "./contact-fields.ts";
import type { VisitRequest } from "./contact-schema.ts";

/**
 * What the quote form's pages ask of the service when they are rendered on the server (a form sent without
 * JavaScript, and the page after it). The service implements it with the very pipeline of POST /api/contact
 * (server/contact/quote-request-pipeline.ts) and hands it to the route action through React Router's context;
 * app code never imports the server.
 */

/** What became of a quote request: the same outcomes for the JSON API and for the form sent without scripts. */
export type QuoteRequestOutcome =
  /** Stored (or, for a repeat of the same request, already stored: `created` false). */
  | { kind: "stored"; id: string; created: boolean }
  /** Refused: the message of docs/product.md §5 for each field that failed. Nothing was stored. */
  | { kind: "invalid"; errors: ContactFieldErrors }
  /** Too many quote requests from this address lately. Nothing was stored. */
  | { kind: "rate-limited"; retryAfterSeconds: number };

export interface QuoteRequestService {
  /**
   * A quote form posted without JavaScript: its fields as sent, and the path of the page it was sent from. The
   * service adds what the scripts would have (an idempotency key, the page as attribution).
   */
  submitForm(fields: Readonly<Record<string, string>>, pagePath: string): Promise<QuoteRequestOutcome>;
  /** Whether a lead with this id is stored: the page after a sent form shows "received" only for a real one. */
  isStoredLead(id: string): Promise<boolean>;
  /** The visit a stored lead asked for and is waiting for the owner's answer, if any. */
  requestedVisit(id: string): Promise<VisitRequest | undefined>;
}

/**
 * The service's handle in React Router's context. The server build bundles its own copy of this module, so the
 * service reads this key from the build's entry (app/entry.server.tsx re-exports it), never from the source.
 */
export const quoteRequestContext = createContext<QuoteRequestService>();

/** The query parameter of the page after a sent form: `?sent=<lead id>`. */
export const SENT_LEAD_PARAM = "sent";
