import { createHash, randomBytes } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { bookingRules } from "../../app/content/booking.ts";
import { townForZipCode } from "../../app/content/business.ts";
import {
  earliestBookableDay,
  frequencyWeeks,
  holdDays,
  latestBookableDay,
  localToday,
  nearestOpenSlots,
  parseDay,
  refusalWithAlternatives,
  type Slot,
  slotInterval,
} from "../../app/lib/availability.ts";
import { serviceLabel } from "../../app/lib/contact-fields.ts";
import type {
  BookingsView,
  BookingsVisit,
  ConfirmVisitAnswer,
  InboxBooking,
  InboxSlot,
} from "../../app/lib/owner-inbox.ts";
import { visibleText } from "../../app/lib/plain-text.ts";
import type { ManagedVisit, VisitChangeAnswer } from "../../app/lib/visit-manage.ts";
import { formatDay, formatSlot, frequencyLabel, windowLabel } from "../../app/lib/visit-words.ts";
import { currentContent } from "../current-content.ts";
import { type Booking, type ChangeResult, holdEnds } from "../store/bookings.ts";
import type { Lead, Store } from "../store/store.ts";
import {
  changeNotification,
  rescheduleRequested,
  visitCancellation,
  visitConfirmation,
  visitDeclined,
  visitReminder,
} from "./booking-emails.ts";
import { type CalendarVisit, visitCalendar } from "./icalendar.ts";

/**
 * The owner's side of booking (docs/owner-guide.md, "Bookings"), one implementation behind the inbox's pages: answer
 * a request (confirm a window, set another, decline), the Bookings page, closed days, capacity per window, and the
 * private calendar subscription. Every change goes through the store, which checks the places under its lock.
 */

export const MAX_ADDRESS_LENGTH = 200;
export const MAX_ACCESS_NOTES_LENGTH = 500;
export const MAX_REASON_LENGTH = 500;
/** The most visits one window can be set to take (a sanity bound on a typo). */
export const MAX_CAPACITY = 20;
export const CALENDAR_PATH_PREFIX = "/calendar/";

/** The customer's manage link: /visit/<secret>. */
export const VISIT_PATH_PREFIX = "/visit/";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A secret of an address (the calendar's, a manage link's): 256 random bits; only its hash is stored. */
function secretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function clean(text: string, max: number): string {
  return visibleText(text).replace(/\s+/g, " ").trim().slice(0, max);
}

function slotWords(slot: Slot): InboxSlot {
  return { ...slot, words: formatSlot(slot, bookingRules) };
}

const HOLD_END_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: bookingRules.timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * What a waiting request's windows do for visitors now, in the owner's words (docs/owner-guide.md, "Bookings"):
 * held until when, held no more, or never held (suspected spam, or its network already held its share).
 */
export function holdWords(booking: Booking, quarantined: boolean, now: Date): string | undefined {
  if (!booking.requested) return undefined;
  const windows = booking.second ? "its windows" : "its window";
  if (quarantined) return `Holds no place while it is kept as suspected spam.`;
  const ends = holdEnds(booking, bookingRules);
  if (!ends) {
    return "Holds no place: other requests from the same internet connection already hold theirs. You can still confirm it.";
  }
  if (ends.getTime() > now.getTime()) {
    return `Holds ${windows} until ${HOLD_END_FORMAT.format(ends)} (Abilene time).`;
  }
  return `No longer holds ${windows}: ${bookingRules.requestHoldHours} hours passed without an answer. It still waits for yours.`;
}

export function inboxBooking(
  booking: Booking,
  context: { quarantined: boolean; now: Date } = { quarantined: false, now: new Date() },
): InboxBooking {
  const hold = holdWords(booking, context.quarantined, context.now);
  return {
    status: booking.status,
    ...(booking.requested ? { requested: slotWords(booking.requested) } : {}),
    ...(booking.second ? { second: slotWords(booking.second) } : {}),
    ...(booking.frequency ? { frequency: frequencyLabel(booking.frequency) } : {}),
    ...(booking.visit ? { visit: slotWords(booking.visit) } : {}),
    address: booking.address,
    accessNotes: booking.accessNotes,
    ...(booking.declineReason ? { declineReason: booking.declineReason } : {}),
    ...(hold ? { hold } : {}),
  };
}

