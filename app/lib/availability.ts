import { Temporal } from "temporal-polyfill";
import { type BookingRules, type BookingSettings, FREQUENCIES, type Frequency } from "../content/booking.ts";
import { nearestOpen, type Refusal } from "./visit-words.ts";

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

/**
 * One place taken in a window: a confirmed visit (a recurring one repeats), or a window of a request still waiting
 * for the owner (`waiting`: on its own day only, and only while its hold lasts).
 */
export interface Hold extends Slot {
  everyWeeks?: number;
  /** Days of a series that hold nothing (a visit the owner moved or cancelled on its own). */
  skip?: readonly string[];
  waiting?: true;
}

/** One visit of a series the owner moved to another time, or cancelled, on its own (the series stays). */
export interface VisitException {
  /** The series' day it was on. */
  day: string;
  kind: "moved" | "cancelled";
  /** Where a moved visit went. */
  to?: Slot & { startsAt: Date; endsAt: Date };
}

/** One visit of a booking, at its own time. */
export interface BookedVisit extends Slot {
  start: Date;
  end: Date;
  /** The day of the series this visit stands for (its own day, unless moved). */
  of: string;
  moved: boolean;
}

/** What the store knows about the days asked about. */
export interface CalendarState {
  closedDays: ReadonlySet<string>;
  /** The owner's capacity per window id; windows without one take the rules' default. */
  capacity: Readonly<Record<string, number>>;
  holds: readonly Hold[];
  /** When the first of the waiting holds above ends (the calendar changes then without any write). */
  nextHoldEnd?: Date;
}

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
export function localToday(now: Date, rules: Pick<BookingSettings, "timeZone">): Temporal.PlainDate {
  return toInstant(now).toZonedDateTimeISO(rules.timeZone).toPlainDate();
}

export function isWorkingDay(day: Temporal.PlainDate, rules: Pick<BookingRules, "workDays">): boolean {
  return rules.workDays.includes(day.dayOfWeek);
}

