import { parsePhoneNumberFromString } from "libphonenumber-js";
import { findWindow } from "../../app/content/booking.ts";
import { townForZipCode } from "../../app/content/business.ts";
import { ATTRIBUTION_PARAMS, type AttributionParam } from "../../app/lib/attribution-params.ts";
import { localTime } from "../../app/lib/availability.ts";
import { referralLabel, serviceLabel } from "../../app/lib/contact-fields.ts";
import { STAGE_LABELS } from "../../app/lib/owner-inbox.ts";
import { frequencyLabel } from "../../app/lib/visit-words.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import type { Booking } from "../store/bookings.ts";
import type { LeadListEntry } from "../store/store.ts";

/**
 * Every lead as CSV, for a spreadsheet (docs/owner-guide.md, "Export"): one export for the owner's command
 * (`npm run leads -- export --csv`) and the inbox's "Export CSV" (/leads/export.csv), with the same columns. Built
 * to open as the owner expects in Excel, Numbers or Google Sheets: dates and times in separate columns, in
 * Abilene's time, written as those programs read dates and times (2026-03-10, 14:05); phone numbers in one format;
 * prices as plain numbers; the visit's columns; the technical columns (where the visit came from, click ids, the
 * network address, the browser) last.
 */

const CSV_COLUMNS = [
  "id",
  "received_date",
  "received_time",
  // Where the owner is with the lead (New, Contacted, Quoted, Booked, Won, Lost).
  "stage",
  // "Quote form" or "Phone": a booking the owner took by phone.
  "source",
  // The language of the form the customer used ("English", "Spanish"): every email they get is in it.
  "language",
  "first_name",
  "last_name",
  "business_name",
  "phone",
  "email",
  "zip_code",
  "service_area_town",
  "square_footage",
  "services",
  "referral",
  "notes",
  // The lead's newest booking: a visit confirmed (for a series, its first visit and how often), or asked for.
  "visit_status",
  "visit_date",
  "visit_start",
  "visit_end",
  "visit_window",
  "visit_frequency",
  "visit_price",
  "visit_address",
  "visit_access_notes",
  // The owner's private notes, oldest first, each with its Abilene date and time and who wrote it.
  "owner_notes",
  "quarantined",
  "quarantine_reason",
  "emails_sent",
  "emails_pending",
  "emails_dead",
  "page",
  "landing_page",
  "referrer",
  ...ATTRIBUTION_PARAMS,
  "ip",
  "user_agent",
] as const;

type Column = (typeof CSV_COLUMNS)[number];

const abileneParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

function parts(at: Date): Record<string, string> {
  return Object.fromEntries(abileneParts.formatToParts(at).map((piece) => [piece.type, piece.value]));
}

