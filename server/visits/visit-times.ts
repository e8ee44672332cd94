import type { BookingRules } from "../../app/content/booking.ts";
import { findWindow } from "../../app/content/booking.ts";
import type { Lang } from "../../app/content/model/languages.ts";
import {
  type BookedVisit,
  bookedVisits,
  frequencyWeeks,
  localTime,
  type Slot,
  slotInterval,
} from "../../app/lib/availability.ts";
import { formatSlot, formatTime } from "../../app/lib/visit-words.ts";
import type { Booking } from "../store/bookings.ts";
import type { TimedSlot } from "../store/visits.ts";

/**
 * A booking's visits at their own times, in the owner's and the customer's words. A visit keeps the times it was
 * booked for: a window the owner changes later moves no visit already booked (the customer's invitation says those
 * times), so every schedule, sheet, reminder and email reads the visit's instants, and the window only for its name.
 */

/** A window on a day with its instants, from the owner's windows now; undefined for a window that does not exist. */
export function timedSlot(slot: Slot, rules: BookingRules): TimedSlot | undefined {
  const interval = slotInterval(slot, rules);
  return interval && { ...slot, startsAt: interval.start, endsAt: interval.end };
}

/** Each visit of a confirmed booking between two local days (inclusive), earliest first. */
export function visitsOf(
  booking: Booking,
  from: Parameters<typeof bookedVisits>[1],
  to: Parameters<typeof bookedVisits>[2],
  rules: BookingRules,
): BookedVisit[] {
  if (!booking.visit || booking.status !== "confirmed") return [];
  const everyWeeks = frequencyWeeks(booking.frequency);
  return bookedVisits(
    { visit: booking.visit, ...(everyWeeks ? { everyWeeks } : {}), exceptions: booking.exceptions },
    from,
    to,
    rules,
  );
}

/** "Tuesday, March 10, 2026, morning (arrival between 8:00 AM and 12:00 PM, Abilene time)" at the visit's own times. */
export function visitWords(
  visit: Slot & { start: Date; end: Date },
  rules: BookingRules,
  /** The words' language (`rules` names the windows in it). */
  lang: Lang = "en",
): string {
  return formatSlot(
    visit,
    rules,
    {
      starts: localTime(visit.start, rules),
      ends: localTime(visit.end, rules),
    },
    lang,
  );
}

/** The first visit of a booking in words, at its own times. */
export function bookingVisitWords(booking: Booking, rules: BookingRules, lang: Lang = "en"): string {
  if (!booking.visit) return "";
  return visitWords(
    { ...booking.visit, start: booking.visit.startsAt, end: booking.visit.endsAt },
    rules,
    lang,
  );
}

/** "8:00 AM – 12:00 PM" */
export function timeRange(start: Date, end: Date, rules: BookingRules): string {
  return `${formatTime(localTime(start, rules))} – ${formatTime(localTime(end, rules))}`;
}

/** The window's name ("Morning"), or its id for a window that no longer exists anywhere. */
export function windowName(id: string, rules: BookingRules): string {
  return findWindow(rules, id)?.label ?? id;
}

/** The most a visit's price can be: a sanity bound on a typo. */
export const MAX_PRICE_CENTS = 100_000_00;

/**
 * A price as the owner types it, in dollars ("120", "120.50", "$1,200"), in cents; "" is none. Anything else is
 * refused with the answer's words.
 */
export function priceCents(text: string): { cents?: number } | { problem: string } {
  const value = text.trim().replace(/^\$\s*/, "");
  if (value === "") return {};
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return { problem: "Type the price in dollars, such as 120 or 120.50 (or leave it empty)." };
  const cents = Number((match[1] ?? "0").replace(/,/g, "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents > MAX_PRICE_CENTS)
    return { problem: "That price is more than $100,000: check it and type it again." };
  return { cents };
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,200.50" */
export function priceWords(cents: number): string {
  return dollars.format(cents / 100);
}

/** "1200.50": what the price field shows again. */
export function priceValue(cents: number): string {
  return (cents / 100).toFixed(2);
}
