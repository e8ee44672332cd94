import { defaultDetails } from "./business.ts";
import { openIsoWeekdays } from "./model/hours.ts";

/**
 * Booking (docs/product.md, "Booking"): the owner's terms for when a visit may be asked for and booked. Two kinds:
 *
 * - the settings below, the same on every site (lead time, how far ahead, the 24-hour rule, holds…);
 * - the arrival windows and the days visits can be booked, which the owner sets (the content model's `booking`,
 *   docs/owner-guide.md "Windows and days"): resolved per use from the current content (`rulesOf`), never a global
 *   that someone has to keep in step.
 *
 * The rules that apply them are app/lib/availability.ts; capacity per window and closed days are the owner's too,
 * kept in the store (they count places under its lock).
 */

/** How often a recurring cleaning comes back (the product rule: weekly, bi-weekly, monthly = every four weeks). */
export const FREQUENCIES = [
  { value: "weekly", label: "Weekly", weeks: 1 },
  { value: "every-2-weeks", label: "Every two weeks", weeks: 2 },
  { value: "every-4-weeks", label: "Monthly (every four weeks)", weeks: 4 },
] as const;
export type Frequency = (typeof FREQUENCIES)[number]["value"];

/** Which quote form offers a window: the quote page's (homes), the commercial page's (businesses), or both. */
export const WINDOW_AUDIENCES = ["both", "homes", "businesses"] as const;
export type WindowAudience = (typeof WINDOW_AUDIENCES)[number];

/** Who a quote form is for: the quote page is for homes, the commercial page for businesses. */
export type FormAudience = "home" | "business";

/** An arrival window, in the business's local time ("08:00"). */
export interface ArrivalWindow {
  /** A path segment of the content model ("morning", "evening"): the store keys capacity and visits by it. */
  readonly id: string;
  readonly label: string;
  readonly starts: string;
  readonly ends: string;
  readonly offeredTo: WindowAudience;
}

/** What the settings fix, whatever the owner sets. */
export interface BookingSettings {
  /** Every time is an instant shown in this zone (Abilene is on Central time). */
  readonly timeZone: string;
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
  /** How long an offer of times stays open for the customer to pick one (its windows are kept meanwhile). */
  readonly offerHours: number;
  /** The most windows one offer holds. */
  readonly offerWindows: number;
}

/** What the owner sets, resolved for the pages (SiteContent's `booking`). */
export interface SiteBooking {
  /** The windows in use, earliest first. */
  readonly windows: readonly ArrivalWindow[];
  /** Windows the owner removed: visits booked in them keep their words. */
  readonly retiredWindows: readonly ArrivalWindow[];
  /** ISO weekdays visits can be asked for, 1 = Monday … 7 = Sunday. */
  readonly workDays: readonly number[];
}

export interface BookingRules extends BookingSettings, SiteBooking {}

export const bookingSettings: BookingSettings = {
  timeZone: "America/Chicago",
  leadTimeWorkingDays: 2,
  maxDaysAhead: 60,
  defaultCapacity: 2,
  changeCutoffHours: 24,
  reminderTime: "10:00",
  requestHoldHours: 72,
  // One request's first and second choice: a second request from the same network is kept, holding nothing.
  heldPlacesPerNetwork: 2,
  movesPerDay: 3,
  offerHours: 48,
  offerWindows: 3,
};

/**
 * The windows before the owner sets any: the business's usual day, with the lunch hour between them, offered on
 * both forms.
 */
export const DEFAULT_WINDOWS: readonly ArrivalWindow[] = [
  { id: "morning", label: "Morning", starts: "08:00", ends: "12:00", offeredTo: "both" },
  { id: "afternoon", label: "Afternoon", starts: "13:00", ends: "17:00", offeredTo: "both" },
];

/**
 * The default windows' names on the Spanish pages and in a Spanish customer's emails (the owner's Spanish replaces
 * them).
 */
export const DEFAULT_WINDOW_NAMES_ES: Readonly<Record<string, string>> = {
  morning: "Mañana",
  afternoon: "Tarde",
};

/** The rules of what the owner set now. */
export function rulesOf(booking: SiteBooking): BookingRules {
  return {
    ...bookingSettings,
    windows: booking.windows,
    retiredWindows: booking.retiredWindows,
    workDays: booking.workDays,
  };
}

/**
 * The rules before the owner's first change (the defaults: the two windows, the days the business opens). Tests
 * and the build read them; the service reads the current ones (server/current-content.ts `currentBookingRules`).
 */
export const defaultBookingRules: BookingRules = rulesOf({
  windows: DEFAULT_WINDOWS,
  retiredWindows: [],
  workDays: openIsoWeekdays(defaultDetails().hours),
});

/** Whether a quote form for this audience offers a window. */
export function offeredOn(window: ArrivalWindow, audience: FormAudience): boolean {
  return window.offeredTo === "both" || window.offeredTo === (audience === "home" ? "homes" : "businesses");
}

/** The rules a visitor of this form is held to: the windows it offers (the owner may book any). */
export function visitorRules<R extends Pick<BookingRules, "windows">>(rules: R, audience: FormAudience): R {
  return { ...rules, windows: rules.windows.filter((window) => offeredOn(window, audience)) };
}

/** A window by id, in use or removed (its words are still needed for the visits booked in it). */
export function findWindow(
  rules: Pick<SiteBooking, "windows"> & Partial<Pick<SiteBooking, "retiredWindows">>,
  id: string,
): ArrivalWindow | undefined {
  return (
    rules.windows.find((window) => window.id === id) ??
    rules.retiredWindows?.find((window) => window.id === id)
  );
}
