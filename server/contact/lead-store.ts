import type { Attribution, ContactFormValues } from "../../app/lib/contact-schema.ts";
import { type ActivityAction, type LeadStage, SIGN_IN_LINK_MINUTES } from "../../app/lib/owner-inbox.ts";

/**
 * Where quote requests live: the lead itself and, written in the same transaction, the emails it must cause (an
 * outbox). The service and the owner's CLI talk to this interface only; two implementations sit behind it, SQLite
 * (sqlite-lead-store.ts, the default) and PostgreSQL (postgres-lead-store.ts, when DATABASE_URL is set), and one
 * behavioural test suite runs against both (lead-store-suite.ts). Every method is async for PostgreSQL's sake, even
 * where SQLite answers synchronously.
 */

export type LeadStatus = "normal" | "quarantined";
/** Where the owner is with a lead (the inbox's status, app/lib/owner-inbox.ts): every lead starts "new". */
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
   * Set when the customer's acknowledgement was not sent because a limit was reached (at most 3 to one address a
   * day, 60 an hour in all): the lead and the business's email are stored as usual; this says why the customer got
   * nothing.
   */
  acknowledgementSkipped?: string;
}

export interface Lead extends NewLead {
  status: LeadStatus;
  stage: LeadStage;
}

/** An email as the outbox stores it; the sender (MAIL_FROM) is added when it is sent. */
export interface OutboxEmail {
  kind: EmailKind;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
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
}

export interface LeadWithEmails {
  lead: Lead;
  emails: StoredEmail[];
}

export interface LeadListEntry {
  lead: Lead;
  emails: Record<EmailStatus, number>;
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
  /** The new status, the note's text, the email retried… */
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

export interface LeadStore {
  /** Where the leads are, for the owner's messages: a file path, or the database URL without its password. */
  readonly location: string;
  /** The schema version the store is at (created or migrated when it was opened). */
  schemaVersion(): Promise<number>;

  /** Stores the lead and its emails in one transaction; with a known idempotency key stores nothing. */
  saveLead(lead: NewLead, emails: readonly OutboxEmail[]): Promise<SaveResult>;
  /** The id of the lead stored with this idempotency key, if any. */
  findByIdempotencyKey(key: string): Promise<string | undefined>;
  getLead(id: string): Promise<LeadWithEmails | undefined>;
  /** Up to 10 ids starting with this prefix, oldest first (the CLI accepts a unique prefix of an id). */
  findLeadIds(prefix: string): Promise<string[]>;
  /** Newest first. */
  listLeads(limit: number): Promise<LeadListEntry[]>;
  /** Oldest first: every lead, for the CSV export. */
  allLeads(): Promise<LeadListEntry[]>;

  /**
   * Leases up to `limit` due emails to this worker until `leaseUntil`: pending, due, and not leased by a live
   * worker. One statement, so two processes on one database never get the same email.
   */
  claimDueEmails(workerId: string, now: Date, leaseUntil: Date, limit: number): Promise<StoredEmail[]>;
  /** Marks an email sent (even if its lease ran out meanwhile: it was sent, nobody must send it again). */
  markSent(emailId: number, now: Date): Promise<void>;
  /** Records a failed attempt by the lease holder: back to pending at `nextAttemptAt`, or dead. */
  markFailed(
    emailId: number,
    workerId: string,
    error: string,
    outcome: { nextAttemptAt: Date } | { dead: true },
  ): Promise<void>;
  /**
   * Deletes a sign-in email its lease holder could not deliver before its link expired: it could only bring a link
   * that no longer works, and it would sit in the outbox as a dead letter nobody can act on.
   */
  discardSignInEmail(emailId: number, workerId: string): Promise<void>;
  /** The workers holding a lease on a pending email now. */
  leaseHolders(now: Date): Promise<string[]>;
  /** Ends every lease of this worker (it is known to be dead); returns how many emails were freed. */
  releaseLeases(workerId: string): Promise<number>;
  /** When the worker should look again: the earliest due time (or lease end) of a pending email. */
  nextWakeAt(): Promise<Date | undefined>;
  /**
   * Every dead letter of a lead back to pending, due now, each recorded in its lead's history as retried by `actor`;
   * returns how many. Sign-in emails stay dead: their link expired long before an email is given up.
   */
  retryDead(now: Date, actor: string): Promise<number>;
  outboxCounts(): Promise<OutboxCounts>;
  /** Extends this worker's lease on an email it is sending; false when the lease is no longer its own. */
  renewLease(emailId: number, workerId: string, leaseUntil: Date): Promise<boolean>;
  /** What /healthz needs of the outbox, without counting sent emails. */
  mailStatus(): Promise<MailStatus>;
  /** How many emails are pending and dead (for the operator's details; sent emails are not counted). */
  unsentCounts(): Promise<Pick<OutboxCounts, "pending" | "dead">>;

