import { type ContactFieldErrors, FORM_FIELDS } from "./contact-fields.ts";

/**
 * The contract of POST /api/contact, stated once for both sides: the browser's sender
 * (app/components/contact-form/submit-contact-request.ts) and the service's route (server/contact/contact-route.ts)
 * import it. docs/quote-requests.md describes the endpoint for people.
 *
 * Request: JSON, the form's value plus `recaptcha` (the bot-check token), `idempotencyKey`, the honeypot and
 * `attribution`. Answers: 201 or 200 `{id}` once the lead is stored (200: the key was seen before, nothing new was
 * stored); 400 `{errors: {field: message}}`; 422 `{error}` when the key was used for a different request (nothing
 * stored); 413, 415, 429 (with Retry-After) and 5xx `{error: message}`.
 */

export const CONTACT_API_PATH = "/api/contact";

/**
 * One key per filled-in form, so a retried or doubled request stores one lead: a UUID, or 32 hex digits where the
 * page is not a secure context. A malformed key counts as no key (it never costs a visitor their lead).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** The longest bot-check token accepted; a longer one counts as no token. */
export const MAX_BOT_TOKEN_LENGTH = 4_000;

/** The answer to a stored quote request. */
export interface ContactApiStored {
  id: string;
}

/** The answer to a request with fields the server refused. */
export interface ContactApiInvalid {
  errors: ContactFieldErrors;
}

/** Every other refusal (413, 415, 422, 429, 5xx): one sentence for a person. */
export interface ContactApiRefused {
  error: string;
}

/** The stored lead's id of a 200/201 answer, if the body is one. */
export function readStoredId(body: unknown): string | undefined {
  return isRecord(body) && typeof body.id === "string" ? body.id : undefined;
}

/** The sentence of a refusal, if the body has one. */
export function readRefusal(body: unknown): string | undefined {
  return isRecord(body) && typeof body.error === "string" ? body.error : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The field messages of a 400 answer, keeping only known fields and string messages. */
export function readFieldErrors(body: unknown): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!isRecord(body) || !isRecord(body.errors)) return errors;
  for (const field of FORM_FIELDS) {
    const message = body.errors[field];
    if (typeof message === "string" && message) errors[field] = message;
  }
  return errors;
}
