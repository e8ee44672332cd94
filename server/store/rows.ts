import type { Attribution, ContactFormValues } from "../../app/lib/contact-schema.ts";
import { isEmailPurpose } from "../../app/lib/owner-inbox.ts";
import type { Param, Row, Sql } from "./database.ts";
import type {
  Activity,
  ActivityAction,
  EmailKind,
  EmailStatus,
  Lead,
  LeadStage,
  NewActivity,
  NewLead,
  OutboxEmail,
  StoredEmail,
} from "./store.ts";

/**
 * Rows have the same column names on SQLite and PostgreSQL; only how a value arrives differs (a date as epoch
 * milliseconds or a Date, a flag as 0/1 or a boolean, attribution as JSON text or a jsonb object). These functions
 * read both, so there is one mapping from rows to leads and emails.
 */

/** The columns a new lead is inserted with, in the order of leadInsertValues(). */
export const LEAD_INSERT_COLUMNS = [
  "id",
  "created_at",
  "first_name",
  "last_name",
  "phone",
  "email",
  "zip_code",
  "square_footage",
  "services",
  "referral",
  "quarantined",
  "quarantine_reason",
  "idempotency_key",
  "ip",
  "user_agent",
  "attribution",
  "acknowledgement_skipped",
  "notes",
  "business_name",
  "audience",
  "source",
  "first_action_at",
  "lang",
] as const;

/** The values of a new lead for LEAD_INSERT_COLUMNS. */
export function leadInsertValues(lead: NewLead): Param[] {
  const { form } = lead;
  return [
    lead.id,
    lead.createdAt,
    form.firstName,
    form.lastName,
    form.phone,
    form.email,
    form.zipCode,
    form.squareFootage,
    form.services,
    form.referral,
    Boolean(lead.quarantineReason),
    lead.quarantineReason ?? null,
    lead.idempotencyKey ?? null,
    lead.ip ?? null,
    lead.userAgent ?? null,
    JSON.stringify(lead.attribution),
    lead.acknowledgementSkipped ?? null,
    form.notes,
    // A caller that predates the commercial form's parts (the command line's tests) gives none.
    form.businessName ?? "",
    form.audience ?? "home",
    lead.source ?? "form",
    // A booking the owner took by phone is answered as it is made.
    lead.source === "phone" ? lead.createdAt : null,
    lead.lang ?? "en",
  ];
}

/** The columns an email is put in the outbox with, in the order of outboxInsertValues(). */
const OUTBOX_INSERT_COLUMNS = [
  "lead_id",
  "kind",
  "recipient",
  "reply_to",
  "subject",
  "html",
  "text",
  "next_attempt_at",
  "due_since",
  "created_at",
  "calendar",
  "booking_id",
  "reminder_key",
  "list_unsubscribe",
  "purpose",
] as const;

/**
 * The values of an email for OUTBOX_INSERT_COLUMNS, due at once from `at`: a new lead's emails (from the lead's
 * own time), an acknowledgement released from quarantine, or a sign-in link (no lead).
 */
/** What ties an email to a visit: its booking, and for a reminder its once-only key. */
export interface EmailVisit {
  bookingId: string;
  reminderKey?: string;
}

function outboxInsertValues(
  leadId: string | null,
  email: OutboxEmail,
  at: Date,
  visit?: EmailVisit,
): Param[] {
  return [
    leadId,
    email.kind,
    email.to,
    email.replyTo ?? null,
    email.subject,
    email.html,
    email.text,
    at,
    at,
    at,
    email.calendar ? JSON.stringify(email.calendar) : null,
    visit?.bookingId ?? null,
    visit?.reminderKey ?? null,
    email.listUnsubscribe ?? null,
    email.purpose,
  ];
}

/** `INSERT INTO table (columns) VALUES (?, ...)`. */
export function insertStatement(table: string, columns: readonly string[]): string {
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
}

function optionalText(value: unknown): string | undefined {
  return value == null ? undefined : String(value);
}

export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === "number" || typeof value === "bigint") return new Date(Number(value));
  return new Date(String(value));
}

function toAttribution(value: unknown): Attribution {
  if (value && typeof value === "object") return value as Attribution;
  if (typeof value !== "string") return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" ? (parsed as Attribution) : {};
  } catch {
    // A damaged attribution must not hide the lead itself.
    return {};
  }
}

