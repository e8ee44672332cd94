import { createContext } from "react-router";
import type { Frequency, WindowAudience } from "../content/booking.ts";

/**
 * The owner's schedule (/leads/bookings and the lead's page, docs/owner-guide.md "Bookings"): what those signed-in
 * pages ask of the booking feature (server/booking/owner-bookings-service.ts), handed to the routes through React
 * Router's context and bound to the signed-in owner. Every change is checked by the store under its lock; every
 * answer is in the owner's words.
 */

/** A window on a day, with its words ("Tuesday, March 10, 2026, morning (arrival between …, Abilene time)"). */
export interface InboxSlot {
  day: string;
  window: string;
  words: string;
}

/** One visit of a confirmed booking (a series has one per day), as the lead's page and the schedule show it. */
export interface VisitOccurrence extends InboxSlot {
  /** The day of the series it stands for (the key to move or cancel this one). */
  of: string;
  startsAt: string;
  endsAt: string;
  /** Marked done by the owner (its review request follows). */
  done: boolean;
  /** "Visit done" is offered once its window has begun and it is not marked yet. */
  canMarkDone: boolean;
  /** Moved on its own from its series day. */
  moved: boolean;
}

export interface InboxOffer {
  windows: InboxSlot[];
  message: string;
  /** ISO */
  expiresAt: string;
  state: "open" | "picked" | "withdrawn" | "expired";
  picked?: string;
}

export interface InboxBooking {
  status: "requested" | "offered" | "confirmed" | "declined" | "cancelled";
  /** The windows waiting for the owner's answer. */
  requested?: InboxSlot;
  second?: InboxSlot;
  /** "Every two weeks", for a recurring cleaning. */
  frequency?: string;
  frequencyValue?: Frequency;
  visit?: InboxSlot;
  /** The visits to come (a series: the next few), with whether each is done. */
  upcoming: VisitOccurrence[];
  /** The last visit that began, when it is not over long ago: "Visit done" is for it. */
  current?: VisitOccurrence;
  /** "$120.00" */
  price?: string;
  /** The same in dollars as the price field takes it ("120.00"). */
  priceValue?: string;
  address: string;
  accessNotes: string;
  declineReason?: string;
  /** Whether the waiting windows hold places for visitors now, in words ("Holds its windows until …"). */
  hold?: string;
  offer?: InboxOffer;
  /** The invitation's version, sent back with a change so a change made meanwhile is not overwritten. */
  sequence: number;
}

/** What the review request will say, before it goes, or why none will go. */
export type ReviewPreview =
  | { kind: "will-send"; when: string; to: string; subject: string; text: string }
  | { kind: "none"; reason: string };

/** The lead's schedule part: its booking, and what the owner's forms need. */
export interface LeadSchedule {
  booking?: InboxBooking;
  /** The owner may book a visit (nothing waits and nothing is to come). */
  canBook: boolean;
  /** The owner may offer times (no visit to come). */
  canOffer: boolean;
  windows: WindowChoice[];
  /** Today in Abilene (YYYY-MM-DD): the first day the owner's date fields offer. */
  today: string;
  review?: ReviewPreview;
}

/** An arrival window as the owner's selects list it. */
export interface WindowChoice {
  id: string;
  /** "Morning (arrival between 8:00 AM and 12:00 PM)" */
  label: string;
  offeredTo: WindowAudience;
}

/** A confirmed visit in the schedule, the day sheet and the Bookings page. */
export interface ScheduleVisit {
  leadId: string;
  name: string;
  /** The business's name, from the commercial form or the phone booking ("" when none). */
  businessName: string;
  phone: string;
  town: string | null;
  zipCode: string;
  address: string;
  accessNotes: string;
  /** What the customer wrote in "Anything we should know?" (add-ons, pets…). */
  notes: string;
  service: string;
  /** "Morning" */
  windowName: string;
  /** "8:00 AM – 12:00 PM" */
  time: string;
  /** "Morning (arrival between 8:00 AM and 12:00 PM)" */
  window: string;
  startsAt: string;
  /** "$120.00", when agreed. */
  price?: string;
  /** "Weekly", for a visit of a recurring series. */
  repeats?: string;
  done: boolean;
  canMarkDone: boolean;
}

export const SCHEDULE_SPANS = ["day", "week", "month"] as const;
export type ScheduleSpan = (typeof SCHEDULE_SPANS)[number];

export function isScheduleSpan(value: unknown): value is ScheduleSpan {
  return typeof value === "string" && (SCHEDULE_SPANS as readonly string[]).includes(value);
}

export interface ScheduleDay {
  day: string;
  /** "Tuesday, March 10, 2026" */
  words: string;
  visits: ScheduleVisit[];
  /** Why the owner closed it, when closed. */
  closed?: string;
  today: boolean;
}

