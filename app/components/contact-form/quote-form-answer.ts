import type { ContactFieldErrors, FormField } from "../../lib/contact-fields.ts";
import type { VisitRequest } from "../../lib/contact-schema.ts";

/** Why a quote request was not taken: fields to correct, too many requests lately, or the service failed. */
export type QuoteFormFailure = "invalid" | "rate-limited" | "failed";

/**
 * The server's answer to a quote form sent without JavaScript, when it was not taken (the route action's data,
 * quote-form-route.server.ts): the form comes back with what the visitor typed and why it was not sent.
 */
export interface QuoteFormAnswer {
  state: QuoteFormFailure;
  /** What the visitor sent, so nothing has to be typed again. */
  values: Partial<Record<FormField, string>>;
  /** The specification's message for each field to correct (state "invalid"). */
  errors?: ContactFieldErrors;
}

/** The page's data about a form sent without JavaScript and stored (the route loader's, from `?sent=<id>`). */
export interface QuoteFormReceipt {
  /** The id of the stored lead, or null when the page was not reached by sending the form. */
  sentLeadId: string | null;
  /** The visit that lead asked for ("requested, not yet confirmed"), if any. */
  sentVisit?: VisitRequest;
}