export function rowToLead(row: Row): Lead {
  const form: ContactFormValues = {
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    phone: String(row.phone),
    email: String(row.email),
    zipCode: String(row.zip_code),
    squareFootage: Number(row.square_footage),
    services: String(row.services) as ContactFormValues["services"],
    referral: String(row.referral) as ContactFormValues["referral"],
    // Leads stored before the notes column existed read as an empty note.
    notes: row.notes == null ? "" : String(row.notes),
    businessName: row.business_name == null ? "" : String(row.business_name),
    audience: row.audience === "business" ? "business" : "home",
  };
  return {
    id: String(row.id),
    createdAt: toDate(row.created_at),
    form,
    attribution: toAttribution(row.attribution),
    quarantined: Boolean(row.quarantined),
    stage: (optionalText(row.stage) ?? "new") as LeadStage,
    source: row.source === "phone" ? "phone" : "form",
    lang: row.lang === "es" ? "es" : "en",
    quarantineReason: optionalText(row.quarantine_reason),
    idempotencyKey: optionalText(row.idempotency_key),
    ip: optionalText(row.ip),
    userAgent: optionalText(row.user_agent),
    acknowledgementSkipped: optionalText(row.acknowledgement_skipped),
  };
}

export function rowToEmail(row: Row): StoredEmail {
  return {
    // PostgreSQL's bigint arrives as a string; an outbox will not reach 2^53 rows.
    id: Number(row.id),
    leadId: optionalText(row.lead_id),
    kind: String(row.kind) as EmailKind,
    purpose: isEmailPurpose(row.purpose)
      ? row.purpose
      : row.kind === "business"
        ? "business-email"
        : row.kind === "sign-in"
          ? "sign-in"
          : "customer-email",
    to: String(row.recipient),
    replyTo: optionalText(row.reply_to),
    subject: String(row.subject),
    html: String(row.html),
    text: String(row.text),
    status: String(row.status) as EmailStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: toDate(row.next_attempt_at),
    dueSince: toDate(row.due_since),
    lastError: optionalText(row.last_error),
    sentAt: row.sent_at == null ? undefined : toDate(row.sent_at),
    ...(row.calendar == null ? {} : { calendar: toCalendar(row.calendar) }),
    ...(row.list_unsubscribe == null ? {} : { listUnsubscribe: String(row.list_unsubscribe) }),
  };
}

function toCalendar(value: unknown): OutboxEmail["calendar"] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  const { method, content } = (parsed ?? {}) as { method?: unknown; content?: unknown };
  if ((method !== "REQUEST" && method !== "CANCEL") || typeof content !== "string") return undefined;
  return { method, content };
}

export function rowToActivity(row: Row): Activity {
  return {
    id: Number(row.id),
    at: toDate(row.at),
    actor: String(row.actor),
    action: String(row.action) as ActivityAction,
    leadId: optionalText(row.lead_id),
    detail: optionalText(row.detail),
  };
}

/** A LIKE pattern that matches `text` literally (its % _ and \ escaped; the query says ESCAPE '\'). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The LIKE patterns of an inbox search, the same for both stores: words anywhere in the name or email, the digits
 * anywhere in the phone's digits (at least three, so "a 5" does not match every phone), or the start of the id.
 */
export function searchPatterns(search: string): { text: string; digits: string | null; id: string } {
  const words = search.trim().toLowerCase();
  const digits = words.replace(/\D/g, "");
  return {
    text: `%${likeLiteral(words)}%`,
    digits: digits.length >= 3 ? `%${digits}%` : null,
    id: `${likeLiteral(words)}%`,
  };
}

/** The phone's digits in SQL (both stores have replace()): separators the form allows are dropped. */
export const PHONE_DIGITS_SQL =
  "replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '')";

/**
 * What counts as the owner answering a lead (its first action), when an owner does it: any change of the lead by
 * the owner (a stage, a note, a visit confirmed, booked, moved, cancelled, declined, an offer of times, a visit
 * marked done or flagged); each sets the lead's `first_action_at` in the same transaction. "Not spam" does not: a
 * released lead still waits for an answer. The customer's own changes ("customer") and the service's never count.
 */
