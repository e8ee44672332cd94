import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { bookingSettings, type FormAudience, visitorRules } from "../../app/content/booking.ts";
import { isLang, type Lang } from "../../app/content/model/languages.ts";
import { formMessages } from "../../app/i18n/form-words.ts";
import {
  type CalendarState,
  checkSlot,
  nearestOpenSlots,
  refusalWithAlternatives,
} from "../../app/lib/availability.ts";
import { IDEMPOTENCY_KEY_PATTERN, isRecord, MAX_BOT_TOKEN_LENGTH } from "../../app/lib/contact-api.ts";
import {
  type ContactFieldErrors,
  FORM_FIELDS,
  HONEYPOT_FIELD,
  QUOTE_FORM_FIELDS,
} from "../../app/lib/contact-fields.ts";
import { type ContactFormValues, quoteRules, type VisitRequest } from "../../app/lib/contact-schema.ts";
import type { QuoteRequestOutcome } from "../../app/lib/quote-requests.ts";
import { findPageByPath, langOfPath } from "../../app/route-table.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import type { BookingRefusal } from "../store/bookings.ts";
import { LEAD_ID_PATTERN, newLeadId } from "../store/lead-ids.ts";
import type { AllowanceBucket, Store } from "../store/store.ts";
import type { BotCheck } from "./bot-check.ts";
import { leadEmails } from "./email-templates.ts";
import { allowanceKey, type RateLimiter } from "./rate-limiter.ts";

/**
 * The one way a quote request becomes a lead, whether it arrives as JSON (POST /api/contact, the form with
 * JavaScript) or as a form post answered with a page (the form without JavaScript):
 *
 *   validate (the form's own schema) → a repeat of a stored request? answer it (the same key with another body:
 *   refused) → rate limit → honeypot and bot check (quarantine, never drop) → the acknowledgement's limits → store
 *   the lead and its emails in one transaction → wake the outbox.
 *
 * Only the form's own fields can refuse a request; everything the browser adds (token, key, honeypot, attribution)
 * is made harmless instead, so it never costs a visitor their lead.
 */

interface QuoteRequestPipelineOptions {
  store: Store;
  /** Undefined when RECAPTCHA_SECRET is not set: every lead passes (the honeypot still counts). */
  botCheck: BotCheck | undefined;
  businessEmail: string;
  rateLimiter: RateLimiter;
  /** Called once a new lead is stored (wakes the outbox worker). */
  onStored: () => void;
  /**
   * Called when a request fails by the service's own fault, whichever way it came (JSON or form): perhaps the store
   * cannot take leads any more, so the health monitor looks again now (and alerts once).
   */
  onFailed?: () => void;
  /** The clock the form's idempotency window is read from (tests move it); Date.now by default. */
  now?: () => number;
  /** ACKNOWLEDGEMENTS_PER_HOUR (60 by default). */
  acknowledgementsPerHour?: number;
}

