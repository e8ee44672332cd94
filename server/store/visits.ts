import { bookingSettings, type Frequency } from "../../app/content/booking.ts";
import { frequencyWeeks, holdDays, parseDay, roomIn, type Slot } from "../../app/lib/availability.ts";
import { currentBookingRules } from "../current-content.ts";
import { BOOKING_LOCK, type Booking, calendarIn, rowToBooking, writeExceptions } from "./bookings.ts";
import type { Database, Sql } from "./database.ts";
import { type Offer, rowToOffer, writeOfferWindows } from "./offer-rows.ts";
import {
  advanceStage,
  insertActivity,
  insertEmail,
  insertStatement,
  LEAD_INSERT_COLUMNS,
  leadInsertValues,
} from "./rows.ts";
import type { NewLead, OutboxEmail } from "./store.ts";

/**
 * The owner's side of the schedule (docs/owner-guide.md, "Bookings"): a visit booked on any lead, a booking taken
 * by phone, a visit moved or cancelled (one of a series, or all of it), an offer of times and the customer's pick.
 * Every change runs under the bookings lock and counts the places inside it, like the customer's; the emails go
 * into the outbox in the same transaction, and each is an owner's action that answers the lead (rows.ts).
 */

/** A visit with its instants, as the desk worked them out from the owner's windows. */
export interface TimedSlot extends Slot {
  startsAt: Date;
  endsAt: Date;
}

/** What the owner sets for a visit: when, how often, the price agreed, where. */
export interface VisitTerms {
  visit: TimedSlot;
  frequency?: Frequency;
  priceCents?: number;
  address: string;
  accessNotes: string;
}

/** Why a change was not made; nothing was written. */
export type VisitRefusal =
  | "no-lead"
  | "not-found"
  /** The lead already has a request waiting, an open offer or a visit to come: answer or move that one. */
  | "active"
  | "not-confirmed"
  | "not-a-visit"
  | "closed"
  | "full"
  /** Someone changed the booking since the page was read (its sequence moved): nothing done, read it again. */
  | "changed";

export type VisitResult = { done: true; booking: Booking } | { done: false; reason: VisitRefusal };

export type PickRefusal =
  | "not-found"
  | "expired"
  | "withdrawn"
  | "picked"
  | "not-offered"
  | "closed"
  | "full";
export type PickResult =
  | { picked: true; booking: Booking }
  | { picked: false; reason: PickRefusal; booking?: Booking };

export interface Visits {
  /** A visit booked by the owner on a lead with nothing waiting and no visit to come (a new booking). */
  bookVisit(change: {
    leadId: string;
    bookingId: string;
    terms: VisitTerms;
    manageHash: string;
    actor: string;
    at: Date;
    emails: readonly OutboxEmail[];
  }): Promise<VisitResult>;
  /** A new lead (source phone) with its confirmed visit, in one transaction. */
  savePhoneBooking(change: {
    lead: NewLead;
    bookingId: string;
    terms: VisitTerms;
    manageHash: string;
    actor: string;
    emails: readonly OutboxEmail[];
  }): Promise<VisitResult>;
  /**
   * Moves a confirmed visit: the whole of it (a series starts again from the new day), or one visit of a series
   * (`of`: the series' day). Refused when the booking changed since `sequence`.
   */
  moveVisit(change: {
    bookingId: string;
    sequence: number;
    of?: string;
    to: TimedSlot;
    manageHash?: string;
    actor: string;
    at: Date;
    emails: readonly OutboxEmail[];
  }): Promise<VisitResult>;
  /** Cancels a confirmed visit: all of it, or one visit of a series (`of`). */
  cancelVisit(change: {
    bookingId: string;
    sequence: number;
    of?: string;
    actor: string;
    at: Date;
    emails: readonly OutboxEmail[];
  }): Promise<VisitResult>;
  /**
   * Offers times: on the lead's waiting request (declining it), or on a new booking. A newer offer withdraws the
   * open one. Each window must have room now (visits and other offers count).
   */
  makeOffer(change: {
    leadId: string;
    /** Used when the lead needs a new booking. */
    newBookingId: string;
    offer: { id: string; tokenHash: string; windows: readonly Slot[]; message: string; expiresAt: Date };
    frequency?: Frequency;
    priceCents?: number;
    address: string;
    accessNotes: string;
    actor: string;
    at: Date;
    emails: readonly OutboxEmail[];
  }): Promise<{ made: true; booking: Booking } | { made: false; reason: VisitRefusal; slot?: Slot }>;
  offerByHash(tokenHash: string): Promise<Offer | undefined>;
  /** The newest offer made on a booking. */
  latestOffer(bookingId: string): Promise<Offer | undefined>;
  /** The customer picks one of an offer's windows: the visit is confirmed, the other windows are free. */
  pickOffer(change: {
    offerId: string;
    slot: TimedSlot;
    manageHash: string;
    at: Date;
    emails: readonly OutboxEmail[];
  }): Promise<PickResult>;
}