export const OWNER_ACTIONS = [
  "stage",
  "note",
  "booking-confirmed",
  "booking-declined",
  "visit-booked",
  "visit-moved",
  "visit-cancelled",
  "offer-made",
  "quote-sent",
  "quote-withdrawn",
  "payment-refunded",
  "visit-done",
  "visit-problem",
] as const;

/** Actors that are not the owner: their actions never answer a lead. */
export const NOT_OWNER_ACTORS = ["customer", "service"] as const;

export function isOwnerAction(activity: Pick<NewActivity, "action" | "actor">): boolean {
  return (
    (OWNER_ACTIONS as readonly string[]).includes(activity.action) &&
    !(NOT_OWNER_ACTORS as readonly string[]).includes(activity.actor)
  );
}

/** `'a', 'b'`: a list of our own words (never input) for an IN (…). */
export const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/** No action by the owner on the lead `l` yet (its column is kept by setStage and addNote; migration 8). */
export const UNTOUCHED = "l.first_action_at IS NULL";

/**
 * How far a stage goes, for a lead's `reached` column (migrations 8 and 18): contacted, quoted, booked, then won. New
 * and lost add nothing: a lead lost straight from New was never contacted as far as the store knows.
 */
export const STAGE_REACHED: Record<LeadStage, number> = {
  new: 0,
  contacted: 1,
  quoted: 2,
  booked: 3,
  won: 4,
  lost: 0,
};

// Writes shared by the leads and the outbox (each records what it did in a lead's history).

/** Leads old enough to purge (the parameter is the cutoff). */
export const PURGEABLE = `created_at < ? AND NOT EXISTS (
  SELECT 1 FROM outbox WHERE outbox.lead_id = leads.id AND outbox.status = 'pending')`;

export const RETRY = `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, due_since = ?,
  claimed_by = NULL, claim_until = NULL`;

/**
 * Records what happened, in the caller's transaction; an owner's action on a lead also answers it (its
 * `first_action_at`, which "how fast we answer" reads), whichever kind of action it is.
 */
export async function insertActivity(sql: Sql, activity: NewActivity): Promise<void> {
  const { at, actor, action, leadId, detail } = activity;
  await sql.run("INSERT INTO activity (at, actor, action, lead_id, detail) VALUES (?, ?, ?, ?, ?)", [
    at,
    actor,
    action,
    leadId ?? null,
    detail ?? null,
  ]);
  if (leadId && isOwnerAction(activity)) {
    await sql.run("UPDATE leads SET first_action_at = coalesce(first_action_at, ?) WHERE id = ?", [
      at,
      leadId,
    ]);
  }
}

/**
 * Moves a lead's stage forward to `stage` (quoted, booked, won) unless it is already there or further; a lost lead comes
 * back. Recorded as a stage change by `actor`. Answers whether it moved.
 */
export async function advanceStage(
  sql: Sql,
  leadId: string,
  stage: "quoted" | "booked" | "won",
  actor: string,
  at: Date,
): Promise<boolean> {
  const row = await sql.get("SELECT stage FROM leads WHERE id = ?", [leadId]);
  if (!row) return false;
  const current = String(row.stage) as LeadStage;
  if (current !== "lost" && STAGE_REACHED[current] >= STAGE_REACHED[stage]) return false;
  const reached = STAGE_REACHED[stage];
  await sql.run(
    "UPDATE leads SET stage = ?, reached = CASE WHEN reached < ? THEN ? ELSE reached END WHERE id = ?",
    [stage, reached, reached, leadId],
  );
  await insertActivity(sql, { at, actor, action: "stage", leadId, detail: stage });
  return true;
}

/** A retried email in its lead's history. */
export const retriedActivity = (row: Row, actor: string, at: Date): NewActivity => ({
  at,
  actor,
  action: "email-retried",
  leadId: String(row.lead_id),
  detail: `${row.kind} to ${row.recipient}`,
});

/** An email into the outbox, due at once from `at`: a new lead's, a released acknowledgement, a sign-in link. */
export async function insertEmail(
  sql: Sql,
  leadId: string | null,
  email: OutboxEmail,
  at: Date,
  visit?: EmailVisit,
): Promise<void> {
  await sql.run(
    insertStatement("outbox", OUTBOX_INSERT_COLUMNS),
    outboxInsertValues(leadId, email, at, visit),
  );
}
