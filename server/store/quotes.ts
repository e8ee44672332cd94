import type { PaymentChoice } from "../../app/content/model/content-model.ts";
import { BOOKING_LOCK, type Booking } from "./bookings.ts";
import type { Database, Row, Sql } from "./database.ts";
import { advanceStage, insertActivity, insertEmail, toDate } from "./rows.ts";
import type { OutboxEmail } from "./store.ts";
import {
  type OfferChange,
  offerIn,
  type PickChange,
  type PickResult,
  pickIn,
  type VisitRefusal,
} from "./visits.ts";

/**
 * The priced quote (issue 30, docs/owner-guide.md "Price and send a quote"): the owner's price with its lines, what
 * is included, the date it is valid until, how the customer pays, and the windows offered with it, which are an
 * offer of times (visits.ts) made in the same transaction, so accepting a quote is picking one of its windows. Its
 * link's secret is kept only as a SHA-256. A revision supersedes the quote before it; the customer sees the newest.
 * Payments are what the gateway's signed webhook reported, one per Checkout session and one per event.
 */

/** How the customer pays online, as the owner set it (the owner's content: app/content/model). */
export type { PaymentChoice };

export interface QuoteLine {
  /** The line in the customer's words ("Oven interior"). */
  label: string;
  /** Integer cents, USD. */
  cents: number;
}

export type QuoteStatus = "sent" | "accepted" | "declined" | "withdrawn" | "superseded";

export interface Quote {
  id: string;
  leadId: string;
  bookingId: string;
  offerId: string;
  /** 1 for the first quote of a lead, one more for each revision. */
  version: number;
  /** Integer cents, USD: the sum of the lines. */
  totalCents: number;
  lines: QuoteLine[];
  /** What is included, in the owner's words. */
  included: string;
  /** The price of each visit after the first, for a recurring cleaning (not in the total). */
  recurringCents?: number;
  /** The last day it may be accepted (Abilene), YYYY-MM-DD. */
  validUntil: string;
  /** The end of that day, Abilene time: the offer's windows are kept until then. */
  expiresAt: Date;
  payment: PaymentChoice;
  /** What the customer is asked to pay online on accepting (0 without online payment). */
  dueCents: number;
  status: QuoteStatus;
  sentAt: Date;
  sentBy: string;
  openedAt?: Date;
  /** When the customer accepted or declined it. */
  answeredAt?: Date;
  declineReason?: string;
  withdrawnAt?: Date;
  /** The gateway's Checkout session made for it, once the customer went to pay. */
  checkoutSession?: string;
}

export type NewQuote = Omit<
  Quote,
  | "status"
  | "openedAt"
  | "answeredAt"
  | "declineReason"
  | "withdrawnAt"
  | "checkoutSession"
  | "version"
  | "bookingId"
  | "offerId"
> & {
  tokenHash: string;
};

export interface Payment {
  id: string;
  quoteId: string;
  leadId: string;
  sessionId: string;
  eventId: string;
  paymentIntent?: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  refundId?: string;
  refundedCents: number;
  refundedAt?: Date;
  refundedBy?: string;
}

/** The value of the leads received in a period, in cents: quoted (newest quote), accepted, paid (less refunds). */
export interface QuoteValues {
  quoted: number;
  accepted: number;
  paid: number;
}

export type QuoteRefusal = "not-found" | "expired" | "withdrawn" | "answered";

