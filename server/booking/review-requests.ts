import { randomBytes } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { bookingRules } from "../../app/content/booking.ts";
import { frequencyWeeks, holdDays, localToday, parseDay } from "../../app/lib/availability.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { currentContent } from "../current-content.ts";
import {
  currentCompany,
  headerSafe,
  htmlDocument,
  signOffHtml,
  signOffText,
  type TemplateBusiness,
} from "../mail/email-layout.ts";
import type { Booking } from "../store/bookings.ts";
import type { Lead, OutboxEmail, Store } from "../store/store.ts";
import { tokenHash } from "./booking-desk.ts";

/**
 * Review requests after a visit (docs/product.md, "Review requests"; docs/owner-guide.md, "Review requests"): one
 * email the morning after a visit that took place, the same words for every customer (no review gating), with a
 * one-click unsubscribe. Every copy of the service runs queueReviewRequests each minute; the store decides each
 * visit once, and the outbox sends it like any email.
 */

export const UNSUBSCRIBE_PATH_PREFIX = "/unsubscribe/";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface ReviewRequestSettings {
  /**
   * The Google review link; "" when unset: nothing is sent, and each visit's lead says why. Without it here, the
   * owner's link as the content has it when each request is decided (Your site, Business details).
   */
  reviewUrl?: string;
  /** Days after the visit's day the request goes (1: the next morning). */
  delayDays: number;
  /** The local time (Abilene) it goes at, "HH:MM". */
  sendTime: string;
  /** At most one request per address in this many months. */
  months: number;
}

export const DEFAULT_REVIEW_SETTINGS: Omit<ReviewRequestSettings, "reviewUrl"> = {
  delayDays: 1,
  sendTime: "09:00",
  months: 6,
};

/** A visit whose request time passed longer ago than this is not asked about (a store that ran without the feature). */
const HORIZON_DAYS = 3;

/** The guarantee, in the same words for everyone: asking a happy and an unhappy customer differently is gating. */
export const GUARANTEE_WORDS =
  "Our Satisfaction Guarantee: if anything is not right, tell us within 24 hours of your cleaning and we will re-clean it at no cost.";

export function reviewRequestEmail(
  lead: Pick<Lead, "id" | "form">,
  reviewUrl: string,
  unsubscribeUrl: string,
  siteUrl: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const subject = `Thank you from ${company.name}: how did we do?`;
  const ask = `Would you tell others about your cleaning? A review on Google helps neighbours find us: ${reviewUrl}`;
  const guarantee = `${GUARANTEE_WORDS} Call us at ${company.phone} or reply to this email. Details: ${siteUrl}/guarantee`;
  const stop = `Don't want review requests? Unsubscribe with one click: ${unsubscribeUrl}`;
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">Thank you, ${escapeHtml(lead.form.firstName)}</h1>` +
      `<p style="margin:0 0 12px">Thank you for choosing ${escapeHtml(company.name)}.</p>` +
      `<p style="margin:0 0 12px">Would you tell others about your cleaning? A review on Google helps neighbours find us: ` +
      `<a href="${escapeHtml(reviewUrl)}">leave a review on Google</a>.</p>` +
      `<p style="margin:0 0 12px">${escapeHtml(GUARANTEE_WORDS)} Call us at ${escapeHtml(company.phone)} or reply to this email. ` +
      `<a href="${escapeHtml(`${siteUrl}/guarantee`)}">Our guarantee</a>.</p>` +
      signOffHtml(company, lead, false) +
      `<p style="margin:16px 0 0;font-size:12px;color:#555">Don't want review requests? ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe with one click</a>. Emails about your visits still come.</p>`,
  );
  const text = [
    `Thank you, ${lead.form.firstName}`,
    "",
    `Thank you for choosing ${company.name}.`,
    "",
    ask,
    "",
    guarantee,
    "",
    ...signOffText(company, lead, false),
    "",
    `${stop} (Emails about your visits still come.)`,
  ].join("\n");
  return {
    kind: "customer",
    purpose: "review-request",
    to: headerSafe(lead.form.email),
    replyTo: headerSafe(company.email),
    subject: headerSafe(subject),
    html,
    text,
    listUnsubscribe: unsubscribeUrl,
  };
}

/** An instant: a local day (plus days) at a local "HH:MM" in the business's zone. */
function localInstant(day: Temporal.PlainDate, time: string): Date {
  return new Date(
    day
      .toZonedDateTime({ timeZone: bookingRules.timeZone, plainTime: Temporal.PlainTime.from(time) })
      .toInstant().epochMilliseconds,
  );
}

