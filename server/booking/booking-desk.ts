import { Temporal } from "temporal-polyfill";
import {
  type BookingRules,
  bookingSettings,
  FREQUENCIES,
  type Frequency,
} from "../../app/content/booking.ts";
import { townForZipCode } from "../../app/content/business.ts";
import type { Lang } from "../../app/content/model/languages.ts";
import { frequencyWeeks, localToday, parseDay, type Slot } from "../../app/lib/availability.ts";
import { serviceLabel } from "../../app/lib/contact-fields.ts";
import { contactFormSchema, fieldErrors } from "../../app/lib/contact-schema.ts";
import type {
  BookingsSettingsView,
  InboxBooking,
  InboxSlot,
  MoveInput,
  OfferInput,
  OwnerAnswer,
  PhoneBookingInput,
  VisitInput,
  VisitOccurrence,
  WindowChoice,
} from "../../app/lib/owner-bookings.ts";
import { visibleText } from "../../app/lib/plain-text.ts";
import { formatDay, formatSlot, frequencyLabel, windowLabel } from "../../app/lib/visit-words.ts";
import { customerPathPrefix } from "../../app/route-table.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import { type Booking, holdEnds } from "../store/bookings.ts";
import { newLeadId } from "../store/lead-ids.ts";
import type { Offer } from "../store/offer-rows.ts";
import type { Lead, NewLead, OutboxEmail, Store } from "../store/store.ts";
import type { TimedSlot, VisitRefusal, VisitTerms } from "../store/visits.ts";
import {
  timesOffered,
  visitCancellation,
  visitConfirmation,
  visitDeclined,
  visitReminder,
} from "../visits/booking-emails.ts";
import { type CalendarVisit, visitCalendar } from "../visits/icalendar.ts";
import { secretToken, TOKEN_PATTERN, tokenHash } from "../visits/secrets.ts";
import {
  bookingVisitWords,
  priceCents,
  priceValue,
  priceWords,
  timedSlot,
  visitsOf,
  visitWords,
} from "../visits/visit-times.ts";

/**
 * The owner's side of booking (docs/owner-guide.md, "Bookings"), one implementation behind the signed-in pages:
 * answer a request (confirm a window, set another, decline, offer times), book a visit on any lead or for a customer
 * who phoned, move or cancel a visit (one of a series or all of it), closed days, capacity per window, and the
 * private calendar subscription; and the reminders every copy queues each minute. Every change goes through the
 * store, which checks the places under its lock and writes the customer's email in the same transaction.
 */

export const MAX_ADDRESS_LENGTH = 200;
export const MAX_ACCESS_NOTES_LENGTH = 500;
export const MAX_REASON_LENGTH = 500;
/** The most visits one window can be set to take (a sanity bound on a typo). */
export const MAX_CAPACITY = 20;
export const CALENDAR_PATH_PREFIX = "/calendar/";
/** How many visits to come the lead's page lists for a series (to move or cancel one). */
const UPCOMING_SHOWN = 6;

export { tokenHash } from "../visits/secrets.ts";

function clean(text: string, max: number): string {
  return visibleText(text).replace(/\s+/g, " ").trim().slice(0, max);
}

function slotWords(slot: Slot, rules: BookingRules): InboxSlot {
  return { ...slot, words: formatSlot(slot, rules) };
}

const MOMENT_OPTIONS = {
  timeZone: bookingSettings.timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
} as const;
const MOMENT_FORMAT: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", MOMENT_OPTIONS),
  es: new Intl.DateTimeFormat("es-US", MOMENT_OPTIONS),
};

/** "Thursday, December 3 at 4:05 PM" (Abilene). */
/** A moment in Abilene time, in the customer's language ("Thursday, March 12 at 5:00 PM"; "jueves, 12 de marzo, 5:00 p.m."). */
export function momentWords(at: Date, lang: Lang = "en"): string {
  return MOMENT_FORMAT[lang].format(at);
}

/**
 * What a waiting request's windows do for visitors now, in the owner's words (docs/owner-guide.md, "Bookings"):
 * held until when, held no more, or never held (suspected spam, or its network already held its share).
 */
export function holdWords(booking: Booking, quarantined: boolean, now: Date): string | undefined {
  if (!booking.requested) return undefined;
  const windows = booking.second ? "its windows" : "its window";
  if (quarantined) return `Holds no place while it is kept as suspected spam.`;
  const ends = holdEnds(booking, bookingSettings);
  if (!ends) {
    return "Holds no place: other requests from the same internet connection already hold theirs. You can still confirm it.";
  }
  if (ends.getTime() > now.getTime()) {
    return `Holds ${windows} until ${momentWords(ends)} (Abilene time).`;
  }
  return `No longer holds ${windows}: ${bookingSettings.requestHoldHours} hours passed without an answer. It still waits for yours.`;
}

