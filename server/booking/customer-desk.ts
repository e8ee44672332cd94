import { bookingSettings, visitorRules } from "../../app/content/booking.ts";
import type { Lang } from "../../app/content/model/languages.ts";
import { formMessages } from "../../app/i18n/form-words.ts";
import { type MessageKey, translate } from "../../app/i18n/messages.ts";
import {
  earliestBookableDay,
  frequencyWeeks,
  latestBookableDay,
  localToday,
  nearestOpenSlots,
  parseDay,
  refusalWithAlternatives,
  type Slot,
} from "../../app/lib/availability.ts";
import type { ManagedVisit, OfferedTimes, VisitChangeAnswer } from "../../app/lib/visit-manage.ts";
import { formatSlot, frequencyLabel, windowLabel } from "../../app/lib/visit-words.ts";
import { customerPathPrefix } from "../../app/route-table.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import type { Booking, ChangeResult } from "../store/bookings.ts";
import type { Lead, Store } from "../store/store.ts";
import type { PickRefusal } from "../store/visits.ts";
import {
  changeNotification,
  offerPickedNotification,
  rescheduleRequested,
  visitCancellation,
  visitConfirmation,
} from "../visits/booking-emails.ts";
import { secretToken, TOKEN_PATTERN, tokenHash } from "../visits/secrets.ts";
import { timedSlot, visitsOf, visitWords } from "../visits/visit-times.ts";
import { momentWords } from "./booking-desk.ts";

/**
 * The customer's side of booking, without signing in: the link's secret is the key (only its SHA-256 is kept).
 * The manage link of a confirmed visit (move it, which waits for the owner, or cancel it, both refused inside the
 * 24 hours) and the link of an offer of times (the first pick confirms the visit). Their words are here and in the
 * pages (app/routes/visit-manage.tsx, visit-offer.tsx).
 */

const phone = () => currentContent().business.phone;

const PICK_REFUSALS: Record<PickRefusal, MessageKey> = {
  "not-found": "offer.problem.notFound",
  expired: "offer.problem.expired",
  withdrawn: "offer.problem.withdrawn",
  picked: "offer.problem.picked",
  "not-offered": "offer.problem.notOffered",
  closed: "offer.problem.taken",
  full: "offer.problem.taken",
};

/** Why a pick was refused, in the page's language, with the phone. */
const pickRefusal = (reason: PickRefusal, lang: Lang): VisitChangeAnswer => ({
  kind: "refused",
  problem: translate(lang, PICK_REFUSALS[reason], { phone: phone() }),
});

export class CustomerDesk {
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

