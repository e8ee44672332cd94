import { business } from "../../content/business.ts";
import type { Attribution } from "../../lib/attribution.ts";
import { CONTACT_API_PATH, readFieldErrors, readRefusal, readStoredId } from "../../lib/contact-api.ts";
import type { ContactFieldErrors, VisitField } from "../../lib/contact-fields.ts";
import type { ContactRequest } from "../../lib/contact-schema.ts";

/**
 * Sends a quote request to POST /api/contact (the contract: app/lib/contact-api.ts) and says what happened. A lost connection, a timeout or a server error (5xx) is retried with the same idempotency key, so the
 * server stores one lead however many times the request arrives; a 4xx is the server's final word and is never
 * retried.
 */

/** The body the browser sends: the form's value plus the bot-check token, the key, the honeypot and attribution. */
export type ContactRequestBody = Omit<
  ContactRequest,
  "squareFootage" | "attribution" | VisitField | "businessName" | "audience"
> & {
  squareFootage: number;
  /** The visit part is optional: a client that does not know it sends none; so are the commercial form's parts. */
} & Partial<Pick<ContactRequest, VisitField | "businessName" | "audience">> & {
    attribution?: Attribution;
  };

export type SubmitResult =
  | { ok: true; id: string | undefined }
  /** 400: the server's message for each field it refused. */
  | {
      ok: false;
      reason: "invalid";
      status: number;
      errors: ContactFieldErrors;
      error: Error;
    }
  /** 429: too many requests from this address; trying again right away would not help. */
  | { ok: false; reason: "rate-limited"; status: number; error: Error }
  /** Anything else: no connection, a timeout, 5xx after the retries, 404, 413, 415. */
  | { ok: false; reason: "failed"; status: number | undefined; error: Error };

interface SubmitOptions {
  /** Defaults to "/api/contact" on the configured API origin (the page's own by default). */
  url?: string;
  /** The waits before each retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** How long one attempt may take before it counts as a lost connection. */
  attemptTimeoutMs?: number;
  fetch?: typeof fetch;
}

const CONTACT_ENDPOINT = `${business.integrations.apiUrl}${CONTACT_API_PATH}`;
const DEFAULT_RETRY_DELAYS_MS = [1_000, 3_000] as const;
const DEFAULT_ATTEMPT_TIMEOUT_MS = 20_000;

/** A fresh idempotency key: a UUID where the browser offers one (secure contexts), 32 random hex digits elsewhere. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function submitContactRequest(
  body: ContactRequestBody,
  options: SubmitOptions = {},
): Promise<SubmitResult> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const payload = JSON.stringify(body);
  let last: SubmitResult = { ok: false, reason: "failed", status: undefined, error: new Error("not sent") };

  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
    let response: Response;
    try {
      response = await doFetch(options.url ?? CONTACT_ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: payload,
        credentials: "same-origin",
        signal: AbortSignal.timeout(options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS),
      });
    } catch (error) {
      // No answer at all (offline, connection reset, timeout): the request may or may not have arrived; the
      // idempotency key makes sending it again safe.
      last = {
        ok: false,
        reason: "failed",
        status: undefined,
        error: error instanceof Error ? error : new Error(String(error)),
      };
      continue;
    }

    const answer = await readJson(response);
    if (response.ok) {
      return { ok: true, id: readStoredId(answer) };
    }
    const error = new Error(
      `POST ${CONTACT_ENDPOINT} answered ${response.status}${readRefusal(answer) ? `: ${readRefusal(answer)}` : ""}`,
    );
    if (response.status === 400) {
      return { ok: false, reason: "invalid", status: 400, errors: readFieldErrors(answer), error };
    }
    if (response.status === 429) return { ok: false, reason: "rate-limited", status: 429, error };
    last = { ok: false, reason: "failed", status: response.status, error };
    if (response.status < 500) return last;
  }
  return last;
}