export interface Quotes {
  /**
   * Sends a quote: its windows offered (a new offer, withdrawing any open one), the quote before it superseded, the
   * lead quoted, its email queued, in one transaction. Refused as an offer would be (a window full, a visit to come).
   */
  sendQuote(change: {
    quote: NewQuote;
    offer: Omit<OfferChange, "leadId" | "action" | "emails" | "actor" | "at">;
    emails: readonly OutboxEmail[];
  }): Promise<
    | { sent: true; quote: Quote }
    | { sent: false; reason: VisitRefusal; slot?: { day: string; window: string } }
  >;
  quoteByHash(tokenHash: string): Promise<Quote | undefined>;
  quoteById(id: string): Promise<Quote | undefined>;
  /** A lead's quotes, newest first. */
  quotesOfLead(leadId: string): Promise<Quote[]>;
  /** The first time the customer opens the link: recorded once. */
  markQuoteOpened(id: string, at: Date): Promise<void>;
  /** The customer accepts in one of its windows: the offer picked (the visit confirmed), the quote accepted. */
  acceptQuote(change: {
    quoteId: string;
    pick: Omit<PickChange, "action" | "offerId">;
  }): Promise<PickResult | { picked: false; reason: QuoteRefusal }>;
  /** The customer declines (a reason is optional): its windows are free again. */
  declineQuote(change: {
    quoteId: string;
    reason: string;
    at: Date;
    emails: readonly OutboxEmail[];
  }): Promise<{ done: true } | { done: false; reason: QuoteRefusal }>;
  /** The customer's question: a line of the lead's history, and the owner's email. */
  askAboutQuote(change: {
    quoteId: string;
    question: string;
    at: Date;
    emails: readonly OutboxEmail[];
  }): Promise<{ done: true } | { done: false; reason: QuoteRefusal }>;
  /** The owner withdraws the open quote: its link is dead, its windows are free. */
  withdrawQuote(change: { quoteId: string; actor: string; at: Date }): Promise<boolean>;
  /** The Checkout session made for an accepted quote (the newest replaces one the customer left unpaid). */
  setCheckoutSession(quoteId: string, sessionId: string): Promise<void>;
  /**
   * A payment the gateway reported: recorded once per event and once per session, whichever comes twice; a quote
   * that is not ours records nothing.
   */
  recordPayment(change: {
    quoteId: string;
    eventId: string;
    sessionId: string;
    paymentIntent?: string;
    amountCents: number;
    currency: string;
    at: Date;
    emails: readonly OutboxEmail[];
  }): Promise<
    { recorded: true; payment: Payment } | { recorded: false; reason: "duplicate" | "unknown-quote" }
  >;
  paymentsOfLead(leadId: string): Promise<Payment[]>;
  paymentById(id: string): Promise<Payment | undefined>;
  /** The payment a gateway's PaymentIntent paid, for its refund events. */
  paymentByIntent(paymentIntent: string): Promise<Payment | undefined>;
  /** A refund the gateway made, recorded once (by its id) in the lead's history. */
  recordRefund(change: {
    paymentId: string;
    refundId: string;
    cents: number;
    actor: string;
    at: Date;
  }): Promise<boolean>;
  /** The value of the leads received in [from, to) (not in quarantine). */
  quoteValues(from: Date, to: Date): Promise<QuoteValues>;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function readLines(value: unknown): QuoteLine[] {
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const { label, cents } = (entry ?? {}) as Record<string, unknown>;
      return typeof label === "string" && typeof cents === "number" ? [{ label, cents }] : [];
    });
  } catch {
    return [];
  }
}

const optionalDate = (value: unknown) => (value == null ? {} : { at: toDate(value) });

export function rowToQuote(row: Row): Quote {
  const opened = optionalDate(row.opened_at).at;
  const answered = optionalDate(row.answered_at).at;
  const withdrawn = optionalDate(row.withdrawn_at).at;
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    bookingId: String(row.booking_id),
    offerId: String(row.offer_id),
    version: Number(row.version),
    totalCents: Number(row.total_cents),
    lines: readLines(row.lines),
    included: String(row.included ?? ""),
    ...(row.recurring_cents == null ? {} : { recurringCents: Number(row.recurring_cents) }),
    validUntil: String(row.valid_until),
    expiresAt: toDate(row.expires_at),
    payment: String(row.payment) as PaymentChoice,
    dueCents: Number(row.due_cents),
    status: String(row.status) as QuoteStatus,
    sentAt: toDate(row.sent_at),
    sentBy: String(row.sent_by),
    ...(opened ? { openedAt: opened } : {}),
    ...(answered ? { answeredAt: answered } : {}),
    ...(row.decline_reason == null ? {} : { declineReason: String(row.decline_reason) }),
    ...(withdrawn ? { withdrawnAt: withdrawn } : {}),
    ...(row.checkout_session == null ? {} : { checkoutSession: String(row.checkout_session) }),
  };
}