/** The visit days of a booking from `from` to `to` (local days, inclusive). */
function visitDays(booking: Booking, from: Temporal.PlainDate, to: Temporal.PlainDate): string[] {
  if (!booking.visit) return [];
  const everyWeeks = frequencyWeeks(booking.frequency);
  if (!everyWeeks) {
    const day = parseDay(booking.visit.day);
    return day && Temporal.PlainDate.compare(day, from) >= 0 && Temporal.PlainDate.compare(day, to) <= 0
      ? [booking.visit.day]
      : [];
  }
  return holdDays({ ...booking.visit, everyWeeks }, from, to);
}

/** Whether the owner's last word on the visit is a problem (flagged, and not marked done since). */
function flagged(booking: Booking): boolean {
  if (!booking.problemAt) return false;
  return !booking.doneAt || booking.doneAt.getTime() < booking.problemAt.getTime();
}

export class ReviewRequestDesk {
  readonly #store: Store;
  readonly #siteUrl: string;
  readonly #settings: ReviewRequestSettings;
  readonly #now: () => Date;

  constructor(
    store: Store,
    options: { siteUrl: string; settings: ReviewRequestSettings },
    now: () => Date = () => new Date(),
  ) {
    this.#store = store;
    this.#siteUrl = options.siteUrl;
    this.#settings = options.settings;
    this.#now = now;
  }

  /** The owner marks a lead's confirmed visit done; false when it has none. */
  async markDone(leadId: string, actor: string): Promise<boolean> {
    const booking = await this.#store.bookingOfLead(leadId);
    return booking ? this.#store.markVisitDone(booking.id, actor, this.#now()) : false;
  }

  /** "Problem with this visit": no review request goes for it unless the owner marks it done after. */
  async flagProblem(leadId: string, actor: string): Promise<boolean> {
    const booking = await this.#store.bookingOfLead(leadId);
    return booking ? this.#store.flagVisitProblem(booking.id, actor, this.#now()) : false;
  }

  /**
   * Decides the review request of each visit whose request time (its day plus the delay, at the send time) has
   * come in the last few days: visits flagged with a problem are left out; the store records why none went for the
   * others it holds back. Answers how many were decided now.
   */
  async queueReviewRequests(): Promise<number> {
    const now = this.#now();
    const today = localToday(now, bookingRules);
    const { delayDays, sendTime, months } = this.#settings;
    const reviewUrl = this.#settings.reviewUrl ?? currentContent().business.googleReviewUrl;
    const from = today.subtract({ days: delayDays + HORIZON_DAYS });
    const to = today.subtract({ days: delayDays });
    const recentSince = new Date(
      Temporal.Instant.fromEpochMilliseconds(now.getTime())
        .toZonedDateTimeISO(bookingRules.timeZone)
        .subtract({ months })
        .toInstant().epochMilliseconds,
    );
    let decided = 0;
    for (const booking of await this.#store.allConfirmedBookings()) {
      if (flagged(booking)) continue;
      for (const day of visitDays(booking, from, to)) {
        const date = parseDay(day);
        if (!date) continue;
        const sendAt = localInstant(date.add({ days: delayDays }), sendTime);
        if (now.getTime() < sendAt.getTime()) continue;
        const lead = (await this.#store.getLead(booking.leadId))?.lead;
        if (!lead) continue;
        const token = randomBytes(32).toString("base64url");
        const outcome = await this.#store.decideReviewRequest({
          visitKey: `${booking.id}:${day}`,
          bookingId: booking.id,
          email: lead.form.email,
          at: now,
          recentSince,
          reviewUrlSet: reviewUrl !== "",
          tokenHash: tokenHash(token),
          message: reviewRequestEmail(
            lead,
            reviewUrl,
            `${this.#siteUrl}${UNSUBSCRIBE_PATH_PREFIX}${token}`,
            this.#siteUrl,
          ),
        });
        if (outcome) decided += 1;
      }
    }
    return decided;
  }

  /** The one-click unsubscribe (a POST to the link): false for a link that is not ours. */
  async unsubscribe(token: string): Promise<boolean> {
    if (!TOKEN_PATTERN.test(token)) return false;
    return this.#store.unsubscribeByToken(tokenHash(token), this.#now());
  }
}
