import { townForZipCode } from "../../app/content/business.ts";
import { ATTRIBUTION_PARAMS, type AttributionParam } from "../../app/lib/attribution-params.ts";
import { referralLabel, serviceLabel } from "../../app/lib/contact-fields.ts";
import { currentContent } from "../current-content.ts";
import type { LeadListEntry } from "../store/store.ts";

/**
 * Every lead as CSV, for a spreadsheet: one export for the owner's command (`npm run leads -- export --csv`) and
 * the inbox's "Export CSV" (/leads/export.csv), with the same columns.
 */

const CSV_COLUMNS = [
  "id",
  "created_at",
  "quarantined",
  "quarantine_reason",
  "first_name",
  "last_name",
  "email",
  "phone",
  "zip_code",
  "service_area_town",
  "square_footage",
  "services",
  "referral",
  "notes",
  "page",
  "landing_page",
  "referrer",
  ...ATTRIBUTION_PARAMS,
  "ip",
  "user_agent",
  "emails_sent",
  "emails_pending",
  "emails_dead",
  // Where the owner is with the lead (new, contacted, quoted, won, lost).
  "stage",
  // The owner's private notes, oldest first, each with its Abilene time and who wrote it.
  "owner_notes",
] as const;

/**
 * The business's time zone: spreadsheets show a time as written, so the export writes Abilene's wall time with
 * its offset ("2025-03-04 09:30:00 -06:00"), never UTC, which read five or six hours off.
 */
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

export function abileneTimestamp(at: Date): string {
  const part = Object.fromEntries(abileneParts.formatToParts(at).map((piece) => [piece.type, piece.value]));
  // "GMT-06:00" (or "GMT" at an offset of zero, which Abilene never has).
  const offset = (part.timeZoneName ?? "").replace(/^GMT/, "") || "+00:00";
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${offset}`;
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

function csvRow(entry: LeadListEntry, notes: readonly CsvOwnerNote[]): string {
  const { lead, emails } = entry;
  const a = lead.attribution;
  const values: Record<(typeof CSV_COLUMNS)[number], string | number | undefined> = {
    id: lead.id,
    created_at: abileneTimestamp(lead.createdAt),
    quarantined: lead.quarantined ? "yes" : "no",
    stage: lead.stage,
    quarantine_reason: lead.quarantineReason,
    first_name: lead.form.firstName,
    last_name: lead.form.lastName,
    email: lead.form.email,
    phone: lead.form.phone,
    zip_code: lead.form.zipCode,
    service_area_town: townForZipCode(currentContent().business, lead.form.zipCode)?.name ?? "outside",
    square_footage: lead.form.squareFootage,
    services: serviceLabel(lead.form.services),
    referral: referralLabel(lead.form.referral),
    notes: lead.form.notes,
    page: a.page,
    landing_page: a.landingPage,
    referrer: a.referrer,
    ...(Object.fromEntries(ATTRIBUTION_PARAMS.map((name) => [name, a[name]])) as Record<
      AttributionParam,
      string | undefined
    >),
    ip: lead.ip,
    user_agent: lead.userAgent,
    emails_sent: emails.sent,
    emails_pending: emails.pending,
    emails_dead: emails.dead,
    owner_notes: notes.map((note) => `${abileneTimestamp(note.at)} ${note.actor}: ${note.text}`).join("\n"),
  };
  return CSV_COLUMNS.map((column) => csvCell(values[column])).join(",");
}

/** The whole file: the byte-order mark, the header, one row per lead with its owner's notes (by lead id). */
export function leadsCsv(
  entries: readonly LeadListEntry[],
  ownerNotes: ReadonlyMap<string, readonly CsvOwnerNote[]> = new Map(),
): string {
  const rows = entries.map((entry) => csvRow(entry, ownerNotes.get(entry.lead.id) ?? []));
  return `${BYTE_ORDER_MARK}${[CSV_COLUMNS.map(csvCell).join(","), ...rows].join("\n")}`;
}
