import {
  type BookingRules,
  type BookingSettings,
  bookingSettings,
  type FormAudience,
  type Frequency,
  visitorRules,
} from "../../app/content/booking.ts";
import {
  type CalendarState,
  checkSlot,
  frequencyWeeks,
  type Hold,
  type Refusal,
  roomIn,
  type Slot,
  slotInterval,
  type VisitException,
} from "../../app/lib/availability.ts";
import { currentBookingRules } from "../current-content.ts";
import type { Database, Row, Sql } from "./database.ts";
import { openOffersAt } from "./offer-rows.ts";
import { advanceStage, insertActivity, insertEmail, toDate } from "./rows.ts";
import type { OutboxEmail } from "./store.ts";

/**
 * Bookings (docs/architecture.md, "Booking"): what a visitor asked for with a quote request, what the owner
 * confirmed, the days the owner closed and how many visits fit in a window. Every write that takes or moves a place
 * runs under one lock ("bookings"), and counts the places held (confirmed visits and requests still waiting) inside
 * it, so two copies of the service never promise the last place of a window twice.
 */

/** What a visitor asks for with a quote request: a window, maybe a second choice, and how often if recurring. */
export interface BookingRequest {
  first: Slot;
  second?: Slot;
  frequency?: Frequency;
  /** Whose form asked: only the windows it offers may be asked for ("home" unless said). */
  audience?: FormAudience;
}

/** "offered": the owner offered times (booking_offers); the customer's pick confirms it. */
export type BookingStatus = "requested" | "offered" | "confirmed" | "declined" | "cancelled";

