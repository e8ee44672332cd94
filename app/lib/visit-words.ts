import type { BookingRules, Frequency } from "../content/booking.ts";
import { FREQUENCIES, findWindow } from "../content/booking.ts";

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
export function windowLabel(
  windowId: string,
  rules: Pick<BookingRules, "windows"> & Partial<Pick<BookingRules, "retiredWindows">>,
): string {
  const window = findWindow(rules, windowId);
  return window
    ? `${window.label} (arrival between ${formatTime(window.starts)} and ${formatTime(window.ends)})`
    : windowId;
}

/** "Tuesday, March 10, 2026, morning (arrival between 8:00 AM and 12:00 PM, Abilene time)" */
export function formatSlot(
  slot: { day: string; window: string },
  rules: Pick<BookingRules, "windows"> & Partial<Pick<BookingRules, "retiredWindows">>,
  /** The visit's own times ("08:00"), when it keeps them (a window's times may change after it was booked). */
  times?: { starts: string; ends: string },
): string {
  const window = findWindow(rules, slot.window);
  if (!window) return formatDay(slot.day);
  const { starts, ends } = times ?? window;
  return `${formatDay(slot.day)}, ${window.label.toLowerCase()} (arrival between ${formatTime(starts)} and ${formatTime(ends)}, Abilene time)`;
}

export function frequencyLabel(frequency: Frequency): string {
  return FREQUENCIES.find((candidate) => candidate.value === frequency)?.label ?? frequency;
}

/** Why a window cannot be asked for (app/lib/availability.ts decides; these are the words). */
export type Refusal =
  | "invalid-day"
  | "unknown-window"
  | "past"
  | "not-a-working-day"
  | "too-soon"
  | "too-far"
  | "closed"
  | "full";

const DAY_MS = 86_400_000;

/** Days between two local dates (calendar arithmetic on UTC midnights: no zone is involved). */
function dayNumber(day: string): number | undefined {
  const parts = dayParts(day);
  return parts && Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
}

function dayOfNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The open windows nearest to the one asked for, between the first and last bookable days: nearest day first,
 * then the earlier day, then the window's order; at most `count`. One search for the server (over the store) and
 * the browser (over the availability API's answer).
 */
export function nearestOpen(
  asked: { day: string; window: string },
  range: { earliest: string; latest: string },
  isOpen: (slot: { day: string; window: string }) => boolean,
  rules: Pick<BookingRules, "windows">,
  count = 3,
): { day: string; window: string }[] {
  const first = dayNumber(range.earliest);
  const last = dayNumber(range.latest);
  if (first === undefined || last === undefined) return [];
  const around = dayNumber(asked.day) ?? first;
  const candidates: {
    slot: { day: string; window: string };
    distance: number;
    side: number;
    order: number;
  }[] = [];
  for (let number = first; number <= last; number += 1) {
    const day = dayOfNumber(number);
    rules.windows.forEach((window, order) => {
      const slot = { day, window: window.id };
      if (isOpen(slot)) {
        candidates.push({
          slot,
          distance: Math.abs(number - around),
          side: Math.sign(number - around),
          order,
        });
      }
    });
  }
  candidates.sort((a, b) => a.distance - b.distance || a.side - b.side || a.order - b.order);
  return candidates.slice(0, count).map((candidate) => candidate.slot);
}

/**
 * ISO weekdays in words, runs of three or more joined: "Monday to Friday", "Monday, Wednesday and Saturday",
 * "Monday to Friday and Sunday".
 */
export function workDaysWords(workDays: readonly number[]): string {
  const days = [...new Set(workDays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < days.length; ) {
    let end = index;
    while (end + 1 < days.length && (days[end + 1] as number) === (days[end] as number) + 1) end += 1;
    const first = WEEKDAY_NAMES[(days[index] as number) - 1] as string;
    const last = WEEKDAY_NAMES[(days[end] as number) - 1] as string;
    if (end - index >= 2) parts.push(`${first} to ${last}`);
    else
      for (let day = index; day <= end; day += 1)
        parts.push(WEEKDAY_NAMES[(days[day] as number) - 1] as string);
    index = end + 1;
  }
  return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** What the visitor is told about a refused window (the nearest open windows are listed after it). */
export function refusalMessage(
  refusal: Refusal,
  rules: Pick<BookingRules, "workDays" | "leadTimeWorkingDays" | "maxDaysAhead">,
): string {
  switch (refusal) {
    case "invalid-day":
      return "Please choose a day from the calendar.";
    case "unknown-window":
      return "Please choose one of the arrival windows offered.";
    case "past":
      return "That time has already passed. Please choose a later day.";
    case "not-a-working-day":
      return rules.workDays.length === 0
        ? "We book visits by phone only at the moment. Please call us."
        : `We clean ${workDaysWords(rules.workDays)} only. Please choose one of those days.`;
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
  alternatives: readonly { day: string; window: string }[],
  rules: Pick<BookingRules, "windows" | "workDays" | "leadTimeWorkingDays" | "maxDaysAhead">,
  phone: string,
): string {
  const why = refusalMessage(refusal, rules);
  if (alternatives.length === 0)
    return `${why} No window is open in the next ${rules.maxDaysAhead} days: please call us at ${phone}.`;
  return `${why} Nearest open: ${alternatives.map((slot) => formatSlot(slot, rules)).join("; ")}.`;
}