const CONFIRM_PROBLEMS: Record<string, string> = {
  "not-found": "This lead asked for no visit.",
  "not-waiting": "This request was already answered.",
  "unknown-window": "Choose a morning or an afternoon window.",
  closed: "That day is closed. Reopen it on the Bookings page first, or choose another day.",
  full: "That window is full. Choose another, or raise the window's capacity on the Bookings page.",
};

export class BookingDesk {
  readonly #store: Store;
  readonly #siteUrl: string;
  readonly #businessEmail: string;
  readonly #now: () => Date;

  constructor(
    store: Store,
    options: { siteUrl: string; businessEmail: string },
    now: () => Date = () => new Date(),
  ) {
    this.#store = store;
    this.#siteUrl = options.siteUrl;
    this.#businessEmail = options.businessEmail;
    this.#now = now;
  }

  async leadBooking(leadId: string): Promise<InboxBooking | undefined> {
    const booking = await this.#store.bookingOfLead(leadId);
    if (!booking) return undefined;
    const quarantined = (await this.#store.getLead(leadId))?.lead.quarantined ?? false;
    return inboxBooking(booking, { quarantined, now: this.#now() });
  }

  async confirm(
    leadId: string,
    slot: Slot,
    address: string,
    accessNotes: string,
    actor: string,
  ): Promise<ConfirmVisitAnswer> {
    if (!parseDay(slot.day)) return { kind: "refused", problem: "Choose a day." };
    const found = await this.#store.getLead(leadId);
    const booking = await this.#store.bookingOfLead(leadId);
    if (!found || !booking) return { kind: "refused", problem: CONFIRM_PROBLEMS["not-found"] ?? "" };
    const details = {
      address: clean(address, MAX_ADDRESS_LENGTH),
      accessNotes: clean(accessNotes, MAX_ACCESS_NOTES_LENGTH),
    };
    // The email is written from the booking as it will be: the store writes it in the same transaction.
    const interval = slotInterval(slot, bookingRules);
    const confirmed: Booking = {
      ...booking,
      ...details,
      status: "confirmed",
      requested: undefined,
      second: undefined,
      visit: interval && { ...slot, startsAt: interval.start, endsAt: interval.end },
      sequence: booking.sequence + 1,
    };
    // A new personal link with each confirmation: the email that carries it is the customer's newest.
    const token = secretToken();
    const at = this.#now();
    const result = await this.#store.confirmBooking({
      bookingId: booking.id,
      slot,
      ...details,
      manageHash: tokenHash(token),
      actor,
      at,
      emails: [visitConfirmation(confirmed, found.lead, `${this.#siteUrl}${VISIT_PATH_PREFIX}${token}`, at)],
    });
    if (result.confirmed) return { kind: "confirmed" };
    return { kind: "refused", problem: CONFIRM_PROBLEMS[result.reason] ?? "That could not be done." };
  }

  async decline(leadId: string, reason: string, actor: string): Promise<boolean> {
    const text = clean(reason, MAX_REASON_LENGTH);
    const found = await this.#store.getLead(leadId);
    const booking = await this.#store.bookingOfLead(leadId);
    if (!text || !found || !booking) return false;
    return this.#store.declineBooking(booking.id, text, actor, this.#now(), [
      visitDeclined(
        text,
        found.lead,
        booking.status === "confirmed" && booking.visit ? formatSlot(booking.visit, bookingRules) : undefined,
      ),
    ]);
  }

  /** Each visit of the confirmed bookings between two local days (inclusive), recurring ones on each of their days. */
  async #visitsBetween(from: string, to: string): Promise<{ day: string; visit: BookingsVisit }[]> {
    const first = parseDay(from);
    const last = parseDay(to);
    if (!first || !last) return [];
    const out: { day: string; visit: BookingsVisit }[] = [];
    for (const booking of await this.#store.allConfirmedBookings()) {
      if (!booking.visit) continue;
      const everyWeeks = frequencyWeeks(booking.frequency);
      const days = holdDays({ ...booking.visit, ...(everyWeeks ? { everyWeeks } : {}) }, first, last);
      if (days.length === 0) continue;
      const lead = (await this.#store.getLead(booking.leadId))?.lead;
      if (!lead) continue;
      for (const day of days) {
        const interval = slotInterval({ day, window: booking.visit.window }, bookingRules);
        if (!interval) continue;
        out.push({ day, visit: bookingsVisit(booking, lead, interval.start) });
      }
    }
    return out.sort(
      (a, b) => a.visit.startsAt.localeCompare(b.visit.startsAt) || a.visit.name.localeCompare(b.visit.name),
    );
  }

  async view(): Promise<BookingsView> {
    const now = this.#now();
    const today = localToday(now, bookingRules);
    const weekEnd = today.add({ days: 7 });
    const visits = await this.#visitsBetween(today.toString(), weekEnd.toString());
    const week = new Map<string, BookingsVisit[]>();
    for (const { day, visit } of visits) {
      if (day === today.toString()) continue;
      week.set(day, [...(week.get(day) ?? []), visit]);
    }
    // Every request still waiting, however many: the owner answers each (none is lost to a page's length).
    const waiting: BookingsView["waiting"] = [];
    for (const { booking, name, quarantined } of await this.#store.waitingBookings()) {
      if (!booking.requested) continue;
      waiting.push({
        leadId: booking.leadId,
        name,
        words: formatSlot(booking.requested, bookingRules),
        ...(booking.second ? { second: formatSlot(booking.second, bookingRules) } : {}),
        hold: holdWords(booking, quarantined, now) ?? "",
      });
    }
    const capacity = await this.#store.capacities();
    const feed = await this.#store.calendarFeedMade();
    return {
      today: formatDay(today.toString()),
      todayVisits: visits.filter(({ day }) => day === today.toString()).map(({ visit }) => visit),
      week: [...week].map(([day, dayVisits]) => ({ day, words: formatDay(day), visits: dayVisits })),
      waiting,
      closedDays: (await this.#store.closedDays(today.toString())).map((closed) => ({
        day: closed.day,
        words: formatDay(closed.day),
        reason: closed.reason,
      })),
      capacity: bookingRules.windows.map((window) => ({
        window: window.id,
        label: windowLabel(window.id, bookingRules),
        visits: capacity[window.id] ?? bookingRules.defaultCapacity,
      })),
      feed: feed ? { createdAt: feed.createdAt.toISOString(), createdBy: feed.createdBy } : null,
    };
  }

  async closeDay(day: string, reason: string, actor: string): Promise<string | undefined> {
    const date = parseDay(day);
    if (!date) return "Choose the day to close.";
    if (date.until(localToday(this.#now(), bookingRules)).days > 0) return "That day has passed.";
    const why = clean(reason, MAX_REASON_LENGTH) || "Closed";
    if (!(await this.#store.closeDay(day, why, actor, this.#now()))) return "That day is already closed.";
    return undefined;
  }

  reopenDay(day: string): Promise<boolean> {
    return this.#store.reopenDay(day);
  }

  async setCapacity(window: string, visits: number, actor: string): Promise<boolean> {
    if (!bookingRules.windows.some((candidate) => candidate.id === window)) return false;
    if (!Number.isInteger(visits) || visits < 0 || visits > MAX_CAPACITY) return false;
    await this.#store.setCapacity(window, visits, actor, this.#now());
    return true;
  }

  async replaceFeed(actor: string): Promise<string> {
    const token = secretToken();
    await this.#store.replaceCalendarFeed(tokenHash(token), actor, this.#now());
    return `${this.#siteUrl}${CALENDAR_PATH_PREFIX}${token}.ics`;
  }

  revokeFeed(actor: string): Promise<boolean> {
    return this.#store.revokeCalendarFeeds(actor, this.#now());
  }

  /**
   * The booking of a manage link and the start and end of its next visit, or undefined when the link does not work:
   * unknown, or its (last) visit is over.
   */
  async #managed(
    token: string,
  ): Promise<{ booking: Booking; lead: Lead; start: Date; end: Date } | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const booking = await this.#store.bookingByManageHash(tokenHash(token));
    if (!booking?.visit) return undefined;
    const lead = (await this.#store.getLead(booking.leadId))?.lead;
    if (!lead) return undefined;
    const now = this.#now();
    const everyWeeks = frequencyWeeks(booking.frequency);
    if (!everyWeeks) {
      if (booking.visit.endsAt.getTime() <= now.getTime()) return undefined;
      return { booking, lead, start: booking.visit.startsAt, end: booking.visit.endsAt };
    }
    // A series: its next visit that has not ended (the link works while the series runs).
    const today = localToday(now, bookingRules);
    for (const day of holdDays(
      { ...booking.visit, everyWeeks },
      today,
      today.add({ weeks: everyWeeks + 1 }),
    )) {
      const interval = slotInterval({ day, window: booking.visit.window }, bookingRules);
      if (interval && interval.end.getTime() > now.getTime()) return { booking, lead, ...interval };
    }
    return undefined;
  }

  async managedVisit(token: string): Promise<ManagedVisit | undefined> {
    const found = await this.#managed(token);
    const window = found?.booking.visit?.window;
    if (!found || !window) return undefined;
    const { booking, start } = found;
    const now = this.#now();
    const day = localToday(start, bookingRules).toString();
    return {
      status: booking.status === "cancelled" ? "cancelled" : "confirmed",
      words: formatSlot({ day, window }, bookingRules),
      ...(booking.frequency ? { frequency: frequencyLabel(booking.frequency) } : {}),
      ...(booking.requested ? { pending: formatSlot(booking.requested, bookingRules) } : {}),
      canChange:
        booking.status === "confirmed" &&
        start.getTime() - now.getTime() >= bookingRules.changeCutoffHours * 3_600_000,
      earliest: earliestBookableDay(now, bookingRules).toString(),
      latest: latestBookableDay(now, bookingRules).toString(),
    };
  }

  async #answer(result: ChangeResult, slot?: Slot): Promise<VisitChangeAnswer> {
    // The very move already waiting, asked again: done, as the first time (nothing changed, nothing sent).
    if (result.changed || result.reason === "already-asked") return { kind: "done" };
    const call = `call us at ${currentContent().business.phone}`;
    switch (result.reason) {
      case "too-many-moves":
        return {
          kind: "refused",
          problem: `You have asked to move this visit ${bookingRules.movesPerDay} times in the last 24 hours: to change it again, please ${call}.`,
        };
      case "too-late":
        return {
          kind: "refused",
          problem: `The visit starts in less than ${bookingRules.changeCutoffHours} hours: changes that late are made by phone only. Please ${call}.`,
        };
      case "not-confirmed":
        return { kind: "refused", problem: `This visit cannot be changed any more. Please ${call}.` };
      case "same":
        return {
          kind: "refused",
          problem: "That is already your visit's time. Choose another day or window.",
        };
      default: {
        const now = this.#now();
        const state = await this.#store.bookingCalendar(
          earliestBookableDay(now, bookingRules).toString(),
          latestBookableDay(now, bookingRules).toString(),
          now,
        );
        const alternatives = slot ? nearestOpenSlots(slot, now, bookingRules, state) : [];
        return {
          kind: "refused",
          problem: refusalWithAlternatives(
            result.reason,
            alternatives,
            bookingRules,
            currentContent().business.phone,
          ),
        };
      }
    }
  }

  async reschedule(token: string, slot: Slot): Promise<VisitChangeAnswer> {
    const found = await this.#managed(token);
    if (!found) return { kind: "refused", problem: "This link does not work any more." };
    if (!parseDay(slot.day) || !bookingRules.windows.some((window) => window.id === slot.window)) {
      return { kind: "refused", problem: "Choose a day and a morning or afternoon window." };
    }
    const { booking, lead, start } = found;
    const moved: Booking = { ...booking, requested: slot, second: undefined };
    const result = await this.#store.requestReschedule({
      bookingId: booking.id,
      slot,
      visitStartsAt: start,
      at: this.#now(),
      emails: [
        rescheduleRequested(moved, lead),
        changeNotification("moved", moved, lead, this.#businessEmail),
      ],
    });
    return this.#answer(result, slot);
  }

  async cancel(token: string): Promise<VisitChangeAnswer> {
    const found = await this.#managed(token);
    if (!found) return { kind: "refused", problem: "This link does not work any more." };
    const { booking, lead, start } = found;
    const now = this.#now();
    const cancelled: Booking = { ...booking, status: "cancelled", sequence: booking.sequence + 1 };
    const result = await this.#store.cancelBooking({
      bookingId: booking.id,
      visitStartsAt: start,
      at: now,
      emails: [
        visitCancellation(cancelled, lead, now),
        changeNotification("cancelled", booking, lead, this.#businessEmail),
      ],
    });
    return this.#answer(result);
  }

  /**
   * Queues the reminder of each confirmed visit whose reminder time (10:00 Abilene time the day before) has come
   * and whose start has not: once per visit ever (the store's key), never for a visit cancelled or moved since it
   * was read, and not for one confirmed after its reminder time (its confirmation is that fresh). Every copy of the
   * service runs this each minute; the outbox then sends it like any email. Answers how many were queued.
   */
  async queueReminders(): Promise<number> {
    const now = this.#now();
    let queued = 0;
    for (const booking of await this.#store.allConfirmedBookings()) {
      if (!booking.visit) continue;
      const next = nextVisit(booking, now);
      if (!next) continue;
      const day = parseDay(next.day);
      if (!day) continue;
      const remindAt = new Date(
        day
          .subtract({ days: 1 })
          .toZonedDateTime({
            timeZone: bookingRules.timeZone,
            plainTime: Temporal.PlainTime.from(bookingRules.reminderTime),
          })
          .toInstant().epochMilliseconds,
      );
      if (now.getTime() < remindAt.getTime() || booking.updatedAt.getTime() >= remindAt.getTime()) continue;
      const lead = (await this.#store.getLead(booking.leadId))?.lead;
      if (!lead) continue;
      const done = await this.#store.queueReminder({
        bookingId: booking.id,
        sequence: booking.sequence,
        key: `${booking.id}:${next.day}`,
        email: visitReminder(booking, next, lead),
        at: now,
      });
      if (done) queued += 1;
    }
    return queued;
  }

  /** The subscription's iCalendar, or undefined for an address that does not work (never made, or revoked). */
  async feed(token: string): Promise<string | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    if (!(await this.#store.calendarFeedWorks(tokenHash(token)))) return undefined;
    const visits: CalendarVisit[] = [];
    for (const booking of await this.#store.allConfirmedBookings()) {
      const lead = (await this.#store.getLead(booking.leadId))?.lead;
      if (!lead || !booking.visit) continue;
      const everyWeeks = frequencyWeeks(booking.frequency);
      const where =
        booking.address ||
        townForZipCode(currentContent().business, lead.form.zipCode)?.name ||
        lead.form.zipCode;
      visits.push({
        bookingId: booking.id,
        sequence: booking.sequence,
        start: booking.visit.startsAt,
        end: booking.visit.endsAt,
        summary: `${serviceLabel(lead.form.services)}: ${lead.form.firstName} ${lead.form.lastName}`,
        location: where,
        description: [
          `Phone ${lead.form.phone}`,
          booking.accessNotes ? `Access: ${booking.accessNotes}` : "",
          `${this.#siteUrl}/leads/${lead.id}`,
        ]
          .filter(Boolean)
          .join("\n"),
        ...(everyWeeks ? { everyWeeks } : {}),
      });
    }
    return visitCalendar(visits, { name: "BnC Cleaning visits", now: this.#now() });
  }
}

/** The next visit of a booking that has not started yet (a series: its next one), with its day. */
function nextVisit(booking: Booking, now: Date): { day: string; window: string } | undefined {
  if (!booking.visit) return undefined;
  const everyWeeks = frequencyWeeks(booking.frequency);
  if (!everyWeeks) {
    return booking.visit.startsAt.getTime() > now.getTime() ? booking.visit : undefined;
  }
  const today = localToday(now, bookingRules);
  for (const day of holdDays({ ...booking.visit, everyWeeks }, today, today.add({ weeks: everyWeeks + 1 }))) {
    const start = slotInterval({ day, window: booking.visit.window }, bookingRules)?.start;
    if (start && start.getTime() > now.getTime()) return { day, window: booking.visit.window };
  }
  return undefined;
}

function bookingsVisit(booking: Booking, lead: Lead, startsAt: Date): BookingsVisit {
  return {
    leadId: lead.id,
    name: `${lead.form.firstName} ${lead.form.lastName}`,
    phone: lead.form.phone,
    town: townForZipCode(currentContent().business, lead.form.zipCode)?.name ?? null,
    zipCode: lead.form.zipCode,
    address: booking.address,
    accessNotes: booking.accessNotes,
    service: serviceLabel(lead.form.services),
    window: windowLabel(booking.visit?.window ?? "", bookingRules),
    startsAt: startsAt.toISOString(),
    ...(booking.frequency ? { repeats: frequencyLabel(booking.frequency) } : {}),
  };
}