export interface Booking {
  id: string;
  leadId: string;
  status: BookingStatus;
  frequency?: Frequency;
  /** The windows waiting for the owner's answer (a new request, or later a reschedule); none once answered. */
  requested?: Slot;
  second?: Slot;
  /**
   * When those windows began to hold places (they hold for the rules' requestHoldHours); undefined when they hold
   * none (its network already held its share) or nothing waits.
   */
  heldFrom?: Date;
  /** The confirmed visit (the first one of a recurring series). */
  visit?: Slot & { startsAt: Date; endsAt: Date };
  /** The invitation's SEQUENCE: it grows with each change the customer is sent. */
  sequence: number;
  address: string;
  accessNotes: string;
  declineReason?: string;
  /** The price agreed for a visit, in cents (the quote issue builds on it); none when not agreed. */
  priceCents?: number;
  /** Visits of a series the owner moved or cancelled on their own. */
  exceptions: VisitException[];
  /** The owner marked the visit done (its review request follows) or flagged a problem with it. */
  doneAt?: Date;
  problemAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface ClosedDay {
  day: string;
  reason: string;
  closedBy: string;
  closedAt: Date;
}

export interface Confirmation {
  bookingId: string;
  slot: Slot;
  /** The street address and access notes the owner learned on the phone (the form asks only for a zip code). */
  address: string;
  accessNotes: string;
  /** The SHA-256 of the customer's manage link, when one is sent with this confirmation. */
  manageHash?: string;
  /** The price agreed, in cents, when the owner gave one. */
  priceCents?: number;
  actor: string;
  at: Date;
  /** Written in the same transaction: the customer's confirmation. */
  emails: readonly OutboxEmail[];
}

/** A change the customer makes through the manage link. */
export interface CustomerChange {
  bookingId: string;
  /** The windows the customer's form offered: a move may ask for those only ("home" unless said). */
  audience?: FormAudience;
  /** The instant of the visit the change is about (the next one of a series): refused when it is too close. */
  visitStartsAt: Date;
  at: Date;
  /** Written in the same transaction: the customer's and the owner's emails. */
  emails: readonly OutboxEmail[];
}

export type ChangeResult =
  | { changed: true; booking: Booking }
  | {
      changed: false;
      /** "already-asked": this very move is already waiting (nothing changed, nothing sent). */
      reason: "not-confirmed" | "too-late" | Refusal | "same" | "already-asked" | "too-many-moves";
    };

export type ConfirmResult =
  | { confirmed: true; booking: Booking }
  | { confirmed: false; reason: "not-found" | "not-waiting" | "unknown-window" | "closed" | "full" };

/** A refused request: nothing was stored. */
export interface BookingRefusal {
  slot: Slot;
  reason: Refusal;
}

/** A booking with windows waiting for the owner's answer, with whose it is (the Bookings page). */
export interface WaitingBooking {
  booking: Booking;
  name: string;
  /** Kept as suspected spam: it holds nothing until the owner says "Not spam". */
  quarantined: boolean;
}

export interface Bookings {
  /**
   * What the rules need to judge windows between two local days at a moment: closed days, capacity, the confirmed
   * visits and the waiting requests' holds still running then.
   */
  bookingCalendar(fromDay: string, toDay: string, at: Date): Promise<CalendarState>;
  /** A number that moves with every write that can change the calendar, on every copy of the service. */
  calendarVersion(): Promise<number>;
  /** Every booking with windows waiting for an answer (new requests and moves), the longest waiting first. */
  waitingBookings(): Promise<WaitingBooking[]>;
  bookingOfLead(leadId: string): Promise<Booking | undefined>;
  /** The owner's answer: this window (any day, even inside the lead time) if it has room. */
  confirmBooking(confirmation: Confirmation): Promise<ConfirmResult>;
  /** Declines a waiting request with a reason; frees its windows. False when nothing is waiting. */
  declineBooking(
    bookingId: string,
    reason: string,
    actor: string,
    at: Date,
    emails: readonly OutboxEmail[],
  ): Promise<boolean>;
  /** Confirmed visits whose first visit starts in [from, to), in order (recurring series: their first visit). */
  confirmedBookings(from: Date, to: Date): Promise<Booking[]>;
  /** Closes a day to new requests; false when it was already closed. */
  closeDay(day: string, reason: string, actor: string, at: Date): Promise<boolean>;
  reopenDay(day: string): Promise<boolean>;
  /** Closed days from this local day on, in order. */
  closedDays(fromDay: string): Promise<ClosedDay[]>;
  setCapacity(window: string, visits: number, actor: string, at: Date): Promise<void>;
  capacities(): Promise<Record<string, number>>;
  /** The booking a customer's manage link (its SHA-256) belongs to. */
  bookingByManageHash(manageHash: string): Promise<Booking | undefined>;
  /**
   * The customer asks to move a confirmed visit: the new window waits for the owner like a new request, holding its
   * place (the visit keeps its own until the owner answers). Refused inside the cutoff before the visit's start,
   * and past the rules' movesPerDay in 24 hours; the move already waiting, asked again, changes nothing.
   */
  requestReschedule(change: CustomerChange & { slot: Slot }): Promise<ChangeResult>;
  /** The customer cancels a confirmed visit (a recurring one: the series): its places are free at once. */
  cancelBooking(change: CustomerChange): Promise<ChangeResult>;
  /**
   * Queues a visit's reminder, once ever per `key`, and only while the booking is still confirmed at this
   * `sequence` (not cancelled or moved since the caller looked). True when it was queued now.
   */
  queueReminder(reminder: {
    bookingId: string;
    sequence: number;
    key: string;
    email: OutboxEmail;
    at: Date;
  }): Promise<boolean>;
  /** Every confirmed booking (recurring series repeat from their first visit), first visit first. */
  allConfirmedBookings(): Promise<Booking[]>;
  /** A new secret calendar address (its hash): every earlier one stops working. */
  replaceCalendarFeed(tokenHash: string, actor: string, at: Date): Promise<void>;
  /** Stops every calendar address; false when none was working. */
  revokeCalendarFeeds(actor: string, at: Date): Promise<boolean>;
  /** Whether this hash is of the working calendar address. */
  calendarFeedWorks(tokenHash: string): Promise<boolean>;
  /** When and by whom the working address was made, if there is one. */
  calendarFeedMade(): Promise<{ createdAt: Date; createdBy: string } | undefined>;
  /**
   * Whether an arrival window has anything to come at `at`: a confirmed visit not over (a series always), a request
   * waiting in it, or an open offer of it.
   */
  windowInUse(window: string, at: Date): Promise<boolean>;
}

const LOCK = "bookings";

/** The product rule: no change by the customer within the cutoff (24 hours) before the visit starts. */
function tooLate(visitStartsAt: Date, at: Date, rules: BookingSettings): boolean {
  return visitStartsAt.getTime() - at.getTime() < rules.changeCutoffHours * 3_600_000;
}
const ACTIVE = "status IN ('requested', 'confirmed')";

function slotOf(day: unknown, window: unknown): Slot | undefined {
  return day == null || window == null ? undefined : { day: String(day), window: String(window) };
}

const HOUR_MS = 3_600_000;

/** The earliest start of a hold still running at `at`. */
function holdCutoff(at: Date, rules: BookingSettings): Date {
  return new Date(at.getTime() - rules.requestHoldHours * HOUR_MS);
}

/** When a booking's waiting windows stop holding places (undefined: they hold none). */
export function holdEnds(booking: Pick<Booking, "heldFrom">, rules: BookingSettings): Date | undefined {
  return booking.heldFrom && new Date(booking.heldFrom.getTime() + rules.requestHoldHours * HOUR_MS);
}

export function rowToBooking(row: Row): Booking {
  const visit = slotOf(row.visit_day, row.visit_window);
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    status: String(row.status) as BookingStatus,
    frequency: row.frequency == null ? undefined : (String(row.frequency) as Frequency),
    requested: slotOf(row.requested_day, row.requested_window),
    second: slotOf(row.second_day, row.second_window),
    ...(row.held_from == null ? {} : { heldFrom: toDate(row.held_from) }),
    visit: visit && {
      ...visit,
      startsAt: toDate(row.visit_starts_at),
      endsAt: toDate(row.visit_ends_at),
    },
    sequence: Number(row.sequence),
    address: String(row.address),
    accessNotes: String(row.access_notes),
    declineReason: row.decline_reason == null ? undefined : String(row.decline_reason),
    ...(row.price_cents == null ? {} : { priceCents: Number(row.price_cents) }),
    exceptions: readExceptions(row.exceptions),
    ...(row.done_at == null ? {} : { doneAt: toDate(row.done_at) }),
    ...(row.problem_at == null ? {} : { problemAt: toDate(row.problem_at) }),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/** The exceptions column (JSON): unreadable entries are left out rather than hide the booking. */
function readExceptions(value: unknown): VisitException[] {
  let parsed: unknown;
  try {
    parsed = typeof value === "string" ? JSON.parse(value) : (value ?? []);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry): VisitException[] => {
    const { day, kind, to } = (entry ?? {}) as Record<string, unknown>;
    if (typeof day !== "string" || (kind !== "moved" && kind !== "cancelled")) return [];
    const target = (to ?? {}) as Record<string, unknown>;
    const moved =
      kind === "moved" &&
      typeof target.day === "string" &&
      typeof target.window === "string" &&
      typeof target.startsAt === "number" &&
      typeof target.endsAt === "number"
        ? {
            to: {
              day: target.day,
              window: target.window,
              startsAt: new Date(target.startsAt),
              endsAt: new Date(target.endsAt),
            },
          }
        : {};
    if (kind === "moved" && !("to" in moved)) return [];
    return [{ day, kind, ...moved }];
  });
}

/** The exceptions as the column keeps them (instants as epoch milliseconds). */
export function writeExceptions(exceptions: readonly VisitException[]): string {
  return JSON.stringify(
    exceptions.map((change) => ({
      day: change.day,
      kind: change.kind,
      ...(change.to
        ? {
            to: {
              day: change.to.day,
              window: change.to.window,
              startsAt: change.to.startsAt.getTime(),
              endsAt: change.to.endsAt.getTime(),
            },
          }
        : {}),
    })),
  );
}

/**
 * The places a booking takes: its confirmed visit (every visit of a series but those the owner moved or cancelled
 * on their own, and the moved ones at their new time), and, while their hold runs, the windows still waiting for
 * an answer, each on its own day only (a recurring request holds its first visit, not the weeks after it).
 */
export function holdsOf(booking: Booking, holdRuns: boolean): Hold[] {
  const everyWeeks = frequencyWeeks(booking.frequency);
  const skip = everyWeeks ? booking.exceptions.map((change) => change.day) : [];
  const moved: Hold[] = everyWeeks
    ? booking.exceptions.flatMap((change) =>
        change.to ? [{ day: change.to.day, window: change.to.window }] : [],
      )
    : [];
  const visit: Hold[] = booking.visit
    ? [
        {
          day: booking.visit.day,
          window: booking.visit.window,
          ...(everyWeeks ? { everyWeeks } : {}),
          ...(skip.length ? { skip } : {}),
        },
        ...moved,
      ]
    : [];
  if (!holdRuns) return visit;
  const waiting = [booking.requested, booking.second].filter((slot): slot is Slot => slot !== undefined);
  return [
    ...visit,
    ...waiting.map((slot) => ({ day: slot.day, window: slot.window, waiting: true as const })),
  ];
}

/**
 * The calendar at a moment, as seen inside a transaction; `except` leaves out one booking's own places (it is
 * moving, or being confirmed).
 */
export async function calendarIn(
  sql: Sql,
  fromDay: string,
  toDay: string,
  at: Date,
  rules: BookingSettings,
  except?: string,
): Promise<CalendarState> {
  const closed = await sql.all("SELECT day FROM closed_days WHERE day >= ? AND day <= ?", [fromDay, toDay]);
  const capacity: Record<string, number> = {};
  for (const row of await sql.all("SELECT arrival_window, visits FROM window_capacity")) {
    capacity[String(row.arrival_window)] = Number(row.visits);
  }
  // Every active booking: a small business has a few hundred at most, and recurring ones repeat into any range.
  // A waiting request of suspected spam holds nothing (a bot must not fill the calendar); "Not spam" brings it back.
  const active = await sql.all(
    `SELECT bookings.*, leads.quarantined AS lead_quarantined FROM bookings
     JOIN leads ON leads.id = bookings.lead_id WHERE ${ACTIVE}`,
  );
  const cutoff = holdCutoff(at, rules).getTime();
  const holds: Hold[] = [];
  let nextHoldEnd: number | undefined;
  for (const row of active) {
    const booking = rowToBooking(row);
    if (booking.id === except) continue;
    const holdRuns =
      !row.lead_quarantined &&
      booking.requested !== undefined &&
      booking.heldFrom !== undefined &&
      booking.heldFrom.getTime() > cutoff;
    holds.push(...holdsOf(booking, holdRuns));
    const ends = holdRuns ? holdEnds(booking, rules)?.getTime() : undefined;
    if (ends !== undefined && (nextHoldEnd === undefined || ends < nextHoldEnd)) nextHoldEnd = ends;
  }
  // An offer of times keeps its windows for the customer until it is picked, withdrawn or runs out: as a visit
  // would (the owner promised them), so no visitor and no other offer takes them meanwhile.
  for (const offer of await openOffersAt(sql, at)) {
    if (offer.bookingId === except) continue;
    holds.push(...offer.windows.map((slot) => ({ day: slot.day, window: slot.window })));
    const ends = offer.expiresAt.getTime();
    if (nextHoldEnd === undefined || ends < nextHoldEnd) nextHoldEnd = ends;
  }
  return {
    closedDays: new Set(closed.map((row) => String(row.day))),
    capacity,
    holds,
    ...(nextHoldEnd === undefined ? {} : { nextHoldEnd: new Date(nextHoldEnd) }),
  };
}

function span(slots: readonly Slot[]): [string, string] {
  const days = slots.map((slot) => slot.day).sort();
  return [days[0] ?? "", days[days.length - 1] ?? ""];
}

/**
 * Checks a visitor's request against the rules and the calendar inside the caller's transaction (saveLead's,
 * holding the lock), and answers the first refused choice or null.
 */
export async function refuseRequest(
  sql: Sql,
  request: BookingRequest,
  now: Date,
  rules: BookingRules = currentBookingRules(),
): Promise<BookingRefusal | null> {
  const choices = [request.first, ...(request.second ? [request.second] : [])];
  const [from, to] = span(choices);
  const state = await calendarIn(sql, from, to, now, rules);
  const offered = visitorRules(rules, request.audience ?? "home");
  for (const slot of choices) {
    const reason = checkSlot(slot, now, offered, state);
    if (reason) return { slot, reason };
  }
  return null;
}

/**
 * Whether a new request's windows hold places: yes, unless the visitor's network would then hold more than the
 * rules' heldPlacesPerNetwork with requests still waiting (a request past that is stored all the same, holding
 * nothing). Judged inside saveLead's transaction, under the bookings lock.
 */
export async function requestHolds(
  sql: Sql,
  request: BookingRequest,
  network: string | undefined,
  at: Date,
  rules: BookingSettings = bookingSettings,
): Promise<boolean> {
  if (network === undefined) return true;
  const places = request.second ? 2 : 1;
  const row = await sql.get(
    `SELECT count(bookings.requested_day) + count(bookings.second_day) AS places FROM bookings
     JOIN leads ON leads.id = bookings.lead_id
     WHERE bookings.hold_network = ? AND bookings.held_from > ? AND NOT leads.quarantined`,
    [network, holdCutoff(at, rules)],
  );
  return Number(row?.places ?? 0) + places <= rules.heldPlacesPerNetwork;
}

export async function insertBooking(
  sql: Sql,
  bookingId: string,
  leadId: string,
  request: BookingRequest,
  at: Date,
  hold: { holds: boolean; network?: string },
): Promise<void> {
  await sql.run(
    `INSERT INTO bookings (id, lead_id, status, frequency, requested_day, requested_window, second_day,
      second_window, held_from, hold_network, created_at, updated_at)
      VALUES (?, ?, 'requested', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      bookingId,
      leadId,
      request.frequency ?? null,
      request.first.day,
      request.first.window,
      request.second?.day ?? null,
      request.second?.window ?? null,
      hold.holds ? at : null,
      hold.network ?? null,
      at,
      at,
    ],
  );
}

/** The lock saveLead takes when a lead comes with a request. */
export const BOOKING_LOCK = LOCK;

/** `rulesNow`: the booking rules of the content now (the owner's windows and days), read at each use. */
export function bookings(db: Database, rulesNow: () => BookingRules = currentBookingRules): Bookings {
  const rules = bookingSettings;
  return {
    bookingCalendar: (fromDay, toDay, at) => calendarIn(db, fromDay, toDay, at, rules),
    async calendarVersion() {
      return Number((await db.get("SELECT version FROM calendar_version WHERE id = 1"))?.version ?? 0);
    },
    async waitingBookings() {
      const rows = await db.all(
        `SELECT bookings.*, leads.first_name, leads.last_name, leads.quarantined AS lead_quarantined
         FROM bookings JOIN leads ON leads.id = bookings.lead_id
         WHERE ${ACTIVE} AND bookings.requested_day IS NOT NULL ORDER BY bookings.updated_at, leads.seq`,
      );
      return rows.map((row) => ({
        booking: rowToBooking(row),
        name: `${String(row.first_name)} ${String(row.last_name)}`,
        quarantined: Boolean(row.lead_quarantined),
      }));
    },
    async bookingOfLead(leadId) {
      // A lead may have had several (a declined request, then a visit the owner booked): the newest is the one.
      const row = await db.get(
        "SELECT * FROM bookings WHERE lead_id = ? ORDER BY created_at DESC, id DESC LIMIT 1",
        [leadId],
      );
      return row ? rowToBooking(row) : undefined;
    },
    confirmBooking: (confirmation) =>
      db.transaction(
        async (sql): Promise<ConfirmResult> => {
          const { bookingId, slot, at, actor } = confirmation;
          const row = await sql.get(`SELECT * FROM bookings WHERE id = ? ${db.forUpdate}`, [bookingId]);
          if (!row) return { confirmed: false, reason: "not-found" };
          const booking = rowToBooking(row);
          if (booking.status !== "requested" && !(booking.status === "confirmed" && booking.requested)) {
            return { confirmed: false, reason: "not-waiting" };
          }
          const now = rulesNow();
          const interval = slotInterval(slot, now);
          if (!interval) return { confirmed: false, reason: "unknown-window" };
          // The owner may set any day (agreed on the phone), but never a closed day or a window whose confirmed
          // visits fill it; waiting requests do not count against the owner.
          const room = roomIn(slot, await calendarIn(sql, slot.day, slot.day, at, rules, bookingId), now);
          if (room) return { confirmed: false, reason: room };
          await sql.run(
            `UPDATE bookings SET status = 'confirmed', visit_day = ?, visit_window = ?, visit_starts_at = ?,
            visit_ends_at = ?, requested_day = NULL, requested_window = NULL, second_day = NULL,
            second_window = NULL, held_from = NULL, sequence = sequence + 1, address = ?, access_notes = ?,
            manage_hash = coalesce(?, manage_hash), price_cents = coalesce(?, price_cents), exceptions = '[]',
            updated_at = ? WHERE id = ?`,
            [
              slot.day,
              slot.window,
              interval.start,
              interval.end,
              confirmation.address,
              confirmation.accessNotes,
              confirmation.manageHash ?? null,
              confirmation.priceCents ?? null,
              at,
              bookingId,
            ],
          );
          // A moved visit's reminder waiting to go out would name the old time: it goes.
          await sql.run("DELETE FROM outbox WHERE booking_id = ? AND status = 'pending'", [bookingId]);
          for (const email of confirmation.emails) await insertEmail(sql, booking.leadId, email, at);
          await insertActivity(sql, {
            at,
            actor,
            action: "booking-confirmed",
            leadId: booking.leadId,
            detail: `${slot.day} ${slot.window}`,
          });
          // The stage follows the job: a confirmed visit books the lead (docs/owner-guide.md).
          await advanceStage(sql, booking.leadId, "booked", actor, at);
          const updated = await sql.get("SELECT * FROM bookings WHERE id = ?", [bookingId]);
          if (!updated) throw new Error("a confirmed booking cannot be read back");
          return { confirmed: true, booking: rowToBooking(updated) };
        },
        [LOCK],
      ),
    declineBooking: (bookingId, reason, actor, at, emails) =>
      db.transaction(
        async (sql) => {
          const row = await sql.get(`SELECT * FROM bookings WHERE id = ? ${db.forUpdate}`, [bookingId]);
          if (!row || row.requested_day == null) return false;
          // A new request is declined; a confirmed visit's reschedule request is dropped and the visit stays.
          await sql.run(
            `UPDATE bookings SET status = CASE WHEN status = 'requested' THEN 'declined' ELSE status END,
            decline_reason = ?, requested_day = NULL, requested_window = NULL, second_day = NULL,
            second_window = NULL, held_from = NULL, updated_at = ? WHERE id = ?`,
            [reason, at, bookingId],
          );
          for (const email of emails) await insertEmail(sql, String(row.lead_id), email, at);
          await insertActivity(sql, {
            at,
            actor,
            action: "booking-declined",
            leadId: String(row.lead_id),
            detail: reason,
          });
          return true;
        },
        [LOCK],
      ),
    async confirmedBookings(from, to) {
      const rows = await db.all(
        `SELECT * FROM bookings WHERE status = 'confirmed' AND visit_starts_at >= ? AND visit_starts_at < ?
          ORDER BY visit_starts_at, id`,
        [from, to],
      );
      return rows.map(rowToBooking);
    },
    closeDay: (day, reason, actor, at) =>
      db.transaction(
        async (sql) =>
          (await sql.run(
            "INSERT INTO closed_days (day, reason, closed_by, closed_at) VALUES (?, ?, ?, ?) ON CONFLICT (day) DO NOTHING",
            [day, reason, actor, at],
          )) > 0,
        [LOCK],
      ),
    reopenDay: async (day) => (await db.run("DELETE FROM closed_days WHERE day = ?", [day])) > 0,
    async closedDays(fromDay) {
      const rows = await db.all("SELECT * FROM closed_days WHERE day >= ? ORDER BY day", [fromDay]);
      return rows.map((row) => ({
        day: String(row.day),
        reason: String(row.reason),
        closedBy: String(row.closed_by),
        closedAt: toDate(row.closed_at),
      }));
    },
    setCapacity: (window, visits, actor, at) =>
      db.transaction(
        async (sql) => {
          await sql.run(
            `INSERT INTO window_capacity (arrival_window, visits, set_by, set_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (arrival_window) DO UPDATE SET visits = excluded.visits, set_by = excluded.set_by,
            set_at = excluded.set_at`,
            [window, visits, actor, at],
          );
        },
        [LOCK],
      ),
    async bookingByManageHash(manageHash) {
      const row = await db.get("SELECT * FROM bookings WHERE manage_hash = ?", [manageHash]);
      return row ? rowToBooking(row) : undefined;
    },
    requestReschedule: (change) =>
      db.transaction(
        async (sql): Promise<ChangeResult> => {
          const row = await sql.get(`SELECT * FROM bookings WHERE id = ? ${db.forUpdate}`, [
            change.bookingId,
          ]);
          const booking = row && rowToBooking(row);
          if (booking?.status !== "confirmed" || !booking.visit)
            return { changed: false, reason: "not-confirmed" };
          if (tooLate(change.visitStartsAt, change.at, rules)) return { changed: false, reason: "too-late" };
          if (change.slot.day === booking.visit.day && change.slot.window === booking.visit.window) {
            return { changed: false, reason: "same" };
          }
          // A post repeated (a double press, a reload, a script) is answered as done, sending nothing again.
          if (change.slot.day === booking.requested?.day && change.slot.window === booking.requested.window) {
            return { changed: false, reason: "already-asked" };
          }
          const moves = await sql.get(
            `SELECT count(*) AS moves FROM activity
             WHERE lead_id = ? AND action = 'booking-reschedule-requested' AND at > ?`,
            [booking.leadId, new Date(change.at.getTime() - 24 * HOUR_MS)],
          );
          if (Number(moves?.moves ?? 0) >= rules.movesPerDay)
            return { changed: false, reason: "too-many-moves" };
          // Judged as a visitor's request, against every other place held (this visit keeps its own meanwhile).
          const state = await calendarIn(sql, change.slot.day, change.slot.day, change.at, rules, booking.id);
          const reason = checkSlot(
            change.slot,
            change.at,
            visitorRules(rulesNow(), change.audience ?? "home"),
            state,
          );
          if (reason) return { changed: false, reason };
          // The move holds its window like a new request; it counts against no network (the link is bounded).
          await sql.run(
            `UPDATE bookings SET requested_day = ?, requested_window = ?, second_day = NULL, second_window = NULL,
            held_from = ?, hold_network = NULL, updated_at = ? WHERE id = ?`,
            [change.slot.day, change.slot.window, change.at, change.at, booking.id],
          );
          for (const email of change.emails) await insertEmail(sql, booking.leadId, email, change.at);
          await insertActivity(sql, {
            at: change.at,
            actor: "customer",
            action: "booking-reschedule-requested",
            leadId: booking.leadId,
            detail: `${change.slot.day} ${change.slot.window}`,
          });
          return {
            changed: true,
            booking: { ...booking, requested: change.slot, second: undefined, heldFrom: change.at },
          };
        },
        [LOCK],
      ),
    cancelBooking: (change) =>
      db.transaction(
        async (sql): Promise<ChangeResult> => {
          const row = await sql.get(`SELECT * FROM bookings WHERE id = ? ${db.forUpdate}`, [
            change.bookingId,
          ]);
          const booking = row && rowToBooking(row);
          if (booking?.status !== "confirmed") return { changed: false, reason: "not-confirmed" };
          if (tooLate(change.visitStartsAt, change.at, rules)) return { changed: false, reason: "too-late" };
          await sql.run(
            `UPDATE bookings SET status = 'cancelled', requested_day = NULL, requested_window = NULL,
            held_from = NULL, sequence = sequence + 1, updated_at = ? WHERE id = ?`,
            [change.at, booking.id],
          );
          // A reminder still waiting for this visit must never go out.
          await sql.run("DELETE FROM outbox WHERE booking_id = ? AND status = 'pending'", [booking.id]);
          for (const email of change.emails) await insertEmail(sql, booking.leadId, email, change.at);
          await insertActivity(sql, {
            at: change.at,
            actor: "customer",
            action: "booking-cancelled",
            leadId: booking.leadId,
          });
          return {
            changed: true,
            booking: { ...booking, status: "cancelled", sequence: booking.sequence + 1 },
          };
        },
        [LOCK],
      ),
    queueReminder: (reminder) =>
      db.transaction(
        async (sql) => {
          const row = await sql.get(`SELECT * FROM bookings WHERE id = ? ${db.forUpdate}`, [
            reminder.bookingId,
          ]);
          if (row?.status !== "confirmed" || Number(row.sequence) !== reminder.sequence) return false;
          if (await sql.get("SELECT 1 AS queued FROM outbox WHERE reminder_key = ?", [reminder.key]))
            return false;
          await insertEmail(sql, String(row.lead_id), reminder.email, reminder.at, {
            bookingId: reminder.bookingId,
            reminderKey: reminder.key,
          });
          await insertActivity(sql, {
            at: reminder.at,
            actor: "service",
            action: "reminder-queued",
            leadId: String(row.lead_id),
            detail: reminder.key.split(":")[1],
          });
          return true;
        },
        [LOCK],
      ),
    async allConfirmedBookings() {
      const rows = await db.all(
        "SELECT * FROM bookings WHERE status = 'confirmed' ORDER BY visit_starts_at, id",
      );
      return rows.map(rowToBooking);
    },
    replaceCalendarFeed: (tokenHash, actor, at) =>
      db.transaction(
        async (sql) => {
          await sql.run("UPDATE calendar_feeds SET revoked_at = ? WHERE revoked_at IS NULL", [at]);
          await sql.run("INSERT INTO calendar_feeds (token_hash, created_at, created_by) VALUES (?, ?, ?)", [
            tokenHash,
            at,
            actor,
          ]);
        },
        ["calendar-feed"],
      ),
    revokeCalendarFeeds: async (_actor, at) =>
      (await db.run("UPDATE calendar_feeds SET revoked_at = ? WHERE revoked_at IS NULL", [at])) > 0,
    calendarFeedWorks: async (tokenHash) =>
      (await db.get("SELECT 1 AS ok FROM calendar_feeds WHERE token_hash = ? AND revoked_at IS NULL", [
        tokenHash,
      ])) !== undefined,
    async calendarFeedMade() {
      const row = await db.get(
        "SELECT created_at, created_by FROM calendar_feeds WHERE revoked_at IS NULL ORDER BY created_at DESC",
      );
      return row ? { createdAt: toDate(row.created_at), createdBy: String(row.created_by) } : undefined;
    },
    async windowInUse(window, at) {
      const booking = await db.get(
        `SELECT 1 AS used FROM bookings WHERE
          (status = 'confirmed' AND (visit_window = ? OR exceptions LIKE ?)
            AND (frequency IS NOT NULL OR visit_ends_at > ?))
          OR (status IN ('requested', 'confirmed') AND (requested_window = ? OR second_window = ?))
         LIMIT 1`,
        [window, `%"window":"${window.replace(/[%_"\\]/g, "")}"%`, at, window, window],
      );
      if (booking) return true;
      for (const offer of await openOffersAt(db, at)) {
        if (offer.windows.some((slot) => slot.window === window)) return true;
      }
      return false;
    },
    async capacities() {
      const capacity: Record<string, number> = {};
      for (const row of await db.all("SELECT arrival_window, visits FROM window_capacity")) {
        capacity[String(row.arrival_window)] = Number(row.visits);
      }
      return capacity;
    },
  };
}
