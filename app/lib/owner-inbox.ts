import { createContext } from "react-router";
import type { LeadNumbers, NumbersPeriod } from "./owner-numbers.ts";

/**
 * The owner's inbox (/leads, docs/owner-guide.md): what its pages, rendered on the server for each request, ask
 * of the service. The service implements it (server/owner/owner-inbox-service.ts) over the lead store and hands it
 * to the routes through React Router's context, bound to the request (its cookie, its address); app code never
 * imports the server. Every method that reads or changes a lead refuses without a signed-in owner.
 */

/**
 * Where the owner is with a lead. Every lead starts "new". The job moves it too (docs/owner-guide.md, "The stage
 * follows the job"): a confirmed visit makes it "booked" unless it is further along, and a visit marked done "won".
 */
export const LEAD_STAGES = ["new", "contacted", "quoted", "booked", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  booked: "Booked",
  won: "Won",
  lost: "Lost",
};

export function isLeadStage(value: unknown): value is LeadStage {
  return typeof value === "string" && (LEAD_STAGES as readonly string[]).includes(value);
}

/** A lead as the inbox lists it. Dates are ISO strings; the pages show them in Abilene's time. */
export interface InboxLead {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  /** The service's label ("Deep Cleaning"). */
  service: string;
  zipCode: string;
  /** The town of the zip code when it is in the service area, else null. */
  town: string | null;
  stage: LeadStage;
  quarantined: boolean;
  quarantineReason?: string;
  /** An email of this lead has failed for good (a dead letter). */
  emailFailed: boolean;
  /**
   * Untouched after one business hour: no stage set and no note since it arrived, not suspected spam. The inbox
   * lists these first.
   */
  waiting: boolean;
}

/**
 * What an email of a lead is (the outbox's `purpose`): the owner's lead page names each for what it is. The last
 * two are for emails stored before the outbox kept it whose subject said nothing the migration knew.
 */
export const EMAIL_PURPOSES = [
  "notification",
  "acknowledgement",
  "visit-confirmation",
  "visit-new-time",
  "visit-declined",
  "reschedule-received",
  "visit-cancellation",
  "reminder",
  "review-request",
  "change-moved",
  "change-cancelled",
  "visit-offer",
  "offer-picked",
  "quote",
  "quote-accepted",
  "quote-declined",
  "quote-question",
  "payment-receipt",
  "sign-in",
  "customer-email",
  "business-email",
] as const;
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number];

/** The name of each email on the lead's page: what it is, and to whom. */
export const EMAIL_PURPOSE_LABELS: Record<EmailPurpose, string> = {
  notification: "New request, to you",
  acknowledgement: "Acknowledgement to the customer",
  "visit-confirmation": "Visit confirmation to the customer",
  "visit-new-time": "New visit time, to the customer",
  "visit-declined": "Requested time declined, to the customer",
  "reschedule-received": "Move request received, to the customer",
  "visit-cancellation": "Cancellation to the customer",
  reminder: "Reminder to the customer",
  "review-request": "Review request to the customer",
  "change-moved": "Customer asks to move the visit, to you",
  "change-cancelled": "Customer cancelled the visit, to you",
  "visit-offer": "Times offered to the customer",
  "offer-picked": "Customer picked an offered time, to you",
  quote: "Quote to the customer",
  "quote-accepted": "Customer accepted the quote, to you",
  "quote-declined": "Customer declined the quote, to you",
  "quote-question": "Customer's question about the quote, to you",
  "payment-receipt": "Payment receipt to the customer",
  "sign-in": "Sign-in link",
  "customer-email": "Email to the customer",
  "business-email": "Email to you",
};

export function isEmailPurpose(value: unknown): value is EmailPurpose {
  return typeof value === "string" && (EMAIL_PURPOSES as readonly string[]).includes(value);
}

export interface InboxEmail {
  id: number;
  kind: "business" | "customer" | "sign-in";
  purpose: EmailPurpose;
  to: string;
  subject: string;
  status: "pending" | "sent" | "dead";
  attempts: number;
  /** For a pending email: when it is tried next. */
  nextAttemptAt?: string;
  sentAt?: string;
  lastError?: string;
}

/** What was done: a lead's stage set, a note, released from quarantine, an email retried; a sign-in or out. */
export type ActivityAction =
  | "stage"
  | "note"
  | "released"
  | "email-retried"
  | "signed-in"
  | "signed-out"
  | "signed-out-everywhere"
  | "booking-confirmed"
  | "booking-declined"
  | "booking-reschedule-requested"
  | "booking-cancelled"
  | "reminder-queued"
  | "visit-done"
  | "visit-problem"
  | "review-request"
  | "visit-booked"
  | "visit-moved"
  | "visit-cancelled"
  | "offer-made"
  | "offer-picked"
  | "quote-sent"
  | "quote-withdrawn"
  | "quote-opened"
  | "quote-accepted"
  | "quote-declined"
  | "quote-question"
  | "payment-received"
  | "payment-refunded";