  /**
   * The booking of a manage link and its next visit that has not ended, or undefined when the link does not work:
   * unknown, or its (last) visit is over.
   */
  async #managed(
    token: string,
    lang: Lang = "en",
  ): Promise<{ booking: Booking; lead: Lead; start: Date; end: Date; words: string } | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const booking = await this.#store.bookingByManageHash(tokenHash(token));
    if (!booking?.visit) return undefined;
    const lead = (await this.#store.getLead(booking.leadId))?.lead;
    if (!lead) return undefined;
    const now = this.#now();
    const rules = currentBookingRules(lang);
    if (booking.status === "cancelled") {
      // A cancelled visit's page says so while the visit's time has not passed.
      if (booking.visit.endsAt.getTime() <= now.getTime() && !frequencyWeeks(booking.frequency))
        return undefined;
      const { startsAt: start, endsAt: end } = booking.visit;
      return { booking, lead, start, end, words: visitWords({ ...booking.visit, start, end }, rules, lang) };
    }
    const today = localToday(now, rules);
    const next = visitsOf(booking, today, today.add({ days: 400 }), rules).find(
      (visit) => visit.end.getTime() > now.getTime(),
    );
    return next && { booking, lead, start: next.start, end: next.end, words: visitWords(next, rules, lang) };
  }

  async managedVisit(token: string, lang: Lang = "en"): Promise<ManagedVisit | undefined> {
    const found = await this.#managed(token, lang);
    if (!found) return undefined;
    const { booking, lead, start, words } = found;
    const now = this.#now();
    const rules = visitorRules(currentBookingRules(lang), lead.form.audience);
    return {
      status: booking.status === "cancelled" ? "cancelled" : "confirmed",
      words,
      ...(booking.frequency ? { frequency: frequencyLabel(booking.frequency, lang) } : {}),
      ...(booking.requested ? { pending: formatSlot(booking.requested, rules, undefined, lang) } : {}),
      canChange:
        booking.status === "confirmed" &&
        start.getTime() - now.getTime() >= bookingSettings.changeCutoffHours * 3_600_000,
      earliest: earliestBookableDay(now, rules).toString(),
      latest: latestBookableDay(now, rules).toString(),
      windows: rules.windows.map((window) => ({ id: window.id, label: windowLabel(window.id, rules, lang) })),
      cutoffHours: bookingSettings.changeCutoffHours,
    };
  }

  async #answer(result: ChangeResult, lead: Lead, lang: Lang, slot?: Slot): Promise<VisitChangeAnswer> {
    // The very move already waiting, asked again: done, as the first time (nothing changed, nothing sent).
    if (result.changed || result.reason === "already-asked") return { kind: "done" };
    const refused = (problem: string): VisitChangeAnswer => ({ kind: "refused", problem });
    switch (result.reason) {
      case "too-many-moves":
        return refused(
          translate(lang, "visit.problem.tooManyMoves", {
            count: bookingSettings.movesPerDay,
            phone: phone(),
          }),
        );
      case "too-late":
        return refused(
          translate(lang, "visit.problem.tooLate", {
            hours: bookingSettings.changeCutoffHours,
            phone: phone(),
          }),
        );
      case "not-confirmed":
        return refused(translate(lang, "visit.problem.notConfirmed", { phone: phone() }));
      case "same":
        return refused(translate(lang, "visit.problem.same"));
      default: {
        const now = this.#now();
        const rules = visitorRules(currentBookingRules(lang), lead.form.audience);
        const state = await this.#store.bookingCalendar(
          earliestBookableDay(now, rules).toString(),
          latestBookableDay(now, rules).toString(),
          now,
        );
        const alternatives = slot ? nearestOpenSlots(slot, now, rules, state) : [];
        return {
          kind: "refused",
          problem: refusalWithAlternatives(
            result.reason,
            alternatives,
            rules,
            currentContent().business.phone,
            formMessages(lang),
          ),
        };
      }
    }
  }

  async reschedule(token: string, slot: Slot, lang: Lang = "en"): Promise<VisitChangeAnswer> {
    const found = await this.#managed(token, lang);
    if (!found) return { kind: "refused", problem: translate(lang, "visit.problem.linkGone") };
    const { booking, lead, start } = found;
    const rules = visitorRules(currentBookingRules(), lead.form.audience);
    if (!parseDay(slot.day) || !rules.windows.some((window) => window.id === slot.window)) {
      return { kind: "refused", problem: translate(lang, "visit.problem.choose") };
    }
    const moved: Booking = { ...booking, requested: slot, second: undefined };
    const result = await this.#store.requestReschedule({
      bookingId: booking.id,
      audience: lead.form.audience,
      slot,
      visitStartsAt: start,
      at: this.#now(),
      emails: [
        rescheduleRequested(moved, lead),
        changeNotification("moved", moved, lead, this.#businessEmail),
      ],
    });
    return this.#answer(result, lead, lang, slot);
  }

  async cancel(token: string, lang: Lang = "en"): Promise<VisitChangeAnswer> {
    const found = await this.#managed(token, lang);
    if (!found) return { kind: "refused", problem: translate(lang, "visit.problem.linkGone") };
    const { booking, lead, start } = found;
    const now = this.#now();
    const cancelled: Booking = { ...booking, status: "cancelled", sequence: booking.sequence + 1 };
    const result = await this.#store.cancelBooking({
      bookingId: booking.id,
      visitStartsAt: start,
      at: now,
      emails: [
        visitCancellation(cancelled, lead, now),
        changeNotification("cancelled", booking, lead, this.#businessEmail),
      ],
    });
    return this.#answer(result, lead, lang);
  }

  async offer(token: string, lang: Lang = "en"): Promise<OfferedTimes | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const offer = await this.#store.offerByHash(tokenHash(token));
    if (!offer) return undefined;
    const rules = currentBookingRules(lang);
    const now = this.#now();
    const words = (slot: Slot) => {
      const timed = timedSlot(slot, rules);
      return timed
        ? visitWords({ ...timed, start: timed.startsAt, end: timed.endsAt }, rules, lang)
        : formatSlot(slot, rules, undefined, lang);
    };
    const state = offer.picked
      ? "picked"
      : offer.withdrawnAt
        ? "withdrawn"
        : offer.expiresAt.getTime() <= now.getTime()
          ? "expired"
          : "open";
    return {
      state,
      windows: offer.windows.map((slot) => ({ ...slot, words: words(slot) })),
      message: offer.message,
      until: momentWords(offer.expiresAt, lang),
      ...(offer.picked ? { picked: words(offer.picked) } : {}),
    };
  }

  /** The first pick confirms the visit (the same confirmation and invitation as any); the others are free again. */
  async pickOffer(token: string, slot: Slot, lang: Lang = "en"): Promise<VisitChangeAnswer> {
    if (!TOKEN_PATTERN.test(token)) return pickRefusal("not-found", lang);
    const offer = await this.#store.offerByHash(tokenHash(token));
    if (!offer) return pickRefusal("not-found", lang);
    const booking = await this.#store.bookingOfLead(offer.leadId);
    const lead = (await this.#store.getLead(offer.leadId))?.lead;
    if (!booking || booking.id !== offer.bookingId || !lead) return pickRefusal("withdrawn", lang);
    // The window's times as the owner offered them (a window changed since keeps the words it was offered with).
    const timed = timedSlot(slot, currentBookingRules());
    if (!timed || !offer.windows.some((window) => window.day === slot.day && window.window === slot.window))
      return pickRefusal("not-offered", lang);
    const now = this.#now();
    const manage = secretToken();
    const confirmed: Booking = {
      ...booking,
      status: "confirmed",
      visit: timed,
      sequence: booking.sequence + 1,
    };
    const result = await this.#store.pickOffer({
      offerId: offer.id,
      slot: timed,
      manageHash: tokenHash(manage),
      at: now,
      emails: [
        visitConfirmation(
          confirmed,
          lead,
          `${this.#siteUrl}${customerPathPrefix("visit-manage", lead.lang)}${manage}`,
          now,
        ),
        offerPickedNotification(confirmed, lead, this.#businessEmail),
      ],
    });
    if (result.picked) return { kind: "done" };
    // A second press of the very pick already made is answered as done (a double press, a reload).
    if (result.reason === "picked" && offer.picked?.day === slot.day && offer.picked.window === slot.window)
      return { kind: "done" };
    return pickRefusal(result.reason, lang);
  }
}
