import { type DayHours, defaultDetails, type Weekday } from "./business.ts";
import { openIsoWeekdays } from "./model/hours.ts";

/**
 * The booking settings (docs/product.md, "Booking"): the owner's terms for when a visitor may ask for a visit. The
 * rules that apply them are app/lib/availability.ts; capacity per window and closed days are the owner's, in the
 * store, changed from the Bookings page.
 */

/** How often a recurring cleaning comes back (the product rule: weekly, bi-weekly, monthly = every four weeks). */
export const FREQUENCIES = [
  { value: "weekly", label: "Weekly", weeks: 1 },
  { value: "every-2-weeks", label: "Every two weeks", weeks: 2 },
  { value: "every-4-weeks", label: "Monthly (every four weeks)", weeks: 4 },
] as const;
export type Frequency = (typeof FREQUENCIES)[number]["value"];

/** An arrival window on a working day, in the business's local time ("08:00"). */
export interface ArrivalWindow {
  readonly id: string;
  readonly label: string;
  readonly starts: string;
  readonly ends: string;
}

export interface BookingRules {
  /** Every time is an instant shown in this zone (Abilene is on Central time). */
  readonly timeZone: string;
  readonly windows: readonly ArrivalWindow[];
  /** ISO weekdays the business works, 1 = Monday … 7 = Sunday. */
  readonly workDays: readonly number[];
  /** The earliest day a visitor may ask for is this many working days after today. */
  readonly leadTimeWorkingDays: number;
  /** The latest day a visitor may ask for is this many days after today. */
  readonly maxDaysAhead: number;
  /** Visits that fit in one window until the owner sets otherwise. */
  readonly defaultCapacity: number;
  /** The product rule: cancel or reschedule at least this many hours before the start. */
  readonly changeCutoffHours: number;
  /** The reminder goes at this local time on the day before the visit. */
  readonly reminderTime: string;
  /**
   * A request waiting for the owner holds its windows (its first and second choice, on their own day) this long;
   * after that it still waits for an answer, holding nothing (docs/architecture.md, "Booking").
   */
  readonly requestHoldHours: number;
  /** The places the waiting requests of one visitor's network (server/client-address.ts) may hold at once. */
  readonly heldPlacesPerNetwork: number;
  /** How many moves a customer may ask for through a visit's manage link in any 24 hours. */
  readonly movesPerDay: number;
}

/**
 * The rules in force. Visits can be asked for on the days the business is open: the owner's opening hours (the
 * content model), which the service applies here when they change (`applyOpenDays`), and which the quote form, an
 * island, gets with its props. The windows are the business's usual day, with the lunch hour between them.
 */
export const bookingRules: BookingRules = {
  timeZone: "America/Chicago",
  windows: [
    { id: "morning", label: "Morning", starts: "08:00", ends: "12:00" },
    { id: "afternoon", label: "Afternoon", starts: "13:00", ends: "17:00" },
  ],
  workDays: openIsoWeekdays(defaultDetails().hours),
  leadTimeWorkingDays: 2,
  maxDaysAhead: 60,
  defaultCapacity: 2,
  changeCutoffHours: 24,
  reminderTime: "10:00",
  requestHoldHours: 72,
  // One request's first and second choice: a second request from the same network is kept, holding nothing.
  heldPlacesPerNetwork: 2,
  movesPerDay: 3,
};

/** Visits follow the owner's opening hours: the days they open are the days a visit can be asked for. */
export function applyOpenDays(hours: Record<Weekday, DayHours>): void {
  (bookingRules as { workDays: readonly number[] }).workDays = openIsoWeekdays(hours);
}
