import { type DayHours, WEEKDAYS, type Weekday } from "../business.ts";
import type { Lang } from "./languages.ts";

/**
 * Opening hours in words and in groups: consecutive days with the same hours are one group ("Monday to Friday,
 * 8:00 AM to 5:00 PM; Saturday, 9:00 AM to 1:00 PM"). The contact page, the footer, the structured data
 * (openingHoursSpecification), the emails' signature and "how fast we answer" all read the same hours.
 */

export interface HoursGroup {
  days: Weekday[];
  opens: string;
  closes: string;
}

const DAY_NAMES: Record<Lang, Record<Weekday, string>> = {
  en: {
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
    sunday: "Sunday",
  },
  // Spanish writes weekdays in lower case.
  es: {
    monday: "lunes",
    tuesday: "martes",
    wednesday: "miércoles",
    thursday: "jueves",
    friday: "viernes",
    saturday: "sábado",
    sunday: "domingo",
  },
};

/** The words around days and times: "Monday to Friday, 8:00 AM to 5:00 PM" / "de lunes a viernes, de 8:00 a.m. a 5:00 p.m.". */
const JOINS: Record<
  Lang,
  {
    range: (a: string, b: string) => string;
    pair: (a: string, b: string) => string;
    times: (a: string, b: string) => string;
    byAppointment: string;
  }
> = {
  en: {
    range: (a, b) => `${a} to ${b}`,
    pair: (a, b) => `${a} and ${b}`,
    times: (a, b) => `${a} to ${b}`,
    byAppointment: "By appointment",
  },
  es: {
    range: (a, b) => `de ${a} a ${b}`,
    pair: (a, b) => `${a} y ${b}`,
    times: (a, b) => `de ${a} a ${b}`,
    byAppointment: "Con cita previa",
  },
};

/** A day's name in a language ("Saturday", "sábado"). */
export function dayName(day: Weekday, lang: Lang = "en"): string {
  return DAY_NAMES[lang][day];
}

/** Schema.org's day names (DayOfWeek) are English whatever the page's language. */
export const SCHEMA_DAY = DAY_NAMES.en;

/** The open days in groups of consecutive days with the same hours, Monday first. */
export function hoursGroups(hours: Record<Weekday, DayHours>): HoursGroup[] {
  const groups: HoursGroup[] = [];
  let previous: Weekday | undefined;
  for (const day of WEEKDAYS) {
    const today = hours[day];
    const last = groups.at(-1);
    const follows = previous !== undefined && last?.days.at(-1) === previous;
    if (!today.open) {
      previous = day;
      continue;
    }
    if (last && follows && last.opens === today.opens && last.closes === today.closes) last.days.push(day);
    else groups.push({ days: [day], opens: today.opens, closes: today.closes });
    previous = day;
  }
  return groups;
}

/** "8:00 AM", "1:30 PM" (English) or "8:00 a.m.", "1:30 p.m." (Spanish) from "08:00", "13:30". */
export function clockTime(time: string, lang: Lang = "en"): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = lang === "es" ? (hours < 12 ? "a.m." : "p.m.") : hours < 12 ? "AM" : "PM";
  return `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "8:00–5:00" without AM/PM, for the short form. */
function shortTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, "0")}`;
}

function dayRange(days: Weekday[], lang: Lang, short: boolean): string {
  const name = (day: Weekday) => (short ? DAY_NAMES[lang][day].slice(0, 3) : DAY_NAMES[lang][day]);
  const first = days[0] as Weekday;
  const last = days.at(-1) as Weekday;
  if (days.length === 1) return name(first);
  if (days.length === 2)
    return short ? `${name(first)}, ${name(last)}` : JOINS[lang].pair(name(first), name(last));
  return short ? `${name(first)}–${name(last)}` : JOINS[lang].range(name(first), name(last));
}

/** Each group in words, as they read inside a sentence ("de lunes a viernes, de 8:00 a.m. a 5:00 p.m."). */
function groupWords(hours: Record<Weekday, DayHours>, lang: Lang): string[] {
  const groups = hoursGroups(hours);
  if (groups.length === 0) return [JOINS[lang].byAppointment.toLowerCase()];
  return groups.map(
    (group) =>
      `${dayRange(group.days, lang, false)}, ${JOINS[lang].times(clockTime(group.opens, lang), clockTime(group.closes, lang))}`,
  );
}

/** One line per group, each starting a line: ["Monday to Friday, 8:00 AM to 5:00 PM", "Saturday, 9:00 AM to 1:00 PM"]. */
export function hoursLines(hours: Record<Weekday, DayHours>, lang: Lang = "en"): string[] {
  return groupWords(hours, lang).map((line) => line.charAt(0).toUpperCase() + line.slice(1));
}

/** The hours inside a sentence: "Monday to Friday, 8:00 AM to 5:00 PM; Saturday, 9:00 AM to 1:00 PM". */
export function hoursLabel(hours: Record<Weekday, DayHours>, lang: Lang = "en"): string {
  return groupWords(hours, lang).join("; ");
}

/** The hours as a line of their own, starting with a capital: "De lunes a viernes, de 8:00 a.m. a 5:00 p.m.". */
export function hoursLine(hours: Record<Weekday, DayHours>, lang: Lang = "en"): string {
  const label = hoursLabel(hours, lang);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** "Mon–Fri 8:00–5:00, Sat 9:00–1:00". */
export function hoursShort(hours: Record<Weekday, DayHours>, lang: Lang = "en"): string {
  return hoursGroups(hours)
    .map(
      (group) => `${dayRange(group.days, lang, true)} ${shortTime(group.opens)}–${shortTime(group.closes)}`,
    )
    .join(", ");
}

/** The weekdays the business is open (visits can be asked for on these). */
export function openDays(hours: Record<Weekday, DayHours>): Weekday[] {
  return WEEKDAYS.filter((day) => hours[day].open);
}

/** "Monday to Friday and Saturday": the days, in words, without the times. */
export function openDaysWords(hours: Record<Weekday, DayHours>, lang: Lang = "en"): string {
  const groups = hoursGroups(hours);
  if (groups.length === 0) return JOINS[lang].byAppointment.toLowerCase();
  const ranges = groups.map((group) => dayRange(group.days, lang, false));
  return ranges.length === 1
    ? (ranges[0] as string)
    : JOINS[lang].pair(ranges.slice(0, -1).join(", "), ranges.at(-1) as string);
}

/** ISO 8601 weekday numbers (Monday 1 … Sunday 7) of the open days: the booking rules' working days. */
export function openIsoWeekdays(hours: Record<Weekday, DayHours>): number[] {
  return WEEKDAYS.flatMap((day, index) => (hours[day].open ? [index + 1] : []));
}
