import type { BookingRules, Frequency } from "../content/booking.ts";
import { FREQUENCIES, findWindow } from "../content/booking.ts";
import { clockTime } from "../content/model/hours.ts";
import type { Lang } from "../content/model/languages.ts";
import { ENGLISH_FORM_MESSAGES, type FormMessages } from "./contact-fields.ts";
import { fillWords } from "./fill-words.ts";

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

/** Spanish writes weekdays and months in lower case ("martes, 10 de marzo de 2026"). */
const SPANISH_WEEKDAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];
const SPANISH_MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** How often, in Spanish (the English labels are FREQUENCIES'). */
const SPANISH_FREQUENCIES: Record<Frequency, string> = {
  weekly: "Cada semana",
  "every-2-weeks": "Cada dos semanas",
  "every-4-weeks": "Mensual (cada cuatro semanas)",
};

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

/**
 * "Tuesday, March 10, 2026" or "martes, 10 de marzo de 2026" (written out here: the words must not depend on the
 * machine's locale data).
 */
export function formatDay(day: string, lang: Lang = "en"): string {
  const parts = dayParts(day);
  if (!parts) return day;
  if (lang === "es")
    return `${SPANISH_WEEKDAYS[parts.weekday - 1]}, ${parts.day} de ${SPANISH_MONTHS[parts.month - 1]} de ${parts.year}`;
  return `${WEEKDAY_NAMES[parts.weekday - 1]}, ${MONTH_NAMES[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/** "8:00 AM", "8:00 a.m." */
export function formatTime(time: string, lang: Lang = "en"): string {
  return clockTime(time, lang);
}

/** "las 8:00 a.m." but "la 1:00 p.m.": Spanish says one o'clock in the singular. */
function spanishAt(time: string): string {
  return `${/^1:/.test(time) ? "la" : "las"} ${time}`;
}

/**
 * After a date, a bare "mañana" reads as "tomorrow" ("el martes 10 de marzo, mañana"): a window named for a part of
 * the day is said as one ("en la mañana"); any other name the owner gave stays as written.
 */
function spanishPartOfDay(name: string): string {
  return ["mañana", "tarde", "noche"].includes(name) ? `en la ${name}` : name;
}

type WindowRules = Pick<BookingRules, "windows"> & Partial<Pick<BookingRules, "retiredWindows">>;

/** "Morning (arrival between 8:00 AM and 12:00 PM)", "Mañana (llegada entre las 8:00 a.m. y las 12:00 p.m.)" */
export function windowLabel(windowId: string, rules: WindowRules, lang: Lang = "en"): string {
  const window = findWindow(rules, windowId);
  if (!window) return windowId;
  const starts = formatTime(window.starts, lang);
  const ends = formatTime(window.ends, lang);
  return lang === "es"
    ? `${window.label} (llegada entre ${spanishAt(starts)} y ${spanishAt(ends)})`
    : `${window.label} (arrival between ${starts} and ${ends})`;
}

/**
 * "Tuesday, March 10, 2026, morning (arrival between 8:00 AM and 12:00 PM, Abilene time)"; in Spanish "martes, 10 de
 * marzo de 2026, en la mañana (llegada entre las 8:00 a.m. y las 12:00 p.m., hora de Abilene)". `rules` holds the
 * windows' names in `lang`.
 */
export function formatSlot(
  slot: { day: string; window: string },
  rules: WindowRules,
  /** The visit's own times ("08:00"), when it keeps them (a window's times may change after it was booked). */
  times?: { starts: string; ends: string },
  lang: Lang = "en",
): string {
  const window = findWindow(rules, slot.window);
  if (!window) return formatDay(slot.day, lang);
  const { starts, ends } = times ?? window;
  const day = formatDay(slot.day, lang);
  const name = window.label.toLocaleLowerCase(lang === "es" ? "es-US" : "en-US");
  return lang === "es"
    ? `${day}, ${spanishPartOfDay(name)} (llegada entre ${spanishAt(formatTime(starts, lang))} y ${spanishAt(formatTime(ends, lang))}, hora de Abilene)`
    : `${day}, ${name} (arrival between ${formatTime(starts)} and ${formatTime(ends)}, Abilene time)`;
}

export function frequencyLabel(frequency: Frequency, lang: Lang = "en"): string {
  if (lang === "es") return SPANISH_FREQUENCIES[frequency] ?? frequency;
  return FREQUENCIES.find((candidate) => candidate.value === frequency)?.label ?? frequency;
}

/** The frequencies as options of a select, in a language: the values stay, the labels change. */
export function frequencyOptions(lang: Lang = "en"): { value: Frequency; label: string }[] {
  return FREQUENCIES.map(({ value }) => ({ value, label: frequencyLabel(value, lang) }));
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
export function workDaysWords(workDays: readonly number[], lang: Lang = "en"): string {
  const names = lang === "es" ? SPANISH_WEEKDAYS : WEEKDAY_NAMES;
  const to =
    lang === "es" ? (a: string, b: string) => `de ${a} a ${b}` : (a: string, b: string) => `${a} to ${b}`;
  const and = lang === "es" ? "y" : "and";
  const days = [...new Set(workDays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < days.length; ) {
    let end = index;
    while (end + 1 < days.length && (days[end + 1] as number) === (days[end] as number) + 1) end += 1;
    const first = names[(days[index] as number) - 1] as string;
    const last = names[(days[end] as number) - 1] as string;
    if (end - index >= 2) parts.push(to(first, last));
    else for (let day = index; day <= end; day += 1) parts.push(names[(days[day] as number) - 1] as string);
    index = end + 1;
  }
  return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} ${and} ${parts.at(-1)}`;
}

/** What the visitor is told about a refused window (the nearest open windows are listed after it). */
export function refusalMessage(
  refusal: Refusal,
  rules: Pick<BookingRules, "workDays" | "leadTimeWorkingDays" | "maxDaysAhead">,
  messages: FormMessages = ENGLISH_FORM_MESSAGES,
): string {
  const words = messages.refusals;
  if (refusal === "not-a-working-day" && rules.workDays.length === 0) return words.phoneOnly;
  return fillWords(words[refusal], {
    workDays: workDaysWords(rules.workDays, messages.lang),
    leadTime: rules.leadTimeWorkingDays,
    maxDays: rules.maxDaysAhead,
  });
}

/**
 * The whole answer to a refused window: why, and the nearest open windows to choose instead (or the phone, when
 * none is open in the whole bookable range). `rules` holds the windows' names in the messages' language.
 */
export function refusalWithAlternatives(
  refusal: Refusal,
  alternatives: readonly { day: string; window: string }[],
  rules: Pick<BookingRules, "windows" | "workDays" | "leadTimeWorkingDays" | "maxDaysAhead">,
  phone: string,
  messages: FormMessages = ENGLISH_FORM_MESSAGES,
): string {
  const why = refusalMessage(refusal, rules, messages);
  if (alternatives.length === 0)
    return fillWords(messages.refusals.noneOpen, { why, maxDays: rules.maxDaysAhead, phone });
  const slots = alternatives.map((slot) => formatSlot(slot, rules, undefined, messages.lang)).join("; ");
  return fillWords(messages.refusals.nearest, { why, slots });
}
