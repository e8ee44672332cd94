import { Temporal } from "temporal-polyfill";
import { type BookingRules, FREQUENCIES, type Frequency } from "../content/booking.ts";
import { formatSlot, WEEKDAY_NAMES } from "./visit-words.ts";

/**
 * Which arrival windows a visitor may ask for (docs/product.md, "Booking"): pure functions of the rules
 * (app/content/booking.ts), the moment, and what the store holds (closed days, capacity, the places held). Days are
 * the business's local dates ("2026-03-10"); instants come from Temporal's time-zone rules, never a written offset,
 * so a window is 8:00 in Abilene on either side of a daylight-saving change.
 */

/** A window on a day: what a visitor asks for and what the owner confirms. */
export interface Slot {
  /** The local date, YYYY-MM-DD. */
  day: string;
  /** An ArrivalWindow id ("morning"). */
  window: string;
}

/** One place taken in a window: a confirmed visit or a request waiting for the owner; recurring ones repeat. */
export interface Hold extends Slot {
  everyWeeks?: number;
}

/** What the store knows about the days asked about. */
export interface CalendarState {
  closedDays: ReadonlySet<string>;
  /** The owner's capacity per window id; windows without one take the rules' default. */
  capacity: Readonly<Record<string, number>>;
  holds: readonly Hold[];
}

export type Refusal =
  | "invalid-day"
  | "unknown-window"
  | "past"
  | "not-a-working-day"
  | "too-soon"
  | "too-far"
  | "closed"
  | "full";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The local date of a well-formed day, or undefined ("2026-02-30" is no day). */
export function parseDay(day: string): Temporal.PlainDate | undefined {
  if (!DAY_PATTERN.test(day)) return undefined;
  try {
    return Temporal.PlainDate.from(day, { overflow: "reject" });
  } catch {
    return undefined;
  }
}

function toInstant(at: Date): Temporal.Instant {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime());
}

/** Today in the business's time zone. */
export function localToday(now: Date, rules: BookingRules): Temporal.PlainDate {
  return toInstant(now).toZonedDateTimeISO(rules.timeZone).toPlainDate();
}

export function isWorkingDay(day: Temporal.PlainDate, rules: BookingRules): boolean {
  return rules.workDays.includes(day.dayOfWeek);
}

/** The start and end of a window on a day, as instants (the zone's rules decide the offset of that very day). */
export function slotInterval(slot: Slot, rules: BookingRules): { start: Date; end: Date } | undefined {
  const day = parseDay(slot.day);
  const window = rules.windows.find((candidate) => candidate.id === slot.window);
  if (!day || !window) return undefined;
  const at = (time: string) =>
    new Date(
      day.toZonedDateTime({ timeZone: rules.timeZone, plainTime: Temporal.PlainTime.from(time) }).toInstant()
        .epochMilliseconds,
    );
  return { start: at(window.starts), end: at(window.ends) };
}

/** The first day a visitor may ask for: the lead time's working days after today, today not counted. */
export function earliestBookableDay(now: Date, rules: BookingRules): Temporal.PlainDate {
  let day = localToday(now, rules);
  let counted = 0;
  while (counted < rules.leadTimeWorkingDays) {
    day = day.add({ days: 1 });
    if (isWorkingDay(day, rules)) counted += 1;
  }
  return day;
}

export function latestBookableDay(now: Date, rules: BookingRules): Temporal.PlainDate {
  return localToday(now, rules).add({ days: rules.maxDaysAhead });
}

/** The days a hold takes a place on, between two days inclusive (a recurring hold every so many weeks). */
export function holdDays(hold: Hold, from: Temporal.PlainDate, to: Temporal.PlainDate): string[] {
  const first = parseDay(hold.day);
  if (!first) return [];
  if (!hold.everyWeeks) {
    return Temporal.PlainDate.compare(first, from) >= 0 && Temporal.PlainDate.compare(first, to) <= 0
      ? [hold.day]
      : [];
  }
  const step = hold.everyWeeks * 7;
  const days: string[] = [];
  // Jump to the first occurrence on or after `from`, then walk.
  const behind = Math.max(0, first.until(from, { largestUnit: "days" }).days);
  let day = first.add({ days: Math.ceil(behind / step) * step });
  while (Temporal.PlainDate.compare(day, to) <= 0) {
    days.push(day.toString());
    day = day.add({ days: step });
  }
  return days;
}

/** How many places of a window on a day are taken. */
export function placesTaken(slot: Slot, holds: readonly Hold[]): number {
  const day = parseDay(slot.day);
  if (!day) return 0;
  return holds.filter((hold) => hold.window === slot.window && holdDays(hold, day, day).length > 0).length;
}

