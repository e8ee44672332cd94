import type { Lang } from "../../app/content/model/languages.ts";
import type { Attribution, ContactFormValues } from "../../app/lib/contact-schema.ts";
import {
  type ActivityAction,
  type EmailPurpose,
  type LeadStage,
  SIGN_IN_LINK_MINUTES,
} from "../../app/lib/owner-inbox.ts";
import type { SourceCount, SourceValues } from "../../app/lib/owner-numbers.ts";
import type { Allowances } from "./allowances.ts";
import type { BookingRefusal, BookingRequest, Bookings } from "./bookings.ts";
import type { LeadReports } from "./lead-reports.ts";
import type { Leads } from "./leads.ts";
import type { Operations } from "./operations.ts";
import type { Outbox } from "./outbox.ts";
import type { OwnerSignIns } from "./owner-sign-ins.ts";
import type { Quotes } from "./quotes.ts";
import type { ReviewRequests } from "./review-requests.ts";
import type { SiteContentStore } from "./site-content.ts";
import type { Visits } from "./visits.ts";

/**
 * What the store holds, and the store itself: leads and their history (leads.ts), the emails they cause (outbox.ts),
 * the shared rate limits (allowances.ts), the owner's sign-in links and sessions (owner-sign-ins.ts) and what
 * operations need (operations.ts), each written once over one Database (database.ts) that answers on SQLite or
 * PostgreSQL (docs/architecture.md, "The store"). One behavioural suite runs against both (tests/support/store-suite.ts).
 */

/** Where the owner is with a lead (app/lib/owner-inbox.ts): every lead starts "new". */
export type { LeadStage };
/** "sign-in": a sign-in link to the owner's inbox, the one email that belongs to no lead. */
export type EmailKind = "business" | "customer" | "sign-in";

export { SIGN_IN_LINK_MINUTES };
export type EmailStatus = "pending" | "sent" | "dead";

export interface NewLead {
  id: string;
  form: ContactFormValues;
  attribution: Attribution;
  /** Set when the bot check or the honeypot says "suspected spam": the lead is kept, flagged with the reason. */
  quarantineReason?: string;
  idempotencyKey?: string;
  ip?: string;
  userAgent?: string;
  /** When the service received the request. */
  createdAt: Date;
  /**
   * The language of the form it came from (or the one the owner chose for a booking taken by phone): everything the
   * customer receives is written in it. English when not given.
   */
  lang?: Lang;
  /**
   * Set when the customer's acknowledgement was not sent because a limit was reached (at most 3 to one address a
   * day, 60 an hour in all): the lead and the business's email are stored as usual; this says why the customer got
   * nothing.
   */
  acknowledgementSkipped?: string;
  /** The windows asked for in "When would you like us?", stored as a waiting booking with the lead. */
  booking?: BookingRequest;
  /** Where it came from: the quote form (the default), or a booking the owner took by phone. */
  source?: LeadSourceKind;
  /**
   * The visitor's network as the rate limit counts it (server/client-address.ts): the places its waiting requests
   * hold are bounded (docs/architecture.md, "Booking"). Not kept with the lead.
   */
  network?: string;
}

/** How a lead reached the business: the quote form, or the owner entering a booking taken by phone. */
export type LeadSourceKind = "form" | "phone";

export interface Lead extends Omit<NewLead, "booking" | "network" | "source" | "lang"> {
  source: LeadSourceKind;
  lang: Lang;
  /** Kept as suspected spam (quarantineReason says why) until the owner says "Not spam". */
  quarantined: boolean;
  stage: LeadStage;
}

/** An email as the outbox stores it; the sender (MAIL_FROM) is added when it is sent. */
export interface OutboxEmail {
  kind: EmailKind;
  /** What the email is (a visit confirmation, a reminder…): the owner's lead page names it by this. */
  purpose: EmailPurpose;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** An invitation (REQUEST) or a cancellation (CANCEL), sent as the email's text/calendar part. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
  /**
   * A marketing email's one-click unsubscribe address (https): sent as List-Unsubscribe with
   * List-Unsubscribe-Post (RFC 8058). Transactional emails have none.
   */
  listUnsubscribe?: string;
}