/** Who sent the request, as the service saw it (server/client-address.ts). */
interface RequestOrigin {
  /** The visitor's IP address; undefined when what a proxy passed on was not one (nothing false is stored). */
  ip?: string;
  /** What the rate limit counts for this visitor (an address, an IPv6 /64, or the proxy for an unreadable one). */
  rateKey: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

/**
 * What the JSON API can answer beyond the form's outcomes: an idempotency key already used for a different request
 * (the form sent without JavaScript makes its key from the content, so it never meets this).
 */
type ApiOutcome = QuoteRequestOutcome | { kind: "idempotency-conflict" };

/**
 * The customer's acknowledgement is mail the business's domain sends to an address a stranger typed: without a
 * bot check it could be aimed at anyone. At most 3 go to one address a day and ACKNOWLEDGEMENTS_PER_HOUR (60) an hour
 * in all; and one client (the rate limit's visitor: an address, an IPv6 /64) gets at most a sixth of those (10), so one sender cannot
 * spend the allowance that keeps acknowledgements going to real customers. Past any of them the lead is stored as
 * usual, the business is told, and only the acknowledgement is skipped (no lead is ever lost).
 */
const HOUR_MS = 60 * 60 * 1_000;
/** At most 3 to one address a day; `perHour` in all (ACKNOWLEDGEMENTS_PER_HOUR), a sixth of them to one client. */
function acknowledgementLimits(perHour: number) {
  return {
    perAddress: { limit: 3, windowMs: 24 * HOUR_MS },
    perClient: { limit: Math.floor(perHour / 6), windowMs: HOUR_MS },
    total: { limit: perHour, windowMs: HOUR_MS },
  };
}
type AcknowledgementLimits = ReturnType<typeof acknowledgementLimits>;

const ACKNOWLEDGEMENTS_IN_ALL = "ack-all";
const ACKNOWLEDGEMENTS_PER_CLIENT = "ack-client";

/**
 * One mailbox however it is spelled: case folded, and a "+tag" dropped (maria+1@ and maria+2@ reach the same inbox),
 * so variations of one address share its limit.
 */
function mailboxKey(email: string): string {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, "")}@${domain}`;
}

/**
 * The client's own bucket comes before the one every visitor shares: takeAllowance takes from all or none, so a
 * client past its share never draws on the total.
 */
function acknowledgementBuckets(
  limits: AcknowledgementLimits,
  email: string,
  client: string,
): AllowanceBucket[] {
  return [
    { key: allowanceKey("ack", mailboxKey(email)), ...limits.perAddress },
    { key: allowanceKey(ACKNOWLEDGEMENTS_PER_CLIENT, client), ...limits.perClient },
    { key: ACKNOWLEDGEMENTS_IN_ALL, ...limits.total },
  ];
}

/** Why the acknowledgement was skipped, by the bucket that refused it (for the business email and the inbox). */
function skippedBecause(limits: AcknowledgementLimits, key: string): string {
  if (key === ACKNOWLEDGEMENTS_IN_ALL)
    return `the site already sent ${limits.total.limit} acknowledgements in the last hour`;
  if (key.startsWith(`${ACKNOWLEDGEMENTS_PER_CLIENT}:`))
    return `the visitor's network already got ${limits.perClient.limit} acknowledgements in the last hour`;
  return `this address already got ${limits.perAddress.limit} acknowledgements in the last 24 hours`;
}

export interface QuoteRequestPipeline {
  /** A request body as the JSON API receives it. */
  accept(body: unknown, origin: RequestOrigin): Promise<ApiOutcome>;
  /** The fields of a form posted without JavaScript, from the page at `pagePath`. */
  acceptForm(
    fields: Readonly<Record<string, string>>,
    pagePath: string,
    origin: RequestOrigin,
  ): Promise<QuoteRequestOutcome>;
  isStoredLead(id: string): Promise<boolean>;
  requestedVisit(id: string): Promise<VisitRequest | undefined>;
}

/** Whether two requests ask for the same thing: the form's fields (the note too), as the schema read them. */
function sameForm(a: ContactFormValues, b: ContactFormValues): boolean {
  return QUOTE_FORM_FIELDS.every((field) => a[field] === b[field]);
}

export { newLeadId };

/**
 * The idempotency key of a form sent without JavaScript. A prerendered page cannot carry a key of its own (one
 * baked into the HTML would be every visitor's), so the key is made from what was sent, by whom, in which
 * 10-minute window: a double press, or the same form sent again a minute later, stores one lead; two visitors never
 * share a key unless they send the very same name, email and phone from the same address and browser. A repeat is
 * also looked up under the previous window's key, so a press at 9:59:59 and its repeat at 10:00:01 stay one lead.
 */
export const FORM_KEY_WINDOW_MS = 10 * 60 * 1_000;

function formIdempotencyKey(
  fields: Readonly<Record<string, string>>,
  origin: Pick<RequestOrigin, "ip" | "rateKey" | "userAgent">,
  now = Date.now(),
): string {
  const window = Math.floor(now / FORM_KEY_WINDOW_MS);
  const hash = createHash("sha256");
  for (const field of FORM_FIELDS) hash.update(`${field}=${(fields[field] ?? "").trim()}\n`);
  hash.update(`ip=${origin.ip ?? origin.rateKey}\nua=${origin.userAgent ?? ""}\nwindow=${window}`);
  return `form-${hash.digest("base64url").replace(/_/g, "-").slice(0, 40)}`;
}

interface Envelope {
  /** The body with the browser's extras made harmless, for the schema. */
  input: Record<string, unknown>;
  honeypotFilled: boolean;
  /** The form's language: what it answers in and what the customer is written to in. */
  lang: Lang;
}