function rowToPayment(row: Row): Payment {
  const refundedAt = optionalDate(row.refunded_at).at;
  return {
    id: String(row.id),
    quoteId: String(row.quote_id),
    leadId: String(row.lead_id),
    sessionId: String(row.session_id),
    eventId: String(row.event_id),
    ...(row.payment_intent == null ? {} : { paymentIntent: String(row.payment_intent) }),
    amountCents: Number(row.amount_cents),
    currency: String(row.currency),
    paidAt: toDate(row.paid_at),
    ...(row.refund_id == null ? {} : { refundId: String(row.refund_id) }),
    refundedCents: Number(row.refunded_cents ?? 0),
    ...(refundedAt ? { refundedAt } : {}),
    ...(row.refunded_by == null ? {} : { refundedBy: String(row.refunded_by) }),
  };
}

/** Whether a quote can still be answered at `at`; why not otherwise. */
function openOrWhy(quote: Quote, at: Date): QuoteRefusal | undefined {
  if (quote.status === "withdrawn" || quote.status === "superseded") return "withdrawn";
  if (quote.status !== "sent") return "answered";
  if (quote.expiresAt.getTime() <= at.getTime()) return "expired";
  return undefined;
}

async function withdrawOffer(sql: Sql, offerId: string, at: Date): Promise<void> {
  await sql.run(
    "UPDATE booking_offers SET withdrawn_at = ? WHERE id = ? AND picked_at IS NULL AND withdrawn_at IS NULL",
    [at, offerId],
  );
}