export interface StoredEmail extends OutboxEmail {
  id: number;
  /** The lead it belongs to; none for a sign-in link. */
  leadId: string | undefined;
  status: EmailStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError?: string;
  sentAt?: Date;
  /** When the current run of attempts began (creation, or the last `retry` of a dead letter). */
  dueSince: Date;
}

export interface SaveResult {
  id: string;
  /** False when a lead with the same idempotency key was already stored: nothing new was written. */
  created: boolean;
  /** Set when the lead's requested window can no longer be had (closed, full…): nothing was written. */
  refused?: BookingRefusal;
}

export interface LeadWithEmails {
  lead: Lead;
  emails: StoredEmail[];
}

export interface LeadListEntry {
  lead: Lead;
  emails: Record<EmailStatus, number>;
  /** No action by the owner yet (a stage set, a note). */
  untouched: boolean;
}

/** Leads grouped by what the source rule reads (server/owner/lead-source.ts): click ids as "1" when present. */
export interface SourceGroup {
  fields: Partial<
    Record<"gclid" | "gbraid" | "wbraid" | "fbclid" | "utm_campaign" | "utm_source" | "referrer", string>
  > & { source?: "phone" };
  counts: Record<SourceCount, number>;
  /** The value of these leads' quotes and payments, in cents. */
  values: SourceValues;
}

/** The leads whose customer gave one answer to "How did you hear about us?", and how far they went. */
export interface ReferralGroup {
  referral: string;
  counts: Record<SourceCount, number>;
  values: SourceValues;
}

/** A lead's arrival and the owner's first action on it, if any. */
export interface AnswerTime {
  receivedAt: Date;
  firstActionAt?: Date;
}

/** What the owner's inbox lists: a filter, a search and how many. */
export interface LeadQuery {
  stage?: LeadStage;
  /** true: only leads in quarantine; false: only the others; undefined: both. */
  quarantined?: boolean;
  /**
   * Words to find in the name, the email, the phone (digits compared without separators) or the reference (the id
   * or its start). Case does not matter.
   */
  search?: string;
  limit: number;
  /** Untouched leads (not in quarantine) received at or before this come first, newest first among them. */
  untouchedFirstBefore?: Date;
}

export type { ActivityAction };

/** One thing that happened, by whom: the owner's history of a lead, and sign-ins and sign-outs (no lead). */
export interface Activity {
  id: number;
  at: Date;
  /** Who: an owner's email address, or "command line". */
  actor: string;
  action: ActivityAction;
  leadId?: string;
  /** The new stage, the note's text, the email retried… */
  detail?: string;
}

export type NewActivity = Omit<Activity, "id">;

/** An owner's session, as stored: only the hash of its token is kept. */
export interface OwnerSession {
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface OutboxCounts {
  pending: number;
  sent: number;
  dead: number;
}

/** One allowance of a store-backed limit: at most `limit` takes of `key` in any `windowMs`. */
export interface AllowanceBucket {
  /** An opaque key (the callers hash addresses, so the store keeps none). */
  key: string;
  limit: number;
  windowMs: number;
}

export type AllowanceDecision =
  | { allowed: true }
  /** Refused by `key`; a take succeeds again in `retryAfterMs` at the earliest. */
  | { allowed: false; key: string; retryAfterMs: number };

/** The outbox as /healthz reads it: cheap queries on partial indexes, whatever the number of sent emails. */
export interface MailStatus {
  /** When the oldest pending email became due (its current run of attempts began); undefined with none pending. */
  oldestPendingSince?: Date;
  /** Dead letters of the business's own notifications: leads that never reached the business. */
  deadBusinessEmails: number;
}

export interface Store
  extends Leads,
    LeadReports,
    Outbox,
    Allowances,
    OwnerSignIns,
    Operations,
    SiteContentStore,
    Bookings,
    Visits,
    Quotes,
    ReviewRequests {
  /** Where the data is, for the owner's messages: a file path, or the database URL without its password. */
  readonly location: string;
  /** An online, verified copy of the whole store (SQLite only: PostgreSQL is backed up with pg_dump). */
  backupTo?(file: string): Promise<{ leads: number; bytes: number }>;
  close(): Promise<void>;
}
