import {
  type ArrivalWindow,
  type BookingRules,
  WINDOW_AUDIENCES,
  type WindowAudience,
} from "../content/booking.ts";
import { isRecord } from "./contact-api.ts";
import type { FormMessages } from "./contact-fields.ts";
import { dayParts, nearestOpen, type Refusal, refusalWithAlternatives } from "./visit-words.ts";

/**
 * GET /api/availability, stated once for both sides (the service's route, server/booking/availability-route.ts, and
 * the quote form with JavaScript): which days the form may ask for, and which of them the owner's calendar has
 * closed or full, so the form shows them before sending and says what the server would say. The server still
 * decides, under its lock, when the request is stored.
 */

export const AVAILABILITY_API_PATH = "/api/availability";

export interface AvailabilityAnswer {
  /** The business's today, the first and the last day a visitor may ask for (local dates, YYYY-MM-DD). */
  today: string;
  earliest: string;
  latest: string;
  /** The weekdays visits can be asked for (ISO: 1 Monday … 7 Sunday), as the owner set them. */
  workDays: number[];
  /** The owner's arrival windows, earliest first, with which quote form offers each. */
  windows: ArrivalWindow[];
  /** Working days in that range that cannot be had: closed, or with these windows full. In order. */
  unavailable: { day: string; closed?: true; full?: string[] }[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The answer, if the body is one (anything else counts as no answer: the server checks anyway). */
export function readAvailability(body: unknown): AvailabilityAnswer | undefined {
  if (!isRecord(body) || !Array.isArray(body.unavailable)) return undefined;
  const { today, earliest, latest } = body;
  if (typeof today !== "string" || typeof earliest !== "string" || typeof latest !== "string")
    return undefined;
  if (![today, earliest, latest].every((day) => DAY.test(day))) return undefined;
  const workDays = Array.isArray(body.workDays)
    ? body.workDays.filter((day): day is number => Number.isInteger(day) && day >= 1 && day <= 7)
    : [];
  const windows: ArrivalWindow[] = [];
  for (const entry of Array.isArray(body.windows) ? body.windows : []) {
    if (!isRecord(entry)) return undefined;
    const { id, label, starts, ends, offeredTo } = entry;
    if (
      typeof id !== "string" ||
      typeof label !== "string" ||
      typeof starts !== "string" ||
      typeof ends !== "string" ||
      !(WINDOW_AUDIENCES as readonly unknown[]).includes(offeredTo)
    )
      return undefined;
    windows.push({ id, label, starts, ends, offeredTo: offeredTo as WindowAudience });
  }
  const unavailable: AvailabilityAnswer["unavailable"] = [];
  for (const entry of body.unavailable) {
    if (!isRecord(entry) || typeof entry.day !== "string" || !DAY.test(entry.day)) return undefined;
    const full = Array.isArray(entry.full)
      ? entry.full.filter((id): id is string => typeof id === "string")
      : [];
    unavailable.push({
      day: entry.day,
      ...(entry.closed === true ? { closed: true } : {}),
      ...(full.length ? { full } : {}),
    });
  }
  return { today, earliest, latest, workDays, windows, unavailable };
}

type Rules = Pick<BookingRules, "windows" | "workDays" | "leadTimeWorkingDays" | "maxDaysAhead">;

/** Why this window cannot be asked for, by the answer, or null (the same order of reasons as the server's). */
export function refusalByAnswer(
  slot: { day: string; window: string },
  answer: AvailabilityAnswer,
  rules: Rules,
): Refusal | null {
  const parts = dayParts(slot.day);
  if (!parts) return "invalid-day";
  if (!rules.windows.some((window) => window.id === slot.window)) return "unknown-window";
  // Local dates written YYYY-MM-DD compare as text.
  if (slot.day < answer.today) return "past";
  if (!rules.workDays.includes(parts.weekday)) return "not-a-working-day";
  if (slot.day < answer.earliest) return "too-soon";
  if (slot.day > answer.latest) return "too-far";
  const entry = answer.unavailable.find((candidate) => candidate.day === slot.day);
  if (entry?.closed) return "closed";
  if (entry?.full?.includes(slot.window)) return "full";
  return null;
}

/** The server's message for a refused window (why, and the nearest open ones), or undefined when it is open. */
export function choiceMessage(
  slot: { day: string; window: string },
  answer: AvailabilityAnswer,
  rules: Rules,
  phone: string,
  messages?: FormMessages,
): string | undefined {
  const refusal = refusalByAnswer(slot, answer, rules);
  if (!refusal) return undefined;
  const alternatives = nearestOpen(
    slot,
    answer,
    (candidate) => refusalByAnswer(candidate, answer, rules) === null,
    rules,
  );
  return refusalWithAlternatives(refusal, alternatives, rules, phone, messages);
}