/** The start and end of a window on a day, as instants (the zone's rules decide the offset of that very day). */
export function slotInterval(
  slot: Slot,
  rules: Pick<BookingRules, "windows" | "timeZone">,
): { start: Date; end: Date } | undefined {
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

/** The local wall-clock time of an instant ("08:00"). */
export function localTime(at: Date, rules: Pick<BookingSettings, "timeZone">): string {
  return toInstant(at).toZonedDateTimeISO(rules.timeZone).toPlainTime().toString({ smallestUnit: "minute" });
}

/**
 * The start and end of one visit of a booking on `day`: at the wall-clock times its first visit was booked for
 * (a window's times may change after; a booked visit keeps its own), in the zone's offset of that day.
 */
export function visitOn(
  day: string,
  first: { startsAt: Date; endsAt: Date },
  rules: Pick<BookingSettings, "timeZone">,
): { start: Date; end: Date } | undefined {
  const date = parseDay(day);
  if (!date) return undefined;
  const at = (time: string) =>
    new Date(
      date.toZonedDateTime({ timeZone: rules.timeZone, plainTime: Temporal.PlainTime.from(time) }).toInstant()
        .epochMilliseconds,
    );
  return { start: at(localTime(first.startsAt, rules)), end: at(localTime(first.endsAt, rules)) };
}

/**
 * The visits of a confirmed booking between two local days (inclusive), earliest first: a single visit, or each
 * visit of a series at the wall-clock times of its first, without the ones the owner cancelled on their own and
 * with the ones moved at their new time.
 */
export function bookedVisits(
  booking: {
    visit: Slot & { startsAt: Date; endsAt: Date };
    everyWeeks?: number;
    exceptions?: readonly VisitException[];
  },
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  rules: Pick<BookingSettings, "timeZone">,
): BookedVisit[] {
  const { visit, everyWeeks } = booking;
  const inRange = (day: string) => {
    const date = parseDay(day);
    return (
      date !== undefined &&
      Temporal.PlainDate.compare(date, from) >= 0 &&
      Temporal.PlainDate.compare(date, to) <= 0
    );
  };
  if (!everyWeeks) {
    return inRange(visit.day)
      ? [{ ...visit, start: visit.startsAt, end: visit.endsAt, of: visit.day, moved: false }]
      : [];
  }
  const exceptions = booking.exceptions ?? [];
  const visits: BookedVisit[] = [];
  for (const day of holdDays(
    { ...visit, everyWeeks, skip: exceptions.map((change) => change.day) },
    from,
    to,
  )) {
    const times = visitOn(day, visit, rules);
    if (times) visits.push({ day, window: visit.window, ...times, of: day, moved: false });
  }
  for (const change of exceptions) {
    if (change.kind === "moved" && change.to && inRange(change.to.day)) {
      const { day, window, startsAt, endsAt } = change.to;
      visits.push({ day, window, start: startsAt, end: endsAt, of: change.day, moved: true });
    }
  }
  return visits.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The first day a visitor may ask for: the lead time's working days after today, today not counted. */
export function earliestBookableDay(
  now: Date,
  rules: Pick<BookingRules, "timeZone" | "workDays" | "leadTimeWorkingDays">,
): Temporal.PlainDate {
  let day = localToday(now, rules);
  let counted = 0;
  while (counted < rules.leadTimeWorkingDays) {
    day = day.add({ days: 1 });
    if (isWorkingDay(day, rules)) counted += 1;
  }
  return day;
}

export function latestBookableDay(
  now: Date,
  rules: Pick<BookingSettings, "timeZone" | "maxDaysAhead">,
): Temporal.PlainDate {
  return localToday(now, rules).add({ days: rules.maxDaysAhead });
}

/** The days a hold takes a place on, between two days inclusive (a recurring hold every so many weeks). */
export function holdDays(hold: Hold, from: Temporal.PlainDate, to: Temporal.PlainDate): string[] {
  const days = everyDay(hold, from, to);
  return hold.skip?.length ? days.filter((day) => !hold.skip?.includes(day)) : days;
}

function everyDay(hold: Hold, from: Temporal.PlainDate, to: Temporal.PlainDate): string[] {
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

function holdsIn(slot: Slot, holds: readonly Hold[], waiting: boolean): number {
  const day = parseDay(slot.day);
  if (!day) return 0;
  return holds.filter(
    (hold) =>
      Boolean(hold.waiting) === waiting && hold.window === slot.window && holdDays(hold, day, day).length > 0,
  ).length;
}

/** How many confirmed visits a window on a day has. */
export function visitsIn(slot: Slot, holds: readonly Hold[]): number {
  return holdsIn(slot, holds, false);
}

/** How many waiting requests hold a window on a day. */
export function waitingIn(slot: Slot, holds: readonly Hold[]): number {
  return holdsIn(slot, holds, true);
}

export function capacityOf(
  window: string,
  state: Pick<CalendarState, "capacity">,
  rules: BookingRules,
): number {
  return state.capacity[window] ?? rules.defaultCapacity;
}

/**
 * The places of a window a visitor sees taken: its confirmed visits, and the waiting requests' holds up to one
 * fewer than the capacity. Requests nobody has confirmed never fill a window on their own, so a stranger's requests
 * cannot make the calendar look full (docs/architecture.md, "Booking").
 */
export function placesShown(slot: Slot, state: CalendarState, rules: BookingRules): number {
  const capacity = capacityOf(slot.window, state, rules);
  return visitsIn(slot, state.holds) + Math.min(waitingIn(slot, state.holds), Math.max(0, capacity - 1));
}

/**
 * Whether the owner may confirm a visit into a window: not a closed day, and fewer confirmed visits than its
 * capacity. Waiting requests do not count: the owner chooses among them.
 */
export function roomIn(slot: Slot, state: CalendarState, rules: BookingRules): "closed" | "full" | null {
  if (state.closedDays.has(slot.day)) return "closed";
  if (visitsIn(slot, state.holds) >= capacityOf(slot.window, state, rules)) return "full";
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
  if (state.closedDays.has(slot.day)) return "closed";
  if (placesShown(slot, state, rules) >= capacityOf(slot.window, state, rules)) return "full";
  return null;
}

export function frequencyWeeks(frequency: Frequency | undefined): number | undefined {
  return FREQUENCIES.find((candidate) => candidate.value === frequency)?.weeks;
}

/**
 * The open windows nearest to the one asked for (visit-words.ts's nearestOpen: the browser uses the same search over
 * the availability API's answer), at most `count`.
 */
export function nearestOpenSlots(
  asked: Slot,
  now: Date,
  rules: BookingRules,
  state: CalendarState,
  count = 3,
): Slot[] {
  return nearestOpen(
    asked,
    {
      earliest: earliestBookableDay(now, rules).toString(),
      latest: latestBookableDay(now, rules).toString(),
    },
    (slot) => checkSlot(slot, now, rules, state) === null,
    rules,
    count,
  );
}

export {
  formatDay,
  formatSlot,
  type Refusal,
  refusalMessage,
  refusalWithAlternatives,
} from "./visit-words.ts";