export interface ScheduleView {
  span: ScheduleSpan;
  /** The day asked for (YYYY-MM-DD). */
  date: string;
  /** "Week of Monday, March 9, 2026" */
  title: string;
  previous: string;
  next: string;
  today: string;
  /** Every day of the span (a month's days with visits or closed only, the rest counted). */
  days: ScheduleDay[];
  visits: number;
  /** The agreed prices of the span's visits added up ("$1,240.00"), when any is agreed. */
  total?: string;
}

/** Requests waiting for an answer, closed days, capacity and the calendar subscription (the Bookings page). */
export interface BookingsSettingsView {
  waiting: { leadId: string; name: string; words: string; second?: string; hold: string }[];
  closedDays: { day: string; words: string; reason: string }[];
  capacity: { window: string; label: string; visits: number }[];
  /** The working calendar address's making, if there is one (the address itself is shown once). */
  feed: { createdAt: string; createdBy: string } | null;
}

/** The crew's sheet of one day: everything needed at each door, printable on one page. */
export interface DaySheet {
  day: string;
  words: string;
  closed?: string;
  visits: ScheduleVisit[];
}

/** An owner's answer: done, refused with why (on which field), or a warning to confirm first. */
export type OwnerAnswer =
  | { kind: "done"; leadId?: string }
  | { kind: "refused"; problem: string; field?: string }
  /** The change falls inside the customer's 24 hours: said, and done only when sent again with `acceptLate`. */
  | { kind: "warn"; warning: string };

/** A visit as the owner sets it (the booking forms). */
export interface VisitInput {
  day: string;
  window: string;
  /** "" for a single visit. */
  frequency: string;
  /** As typed, in dollars ("120", "120.50", "$1,200"); "" when none was agreed. */
  price: string;
  address: string;
  accessNotes: string;
}

export interface MoveInput {
  /** The series' day of the one visit to move; "" moves the visit (all of a series). */
  of: string;
  day: string;
  window: string;
  /** The owner's short message to the customer ("" for none). */
  message: string;
  /** The owner saw the 24-hour warning and moves it anyway. */
  acceptLate: boolean;
  sequence: number;
}

export interface CancelInput {
  of: string;
  message: string;
  acceptLate: boolean;
  sequence: number;
}

export interface OfferInput {
  slots: { day: string; window: string }[];
  message: string;
  frequency: string;
  price: string;
  address: string;
  accessNotes: string;
}

/** A new customer who phoned, and their visit. */
export interface PhoneBookingInput extends VisitInput {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  zipCode: string;
  businessName: string;
  services: string;
  squareFootage: string;
  referral: string;
  notes: string;
  /** The language the customer's emails and pages are written in ("en", the default, or "es"). */
  lang?: string;
}

export interface OwnerBookingsService {
  lead(leadId: string): Promise<LeadSchedule>;
  /** Confirms the lead's waiting request (or the customer's move) into this window. */
  confirmVisit(
    leadId: string,
    slot: { day: string; window: string },
    details: { address: string; accessNotes: string; price: string },
  ): Promise<OwnerAnswer>;
  /** Declines the waiting request with the owner's words, which the customer is sent. */
  declineVisit(leadId: string, reason: string): Promise<OwnerAnswer>;
  bookVisit(leadId: string, input: VisitInput): Promise<OwnerAnswer>;
  moveVisit(leadId: string, input: MoveInput): Promise<OwnerAnswer>;
  cancelVisit(leadId: string, input: CancelInput): Promise<OwnerAnswer>;
  offerTimes(leadId: string, input: OfferInput): Promise<OwnerAnswer>;
  /** A new lead (source phone) and its confirmed visit; `leadId` of the answer is the new lead's. */
  phoneBooking(input: PhoneBookingInput): Promise<OwnerAnswer>;
  /** Marks the lead's visit that began last done: refused before its window begins. */
  markVisitDone(leadId: string): Promise<OwnerAnswer>;
  flagVisitProblem(leadId: string): Promise<OwnerAnswer>;
  schedule(span: ScheduleSpan, date?: string): Promise<ScheduleView>;
  daySheet(date?: string): Promise<DaySheet>;
  settings(): Promise<BookingsSettingsView>;
  /** The owner's windows for the forms. */
  windows(): Promise<WindowChoice[]>;
  closeDay(day: string, reason: string): Promise<string | undefined>;
  reopenDay(day: string): Promise<boolean>;
  setCapacity(window: string, visits: number): Promise<boolean>;
  /** A new secret calendar address (the old one stops working): answered once, to be copied. */
  replaceCalendarFeed(): Promise<string>;
  revokeCalendarFeed(): Promise<boolean>;
}

export const ownerBookingsContext = createContext<OwnerBookingsService>();