/** The owner's windows for a select: every window in use, whichever form offers it. */
export function windowChoices(rules: BookingRules): WindowChoice[] {
  return rules.windows.map((window) => ({
    id: window.id,
    label: windowLabel(window.id, rules),
    offeredTo: window.offeredTo,
  }));
}

function offerState(offer: Offer, now: Date): NonNullable<InboxBooking["offer"]>["state"] {
  if (offer.picked) return "picked";
  if (offer.withdrawnAt) return "withdrawn";
  return offer.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

/** A visit of a booking as the owner's pages show it, done or not. */
export function occurrence(
  booking: Booking,
  visit: Slot & { start: Date; end: Date; of: string; moved: boolean },
  next: Date | undefined,
  now: Date,
  rules: BookingRules,
): VisitOccurrence {
  // A visit is done when the owner marked it done after it began and before the next one began.
  const done =
    booking.doneAt !== undefined &&
    booking.doneAt.getTime() >= visit.start.getTime() &&
    (next === undefined || booking.doneAt.getTime() < next.getTime());
  return {
    day: visit.day,
    window: visit.window,
    words: visitWords(visit, rules),
    of: visit.of,
    startsAt: visit.start.toISOString(),
    endsAt: visit.end.toISOString(),
    done,
    canMarkDone: !done && visit.start.getTime() <= now.getTime(),
    moved: visit.moved,
  };
}

/** The booking as the lead's page shows it, with its visits to come and the one begun last. */
export function inboxBooking(
  booking: Booking,
  context: { quarantined: boolean; now: Date; offer?: Offer },
): InboxBooking {
  const rules = currentBookingRules();
  const { now } = context;
  const hold = holdWords(booking, context.quarantined, now);
  const today = localToday(now, rules);
  // The visit begun last (this week) and the next ones.
  const visits = visitsOf(booking, today.subtract({ days: 7 }), today.add({ days: 400 }), rules);
  const begun = visits.filter((visit) => visit.start.getTime() <= now.getTime());
  const toCome = visits.filter((visit) => visit.start.getTime() > now.getTime()).slice(0, UPCOMING_SHOWN);
  const last = begun.at(-1);
  const nextStart = (visit: { start: Date }) =>
    visits.find((other) => other.start.getTime() > visit.start.getTime())?.start;
  const { offer } = context;
  return {
    status: booking.status,
    ...(booking.requested ? { requested: slotWords(booking.requested, rules) } : {}),
    ...(booking.second ? { second: slotWords(booking.second, rules) } : {}),
    ...(booking.frequency
      ? { frequency: frequencyLabel(booking.frequency), frequencyValue: booking.frequency }
      : {}),
    ...(booking.visit ? { visit: { ...booking.visit, words: bookingVisitWords(booking, rules) } } : {}),
    upcoming: toCome.map((visit) => occurrence(booking, visit, nextStart(visit), now, rules)),
    ...(last && last.end.getTime() > now.getTime() - 7 * 86_400_000
      ? { current: occurrence(booking, last, nextStart(last), now, rules) }
      : {}),
    ...(booking.priceCents !== undefined
      ? { price: priceWords(booking.priceCents), priceValue: priceValue(booking.priceCents) }
      : {}),
    address: booking.address,
    accessNotes: booking.accessNotes,
    ...(booking.declineReason ? { declineReason: booking.declineReason } : {}),
    ...(hold ? { hold } : {}),
    ...(offer
      ? {
          offer: {
            windows: offer.windows.map((slot) => slotWords(slot, rules)),
            message: offer.message,
            expiresAt: offer.expiresAt.toISOString(),
            state: offerState(offer, now),
            ...(offer.picked ? { picked: formatSlot(offer.picked, rules) } : {}),
          },
        }
      : {}),
    sequence: booking.sequence,
  };
}

const REFUSALS: Record<VisitRefusal | "unknown-window", string> = {
  "no-lead": "No lead with this reference.",
  "not-found": "This lead has no visit to change.",
  active:
    "This lead already has a request waiting, times offered or a visit to come: answer, move or cancel that one.",
  "not-confirmed": "This visit is not confirmed any more.",
  "not-a-visit": "That visit is not one of this series any more.",
  closed: "That day is closed. Reopen it on the Bookings page first, or choose another day.",
  full: "That window is full. Choose another, or raise the window's capacity on the Bookings page.",
  changed:
    "This visit changed since the page was opened (the customer may have moved it). Look at it again, then try once more.",
  "unknown-window": "Choose one of your arrival windows.",
};

const refused = (problem: string, field?: string): OwnerAnswer => ({
  kind: "refused",
  problem,
  ...(field ? { field } : {}),
});

function isFrequency(value: string): value is Frequency {
  return FREQUENCIES.some((frequency) => frequency.value === value);
}

export class BookingDesk {
  readonly #store: Store;
  readonly #siteUrl: string;
  readonly #businessEmail: string;
  readonly #now: () => Date;

  constructor(
    store: Store,
    options: { siteUrl: string; businessEmail: string },
    now: () => Date = () => new Date(),
  ) {
    this.#store = store;
    this.#siteUrl = options.siteUrl;
    this.#businessEmail = options.businessEmail;
    this.#now = now;
  }

  now(): Date {
    return this.#now();
  }

  /** A new manage link, at the address of the customer's language (/visit/… or /es/visita/…). */
  #manageLink(lang: Lang = "en"): { token: string; url: string } {
    const token = secretToken();
    return { token, url: `${this.#siteUrl}${customerPathPrefix("visit-manage", lang)}${token}` };
  }

  /** A day and window the owner chose: a real day, today or later, and one of the windows in use. */
  #ownerSlot(
    day: string,
    window: string,
    rules: BookingRules,
    fields: { day: string; window: string } = { day: "day", window: "window" },
  ): TimedSlot | OwnerAnswer {
    const date = parseDay(day);
    if (!date) return refused("Choose a day.", fields.day);
    if (Temporal.PlainDate.compare(date, localToday(this.#now(), rules)) < 0)
      return refused("That day has passed: choose today or a later day.", fields.day);
    const slot = rules.windows.some((candidate) => candidate.id === window)
      ? timedSlot({ day, window }, rules)
      : undefined;
    return slot ?? refused(REFUSALS["unknown-window"], fields.window);
  }

  /** What the owner set for a visit, checked: its day and window, how often, the price, where. */
  #terms(input: VisitInput, rules: BookingRules): VisitTerms | OwnerAnswer {
    const visit = this.#ownerSlot(input.day, input.window, rules);
    if ("kind" in visit) return visit;
    if (input.frequency !== "" && !isFrequency(input.frequency))
      return refused("Choose how often, or a single visit.", "frequency");
    const price = priceCents(input.price);
    if ("problem" in price) return refused(price.problem, "price");
    return {
      visit,
      ...(input.frequency && isFrequency(input.frequency) ? { frequency: input.frequency } : {}),
      ...(price.cents !== undefined ? { priceCents: price.cents } : {}),
      address: clean(input.address, MAX_ADDRESS_LENGTH),
      accessNotes: clean(input.accessNotes, MAX_ACCESS_NOTES_LENGTH),
    };
  }

  async #lead(leadId: string): Promise<Lead | undefined> {
    return (await this.#store.getLead(leadId))?.lead;
  }

  async leadBooking(leadId: string): Promise<InboxBooking | undefined> {
    const booking = await this.#store.bookingOfLead(leadId);
    if (!booking) return undefined;
    const quarantined = (await this.#lead(leadId))?.quarantined ?? false;
    const offer = await this.#store.latestOffer(booking.id);
    return inboxBooking(booking, { quarantined, now: this.#now(), ...(offer ? { offer } : {}) });
  }

  /** Whether the lead's newest booking still has something to come (what bookVisit refuses). */
  async hasActiveBooking(leadId: string): Promise<{ active: boolean; confirmed: boolean }> {
    const booking = await this.#store.bookingOfLead(leadId);
    if (!booking) return { active: false, confirmed: false };
    const now = this.#now();
    if (booking.status === "requested") return { active: true, confirmed: false };
    if (booking.status === "offered") {
      const offer = await this.#store.latestOffer(booking.id);
      return { active: offer !== undefined && offerState(offer, now) === "open", confirmed: false };
    }
    if (booking.status !== "confirmed" || !booking.visit) return { active: false, confirmed: false };
    const active =
      Boolean(frequencyWeeks(booking.frequency)) || booking.visit.endsAt.getTime() > now.getTime();
    return { active, confirmed: active };
  }

  /** Confirms a waiting request (or a customer's move) into this window: any day, even inside the lead time. */
  async confirm(
    leadId: string,
    slot: Slot,
    details: { address: string; accessNotes: string; price?: string },
    actor: string,
  ): Promise<OwnerAnswer> {
    const rules = currentBookingRules();
    const chosen = this.#ownerSlot(slot.day, slot.window, rules);
    if ("kind" in chosen) return chosen;
    const lead = await this.#lead(leadId);
    const booking = await this.#store.bookingOfLead(leadId);
    if (!lead || !booking) return refused("This lead asked for no visit.");
    const price = priceCents(details.price ?? "");
    if ("problem" in price) return refused(price.problem, "price");
    const address = clean(details.address, MAX_ADDRESS_LENGTH);
    const accessNotes = clean(details.accessNotes, MAX_ACCESS_NOTES_LENGTH);
    // The email is written from the booking as it will be: the store writes it in the same transaction.
    const confirmed: Booking = {
      ...booking,
      address,
      accessNotes,
      ...(price.cents !== undefined ? { priceCents: price.cents } : {}),
      status: "confirmed",
      requested: undefined,
      second: undefined,
      visit: chosen,
      sequence: booking.sequence + 1,
    };
    // A new personal link with each confirmation: the email that carries it is the customer's newest.
    const link = this.#manageLink(lead.lang);
    const at = this.#now();
    const result = await this.#store.confirmBooking({
      bookingId: booking.id,
      slot: chosen,
      address,
      accessNotes,
      ...(price.cents !== undefined ? { priceCents: price.cents } : {}),
      manageHash: tokenHash(link.token),
      actor,
      at,
      emails: [visitConfirmation(confirmed, lead, link.url, at)],
    });
    if (result.confirmed) return { kind: "done" };
    const problems: Record<string, string> = {
      "not-found": "This lead asked for no visit.",
      "not-waiting": "This request was already answered.",
      "unknown-window": REFUSALS["unknown-window"],
      closed: REFUSALS.closed,
      full: REFUSALS.full,
    };
    return refused(problems[result.reason] ?? "That could not be done.");
  }

  /** Declines the waiting request with the owner's words (the customer reads them as written). */
  async decline(leadId: string, reason: string, actor: string): Promise<OwnerAnswer> {
    const text = clean(reason, MAX_REASON_LENGTH);
    if (!text) return refused("Write the reason the customer will read.", "reason");
    const lead = await this.#lead(leadId);
    const booking = await this.#store.bookingOfLead(leadId);
    if (!lead || !booking?.requested) return refused("This request was already answered.");
    const stays =
      booking.status === "confirmed" && booking.visit
        ? bookingVisitWords(booking, currentBookingRules(lead.lang), lead.lang)
        : undefined;
    const declined = await this.#store.declineBooking(booking.id, text, actor, this.#now(), [
      visitDeclined(text, lead, stays),
    ]);
    return declined ? { kind: "done" } : refused("This request was already answered.");
  }

  /** A visit on a lead with nothing waiting and nothing to come: a new booking, confirmed, the customer emailed. */
  async book(leadId: string, input: VisitInput, actor: string): Promise<OwnerAnswer> {
    const rules = currentBookingRules();
    const terms = this.#terms(input, rules);
    if ("kind" in terms) return terms;
    const lead = await this.#lead(leadId);
    if (!lead) return refused(REFUSALS["no-lead"]);
    const bookingId = globalThis.crypto.randomUUID();
    const link = this.#manageLink(lead.lang);
    const at = this.#now();
    const booking = newBooking(bookingId, leadId, terms, at);
    const result = await this.#store.bookVisit({
      leadId,
      bookingId,
      terms,
      manageHash: tokenHash(link.token),
      actor,
      at,
      emails: [visitConfirmation(booking, lead, link.url, at)],
    });
    return result.done ? { kind: "done" } : refused(REFUSALS[result.reason]);
  }

  /** A customer who phoned: a new lead (source phone) and their confirmed visit, emailed as anyone's. */
  async phoneBooking(input: PhoneBookingInput, actor: string): Promise<OwnerAnswer> {
    const rules = currentBookingRules();
    const parsed = contactFormSchema.safeParse({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      email: input.email,
      zipCode: input.zipCode,
      // The owner may not know the size yet: 0 says "not given".
      squareFootage: input.squareFootage.trim() === "" ? "0" : input.squareFootage,
      services: input.services,
      referral: input.referral,
      notes: input.notes,
      businessName: input.businessName,
      audience: input.businessName.trim() ? "business" : "home",
    });
    if (!parsed.success) {
      const [field, problem] = Object.entries(fieldErrors(parsed.error))[0] ?? ["", "Check the form."];
      return refused(problem ?? "Check the form.", field);
    }
    const terms = this.#terms(input, rules);
    if ("kind" in terms) return terms;
    const at = this.#now();
    const lead: NewLead = {
      id: newLeadId(),
      form: parsed.data,
      attribution: {},
      createdAt: at,
      source: "phone",
      // The language the owner chose for the customer's emails; anything else is English.
      lang: input.lang === "es" ? "es" : "en",
    };
    const bookingId = globalThis.crypto.randomUUID();
    const link = this.#manageLink(lead.lang);
    const booking = newBooking(bookingId, lead.id, terms, at);
    const result = await this.#store.savePhoneBooking({
      lead,
      bookingId,
      terms,
      manageHash: tokenHash(link.token),
      actor,
      emails: [visitConfirmation(booking, lead, link.url, at)],
    });
    return result.done ? { kind: "done", leadId: lead.id } : refused(REFUSALS[result.reason]);
  }

  /** The owner is warned (not stopped) when a change falls inside the customer's 24 hours. */
  #lateWarning(starts: readonly Date[], what: string): string | undefined {
    const now = this.#now().getTime();
    const cutoff = bookingSettings.changeCutoffHours * 3_600_000;
    const late = starts.some((start) => start.getTime() - now < cutoff && start.getTime() > now - cutoff);
    return late
      ? `This ${what} falls within ${bookingSettings.changeCutoffHours} hours of the visit: customers may not change a visit that late, and this one may already be planning for it. Call them too. ${what === "move" ? "Move" : "Cancel"} it anyway?`
      : undefined;
  }

  /** Moves a confirmed visit (all of it, or one of a series), with the owner's message to the customer. */
  async move(leadId: string, input: MoveInput, actor: string): Promise<OwnerAnswer> {
    const rules = currentBookingRules();
    const to = this.#ownerSlot(input.day, input.window, rules);
    if ("kind" in to) return to;
    const lead = await this.#lead(leadId);
    const booking = await this.#store.bookingOfLead(leadId);
    if (!lead || booking?.status !== "confirmed" || !booking.visit) return refused(REFUSALS["not-confirmed"]);
    const message = clean(input.message, MAX_REASON_LENGTH);
    const series = Boolean(frequencyWeeks(booking.frequency));
    const of = series && input.of ? input.of : undefined;
    const from = of ? this.#visitOf(booking, of, rules) : undefined;
    if (of && !from) return refused(REFUSALS["not-a-visit"]);
    const was = from ?? { ...booking.visit, start: booking.visit.startsAt, end: booking.visit.endsAt };
    if (was.day === to.day && was.window === to.window && was.start.getTime() === to.startsAt.getTime())
      return refused("That is the visit's time already. Choose another day or window.", "day");
    const warning = input.acceptLate ? undefined : this.#lateWarning([was.start, to.startsAt], "move");
    if (warning) return { kind: "warn", warning };
    const at = this.#now();
    const link = this.#manageLink(lead.lang);
    const moved: Booking = of
      ? {
          ...booking,
          sequence: booking.sequence + 1,
          exceptions: [
            ...booking.exceptions.filter((change) => change.day !== of),
            { day: of, kind: "moved", to },
          ],
        }
      : {
          ...booking,
          visit: to,
          exceptions: [],
          requested: undefined,
          second: undefined,
          sequence: booking.sequence + 1,
        };
    // The customer's words: in the language of their form.
    const theirs = currentBookingRules(lead.lang);
    const wasWords = visitWords(was, theirs, lead.lang);
    const email = visitConfirmation(moved, lead, link.url, at, undefined, {
      was: wasWords,
      ...(of
        ? { onlyOne: visitWords({ ...to, start: to.startsAt, end: to.endsAt }, theirs, lead.lang) }
        : {}),
      message,
    });
    const result = await this.#store.moveVisit({
      bookingId: booking.id,
      sequence: input.sequence,
      ...(of ? { of } : {}),
      to,
      manageHash: tokenHash(link.token),
      actor,
      at,
      emails: [email],
    });
    return result.done ? { kind: "done" } : refused(REFUSALS[result.reason]);
  }

  /** Cancels a confirmed visit (all of it, or one of a series), with the owner's message to the customer. */
  async cancel(
    leadId: string,
    input: { of: string; message: string; acceptLate: boolean; sequence: number },
    actor: string,
  ): Promise<OwnerAnswer> {
    const rules = currentBookingRules();
    const lead = await this.#lead(leadId);
    const booking = await this.#store.bookingOfLead(leadId);
    if (!lead || booking?.status !== "confirmed" || !booking.visit) return refused(REFUSALS["not-confirmed"]);
    const message = clean(input.message, MAX_REASON_LENGTH);
    const series = Boolean(frequencyWeeks(booking.frequency));
    const of = series && input.of ? input.of : undefined;
    const one = of ? this.#visitOf(booking, of, rules) : undefined;
    if (of && !one) return refused(REFUSALS["not-a-visit"]);
    const next = one ?? this.#nextVisit(booking, rules);
    const warning = input.acceptLate
      ? undefined
      : this.#lateWarning(next ? [next.start] : [], "cancellation");
    if (warning) return { kind: "warn", warning };
    const at = this.#now();
    const cancelled: Booking = of
      ? {
          ...booking,
          sequence: booking.sequence + 1,
          exceptions: [
            ...booking.exceptions.filter((change) => change.day !== of),
            { day: of, kind: "cancelled" },
          ],
        }
      : { ...booking, status: "cancelled", sequence: booking.sequence + 1 };
    const seriesStart = one && seriesStartOf(booking, one.of);
    const email = visitCancellation(cancelled, lead, at, undefined, {
      message,
      ...(one && seriesStart
        ? {
            onlyOne: {
              words: visitWords(one, currentBookingRules(lead.lang), lead.lang),
              startsAt: seriesStart,
            },
          }
        : {}),
    });
    const result = await this.#store.cancelVisit({
      bookingId: booking.id,
      sequence: input.sequence,
      ...(of ? { of } : {}),
      actor,
      at,
      emails: [email],
    });
    return result.done ? { kind: "done" } : refused(REFUSALS[result.reason]);
  }

  /** The visit of a series that stands for its day `of` (moved or not), from two weeks back on. */
  #visitOf(booking: Booking, of: string, rules: BookingRules) {
    const day = parseDay(of);
    if (!day) return undefined;
    const today = localToday(this.#now(), rules);
    const from = Temporal.PlainDate.compare(day, today) < 0 ? day : today;
    return visitsOf(booking, from.subtract({ days: 14 }), day.add({ days: 400 }), rules).find(
      (visit) => visit.of === of,
    );
  }

  #nextVisit(booking: Booking, rules: BookingRules) {
    const now = this.#now();
    const today = localToday(now, rules);
    return visitsOf(booking, today, today.add({ days: 400 }), rules).find(
      (visit) => visit.end.getTime() > now.getTime(),
    );
  }

  /**
   * Offers two or three windows: on the lead's waiting request (which it declines, with the owner's words) or on a
   * lead with nothing to come. The customer picks one through the emailed link; the windows are kept meanwhile.
   */
  async offer(leadId: string, input: OfferInput, actor: string): Promise<OwnerAnswer> {
    const rules = currentBookingRules();
    const slots: TimedSlot[] = [];
    for (const [index, asked] of input.slots.entries()) {
      if (!asked.day && !asked.window) continue;
      const slot = this.#ownerSlot(asked.day, asked.window, rules, {
        day: `offer-day-${index + 1}`,
        window: `offer-window-${index + 1}`,
      });
      if ("kind" in slot) return slot;
      if (slots.some((other) => other.day === slot.day && other.window === slot.window))
        return refused("Offer each time once.", `offer-day-${index + 1}`);
      slots.push(slot);
    }
    if (slots.length < 2 || slots.length > bookingSettings.offerWindows)
      return refused(`Offer two or ${bookingSettings.offerWindows} times.`, "offer-day-1");
    if (input.frequency !== "" && !isFrequency(input.frequency))
      return refused("Choose how often, or a single visit.", "frequency");
    const price = priceCents(input.price);
    if ("problem" in price) return refused(price.problem, "price");
    const lead = await this.#lead(leadId);
    if (!lead) return refused(REFUSALS["no-lead"]);
    const current = await this.#store.bookingOfLead(leadId);
    const declining = current?.status === "requested";
    const message = clean(input.message, MAX_REASON_LENGTH);
    if (declining && !message)
      return refused("Write a few words to the customer: they asked for another time.", "message");
    const token = secretToken();
    const at = this.#now();
    const expiresAt = new Date(at.getTime() + bookingSettings.offerHours * 3_600_000);
    const email = timesOffered(lead, {
      windows: slots.map((slot) =>
        visitWords(
          { ...slot, start: slot.startsAt, end: slot.endsAt },
          currentBookingRules(lead.lang),
          lead.lang,
        ),
      ),
      message,
      until: momentWords(expiresAt, lead.lang),
      url: `${this.#siteUrl}${customerPathPrefix("visit-offer", lead.lang)}${token}`,
      declined: declining,
    });
    const result = await this.#store.makeOffer({
      leadId,
      newBookingId: globalThis.crypto.randomUUID(),
      offer: {
        id: globalThis.crypto.randomUUID(),
        tokenHash: tokenHash(token),
        windows: slots,
        message,
        expiresAt,
      },
      ...(input.frequency && isFrequency(input.frequency) ? { frequency: input.frequency } : {}),
      ...(price.cents !== undefined ? { priceCents: price.cents } : {}),
      address: clean(input.address, MAX_ADDRESS_LENGTH),
      accessNotes: clean(input.accessNotes, MAX_ACCESS_NOTES_LENGTH),
      actor,
      at,
      emails: [email],
    });
    if (result.made) return { kind: "done" };
    if (result.slot && (result.reason === "full" || result.reason === "closed"))
      return refused(`${formatSlot(result.slot, rules)}: ${REFUSALS[result.reason]}`);
    return refused(REFUSALS[result.reason]);
  }

  async settings(): Promise<BookingsSettingsView> {
    const rules = currentBookingRules();
    const now = this.#now();
    const today = localToday(now, rules);
    // Every request still waiting, however many: the owner answers each (none is lost to a page's length).
    const waiting: BookingsSettingsView["waiting"] = [];
    for (const { booking, name, quarantined } of await this.#store.waitingBookings()) {
      if (!booking.requested) continue;
      waiting.push({
        leadId: booking.leadId,
        name,
        words: formatSlot(booking.requested, rules),
        ...(booking.second ? { second: formatSlot(booking.second, rules) } : {}),
        hold: holdWords(booking, quarantined, now) ?? "",
      });
    }
    const capacity = await this.#store.capacities();
    const feed = await this.#store.calendarFeedMade();
    return {
      waiting,
      closedDays: (await this.#store.closedDays(today.toString())).map((closed) => ({
        day: closed.day,
        words: formatDay(closed.day),
        reason: closed.reason,
      })),
      capacity: rules.windows.map((window) => ({
        window: window.id,
        label: windowLabel(window.id, rules),
        visits: capacity[window.id] ?? rules.defaultCapacity,
      })),
      feed: feed ? { createdAt: feed.createdAt.toISOString(), createdBy: feed.createdBy } : null,
    };
  }

  async closeDay(day: string, reason: string, actor: string): Promise<string | undefined> {
    const date = parseDay(day);
    if (!date) return "Choose the day to close.";
    if (date.until(localToday(this.#now(), bookingSettings)).days > 0) return "That day has passed.";
    const why = clean(reason, MAX_REASON_LENGTH) || "Closed";
    if (!(await this.#store.closeDay(day, why, actor, this.#now()))) return "That day is already closed.";
    return undefined;
  }

  reopenDay(day: string): Promise<boolean> {
    return this.#store.reopenDay(day);
  }

  async setCapacity(window: string, visits: number, actor: string): Promise<boolean> {
    if (!currentBookingRules().windows.some((candidate) => candidate.id === window)) return false;
    if (!Number.isInteger(visits) || visits < 0 || visits > MAX_CAPACITY) return false;
    await this.#store.setCapacity(window, visits, actor, this.#now());
    return true;
  }

  async replaceFeed(actor: string): Promise<string> {
    const token = secretToken();
    await this.#store.replaceCalendarFeed(tokenHash(token), actor, this.#now());
    return `${this.#siteUrl}${CALENDAR_PATH_PREFIX}${token}.ics`;
  }

  revokeFeed(actor: string): Promise<boolean> {
    return this.#store.revokeCalendarFeeds(actor, this.#now());
  }

  /**
   * Queues the reminder of each confirmed visit whose reminder time (10:00 Abilene time the day before) has come
   * and whose start has not: once per visit ever (the store's key), never for a visit cancelled or moved since it
   * was read, and not for one confirmed after its reminder time (its confirmation is that fresh). Every copy of the
   * service runs this each minute; the outbox then sends it like any email. Answers how many were queued.
   */
  async queueReminders(): Promise<number> {
    const now = this.#now();
    const rules = currentBookingRules();
    let queued = 0;
    for (const booking of await this.#store.allConfirmedBookings()) {
      const today = localToday(now, rules);
      const next = visitsOf(booking, today, today.add({ days: 2 }), rules).find(
        (visit) => visit.start.getTime() > now.getTime(),
      );
      if (!next) continue;
      const day = parseDay(next.day);
      if (!day) continue;
      const remindAt = new Date(
        day
          .subtract({ days: 1 })
          .toZonedDateTime({
            timeZone: rules.timeZone,
            plainTime: Temporal.PlainTime.from(rules.reminderTime),
          })
          .toInstant().epochMilliseconds,
      );
      if (now.getTime() < remindAt.getTime() || booking.updatedAt.getTime() >= remindAt.getTime()) continue;
      const lead = await this.#lead(booking.leadId);
      if (!lead) continue;
      const done = await this.#store.queueReminder({
        bookingId: booking.id,
        sequence: booking.sequence,
        key: `${booking.id}:${next.day}`,
        email: visitReminder(
          booking,
          { words: visitWords(next, currentBookingRules(lead.lang), lead.lang) },
          lead,
        ),
        at: now,
      });
      if (done) queued += 1;
    }
    return queued;
  }

  /** The subscription's iCalendar, or undefined for an address that does not work (never made, or revoked). */
  async feed(token: string): Promise<string | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    if (!(await this.#store.calendarFeedWorks(tokenHash(token)))) return undefined;
    const visits: CalendarVisit[] = [];
    for (const booking of await this.#store.allConfirmedBookings()) {
      const lead = await this.#lead(booking.leadId);
      if (!lead || !booking.visit) continue;
      const everyWeeks = frequencyWeeks(booking.frequency);
      const where =
        booking.address ||
        townForZipCode(currentContent().business, lead.form.zipCode)?.name ||
        lead.form.zipCode;
      const who = `${lead.form.firstName} ${lead.form.lastName}${lead.form.businessName ? ` (${lead.form.businessName})` : ""}`;
      const base = {
        bookingId: booking.id,
        sequence: booking.sequence,
        summary: `${serviceLabel(lead.form.services)}: ${who}`,
        location: where,
        description: [
          `Phone ${lead.form.phone}`,
          booking.priceCents !== undefined ? `Price ${priceWords(booking.priceCents)}` : "",
          booking.accessNotes ? `Access: ${booking.accessNotes}` : "",
          `${this.#siteUrl}/leads/${lead.id}`,
        ]
          .filter(Boolean)
          .join("\n"),
      };
      const exclude = everyWeeks
        ? booking.exceptions.flatMap((change) => {
            const start = seriesStartOf(booking, change.day);
            return start ? [start] : [];
          })
        : [];
      visits.push({
        ...base,
        start: booking.visit.startsAt,
        end: booking.visit.endsAt,
        ...(everyWeeks ? { everyWeeks } : {}),
        ...(exclude.length ? { exclude } : {}),
      });
      if (everyWeeks) {
        for (const change of booking.exceptions) {
          const start = seriesStartOf(booking, change.day);
          if (change.to && start)
            visits.push({ ...base, start: change.to.startsAt, end: change.to.endsAt, recurrenceId: start });
        }
      }
    }
    return visitCalendar(visits, { name: "BnC Cleaning visits", now: this.#now() });
  }
}

/** A new booking as the store will write it (the confirmation email is written from it). */
function newBooking(id: string, leadId: string, terms: VisitTerms, at: Date): Booking {
  return {
    id,
    leadId,
    status: "confirmed",
    ...(terms.frequency ? { frequency: terms.frequency } : {}),
    visit: terms.visit,
    sequence: 1,
    address: terms.address,
    accessNotes: terms.accessNotes,
    ...(terms.priceCents !== undefined ? { priceCents: terms.priceCents } : {}),
    exceptions: [],
    createdAt: at,
    updatedAt: at,
  };
}

/** When the series' visit of `day` starts: the first visit's wall-clock time that day. */
export function seriesStartOf(booking: Booking, day: string): Date | undefined {
  if (!booking.visit) return undefined;
  const date = parseDay(day);
  const first = parseDay(booking.visit.day);
  if (!date || !first) return undefined;
  const zoned = Temporal.Instant.fromEpochMilliseconds(booking.visit.startsAt.getTime())
    .toZonedDateTimeISO(bookingSettings.timeZone)
    .add({ days: first.until(date, { largestUnit: "days" }).days });
  return new Date(zoned.epochMilliseconds);
}

export type { OutboxEmail };
