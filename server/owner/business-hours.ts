import { type DayHours, WEEKDAYS, type Weekday } from "../../app/content/business.ts";
import { currentContent } from "../current-content.ts";

/**
 * Business time in Abilene (the owner's opening hours, in America/Chicago): how long a lead waited
 * while the office was open. The owner's numbers count answer times in it, and a lead still untouched after one
 * business hour is listed first in the inbox (docs/owner-guide.md). Wall times go through Intl's time zone data,
 * so both daylight-saving changes are right; the changes happen at 2 AM, outside any opening hours.
 */

/** Each weekday's hours, as the owner keeps them (a Saturday may be shorter, a day closed). */
export type OpeningHours = Readonly<Record<Weekday, DayHours>>;

/** The owner's hours as this copy last read them. */
const ownerHours = (): OpeningHours => currentContent().business.hours;

const ZONE = "America/Chicago";
export const HOUR_MS = 3_600_000;

const offsetParts = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" });

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * Abilene's offset from UTC at an instant, in milliseconds (-5 or -6 hours). Offsets change only on the hour, so
 * one answer per hour is kept: the numbers of a year of leads ask this a million times (bench/lead-reports.ts).
 */
const offsets = new Map<number, number>();
function offsetMs(at: number): number {
  const hour = Math.floor(at / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const name = offsetParts.formatToParts(at).find((piece) => piece.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const minutes = match ? Number(match[2]) * 60 + Number(match[3]) : 0;
  const offset = (match?.[1] === "-" ? -minutes : minutes) * 60_000;
  if (offsets.size > 200_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

const DAY_MS = 24 * HOUR_MS;

/** The Abilene calendar day of an instant as a day number (days since 1970-01-01): cheap to compare and step. */
export function abileneDayNumber(at: number): number {
  return Math.floor((at + offsetMs(at)) / DAY_MS);
}

function dayOfNumber(dayNumber: number): CalendarDay {
  const date = new Date(dayNumber * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function abileneDay(at: Date): CalendarDay {
  return dayOfNumber(abileneDayNumber(at.getTime()));
}

/** The instant of a wall time in Abilene ("08:00" on a calendar day). */
export function abileneInstant(day: CalendarDay, time: string): number {
  return instantOfDayNumber(Date.UTC(day.year, day.month - 1, day.day) / DAY_MS, time);
}

function instantOfDayNumber(dayNumber: number, time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const wall = dayNumber * DAY_MS + hours * HOUR_MS + minutes * 60_000;
  const first = wall - offsetMs(wall);
  return wall - offsetMs(first);
}

export function shiftDay(day: CalendarDay, by: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + by));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** YYYY-MM-DD */
export function dayText(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
}

/** YYYY-MM-DD of a day number. */
export function dayNumberText(dayNumber: number): string {
  return dayText(dayOfNumber(dayNumber));
}

/** 0 for Sunday … 6 for Saturday (day 0, 1970-01-01, was a Thursday). */
function weekdayOfNumber(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** The Monday of a day's week, as a day number. */
export function mondayOf(dayNumber: number): number {
  return dayNumber - ((weekdayOfNumber(dayNumber) + 6) % 7);
}

/** Sunday first, as weekdayOfNumber counts. */
const BY_NUMBER: readonly Weekday[] = ["sunday", ...WEEKDAYS.slice(0, 6)];

/** Each set of hours' windows by day number, null on a closed day. */
const windows = new WeakMap<OpeningHours, Map<number, [number, number] | null>>();

/** The day's opening hours as instants, or undefined on a closed day. */
function openWindow(dayNumber: number, hours: OpeningHours): [number, number] | undefined {
  let known = windows.get(hours);
  if (!known) {
    known = new Map();
    windows.set(hours, known);
  }
  let window = known.get(dayNumber);
  if (window === undefined) {
    const today = hours[BY_NUMBER[weekdayOfNumber(dayNumber)] as Weekday];
    window = today.open
      ? [instantOfDayNumber(dayNumber, today.opens), instantOfDayNumber(dayNumber, today.closes)]
      : null;
    if (known.size > 10_000) known.clear();
    known.set(dayNumber, window);
  }
  return window ?? undefined;
}

/**
 * The business time between two instants, in milliseconds. `cap`: stop counting once this much is reached (an
 * inbox only needs "at least an hour", not how many months a forgotten lead waited).
 */
export function businessMsBetween(
  from: Date,
  to: Date,
  cap = Number.POSITIVE_INFINITY,
  hours: OpeningHours = ownerHours(),
): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  const last = abileneDayNumber(end);
  for (let day = abileneDayNumber(start); day <= last; day += 1) {
    const window = openWindow(day, hours);
    if (window) total += Math.max(0, Math.min(window[1], end) - Math.max(window[0], start));
    if (total >= cap) return cap;
  }
  return total;
}

/**
 * The latest instant from which `amount` of business time has passed by `now`: a lead received at or before it
 * has waited at least that long. Two weeks back at most (hours with no open day give the start of that).
 */
export function businessCutoff(now: Date, amount = HOUR_MS, hours: OpeningHours = ownerHours()): Date {
  let remaining = amount;
  let day = abileneDayNumber(now.getTime());
  for (let step = 0; step < 14; step += 1, day -= 1) {
    const window = openWindow(day, hours);
    if (!window) continue;
    const end = Math.min(window[1], now.getTime());
    const available = end - window[0];
    if (available <= 0) continue;
    if (remaining <= available) return new Date(end - remaining);
    remaining -= available;
  }
  return new Date(instantOfDayNumber(day, "00:00"));
}
