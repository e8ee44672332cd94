import { townForZipCode } from "../../app/content/business.ts";
import { referralLabel, serviceLabel } from "../../app/lib/contact-fields.ts";
import {
  type InboxEmail,
  type InboxEvent,
  type InboxLead,
  type InboxLeadDetail,
  type InboxQuery,
  type LeadStage,
  MAX_NOTE_LENGTH,
} from "../../app/lib/owner-inbox.ts";
import type { LeadNumbers, NumbersPeriod } from "../../app/lib/owner-numbers.ts";
import { singleLineBreaks, visibleText } from "../../app/lib/plain-text.ts";
import { formatSlot } from "../../app/lib/visit-words.ts";
import { customerAcknowledgement } from "../contact/email-templates.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import type { Booking } from "../store/bookings.ts";
import { isOwnerAction } from "../store/rows.ts";
import type { Activity, LeadListEntry, Store, StoredEmail } from "../store/store.ts";
import { businessCutoff } from "./business-hours.ts";
import { leadNumbers } from "./lead-numbers.ts";
import { type CsvOwnerNote, leadsCsv } from "./leads-csv.ts";

/**
 * The owner's operations on the leads, one implementation for both ways in: the web inbox (/leads, through
 * owner-inbox-service.ts, acting as the signed-in owner's email) and the command line (`npm run leads`, acting as
 * "command line"). Each change is recorded in the lead's history by the store, in the same transaction.
 */

/** How many leads the inbox lists at once (newest first; the search finds older ones). */
export const INBOX_PAGE_SIZE = 200;

export const COMMAND_LINE_ACTOR = "command line";

/** How many sign-ins and sign-outs the inbox shows. */
const RECENT_ACCESS_SHOWN = 10;

/** The visits a booking's history names ("2026-03-10 morning"), in words with the owner's window names. */
const SLOT_IN_DETAIL = /\b(\d{4}-\d{2}-\d{2}) ([a-z0-9][a-z0-9-]*)\b/g;
const SLOT_ACTIONS: ReadonlySet<string> = new Set([
  "booking-confirmed",
  "booking-reschedule-requested",
  "visit-booked",
  "visit-moved",
  "visit-cancelled",
  "offer-made",
  "offer-picked",
]);

function inboxEvent(event: Activity): InboxEvent {
  let detail = event.detail === undefined ? undefined : visibleText(event.detail);
  if (detail && SLOT_ACTIONS.has(event.action)) {
    const rules = currentBookingRules();
    detail = detail.replace(SLOT_IN_DETAIL, (_, day: string, window: string) =>
      formatSlot({ day, window }, rules),
    );
  }
  return { at: event.at.toISOString(), actor: event.actor, action: event.action, detail };
}

/** `waitingSince`: a lead received at or before it, untouched, waits (businessCutoff: one business hour ago). */
function inboxLead(entry: LeadListEntry, waitingSince?: Date): InboxLead {
  const { lead } = entry;
  return {
    id: lead.id,
    receivedAt: lead.createdAt.toISOString(),
    name: `${lead.form.firstName} ${lead.form.lastName}`,
    email: lead.form.email,
    phone: lead.form.phone,
    service: serviceLabel(lead.form.services),
    zipCode: lead.form.zipCode,
    town: townForZipCode(currentContent().business, lead.form.zipCode)?.name ?? null,
    stage: lead.stage,
    quarantined: lead.quarantined,
    quarantineReason: lead.quarantineReason,
    emailFailed: entry.emails.dead > 0,
    waiting:
      waitingSince !== undefined &&
      entry.untouched &&
      !lead.quarantined &&
      lead.createdAt.getTime() <= waitingSince.getTime(),
  };
}

function inboxEmail(email: StoredEmail): InboxEmail {
  return {
    id: email.id,
    kind: email.kind,
    purpose: email.purpose,
    to: email.to,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    nextAttemptAt: email.status === "pending" ? email.nextAttemptAt.toISOString() : undefined,
    sentAt: email.sentAt?.toISOString(),
    lastError: email.lastError,
  };
}

const ATTRIBUTION_NAMES: Record<string, string> = {
  page: "Sent from",
  landingPage: "Landing page",
  referrer: "Came from",
};

export class LeadInbox {
  readonly #store: Store;
  readonly #now: () => Date;

  constructor(store: Store, now: () => Date = () => new Date()) {
    this.#store = store;
    this.#now = now;
  }