/** "2025-03-04 09:30:00 -06:00": an instant in Abilene's time with its offset (the owner's notes, the CLI). */
export function abileneTimestamp(at: Date): string {
  const part = parts(at);
  // "GMT-06:00" (or "GMT" at an offset of zero, which Abilene never has).
  const offset = (part.timeZoneName ?? "").replace(/^GMT/, "") || "+00:00";
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${offset}`;
}

/** An instant as a spreadsheet's date ("2026-03-10") and time ("14:05"), in Abilene's time. */
export function abileneDateAndTime(at: Date): { date: string; time: string } {
  const part = parts(at);
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** A US phone number in one format, "(325) 555-0123", whatever was typed; anything else as it was typed. */
export function csvPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "US");
  return parsed?.isValid() && parsed.country === "US" ? parsed.formatNational() : phone;
}

/** A byte-order mark first: without it Excel reads UTF-8 as its own code page ("JosÃ© PeÃ±a"). */
const BYTE_ORDER_MARK = "\uFEFF";

/** An owner's note as the export writes it. */
export interface CsvOwnerNote {
  at: Date;
  actor: string;
  text: string;
}

/**
 * One CSV cell: always quoted, quotes doubled. A cell a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) gets a leading apostrophe, so "=HYPERLINK(…)" typed in a form stays text.
 */
export function csvCell(value: string | number | undefined): string {
  let text = value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const VISIT_STATUS: Record<Booking["status"], string> = {
  requested: "Requested",
  offered: "Times offered",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** The visit's columns: the confirmed visit at its own times, or the window asked for. */
function visitValues(booking: Booking | undefined): Partial<Record<Column, string>> {
  if (!booking) return {};
  const rules = currentBookingRules();
  const slot = booking.visit ?? booking.requested;
  const window = slot && findWindow(rules, slot.window);
  const times = booking.visit
    ? { start: localTime(booking.visit.startsAt, rules), end: localTime(booking.visit.endsAt, rules) }
    : window
      ? { start: window.starts, end: window.ends }
      : undefined;
  return {
    visit_status: VISIT_STATUS[booking.status],
    visit_date: slot?.day ?? "",
    visit_start: times?.start ?? "",
    visit_end: times?.end ?? "",
    visit_window: window?.label ?? slot?.window ?? "",
    visit_frequency: booking.frequency ? frequencyLabel(booking.frequency) : booking.visit ? "Once" : "",
    visit_price: booking.priceCents === undefined ? "" : (booking.priceCents / 100).toFixed(2),
    visit_address: booking.address,
    visit_access_notes: booking.accessNotes,
  };
}

function csvRow(entry: LeadListEntry, notes: readonly CsvOwnerNote[], booking: Booking | undefined): string {
  const { lead, emails } = entry;
  const a = lead.attribution;
  const received = abileneDateAndTime(lead.createdAt);
  const values: Record<Column, string | number | undefined> = {
    id: lead.id,
    received_date: received.date,
    received_time: received.time,
    stage: STAGE_LABELS[lead.stage],
    source: lead.source === "phone" ? "Phone" : "Quote form",
    language: lead.lang === "es" ? "Spanish" : "English",
    first_name: lead.form.firstName,
    last_name: lead.form.lastName,
    business_name: lead.form.businessName,
    phone: csvPhone(lead.form.phone),
    email: lead.form.email,
    zip_code: lead.form.zipCode,
    service_area_town: townForZipCode(currentContent().business, lead.form.zipCode)?.name ?? "outside",
    square_footage: lead.form.squareFootage,
    services: serviceLabel(lead.form.services),
    referral: referralLabel(lead.form.referral),
    notes: lead.form.notes,
    visit_status: "",
    visit_date: "",
    visit_start: "",
    visit_end: "",
    visit_window: "",
    visit_frequency: "",
    visit_price: "",
    visit_address: "",
    visit_access_notes: "",
    ...visitValues(booking),
    owner_notes: notes.map((note) => `${abileneTimestamp(note.at)} ${note.actor}: ${note.text}`).join("\n"),
    quarantined: lead.quarantined ? "yes" : "no",
    quarantine_reason: lead.quarantineReason,
    emails_sent: emails.sent,
    emails_pending: emails.pending,
    emails_dead: emails.dead,
    page: a.page,
    landing_page: a.landingPage,
    referrer: a.referrer,
    ...(Object.fromEntries(ATTRIBUTION_PARAMS.map((name) => [name, a[name]])) as Record<
      AttributionParam,
      string | undefined
    >),
    ip: lead.ip,
    user_agent: lead.userAgent,
  };
  return CSV_COLUMNS.map((column) => csvCell(values[column])).join(",");
}

/** The whole file: the byte-order mark, the header, one row per lead with its owner's notes and newest booking. */
export function leadsCsv(
  entries: readonly LeadListEntry[],
  ownerNotes: ReadonlyMap<string, readonly CsvOwnerNote[]> = new Map(),
  bookings: ReadonlyMap<string, Booking> = new Map(),
): string {
  const rows = entries.map((entry) =>
    csvRow(entry, ownerNotes.get(entry.lead.id) ?? [], bookings.get(entry.lead.id)),
  );
  return `${BYTE_ORDER_MARK}${[CSV_COLUMNS.map(csvCell).join(","), ...rows].join("\n")}`;
}
