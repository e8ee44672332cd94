import { type InboxEvent, isLeadStage, type LeadStage, STAGE_LABELS } from "../../lib/owner-inbox.ts";
import { formatDay } from "../../lib/visit-words.ts";

/** A moment in Abilene's time, as the owner reads it: "Nov 23, 2026, 3:04 PM". */
const abilene = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "medium",
  timeStyle: "short",
});

export function abileneTime(iso: string): string {
  return abilene.format(new Date(iso));
}

export function stageLabel(stage: LeadStage): string {
  return STAGE_LABELS[stage];
}

const EVENT_TEXT: Record<InboxEvent["action"], (event: InboxEvent) => string> = {
  stage: (event) => `Stage set to ${isLeadStage(event.detail) ? stageLabel(event.detail) : event.detail}`,
  note: () => "Note",
  released: () => "Marked not spam; acknowledgement sent",
  "email-retried": (event) => `Email sent again (${event.detail ?? ""})`,
  "signed-in": () => "Signed in",
  "signed-out": () => "Signed out",
  "signed-out-everywhere": () => "Signed out everywhere",
  // A visit's detail is in words already: the service writes "YYYY-MM-DD window" as the visit's day and window
  // (server/owner/lead-inbox.ts), with the owner's window names.
  "booking-confirmed": (event) => `Visit confirmed: ${event.detail ?? ""}`,
  "booking-declined": (event) => `Booking request declined (${event.detail ?? ""})`,
  "booking-reschedule-requested": (event) => `The customer asks to move the visit to ${event.detail ?? ""}`,
  "booking-cancelled": () => "The customer cancelled the visit",
  "visit-booked": (event) => `Visit booked: ${event.detail ?? ""}`,
  "visit-moved": (event) => `Visit moved: ${event.detail ?? ""}`,
  "visit-cancelled": (event) => `Visit cancelled: ${event.detail ?? ""}`,
  "offer-made": (event) => `Times offered to the customer: ${event.detail ?? ""}`,
  "offer-picked": (event) => `The customer picked ${event.detail ?? ""}`,
  "reminder-queued": (event) =>
    `Reminder sent to the customer for the visit of ${formatDay(event.detail ?? "")}`,
  "visit-done": () => "Visit marked done",
  "visit-problem": () => "Visit flagged: a problem with this visit (no review request)",
  // The detail is the outcome (server/store/review-requests.ts): sent, or why none went.
  "review-request": (event) => REVIEW_OUTCOME_TEXT[event.detail ?? ""] ?? "Review request: not sent",
};

const REVIEW_OUTCOME_TEXT: Record<string, string> = {
  sent: "Review request sent to the customer",
  cancelled: "No review request: the visit was cancelled",
  unsubscribed: "No review request: the customer unsubscribed from review requests",
  recent: "No review request: this address was asked less than 6 months ago",
  "no-review-url": "No review request: GOOGLE_REVIEW_URL is not set (the site has no Google review link)",
};

/** What happened, as a line of a lead's history or of the sign-ins ("Stage set to Contacted"). */
export function eventText(event: InboxEvent): string {
  return EVENT_TEXT[event.action](event);
}

/** A length of time as the owner reads it: "25 min", "2 h 15 min", "31 h". */
export function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours >= 10 || rest === 0 ? `${Math.round(minutes / 60)} h` : `${hours} h ${rest} min`;
}

/** A calendar day (YYYY-MM-DD, a testimonial's date or a notice's last day) as the owner reads it: "Nov 23, 2026". */
const calendarDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" });

export function calendarDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
}

/** Whether a string is a real calendar day written YYYY-MM-DD (the value of an <input type="date">). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // 2026-02-30 parses as March 2: only a day that formats back to itself is real.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
