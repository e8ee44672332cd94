import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { IDEMPOTENCY_KEY_PATTERN, isRecord, MAX_BOT_TOKEN_LENGTH } from "../../app/lib/contact-api.ts";
import { HONEYPOT_FIELD, QUOTE_FORM_FIELDS } from "../../app/lib/contact-fields.ts";
import { contactRequestSchema, fieldErrors } from "../../app/lib/contact-schema.ts";
import type { QuoteRequestOutcome } from "../../app/lib/quote-requests.ts";
import type { BotCheck } from "./bot-check.ts";
import { leadEmails } from "./email-templates.ts";
import type { LeadStore } from "./lead-store.ts";
import type { RateLimiter } from "./rate-limiter.ts";

/**
 * The one way a quote request becomes a lead, whether it arrives as JSON (POST /api/contact, the form with
 * JavaScript) or as a form post answered with a page (the form without JavaScript):
 *
 *   validate (the form's own schema) → a repeat of a stored request? answer it → rate limit → honeypot and bot
 *   check (quarantine, never drop) → store the lead and its two emails in one transaction → wake the outbox.
 *
 * Only the form's own fields can refuse a request; everything the browser adds (token, key, honeypot, attribution)
 * is made harmless instead, so it never costs a visitor their lead.
 */

export interface QuoteRequestPipelineOptions {
  store: LeadStore;
  /** Undefined when RECAPTCHA_SECRET is not set: every lead passes (the honeypot still counts). */
  botCheck: BotCheck | undefined;
  businessEmail: string;
  rateLimiter: RateLimiter;
  /** Called once a new lead is stored (wakes the outbox worker). */
  onStored: () => void;
}

/** Who sent the request, as the service saw it. */
export interface RequestOrigin {
  ip: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

export interface QuoteRequestPipeline {
  /** A request body as the JSON API receives it. */
  accept(body: unknown, origin: RequestOrigin): Promise<QuoteRequestOutcome>;
  /** The fields of a form posted without JavaScript, from the page at `pagePath`. */
  acceptForm(
    fields: Readonly<Record<string, string>>,
    pagePath: string,
    origin: RequestOrigin,
  ): Promise<QuoteRequestOutcome>;
  isStoredLead(id: string): Promise<boolean>;
}

const ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** 12 characters of Crockford base32 (60 random bits): short enough to read out on the phone, never guessable. */
export function newLeadId(): string {
  const bytes = randomBytes(12);
  let id = "";
  for (const byte of bytes) id += ID_ALPHABET[byte % 32];
  return id;
}

export const LEAD_ID_PATTERN = /^[0-9a-hjkmnp-tv-z]{12}$/;

/**
 * The idempotency key of a form sent without JavaScript. A prerendered page cannot carry a key of its own (one
 * baked into the HTML would be every visitor's), so the key is made from what was sent, by whom, in which
 * 10-minute window: a double press, or the same form sent again a minute later, stores one lead; two visitors never
 * share a key unless they send the very same name, email and phone from the same address and browser.
 */
export function formIdempotencyKey(
  fields: Readonly<Record<string, string>>,
  origin: Pick<RequestOrigin, "ip" | "userAgent">,
  now = Date.now(),
): string {
  const window = Math.floor(now / (10 * 60 * 1_000));
  const hash = createHash("sha256");
  for (const field of QUOTE_FORM_FIELDS) hash.update(`${field}=${(fields[field] ?? "").trim()}\n`);
  hash.update(`ip=${origin.ip}\nua=${origin.userAgent ?? ""}\nwindow=${window}`);
  return `form-${hash.digest("base64url").replace(/_/g, "-").slice(0, 40)}`;
}

interface Envelope {
  /** The body with the browser's extras made harmless, for the schema. */
  input: Record<string, unknown>;
  honeypotFilled: boolean;
}

/**
 * The fields the browser adds (token, idempotency key, honeypot) never cost a visitor their lead: a malformed
 * token counts as no token, a malformed key as no key, any value in the honeypot (even a non-string) as filled.
 */
function readEnvelope(body: unknown): Envelope {
  const input: Record<string, unknown> = isRecord(body) ? { ...body } : {};
  const honeypot = input[HONEYPOT_FIELD];
  const honeypotFilled =
    honeypot !== undefined && honeypot !== null && !(typeof honeypot === "string" && honeypot.trim() === "");
  input[HONEYPOT_FIELD] = "";
  if (typeof input.recaptcha !== "string" || input.recaptcha.length > MAX_BOT_TOKEN_LENGTH)
    input.recaptcha = "";
  if (typeof input.idempotencyKey !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) {
    delete input.idempotencyKey;
  }
  return { input, honeypotFilled };
}

export function createQuoteRequestPipeline(options: QuoteRequestPipelineOptions): QuoteRequestPipeline {
  const { store, botCheck, rateLimiter } = options;

  async function accept(
    body: unknown,
    origin: RequestOrigin,
    channel: "api" | "form" = "api",
  ): Promise<QuoteRequestOutcome> {
    const { input, honeypotFilled } = readEnvelope(body);
    const parsed = contactRequestSchema.safeParse(input);
    if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error) };
    const { recaptcha, idempotencyKey, attribution, website: _honeypot, ...form } = parsed.data;

    // A repeat (double click, retried request, reloaded answer) is answered with the first lead, without counting
    // against the rate limit or checking its one-time token again.
    if (idempotencyKey) {
      const existing = await store.findByIdempotencyKey(idempotencyKey);
      if (existing) return { kind: "stored", id: existing, created: false };
    }

    const decision = rateLimiter.take(origin.ip);
    if (!decision.allowed) {
      origin.log.info({ channel }, "contact: quote request refused by the rate limit");
      return { kind: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
    }

    let quarantineReason: string | undefined;
    if (honeypotFilled) {
      quarantineReason = "the hidden honeypot field was filled in";
    } else if (botCheck) {
      const verdict =
        channel === "form" && !recaptcha
          ? ({ suspect: true, reason: "sent without JavaScript, so without a bot-check token" } as const)
          : await botCheck(recaptcha, origin.ip);
      if (verdict.suspect) quarantineReason = verdict.reason;
    }

    const lead = {
      id: newLeadId(),
      form,
      attribution: attribution ?? {},
      quarantineReason,
      idempotencyKey,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500),
      createdAt: new Date(),
    };
    const saved = await store.saveLead(lead, leadEmails(lead, options.businessEmail));
    if (saved.created) {
      origin.log.info(
        { leadId: saved.id, quarantined: Boolean(quarantineReason), channel },
        quarantineReason ? "contact: lead stored in quarantine" : "contact: lead stored",
      );
      options.onStored();
    }
    return { kind: "stored", id: saved.id, created: saved.created };
  }

  return {
    accept: (body, origin) => accept(body, origin, "api"),
    acceptForm: (fields, pagePath, origin) =>
      accept(
        {
          ...fields,
          idempotencyKey: formIdempotencyKey(fields, origin),
          // Without scripts nothing recorded how the visit began: the page of the form is all that is known.
          attribution: { page: pagePath },
        },
        origin,
        "form",
      ),
    async isStoredLead(id) {
      if (!LEAD_ID_PATTERN.test(id)) return false;
      return (await store.getLead(id)) !== undefined;
    },
  };
}
