import { business } from "../../app/content/business.ts";

/**
 * Business time in Abilene (the hours of app/content/business.ts, in America/Chicago): how long a lead waited
 * while the office was open. The owner's numbers count answer times in it, and a lead still untouched after one
 * business hour is listed first in the inbox (docs/owner-guide.md). Wall times go through Intl's time zone data,
 * so both daylight-saving changes are right; the changes happen at 2 AM, outside any opening hours.
 */

export interface OpeningHours {
  /** English weekday names ("Monday"). */
  days: readonly string[];
  /** "08:00" */
  opens: string;
  /** "17:00" */
  closes: string;
}

const ZONE = "America/Chicago";
export const HOUR_MS = 3_600_000;

const dayParts = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  weekday: "long",
});
const offsetParts = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" });

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function abileneDay(at: Date): CalendarDay {
  const part = Object.fromEntries(dayParts.formatToParts(at).map((piece) => [piece.type, piece.value]));
  return { year: Number(part.year), month: Number(part.month), day: Number(part.day) };
}

/** Abilene's offset from UTC at an instant, in milliseconds (-5 or -6 hours). */
function offsetMs(at: number): number {
  const name = offsetParts.formatToParts(at).find((piece) => piece.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === "-" ? -minutes : minutes) * 60_000;
}

/** The instant of a wall time in Abilene ("08:00" on a calendar day). */
export function abileneInstant(day: CalendarDay, time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const wall = Date.UTC(day.year, day.month - 1, day.day, hours, minutes);
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

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The day's opening hours as instants, or undefined on a closed day. */
function openWindow(day: CalendarDay, hours: OpeningHours): [number, number] | undefined {
  const weekday = WEEKDAYS[weekdayOf(day)] ?? "";
  if (!hours.days.includes(weekday)) return undefined;
  return [abileneInstant(day, hours.opens), abileneInstant(day, hours.closes)];
}

const sameDay = (a: CalendarDay, b: CalendarDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The business time between two instants, in milliseconds. `cap`: stop counting once this much is reached (an
 * inbox only needs "at least an hour", not how many months a forgotten lead waited).
 */
export function businessMsBetween(
  from: Date,
  to: Date,
  cap = Number.POSITIVE_INFINITY,
  hours: OpeningHours = business.hours,
): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  const last = abileneDay(to);
  for (let day = abileneDay(from); ; day = shiftDay(day, 1)) {
    const window = openWindow(day, hours);
    if (window) total += Math.max(0, Math.min(window[1], end) - Math.max(window[0], start));
    if (total >= cap || sameDay(day, last)) return Math.min(total, cap);
  }
}

/**
 * The latest instant from which `amount` of business time has passed by `now`: a lead received at or before it
 * has waited at least that long. Two weeks back at most (hours with no open day give the start of that).
 */
export function businessCutoff(now: Date, amount = HOUR_MS, hours: OpeningHours = business.hours): Date {
  let remaining = amount;
  let day = abileneDay(now);
  for (let step = 0; step < 14; step += 1, day = shiftDay(day, -1)) {
    const window = openWindow(day, hours);
    if (!window) continue;
    const end = Math.min(window[1], now.getTime());
    const available = end - window[0];
    if (available <= 0) continue;
    if (remaining <= available) return new Date(end - remaining);
    remaining -= available;
  }
  return new Date(abileneInstant(day, "00:00"));
}
