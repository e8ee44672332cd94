import { townForZipCode } from "../../app/content/business.ts";
import { ATTRIBUTION_PARAMS, type AttributionParam } from "../../app/lib/attribution-params.ts";
import { referralLabel, serviceLabel } from "../../app/lib/contact-fields.ts";
import type { LeadListEntry } from "../store/store.ts";

/**
 * Every lead as CSV, for a spreadsheet: one export for the owner's command (`npm run leads -- export --csv`) and
 * the inbox's "Export CSV" (/leads/export.csv), with the same columns.
 */

export const CSV_COLUMNS = [
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
] as const;

/**
 * One CSV cell: always quoted, quotes doubled. A cell a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) gets a leading apostrophe, so "=HYPERLINK(…)" typed in a form stays text.
 */
export function csvCell(value: string | number | undefined): string {
  let text = value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

function csvRow(entry: LeadListEntry): string {
  const { lead, emails } = entry;
  const a = lead.attribution;
  const values: Record<(typeof CSV_COLUMNS)[number], string | number | undefined> = {
    id: lead.id,
    created_at: lead.createdAt.toISOString(),
    quarantined: lead.quarantined ? "yes" : "no",
    stage: lead.stage,
    quarantine_reason: lead.quarantineReason,
    first_name: lead.form.firstName,
    last_name: lead.form.lastName,
    email: lead.form.email,
    phone: lead.form.phone,
    zip_code: lead.form.zipCode,
    service_area_town: townForZipCode(lead.form.zipCode)?.name ?? "outside",
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
  };
  return CSV_COLUMNS.map((column) => csvCell(values[column])).join(",");
}

export function leadsCsv(entries: readonly LeadListEntry[]): string {
  return [CSV_COLUMNS.map(csvCell).join(","), ...entries.map(csvRow)].join("\n");
}
