import { createHash, randomBytes } from "node:crypto";
import { bookingRules } from "../../app/content/booking.ts";
import { townForZipCode } from "../../app/content/business.ts";
import {
  frequencyWeeks,
  holdDays,
  localToday,
  parseDay,
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
import { formatDay, formatSlot, frequencyLabel, windowLabel } from "../../app/lib/visit-words.ts";
import type { Booking } from "../store/bookings.ts";
import type { Lead, Store } from "../store/store.ts";
import { visitConfirmation, visitDeclined } from "./booking-emails.ts";
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

/** The calendar address's secret: 256 random bits; only its hash is stored. */
function calendarToken(): string {
  return randomBytes(32).toString("base64url");
}

export function calendarTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function clean(text: string, max: number): string {
  return visibleText(text).replace(/\s+/g, " ").trim().slice(0, max);
}

function slotWords(slot: Slot): InboxSlot {
  return { ...slot, words: formatSlot(slot, bookingRules) };
}

export function inboxBooking(booking: Booking): InboxBooking {
  return {
    status: booking.status,
    ...(booking.requested ? { requested: slotWords(booking.requested) } : {}),
    ...(booking.second ? { second: slotWords(booking.second) } : {}),
    ...(booking.frequency ? { frequency: frequencyLabel(booking.frequency) } : {}),
    ...(booking.visit ? { visit: slotWords(booking.visit) } : {}),
    address: booking.address,
    accessNotes: booking.accessNotes,
    ...(booking.declineReason ? { declineReason: booking.declineReason } : {}),
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
  readonly #now: () => Date;

  constructor(store: Store, siteUrl: string, now: () => Date = () => new Date()) {
    this.#store = store;
    this.#siteUrl = siteUrl;
    this.#now = now;
  }

  async leadBooking(leadId: string): Promise<InboxBooking | undefined> {
    const booking = await this.#store.bookingOfLead(leadId);
    return booking && inboxBooking(booking);
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
    const result = await this.#store.confirmBooking({
      bookingId: booking.id,
      slot,
      ...details,
      actor,
      at: this.#now(),
      emails: [visitConfirmation(confirmed, found.lead)],
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
      visitDeclined(text, found.lead),
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
    const waiting: BookingsView["waiting"] = [];
    for (const entry of await this.#store.findLeads({ limit: 200 })) {
      const booking = await this.#store.bookingOfLead(entry.lead.id);
      if (!booking?.requested) continue;
      waiting.push({
        leadId: entry.lead.id,
        name: `${entry.lead.form.firstName} ${entry.lead.form.lastName}`,
        words: formatSlot(booking.requested, bookingRules),
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
    const token = calendarToken();
    await this.#store.replaceCalendarFeed(calendarTokenHash(token), actor, this.#now());
    return `${this.#siteUrl}${CALENDAR_PATH_PREFIX}${token}.ics`;
  }

  revokeFeed(actor: string): Promise<boolean> {
    return this.#store.revokeCalendarFeeds(actor, this.#now());
  }

  /** The subscription's iCalendar, or undefined for an address that does not work (never made, or revoked). */
  async feed(token: string): Promise<string | undefined> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    if (!(await this.#store.calendarFeedWorks(calendarTokenHash(token)))) return undefined;
    const visits: CalendarVisit[] = [];
    for (const booking of await this.#store.allConfirmedBookings()) {
      const lead = (await this.#store.getLead(booking.leadId))?.lead;
      if (!lead || !booking.visit) continue;
      const everyWeeks = frequencyWeeks(booking.frequency);
      const where = booking.address || townForZipCode(lead.form.zipCode)?.name || lead.form.zipCode;
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

function bookingsVisit(booking: Booking, lead: Lead, startsAt: Date): BookingsVisit {
  return {
    leadId: lead.id,
    name: `${lead.form.firstName} ${lead.form.lastName}`,
    phone: lead.form.phone,
    town: townForZipCode(lead.form.zipCode)?.name ?? null,
    zipCode: lead.form.zipCode,
    address: booking.address,
    accessNotes: booking.accessNotes,
    service: serviceLabel(lead.form.services),
    window: windowLabel(booking.visit?.window ?? "", bookingRules),
    startsAt: startsAt.toISOString(),
    ...(booking.frequency ? { repeats: frequencyLabel(booking.frequency) } : {}),
  };
}