export function quotes(db: Database): Quotes {
  const locked = <T>(work: (sql: Sql) => Promise<T>) => db.transaction(work, [BOOKING_LOCK]);
  const readQuote = async (sql: Sql, id: string) => {
    const row = await sql.get(`SELECT * FROM quotes WHERE id = ? ${db.forUpdate}`, [id]);
    return row ? rowToQuote(row) : undefined;
  };
  return {
    sendQuote: (change) =>
      locked(async (sql) => {
        const { quote } = change;
        const previous = await sql.get(
          `SELECT * FROM quotes WHERE lead_id = ? ORDER BY version DESC LIMIT 1 ${db.forUpdate}`,
          [quote.leadId],
        );
        const made = await offerIn(db, sql, {
          ...change.offer,
          leadId: quote.leadId,
          actor: quote.sentBy,
          at: quote.sentAt,
          emails: change.emails,
          action: "quote-sent",
          // The history says the price as well as the windows.
          detail: `${dollars(quote.totalCents)}; ${change.offer.offer.windows
            .map((slot) => `${slot.day} ${slot.window}`)
            .join("; ")}`,
        });
        if (!made.made)
          return { sent: false as const, reason: made.reason, ...(made.slot ? { slot: made.slot } : {}) };
        const booking: Booking = made.booking;
        if (previous && String(previous.status) === "sent") {
          await sql.run("UPDATE quotes SET status = 'superseded' WHERE id = ?", [String(previous.id)]);
        }
        const version = previous ? Number(previous.version) + 1 : 1;
        await sql.run(
          `INSERT INTO quotes (id, lead_id, booking_id, offer_id, token_hash, version, total_cents, lines, included,
            recurring_cents, valid_until, expires_at, payment, due_cents, status, sent_at, sent_by)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sent', ?, ?)`,
          [
            quote.id,
            quote.leadId,
            booking.id,
            change.offer.offer.id,
            quote.tokenHash,
            version,
            quote.totalCents,
            JSON.stringify(quote.lines.map(({ label, cents }) => ({ label, cents }))),
            quote.included,
            quote.recurringCents ?? null,
            quote.validUntil,
            quote.expiresAt,
            quote.payment,
            quote.dueCents,
            quote.sentAt,
            quote.sentBy,
          ],
        );
        await advanceStage(sql, quote.leadId, "quoted", quote.sentBy, quote.sentAt);
        const stored = await readQuote(sql, quote.id);
        if (!stored) throw new Error("a sent quote cannot be read back");
        return { sent: true as const, quote: stored };
      }),
    async quoteByHash(tokenHash) {
      const row = await db.get("SELECT * FROM quotes WHERE token_hash = ?", [tokenHash]);
      return row ? rowToQuote(row) : undefined;
    },
    async quoteById(id) {
      const row = await db.get("SELECT * FROM quotes WHERE id = ?", [id]);
      return row ? rowToQuote(row) : undefined;
    },
    async quotesOfLead(leadId) {
      const rows = await db.all("SELECT * FROM quotes WHERE lead_id = ? ORDER BY version DESC", [leadId]);
      return rows.map(rowToQuote);
    },
    markQuoteOpened: (id, at) =>
      db.transaction(async (sql) => {
        const quote = await readQuote(sql, id);
        if (!quote || quote.openedAt) return;
        await sql.run("UPDATE quotes SET opened_at = ? WHERE id = ?", [at, id]);
        await insertActivity(sql, { at, actor: "customer", action: "quote-opened", leadId: quote.leadId });
      }),
    acceptQuote: (change) =>
      locked(async (sql) => {
        const quote = await readQuote(sql, change.quoteId);
        if (!quote) return { picked: false as const, reason: "not-found" as const };
        const why = openOrWhy(quote, change.pick.at);
        if (why) return { picked: false as const, reason: why };
        const result = await pickIn(db, sql, {
          ...change.pick,
          offerId: quote.offerId,
          action: "quote-accepted",
        });
        if (!result.picked) return result;
        await sql.run("UPDATE quotes SET status = 'accepted', answered_at = ? WHERE id = ?", [
          change.pick.at,
          quote.id,
        ]);
        return result;
      }),
    declineQuote: (change) =>
      locked(async (sql) => {
        const quote = await readQuote(sql, change.quoteId);
        if (!quote) return { done: false as const, reason: "not-found" as const };
        const why = openOrWhy(quote, change.at);
        if (why) return { done: false as const, reason: why };
        await sql.run(
          "UPDATE quotes SET status = 'declined', answered_at = ?, decline_reason = ? WHERE id = ?",
          [change.at, change.reason || null, quote.id],
        );
        await withdrawOffer(sql, quote.offerId, change.at);
        for (const email of change.emails) await insertEmail(sql, quote.leadId, email, change.at);
        await insertActivity(sql, {
          at: change.at,
          actor: "customer",
          action: "quote-declined",
          leadId: quote.leadId,
          ...(change.reason ? { detail: change.reason } : {}),
        });
        return { done: true as const };
      }),
    askAboutQuote: (change) =>
      db.transaction(async (sql) => {
        const quote = await readQuote(sql, change.quoteId);
        if (!quote) return { done: false as const, reason: "not-found" as const };
        if (quote.status === "withdrawn" || quote.status === "superseded")
          return { done: false as const, reason: "withdrawn" as const };
        if (quote.status === "sent" && quote.expiresAt.getTime() <= change.at.getTime())
          return { done: false as const, reason: "expired" as const };
        for (const email of change.emails) await insertEmail(sql, quote.leadId, email, change.at);
        await insertActivity(sql, {
          at: change.at,
          actor: "customer",
          action: "quote-question",
          leadId: quote.leadId,
          detail: change.question,
        });
        return { done: true as const };
      }),
    withdrawQuote: (change) =>
      locked(async (sql) => {
        const quote = await readQuote(sql, change.quoteId);
        if (quote?.status !== "sent") return false;
        await sql.run("UPDATE quotes SET status = 'withdrawn', withdrawn_at = ? WHERE id = ?", [
          change.at,
          quote.id,
        ]);
        await withdrawOffer(sql, quote.offerId, change.at);
        await insertActivity(sql, {
          at: change.at,
          actor: change.actor,
          action: "quote-withdrawn",
          leadId: quote.leadId,
          detail: `${dollars(quote.totalCents)}${quote.version > 1 ? ` (revision ${quote.version})` : ""}`,
        });
        return true;
      }),
    async setCheckoutSession(quoteId, sessionId) {
      await db.run("UPDATE quotes SET checkout_session = ? WHERE id = ?", [sessionId, quoteId]);
    },
    recordPayment: (change) =>
      db.transaction(async (sql) => {
        const quote = await readQuote(sql, change.quoteId);
        if (!quote) return { recorded: false as const, reason: "unknown-quote" as const };
        // One per event and one per session: a replayed event, or a second event for a paid session, adds nothing.
        const seen = await sql.get("SELECT id FROM payments WHERE event_id = ? OR session_id = ?", [
          change.eventId,
          change.sessionId,
        ]);
        if (seen) return { recorded: false as const, reason: "duplicate" as const };
        const id = `pay_${change.sessionId}`;
        await sql.run(
          `INSERT INTO payments (id, quote_id, lead_id, session_id, event_id, payment_intent, amount_cents, currency,
            paid_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            id,
            quote.id,
            quote.leadId,
            change.sessionId,
            change.eventId,
            change.paymentIntent ?? null,
            change.amountCents,
            change.currency,
            change.at,
          ],
        );
        for (const email of change.emails) await insertEmail(sql, quote.leadId, email, change.at);
        await insertActivity(sql, {
          at: change.at,
          actor: "service",
          action: "payment-received",
          leadId: quote.leadId,
          detail: `${dollars(change.amountCents)} ${change.currency.toUpperCase()}`,
        });
        const row = await sql.get("SELECT * FROM payments WHERE id = ?", [id]);
        if (!row) throw new Error("a recorded payment cannot be read back");
        return { recorded: true as const, payment: rowToPayment(row) };
      }),
    async paymentsOfLead(leadId) {
      const rows = await db.all("SELECT * FROM payments WHERE lead_id = ? ORDER BY paid_at DESC", [leadId]);
      return rows.map(rowToPayment);
    },
    async paymentByIntent(paymentIntent) {
      const row = await db.get("SELECT * FROM payments WHERE payment_intent = ?", [paymentIntent]);
      return row ? rowToPayment(row) : undefined;
    },
    async paymentById(id) {
      const row = await db.get("SELECT * FROM payments WHERE id = ?", [id]);
      return row ? rowToPayment(row) : undefined;
    },
    recordRefund: (change) =>
      db.transaction(async (sql) => {
        const row = await sql.get(`SELECT * FROM payments WHERE id = ? ${db.forUpdate}`, [change.paymentId]);
        if (!row) return false;
        const payment = rowToPayment(row);
        if (payment.refundId) return false;
        await sql.run(
          "UPDATE payments SET refund_id = ?, refunded_cents = ?, refunded_at = ?, refunded_by = ? WHERE id = ?",
          [change.refundId, change.cents, change.at, change.actor, payment.id],
        );
        await insertActivity(sql, {
          at: change.at,
          actor: change.actor,
          action: "payment-refunded",
          leadId: payment.leadId,
          detail: dollars(change.cents),
        });
        return true;
      }),
    async quoteValues(from, to) {
      const row = await db.get(QUOTE_VALUES_SQL, [from, to]);
      return {
        quoted: Number(row?.quoted ?? 0),
        accepted: Number(row?.accepted ?? 0),
        paid: Number(row?.paid ?? 0),
      };
    },
  };
}

/**
 * A lead's value columns, on a lead `leads`: its newest quote not withdrawn (a revision replaces the one before),
 * its accepted quote, and what was paid online less what was refunded. lead-reports.ts groups them by source.
 */
export const LEAD_VALUE_COLUMNS = `coalesce((SELECT q.total_cents FROM quotes q WHERE q.lead_id = leads.id
      AND q.status <> 'withdrawn' AND q.status <> 'superseded' ORDER BY q.version DESC LIMIT 1), 0) AS quoted_cents,
    coalesce((SELECT sum(q.total_cents) FROM quotes q WHERE q.lead_id = leads.id AND q.status = 'accepted'), 0)
      AS accepted_cents,
    coalesce((SELECT sum(p.amount_cents - p.refunded_cents) FROM payments p WHERE p.lead_id = leads.id), 0)
      AS paid_cents`;

const QUOTE_VALUES_SQL = `SELECT coalesce(sum(quoted_cents), 0) AS quoted, coalesce(sum(accepted_cents), 0) AS accepted,
    coalesce(sum(paid_cents), 0) AS paid
  FROM (SELECT ${LEAD_VALUE_COLUMNS} FROM leads WHERE created_at >= ? AND created_at < ? AND NOT quarantined) v`;
