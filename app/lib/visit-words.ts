import type { BookingRules, Frequency } from "../content/booking.ts";
import { FREQUENCIES } from "../content/booking.ts";

/**
 * A visit in words ("Tuesday, March 10, 2026, morning (arrival between 8:00 AM and 12:00 PM, Abilene time)"), for
 * the form, the emails and the owner's pages. Calendar arithmetic only (a local date has a weekday whatever the
 * zone), so the browser gets these words without the Temporal polyfill; time-zone work is availability.ts's.
 */

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The parts of a real local date written YYYY-MM-DD ("2026-02-30" is none). */
export function dayParts(
  day: string,
): { year: number; month: number; day: number; weekday: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date)
    return undefined;
  // getUTCDay: 0 = Sunday; ISO weekdays: 1 = Monday … 7 = Sunday.
  return { year, month, day: date, weekday: utc.getUTCDay() || 7 };
}

/** "Tuesday, March 10, 2026" (written out here: the words must not depend on the machine's locale data). */
export function formatDay(day: string): string {
  const parts = dayParts(day);
  if (!parts) return day;
  return `${WEEKDAY_NAMES[parts.weekday - 1]}, ${MONTH_NAMES[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/** "8:00 AM" */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** "Morning (arrival between 8:00 AM and 12:00 PM)" */
export function windowLabel(windowId: string, rules: Pick<BookingRules, "windows">): string {
  const window = rules.windows.find((candidate) => candidate.id === windowId);
  return window
    ? `${window.label} (arrival between ${formatTime(window.starts)} and ${formatTime(window.ends)})`
    : windowId;
}

/** "Tuesday, March 10, 2026, morning (arrival between 8:00 AM and 12:00 PM, Abilene time)" */
export function formatSlot(
  slot: { day: string; window: string },
  rules: Pick<BookingRules, "windows">,
): string {
  const window = rules.windows.find((candidate) => candidate.id === slot.window);
  if (!window) return formatDay(slot.day);
  return `${formatDay(slot.day)}, ${window.label.toLowerCase()} (arrival between ${formatTime(window.starts)} and ${formatTime(window.ends)}, Abilene time)`;
}

export function frequencyLabel(frequency: Frequency): string {
  return FREQUENCIES.find((candidate) => candidate.value === frequency)?.label ?? frequency;
}