/** Whether a booking still has something to come: a waiting request, an open offer, a visit not over, a series. */
async function isActive(sql: Sql, booking: Booking, at: Date): Promise<boolean> {
  if (booking.status === "requested") return true;
  if (booking.status === "offered") {
    return (
      (await sql.get(
        `SELECT 1 AS open FROM booking_offers WHERE booking_id = ? AND picked_at IS NULL AND withdrawn_at IS NULL
         AND expires_at > ?`,
        [booking.id, at],
      )) !== undefined
    );
  }
  if (booking.status !== "confirmed" || !booking.visit) return false;
  return Boolean(frequencyWeeks(booking.frequency)) || booking.visit.endsAt.getTime() > at.getTime();
}

async function newestBooking(sql: Sql, leadId: string, forUpdate: string): Promise<Booking | undefined> {
  const row = await sql.get(
    `SELECT * FROM bookings WHERE lead_id = ? ORDER BY created_at DESC, id DESC LIMIT 1 ${forUpdate}`,
    [leadId],
  );
  return row ? rowToBooking(row) : undefined;
}

async function readBooking(sql: Sql, id: string, forUpdate: string): Promise<Booking | undefined> {
  const row = await sql.get(`SELECT * FROM bookings WHERE id = ? ${forUpdate}`, [id]);
  return row ? rowToBooking(row) : undefined;
}

/** Whether the owner may put a visit in this window: open, and its visits and offers leave room. */
async function room(sql: Sql, slot: Slot, at: Date, except?: string): Promise<"closed" | "full" | null> {
  const state = await calendarIn(sql, slot.day, slot.day, at, bookingSettings, except);
  return roomIn(slot, state, currentBookingRules());
}

const slotText = (slot: Slot) => `${slot.day} ${slot.window}`;