export interface InboxEvent {
  at: string;
  /** An owner's email, or "command line". */
  actor: string;
  action: ActivityAction;
  detail?: string;
}

/** Everything about one lead. */
export interface InboxLeadDetail extends InboxLead {
  squareFootage: number;
  /** The referral's label ("Social Media"). */
  referral: string;
  /** What the visitor wrote in "Anything we should know?" ("" when nothing). */
  notes: string;
  /** Where the visit came from: page, landing page, referrer, utm_*, click ids (only those present). */
  attribution: Array<{ name: string; value: string }>;
  ip?: string;
  userAgent?: string;
  /** Why no acknowledgement went to the customer (a sending limit), when one was skipped. */
  acknowledgementSkipped?: string;
  emails: InboxEmail[];
  history: InboxEvent[];
  /** The commercial form's business name ("" when none). */
  businessName: string;
  /** "phone": a booking the owner took by phone; "form": the quote form. */
  source: "form" | "phone";
  /** The language of the form (or the one chosen for a phone booking): the customer's emails are in it. */
  lang: "en" | "es";
}

export interface InboxQuery {
  stage?: LeadStage;
  /** "only": leads in quarantine; "hide": the others; undefined: both. */
  quarantine?: "only" | "hide";
  search?: string;
}

/** The answer to "email me a sign-in link": the same whatever the address, so nobody learns who the owners are. */
export type SignInRequestResult =
  | { kind: "sent-if-owner" }
  | { kind: "rate-limited"; limit: "address" | "client"; retryAfterSeconds: number };

/** A cookie to set (the session), as a Set-Cookie header value. */
interface CookieChange {
  setCookie: string;
}

export interface OwnerInboxService {
  /** The owner signed in on this request, if any. */
  owner(): Promise<{ email: string } | undefined>;
  /** `next`: the inbox page the emailed link returns to once signed in (app/lib/owner-return.ts). */
  requestSignIn(email: string, next?: string): Promise<SignInRequestResult>;
  /**
   * A sign-in link was opened: its token moves out of the address into a cookie kept for the sign-in page only, so
   * it is not left in the address bar, a Referer or our logs. The cookie to set.
   */
  holdSignInLink(token: string): CookieChange;
  /** Whether this request holds a sign-in link's token (the page then offers the button). */
  holdsSignInLink(): boolean;
  /**
   * Uses the held link: the cookies to set (the session, and the held token cleared); refused for a used, expired,
   * unknown or missing link; rate-limited when this client tried too many links lately.
   */
  signInWithHeldLink(): Promise<
    | { kind: "signed-in"; setCookies: string[] }
    | { kind: "refused" }
    | { kind: "rate-limited"; retryAfterSeconds: number }
  >;
  /** Ends this session, or every session of this owner. Always answers the cookie that clears the session. */
  signOut(everywhere: boolean): Promise<CookieChange>;

  /**
   * The newest leads that match, at most a page of them; `more` when older ones match too (the page then says to
   * search or filter for them: a phone should not load thousands of rows).
   */
  listLeads(query: InboxQuery): Promise<{ leads: InboxLead[]; more: boolean }>;
  lead(id: string): Promise<InboxLeadDetail | undefined>;
  setStage(id: string, stage: LeadStage): Promise<boolean>;
  addNote(id: string, text: string): Promise<boolean>;
  /** "Not spam": out of quarantine, and the acknowledgement that was held back goes out. */
  markNotSpam(id: string): Promise<boolean>;
  retryEmail(id: string, emailId: number): Promise<boolean>;
  /** Every lead, as the command line's `export --csv` writes it. */
  exportCsv(): Promise<string>;
  /** The owner's numbers for a period (app/lib/owner-numbers.ts). */
  numbers(period: NumbersPeriod): Promise<LeadNumbers>;
  /** "Where jobs come from" of that period as CSV. */
  numbersCsv(period: NumbersPeriod): Promise<{ csv: string; firstDay: string; lastDay: string }>;
  /** The newest sign-ins and sign-outs of every owner, newest first: an owner sees whether someone else got in. */
  recentAccess(): Promise<InboxEvent[]>;
}

/**
 * The service's handle in React Router's context. The server build bundles its own copy of this module, so the
 * service reads this key from the build's entry (app/entry.server.tsx re-exports it), never from the source.
 */
export const ownerInboxContext = createContext<OwnerInboxService>();

/** The longest private note. */
export const MAX_NOTE_LENGTH = 2_000;

/**
 * How long a sign-in link works. Its email is given up after as long (the outbox worker): a link that arrives
 * later only shows "this link does not work".
 */
export const SIGN_IN_LINK_MINUTES = 15;