/**
 * The language of the form a request came from: its `lang` field ("en" or "es"), or else the language of the page
 * its attribution names (a client that predates the field), or English. Anything else is no language.
 */
function languageOf(input: Record<string, unknown>): Lang {
  if (typeof input.lang === "string" && isLang(input.lang)) return input.lang;
  const page = isRecord(input.attribution) ? input.attribution.page : undefined;
  return typeof page === "string" ? langOfPath(page) : "en";
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
  const lang = languageOf(input);
  input.lang = lang;
  return { input, honeypotFilled, lang };
}

export function createQuoteRequestPipeline(options: QuoteRequestPipelineOptions): QuoteRequestPipeline {
  const { store, botCheck, rateLimiter } = options;
  const now = options.now ?? Date.now;
  const limits = acknowledgementLimits(options.acknowledgementsPerHour ?? 60);

  /**
   * The answer to a request whose key is already stored: the first lead, if this is the same request again (a double
   * click, a retry); a refusal if the key now comes with different fields (a client bug, or an attempt to learn
   * another request's id), storing nothing.
   */
  async function repeatOf(id: string, form: ContactFormValues): Promise<ApiOutcome> {
    const stored = await store.getLead(id);
    if (stored && !sameForm(stored.lead.form, form)) return { kind: "idempotency-conflict" };
    return { kind: "stored", id, created: false };
  }

  /** The refused choice's message, on its field, with the nearest open windows. */
  async function refusalOutcome(
    refusal: BookingRefusal,
    request: VisitRequest | undefined,
    audience: FormAudience,
    at: Date,
    lang: Lang,
    calendar?: CalendarState,
  ): Promise<ApiOutcome> {
    const state = calendar ?? (await calendarAround(at));
    const rules = visitorRules(currentBookingRules(lang), audience);
    const alternatives = nearestOpenSlots(refusal.slot, at, rules, state);
    const field: keyof ContactFieldErrors =
      request?.second &&
      refusal.slot.day === request.second.day &&
      refusal.slot.window === request.second.window
        ? "secondDay"
        : "visitDay";
    return {
      kind: "invalid",
      errors: {
        [field]: refusalWithAlternatives(
          refusal.reason,
          alternatives,
          rules,
          currentContent().business.phone,
          formMessages(lang),
        ),
      },
    };
  }

  /** What the store holds over the whole bookable range (the nearest open window may be weeks away). */
  function calendarAround(at: Date): Promise<CalendarState> {
    const day = (offset: number) => new Date(at.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    // A day either side of the UTC dates covers the local ones.
    return store.bookingCalendar(day(-1), day(bookingSettings.maxDaysAhead + 1), at);
  }

  async function refuseVisit(
    request: VisitRequest,
    audience: FormAudience,
    at: Date,
    lang: Lang,
  ): Promise<ApiOutcome | undefined> {
    const calendar = await calendarAround(at);
    const rules = visitorRules(currentBookingRules(), audience);
    for (const slot of [request.first, ...(request.second ? [request.second] : [])]) {
      const reason = checkSlot(slot, at, rules, calendar);
      if (reason) return refusalOutcome({ slot, reason }, request, audience, at, lang, calendar);
    }
    return undefined;
  }

  async function accept(body: unknown, origin: RequestOrigin, channel: "api" | "form"): Promise<ApiOutcome> {
    const { input, honeypotFilled, lang } = readEnvelope(body);
    // The form's own rules, answering in its language.
    const { contactRequestSchema, fieldErrors, visitRequestOf } = quoteRules(formMessages(lang));
    const parsed = contactRequestSchema.safeParse(input);
    if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error) };
    const {
      recaptcha,
      idempotencyKey,
      attribution,
      website: _honeypot,
      lang: _lang,
      visitDay,
      visitWindow,
      secondDay,
      secondWindow,
      frequency,
      ...form
    } = parsed.data;
    const visit = visitRequestOf(
      { visitDay, visitWindow, secondDay, secondWindow, frequency },
      form.services,
    );
    if (Object.keys(visit.errors).length > 0) return { kind: "invalid", errors: visit.errors };

    // A repeat (double click, retried request, reloaded answer) is answered with the first lead, without counting
    // against the rate limit or checking its one-time token again.
    if (idempotencyKey) {
      const existing = await store.findByIdempotencyKey(idempotencyKey);
      if (existing) return repeatOf(existing, form);
    }

    // A window that cannot be had is refused before anything is counted or stored (the store checks again, under
    // its lock, when it saves the lead).
    if (visit.request) {
      const refusal = await refuseVisit(visit.request, form.audience, new Date(), lang);
      if (refusal) return refusal;
    }

    const decision = await rateLimiter.take(origin.rateKey);
    // Refused: the 429 is logged by the service's request log (sampled), so a flood cannot fill the disk.
    if (!decision.allowed) {
      return { kind: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
    }

    let quarantineReason: string | undefined;
    if (honeypotFilled) {
      quarantineReason = "the hidden honeypot field was filled in";
    } else if (botCheck) {
      const verdict =
        channel === "form" && !recaptcha
          ? ({ suspect: true, reason: "sent without JavaScript, so without a bot-check token" } as const)
          : await botCheck(recaptcha, origin.ip ?? "");
      if (verdict.suspect) quarantineReason = verdict.reason;
    }

    const createdAt = new Date();
    let acknowledgementSkipped: string | undefined;
    if (!quarantineReason) {
      const allowance = await store.takeAllowance(
        acknowledgementBuckets(limits, form.email, origin.rateKey),
        createdAt,
      );
      if (!allowance.allowed) acknowledgementSkipped = skippedBecause(limits, allowance.key);
    }

    const lead = {
      id: newLeadId(),
      form,
      lang,
      attribution: attribution ?? {},
      quarantineReason,
      acknowledgementSkipped,
      idempotencyKey,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500),
      createdAt,
      // The network's waiting requests hold a bounded number of places (docs/architecture.md, "Booking").
      ...(visit.request
        ? { booking: { ...visit.request, audience: form.audience }, network: origin.rateKey }
        : {}),
    };
    const saved = await store.saveLead(lead, leadEmails(lead, options.businessEmail));
    // Taken by another visitor since the check above: refused the same way, nothing stored.
    if (saved.refused) return refusalOutcome(saved.refused, visit.request, form.audience, createdAt, lang);
    if (!saved.created) return repeatOf(saved.id, form);
    origin.log.info(
      {
        leadId: saved.id,
        quarantined: Boolean(quarantineReason),
        acknowledgementSkipped: Boolean(acknowledgementSkipped),
        channel,
      },
      quarantineReason ? "contact: lead stored in quarantine" : "contact: lead stored",
    );
    options.onStored();
    return { kind: "stored", id: saved.id, created: true };
  }

  async function reportingFailure<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      options.onFailed?.();
      throw error;
    }
  }

  return {
    accept: (body, origin) => reportingFailure(() => accept(body, origin, "api")),
    acceptForm: (fields, pagePath, origin) =>
      reportingFailure(async () => {
        const at = now();
        const inPreviousWindow = await store.findByIdempotencyKey(
          formIdempotencyKey(fields, origin, at - FORM_KEY_WINDOW_MS),
        );
        if (inPreviousWindow) return { kind: "stored", id: inPreviousWindow, created: false };
        const outcome = await accept(
          {
            ...fields,
            idempotencyKey: formIdempotencyKey(fields, origin, at),
            // Whose form and its language: the page's, whatever was posted (app/route-table.ts).
            audience: findPageByPath(pagePath)?.quoteForm?.audience ?? "home",
            lang: langOfPath(pagePath),
            // Without scripts nothing recorded how the visit began: the page of the form is all that is known.
            attribution: { page: pagePath },
          },
          origin,
          "form",
        );
        // The form's key is made from its content, so the same key never comes with another body.
        if (outcome.kind === "idempotency-conflict")
          throw new Error("a form's content key met another content");
        return outcome;
      }),
    async isStoredLead(id) {
      if (!LEAD_ID_PATTERN.test(id)) return false;
      return (await store.getLead(id)) !== undefined;
    },
    async requestedVisit(id) {
      if (!LEAD_ID_PATTERN.test(id)) return undefined;
      const booking = await store.bookingOfLead(id);
      if (booking?.status !== "requested" || !booking.requested) return undefined;
      return {
        first: booking.requested,
        ...(booking.second ? { second: booking.second } : {}),
        ...(booking.frequency ? { frequency: booking.frequency } : {}),
      };
    },
  };
}