  /** Newest first, except that leads still untouched after one business hour come first. */
  async list(query: InboxQuery, limit = INBOX_PAGE_SIZE): Promise<InboxLead[]> {
    const waitingSince = businessCutoff(this.#now());
    const entries = await this.#store.findLeads({
      stage: query.stage,
      quarantined: query.quarantine === "only" ? true : query.quarantine === "hide" ? false : undefined,
      search: query.search?.slice(0, 200),
      limit,
      untouchedFirstBefore: waitingSince,
    });
    return entries.map((entry) => inboxLead(entry, waitingSince));
  }

  /** The owner's numbers for a period, as of now. */
  numbers(period: NumbersPeriod): Promise<LeadNumbers> {
    return leadNumbers(this.#store, period, this.#now());
  }

  async lead(id: string): Promise<InboxLeadDetail | undefined> {
    const found = await this.#store.getLead(id);
    if (!found) return undefined;
    const { lead, emails } = found;
    const dead = emails.filter((email) => email.status === "dead").length;
    const pending = emails.filter((email) => email.status === "pending").length;
    const sent = emails.length - dead - pending;
    const history = await this.#store.leadActivity(id);
    return {
      ...inboxLead({
        lead,
        emails: { dead, pending, sent },
        untouched: !history.some(isOwnerAction),
      }),
      squareFootage: lead.form.squareFootage,
      referral: referralLabel(lead.form.referral),
      // Shown as the rule of app/lib/plain-text.ts makes them, stored before that rule or not.
      notes: visibleText(lead.form.notes),
      attribution: Object.entries(lead.attribution)
        .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
        .map(([name, value]) => ({ name: ATTRIBUTION_NAMES[name] ?? name, value: visibleText(value) })),
      ip: lead.ip,
      userAgent: lead.userAgent === undefined ? undefined : visibleText(lead.userAgent),
      acknowledgementSkipped: lead.acknowledgementSkipped,
      emails: emails.map(inboxEmail),
      history: history.map(inboxEvent),
      businessName: visibleText(lead.form.businessName),
      source: lead.source,
      lang: lead.lang,
    };
  }

  setStage(id: string, stage: LeadStage, actor: string): Promise<boolean> {
    return this.#store.setStage(id, stage, actor, this.#now());
  }

  /** A private note: trimmed, at most MAX_NOTE_LENGTH characters, control characters but line breaks removed. */
  async addNote(id: string, text: string, actor: string): Promise<boolean> {
    // Tabs and line breaks stay, as the quote form's notes keep them; other control characters go.
    const clean = visibleText(singleLineBreaks(text)).trim().slice(0, MAX_NOTE_LENGTH);
    if (!clean) return false;
    return this.#store.addNote(id, clean, actor, this.#now());
  }

  /** "Not spam": out of quarantine, with the acknowledgement the visitor was not sent. */
  async markNotSpam(id: string, actor: string): Promise<boolean> {
    const found = await this.#store.getLead(id);
    if (!found?.lead.quarantined) return false;
    const { quarantineReason: _reason, ...lead } = found.lead;
    // A visit asked for is said in the acknowledgement, as it would have been: requested, not yet confirmed.
    const booking = await this.#store.bookingOfLead(id);
    const visit = booking?.requested && {
      first: booking.requested,
      ...(booking.second ? { second: booking.second } : {}),
      ...(booking.frequency ? { frequency: booking.frequency } : {}),
    };
    return this.#store.releaseFromQuarantine(
      id,
      customerAcknowledgement({ ...lead, ...(visit ? { booking: visit } : {}) }),
      actor,
      this.#now(),
    );
  }

  retryEmail(id: string, emailId: number, actor: string): Promise<boolean> {
    return this.#store.retryEmail(id, emailId, actor, this.#now());
  }

  /** Every lead's dead letters back to the outbox (never a sign-in link), each noted in its lead's history. */
  retryAllDead(actor: string): Promise<number> {
    return this.#store.retryDead(this.#now(), actor);
  }

  /** The newest sign-ins and sign-outs, newest first. */
  async access(limit = RECENT_ACCESS_SHOWN): Promise<InboxEvent[]> {
    return (await this.#store.accessActivity(limit)).map(inboxEvent);
  }

  /** Every lead as CSV, with the owner's notes of each (its history's notes) and its newest booking. */
  async csv(): Promise<string> {
    const entries = await this.#store.allLeads();
    const notes = new Map<string, CsvOwnerNote[]>();
    const bookings = new Map<string, Booking>();
    for (const { lead } of entries) {
      const history = await this.#store.leadActivity(lead.id);
      const written = history
        .filter((event) => event.action === "note" && event.detail)
        .map((event) => ({ at: event.at, actor: event.actor, text: event.detail ?? "" }));
      if (written.length > 0) notes.set(lead.id, written);
      const booking = await this.#store.bookingOfLead(lead.id);
      if (booking) bookings.set(lead.id, booking);
    }
    return leadsCsv(entries, notes, bookings);
  }
}