export function capacityOf(
  window: string,
  state: Pick<CalendarState, "capacity">,
  rules: BookingRules,
): number {
  return state.capacity[window] ?? rules.defaultCapacity;
}

/** Whether the store still has room: not a closed day, not a full window. What the owner's confirmation checks. */
export function roomIn(slot: Slot, state: CalendarState, rules: BookingRules): "closed" | "full" | null {
  if (state.closedDays.has(slot.day)) return "closed";
  if (placesTaken(slot, state.holds) >= capacityOf(slot.window, state, rules)) return "full";
  return null;
}

/** Why a visitor may not ask for this window now, or null when they may. */
export function checkSlot(slot: Slot, now: Date, rules: BookingRules, state: CalendarState): Refusal | null {
  const day = parseDay(slot.day);
  if (!day) return "invalid-day";
  const interval = slotInterval(slot, rules);
  if (!interval) return "unknown-window";
  if (interval.start.getTime() <= now.getTime()) return "past";
  if (!isWorkingDay(day, rules)) return "not-a-working-day";
  if (Temporal.PlainDate.compare(day, earliestBookableDay(now, rules)) < 0) return "too-soon";
  if (Temporal.PlainDate.compare(day, latestBookableDay(now, rules)) > 0) return "too-far";
  return roomIn(slot, state, rules);
}

/**
 * The open windows nearest to the one asked for, nearest day first (then the earlier day, then the window's
 * order), at most `count`.
 */
export function nearestOpenSlots(
  asked: Slot,
  now: Date,
  rules: BookingRules,
  state: CalendarState,
  count = 3,
): Slot[] {
  const earliest = earliestBookableDay(now, rules);
  const latest = latestBookableDay(now, rules);
  const around = parseDay(asked.day) ?? earliest;
  const candidates: { slot: Slot; distance: number; side: number; order: number }[] = [];
  for (let day = earliest; Temporal.PlainDate.compare(day, latest) <= 0; day = day.add({ days: 1 })) {
    const distance = Math.abs(around.until(day, { largestUnit: "days" }).days);
    rules.windows.forEach((window, index) => {
      const slot = { day: day.toString(), window: window.id };
      if (checkSlot(slot, now, rules, state) === null) {
        candidates.push({ slot, distance, side: Temporal.PlainDate.compare(day, around), order: index });
      }
    });
  }
  candidates.sort((a, b) => a.distance - b.distance || a.side - b.side || a.order - b.order);
  return candidates.slice(0, count).map((candidate) => candidate.slot);
}

export function frequencyWeeks(frequency: Frequency | undefined): number | undefined {
  return FREQUENCIES.find((candidate) => candidate.value === frequency)?.weeks;
}

export { formatDay, formatSlot } from "./visit-words.ts";

/** What the visitor is told about a refused window (the nearest open windows are listed after it). */
export function refusalMessage(refusal: Refusal, rules: BookingRules): string {
  const workDays = rules.workDays.map((day) => WEEKDAY_NAMES[day - 1]);
  switch (refusal) {
    case "invalid-day":
      return "Please choose a day from the calendar.";
    case "unknown-window":
      return "Please choose a morning or an afternoon arrival window.";
    case "past":
      return "That time has already passed. Please choose a later day.";
    case "not-a-working-day":
      return `We clean ${workDays[0]} to ${workDays[workDays.length - 1]} only. Please choose a weekday.`;
    case "too-soon":
      return `We need at least ${rules.leadTimeWorkingDays} working days' notice. Please choose a later day, or call us.`;
    case "too-far":
      return `We take requests up to ${rules.maxDaysAhead} days ahead. Please choose an earlier day.`;
    case "closed":
      return "We are closed that day. Please choose another day.";
    case "full":
      return "That window is already fully booked. Please choose another one.";
  }
}

/**
 * The whole answer to a refused window: why, and the nearest open windows to choose instead (or the phone, when
 * none is open in the whole bookable range).
 */
export function refusalWithAlternatives(
  refusal: Refusal,
  alternatives: readonly Slot[],
  rules: BookingRules,
  phone: string,
): string {
  const why = refusalMessage(refusal, rules);
  if (alternatives.length === 0)
    return `${why} No window is open in the next ${rules.maxDaysAhead} days: please call us at ${phone}.`;
  return `${why} Nearest open: ${alternatives.map((slot) => formatSlot(slot, rules)).join("; ")}.`;
}