async function insertConfirmed(
  sql: Sql,
  change: { leadId: string; bookingId: string; terms: VisitTerms; manageHash: string; at: Date },
): Promise<void> {
  const { terms, at } = change;
  await sql.run(
    `INSERT INTO bookings (id, lead_id, status, frequency, visit_day, visit_window, visit_starts_at, visit_ends_at,
      sequence, manage_hash, address, access_notes, price_cents, created_at, updated_at)
      VALUES (?, ?, 'confirmed', ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
    [
      change.bookingId,
      change.leadId,
      terms.frequency ?? null,
      terms.visit.day,
      terms.visit.window,
      terms.visit.startsAt,
      terms.visit.endsAt,
      change.manageHash,
      terms.address,
      terms.accessNotes,
      terms.priceCents ?? null,
      at,
      at,
    ],
  );
}

/** Emails before the change are gone (a reminder naming the old time), then the new ones. */
async function replaceVisitEmails(
  sql: Sql,
  booking: Booking,
  emails: readonly OutboxEmail[],
  at: Date,
): Promise<void> {
  await sql.run("DELETE FROM outbox WHERE booking_id = ? AND status = 'pending'", [booking.id]);
  for (const email of emails) await insertEmail(sql, booking.leadId, email, at);
}

/** Whether `day` is a visit of the series (or one already moved from it). */
function isSeriesDay(booking: Booking, day: string): boolean {
  const everyWeeks = frequencyWeeks(booking.frequency);
  const date = parseDay(day);
  if (!everyWeeks || !booking.visit || !date) return false;
  return holdDays({ ...booking.visit, everyWeeks }, date, date).length > 0;
}

export function visits(db: Database): Visits {
  const locked = <T>(work: (sql: Sql) => Promise<T>) => db.transaction(work, [BOOKING_LOCK]);
  return {
    bookVisit: (change) =>
      locked(async (sql): Promise<VisitResult> => {
        if (!(await sql.get(`SELECT id FROM leads WHERE id = ? ${db.forUpdate}`, [change.leadId])))
          return { done: false, reason: "no-lead" };
        const current = await newestBooking(sql, change.leadId, db.forUpdate);
        if (current && (await isActive(sql, current, change.at))) return { done: false, reason: "active" };
        const full = await room(sql, change.terms.visit, change.at);
        if (full) return { done: false, reason: full };
        // A declined request or an offer that ran out stays as it was; its windows are free already.
        await insertConfirmed(sql, change);
        for (const email of change.emails) await insertEmail(sql, change.leadId, email, change.at);
        await insertActivity(sql, {
          at: change.at,
          actor: change.actor,
          action: "visit-booked",
          leadId: change.leadId,
          detail: slotText(change.terms.visit),
        });
        await advanceStage(sql, change.leadId, "booked", change.actor, change.at);
        const booking = await readBooking(sql, change.bookingId, "");
        if (!booking) throw new Error("a booked visit cannot be read back");
        return { done: true, booking };
      }),
    savePhoneBooking: (change) =>
      locked(async (sql): Promise<VisitResult> => {
        const at = change.lead.createdAt;
        const full = await room(sql, change.terms.visit, at);
        if (full) return { done: false, reason: full };
        await sql.run(insertStatement("leads", LEAD_INSERT_COLUMNS), leadInsertValues(change.lead));
        await insertConfirmed(sql, { ...change, leadId: change.lead.id, at });
        for (const email of change.emails) await insertEmail(sql, change.lead.id, email, at);
        await insertActivity(sql, {
          at,
          actor: change.actor,
          action: "visit-booked",
          leadId: change.lead.id,
          detail: `${slotText(change.terms.visit)} (taken by phone)`,
        });
        await advanceStage(sql, change.lead.id, "booked", change.actor, at);
        const booking = await readBooking(sql, change.bookingId, "");
        if (!booking) throw new Error("a booked visit cannot be read back");
        return { done: true, booking };
      }),
    moveVisit: (change) =>
      locked(async (sql): Promise<VisitResult> => {
        const booking = await readBooking(sql, change.bookingId, db.forUpdate);
        if (!booking) return { done: false, reason: "not-found" };
        if (booking.status !== "confirmed" || !booking.visit) return { done: false, reason: "not-confirmed" };
        if (booking.sequence !== change.sequence) return { done: false, reason: "changed" };
        if (change.of !== undefined && !isSeriesDay(booking, change.of))
          return { done: false, reason: "not-a-visit" };
        const full = await room(sql, change.to, change.at, booking.id);
        if (full) return { done: false, reason: full };
        const { to } = change;
        if (change.of === undefined) {
          // All of it: a series starts again from the new day; a customer's move waiting is answered by this.
          await sql.run(
            `UPDATE bookings SET visit_day = ?, visit_window = ?, visit_starts_at = ?, visit_ends_at = ?,
             requested_day = NULL, requested_window = NULL, second_day = NULL, second_window = NULL,
             held_from = NULL, exceptions = '[]', sequence = sequence + 1,
             manage_hash = coalesce(?, manage_hash), updated_at = ? WHERE id = ?`,
            [to.day, to.window, to.startsAt, to.endsAt, change.manageHash ?? null, change.at, booking.id],
          );
        } else {
          const exceptions = [
            ...booking.exceptions.filter((exception) => exception.day !== change.of),
            { day: change.of, kind: "moved" as const, to },
          ];
          await sql.run(
            `UPDATE bookings SET exceptions = ?, sequence = sequence + 1, manage_hash = coalesce(?, manage_hash),
             updated_at = ? WHERE id = ?`,
            [writeExceptions(exceptions), change.manageHash ?? null, change.at, booking.id],
          );
        }
        await replaceVisitEmails(sql, booking, change.emails, change.at);
        const from = change.of ?? booking.visit.day;
        await insertActivity(sql, {
          at: change.at,
          actor: change.actor,
          action: "visit-moved",
          leadId: booking.leadId,
          detail: `${slotText({ day: from, window: booking.visit.window })} to ${slotText(to)}${
            change.of === undefined && frequencyWeeks(booking.frequency) ? " (the whole series)" : ""
          }`,
        });
        const updated = await readBooking(sql, booking.id, "");
        if (!updated) throw new Error("a moved visit cannot be read back");
        return { done: true, booking: updated };
      }),
    cancelVisit: (change) =>
      locked(async (sql): Promise<VisitResult> => {
        const booking = await readBooking(sql, change.bookingId, db.forUpdate);
        if (!booking) return { done: false, reason: "not-found" };
        if (booking.status !== "confirmed" || !booking.visit) return { done: false, reason: "not-confirmed" };
        if (booking.sequence !== change.sequence) return { done: false, reason: "changed" };
        if (change.of !== undefined && !isSeriesDay(booking, change.of))
          return { done: false, reason: "not-a-visit" };
        if (change.of === undefined) {
          await sql.run(
            `UPDATE bookings SET status = 'cancelled', requested_day = NULL, requested_window = NULL,
             second_day = NULL, second_window = NULL, held_from = NULL, sequence = sequence + 1, updated_at = ?
             WHERE id = ?`,
            [change.at, booking.id],
          );
        } else {
          const exceptions = [
            ...booking.exceptions.filter((exception) => exception.day !== change.of),
            { day: change.of, kind: "cancelled" as const },
          ];
          await sql.run(
            "UPDATE bookings SET exceptions = ?, sequence = sequence + 1, updated_at = ? WHERE id = ?",
            [writeExceptions(exceptions), change.at, booking.id],
          );
        }
        await replaceVisitEmails(sql, booking, change.emails, change.at);
        const moved = booking.exceptions.find((exception) => exception.day === change.of)?.to;
        await insertActivity(sql, {
          at: change.at,
          actor: change.actor,
          action: "visit-cancelled",
          leadId: booking.leadId,
          detail:
            change.of === undefined
              ? `${slotText(booking.visit)}${frequencyWeeks(booking.frequency) ? " and the visits after it" : ""}`
              : slotText(moved ?? { day: change.of, window: booking.visit.window }),
        });
        const updated = await readBooking(sql, booking.id, "");
        if (!updated) throw new Error("a cancelled visit cannot be read back");
        return { done: true, booking: updated };
      }),
    makeOffer: (change) =>
      locked(async (sql) => {
        if (!(await sql.get(`SELECT id FROM leads WHERE id = ? ${db.forUpdate}`, [change.leadId])))
          return { made: false as const, reason: "no-lead" as const };
        const current = await newestBooking(sql, change.leadId, db.forUpdate);
        // A visit to come is moved, not offered again; a customer's move waiting is answered on the lead first.
        const waiting = current?.status === "requested";
        const reoffer = current?.status === "offered";
        if (current && !waiting && !reoffer && (await isActive(sql, current, change.at)))
          return { made: false as const, reason: "active" as const };
        const bookingId = waiting || reoffer ? (current?.id as string) : change.newBookingId;
        for (const slot of change.offer.windows) {
          const full = await room(sql, slot, change.at, bookingId);
          if (full) return { made: false as const, reason: full, slot };
        }
        if (waiting || reoffer) {
          await sql.run(
            "UPDATE booking_offers SET withdrawn_at = ? WHERE booking_id = ? AND picked_at IS NULL AND withdrawn_at IS NULL",
            [change.at, bookingId],
          );
          // Declining a waiting request with an offer: its windows are free, the owner's words are its reason.
          await sql.run(
            `UPDATE bookings SET status = 'offered', requested_day = NULL, requested_window = NULL,
             second_day = NULL, second_window = NULL, held_from = NULL, decline_reason = ?,
             frequency = coalesce(?, frequency), price_cents = coalesce(?, price_cents),
             address = CASE WHEN ? <> '' THEN ? ELSE address END,
             access_notes = CASE WHEN ? <> '' THEN ? ELSE access_notes END, updated_at = ? WHERE id = ?`,
            [
              waiting ? change.offer.message || null : (current?.declineReason ?? null),
              change.frequency ?? null,
              change.priceCents ?? null,
              change.address,
              change.address,
              change.accessNotes,
              change.accessNotes,
              change.at,
              bookingId,
            ],
          );
        } else {
          await sql.run(
            `INSERT INTO bookings (id, lead_id, status, frequency, address, access_notes, price_cents, created_at,
              updated_at) VALUES (?, ?, 'offered', ?, ?, ?, ?, ?, ?)`,
            [
              bookingId,
              change.leadId,
              change.frequency ?? null,
              change.address,
              change.accessNotes,
              change.priceCents ?? null,
              change.at,
              change.at,
            ],
          );
        }
        const { offer } = change;
        await sql.run(
          `INSERT INTO booking_offers (id, booking_id, lead_id, token_hash, windows, message, expires_at, created_at,
            created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            offer.id,
            bookingId,
            change.leadId,
            offer.tokenHash,
            writeOfferWindows(offer.windows),
            offer.message,
            offer.expiresAt,
            change.at,
            change.actor,
          ],
        );
        for (const email of change.emails) await insertEmail(sql, change.leadId, email, change.at);
        await insertActivity(sql, {
          at: change.at,
          actor: change.actor,
          action: "offer-made",
          leadId: change.leadId,
          detail: offer.windows.map(slotText).join("; "),
        });
        const booking = await readBooking(sql, bookingId, "");
        if (!booking) throw new Error("an offered booking cannot be read back");
        return { made: true as const, booking };
      }),
    async offerByHash(tokenHash) {
      const row = await db.get("SELECT * FROM booking_offers WHERE token_hash = ?", [tokenHash]);
      return row ? rowToOffer(row) : undefined;
    },
    async latestOffer(bookingId) {
      const row = await db.get(
        "SELECT * FROM booking_offers WHERE booking_id = ? ORDER BY created_at DESC, id DESC LIMIT 1",
        [bookingId],
      );
      return row ? rowToOffer(row) : undefined;
    },
    pickOffer: (change) =>
      locked(async (sql): Promise<PickResult> => {
        const row = await sql.get(`SELECT * FROM booking_offers WHERE id = ? ${db.forUpdate}`, [
          change.offerId,
        ]);
        if (!row) return { picked: false, reason: "not-found" };
        const offer = rowToOffer(row);
        const booking = await readBooking(sql, offer.bookingId, db.forUpdate);
        if (!booking) return { picked: false, reason: "not-found" };
        if (offer.picked) return { picked: false, reason: "picked", booking };
        if (offer.withdrawnAt || booking.status !== "offered") return { picked: false, reason: "withdrawn" };
        if (offer.expiresAt.getTime() <= change.at.getTime()) return { picked: false, reason: "expired" };
        const { slot } = change;
        if (!offer.windows.some((window) => window.day === slot.day && window.window === slot.window))
          return { picked: false, reason: "not-offered" };
        // Its own windows are kept for it; only a day the owner closed since, or a capacity lowered, refuses.
        const full = await room(sql, slot, change.at, booking.id);
        if (full) return { picked: false, reason: full };
        await sql.run(
          "UPDATE booking_offers SET picked_at = ?, picked_day = ?, picked_window = ? WHERE id = ?",
          [change.at, slot.day, slot.window, offer.id],
        );
        await sql.run(
          `UPDATE bookings SET status = 'confirmed', visit_day = ?, visit_window = ?, visit_starts_at = ?,
           visit_ends_at = ?, sequence = sequence + 1, manage_hash = ?, updated_at = ? WHERE id = ?`,
          [slot.day, slot.window, slot.startsAt, slot.endsAt, change.manageHash, change.at, booking.id],
        );
        for (const email of change.emails) await insertEmail(sql, booking.leadId, email, change.at);
        await insertActivity(sql, {
          at: change.at,
          actor: "customer",
          action: "offer-picked",
          leadId: booking.leadId,
          detail: slotText(slot),
        });
        await advanceStage(sql, booking.leadId, "booked", "customer", change.at);
        const updated = await readBooking(sql, booking.id, "");
        if (!updated) throw new Error("a picked visit cannot be read back");
        return { picked: true, booking: updated };
      }),
  };
}