  /**
   * Takes one from each bucket if every one of them has room (a sliding window: at most `limit` in any `windowMs`),
   * or none at all. Atomic across processes sharing the store, so several copies of the service share one allowance.
   */
  takeAllowance(buckets: readonly AllowanceBucket[], now: Date): Promise<AllowanceDecision>;

  /**
   * Retention (the privacy policy keeps quote requests up to 24 months): how many leads `purgeLeadsBefore` would
   * delete now. A lead with an email still pending is never purged: it has not reached the business yet.
   */
  countPurgeableLeads(cutoff: Date): Promise<number>;
  /**
   * Deletes, in one transaction, every lead created before `cutoff` none of whose emails is pending (sent or dead
   * letters), with its outbox rows; returns how many leads were deleted.
   */
  purgeLeadsBefore(cutoff: Date): Promise<number>;

  // The owner's inbox (server/owner/). Every change records its activity in the same transaction.

  /** Newest first, filtered and searched. */
  findLeads(query: LeadQuery): Promise<LeadListEntry[]>;
  /** Sets the owner's status of a lead; false when there is no such lead. A status it already has records nothing. */
  setStage(leadId: string, stage: LeadStage, actor: string, at: Date): Promise<boolean>;
  /** Adds a private note (the owner's, never shown to the visitor); false when there is no such lead. */
  addNote(leadId: string, text: string, actor: string, at: Date): Promise<boolean>;
  /**
   * "Not spam": takes a lead out of quarantine and queues the acknowledgement it was denied, in one transaction;
   * false when the lead is not in quarantine (or does not exist), and then nothing is queued.
   */
  releaseFromQuarantine(
    leadId: string,
    acknowledgement: OutboxEmail,
    actor: string,
    at: Date,
  ): Promise<boolean>;
  /** One dead letter of this lead back to pending, due now; false when it is not a dead letter of this lead. */
  retryEmail(leadId: string, emailId: number, actor: string, at: Date): Promise<boolean>;
  /** The history of one lead, oldest first. */
  leadActivity(leadId: string): Promise<Activity[]>;
  /** Records what is not a change of a lead (a sign-in, a sign-out). */
  recordActivity(activity: NewActivity): Promise<void>;
  /** The newest sign-ins and sign-outs (what belongs to no lead), newest first. */
  accessActivity(limit: number): Promise<Activity[]>;

  /** Queues an email that belongs to no lead (a sign-in link), due now. */
  queueEmail(email: OutboxEmail, at: Date): Promise<void>;

  /** Stores a sign-in link by the hash of its token. */
  createSignInLink(tokenHash: string, email: string, expiresAt: Date, at: Date): Promise<void>;
  /**
   * Uses a sign-in link: the owner's email when the link exists, has not expired and was never used; it is then
   * used, atomically, so two clicks cannot both sign in. undefined otherwise.
   */
  consumeSignInLink(tokenHash: string, at: Date): Promise<string | undefined>;
  /** How many sign-in links were asked for this address since `since` (the per-address limit). */
  countSignInLinks(email: string, since: Date): Promise<number>;
  createSession(tokenHash: string, email: string, expiresAt: Date, at: Date): Promise<void>;
  /** The session of this token hash, if it exists, has not expired and was not ended. */
  findSession(tokenHash: string, at: Date): Promise<OwnerSession | undefined>;
  endSession(tokenHash: string, at: Date): Promise<void>;
  /** Ends every session of this owner ("sign out everywhere"); returns how many were open. */
  endAllSessions(email: string, at: Date): Promise<number>;

  /** A trivial query: throws when the store cannot answer. */
  ping(): Promise<void>;
  /**
   * Commits a small write (a health probe row): throws when a lead could not be stored now (disk full, database
   * unreachable or read-only). For /healthz.
   */
  probeWrite(now: Date, writer: string): Promise<void>;
  /**
   * Records whether an alert condition is on, for every copy of the service: true only for the one call that
   * changed it (a condition never recorded is off). The copy that changes it tells the owner; the others stay
   * quiet, so one incident is one alert however many copies see it, and a restart does not repeat it.
   */
  changeAlertState(condition: string, active: boolean, at: Date, writer: string): Promise<boolean>;
  close(): Promise<void>;
}
