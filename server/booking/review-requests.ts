import { randomBytes } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { bookingSettings } from "../../app/content/booking.ts";
import type { Lang } from "../../app/content/model/languages.ts";
import { translate } from "../../app/i18n/messages.ts";
import { localToday, parseDay } from "../../app/lib/availability.ts";
import type { OwnerAnswer, ReviewPreview } from "../../app/lib/owner-bookings.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { getPage } from "../../app/route-table.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import {
  currentCompany,
  emailWords,
  headerSafe,
  htmlDocument,
  signOffHtml,
  signOffText,
  type TemplateBusiness,
} from "../mail/email-layout.ts";
import type { Booking } from "../store/bookings.ts";
import type { Lead, OutboxEmail, Store } from "../store/store.ts";
import { TOKEN_PATTERN, tokenHash } from "../visits/secrets.ts";
import { timeRange, visitsOf, visitWords } from "../visits/visit-times.ts";

/**
 * Review requests after a visit (docs/product.md, "Review requests"; docs/owner-guide.md, "Review requests"): one
 * email the morning after a visit that took place, the same words for every customer (no review gating), with a
 * one-click unsubscribe. Every copy of the service runs queueReviewRequests each minute; the store decides each
 * visit once, and the outbox sends it like any email.
 */

export const UNSUBSCRIBE_PATH_PREFIX = "/unsubscribe/";
/** The same page in Spanish: a Spanish lead's review request links here (the same secret works at either). */
export const SPANISH_UNSUBSCRIBE_PATH_PREFIX = "/es/baja/";

/** The unsubscribe page's address in a language. */
export const unsubscribePathPrefix = (lang: Lang = "en") =>
  lang === "es" ? SPANISH_UNSUBSCRIBE_PATH_PREFIX : UNSUBSCRIBE_PATH_PREFIX;

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
export const GUARANTEE_WORDS = translate("en", "email.review.guarantee");

/** The review request, in the language of the lead's form; its unsubscribe link at that language's address. */
export function reviewRequestEmail(
  lead: Pick<Lead, "id" | "form"> & { lang?: Lang },
  reviewUrl: string,
  unsubscribeUrl: string,
  siteUrl: string,
  company: TemplateBusiness = currentCompany(lead.lang),
): OutboxEmail {
  const words = emailWords(lead.lang);
  const { t, lang } = words;
  const guaranteeUrl = `${siteUrl}${getPage("guarantee", lang).path}`;
  const subject = t("email.review.subject", { business: company.name });
  const heading = t("email.review.heading", { name: lead.form.firstName });
  const thanks = t("email.review.thanks", { business: company.name });
  const guarantee = t("email.review.guarantee");
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      `<p style="margin:0 0 12px">${escapeHtml(thanks)}</p>` +
      `<p style="margin:0 0 12px">${words.html("email.review.askHtml", {}, reviewUrl)}</p>` +
      `<p style="margin:0 0 12px">${escapeHtml(guarantee)} ${words.html("email.review.callHtml", { phone: company.phone }, guaranteeUrl)}</p>` +
      signOffHtml(company, lead, false, lang) +
      `<p style="margin:16px 0 0;font-size:12px;color:#555">${words.html("email.review.stopHtml", {}, unsubscribeUrl)}</p>`,
    lang,
  );
  const text = [
    heading,
    "",
    thanks,
    "",
    t("email.review.askText", { url: reviewUrl }),
    "",
    `${guarantee} ${t("email.review.callText", { phone: company.phone, url: guaranteeUrl })}`,
    "",
    ...signOffText(company, lead, false, lang),
    "",
    t("email.review.stopText", { url: unsubscribeUrl }),
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
      .toZonedDateTime({ timeZone: bookingSettings.timeZone, plainTime: Temporal.PlainTime.from(time) })
      .toInstant().epochMilliseconds,
  );
}

/** The visit days of a booking from `from` to `to` (local days, inclusive): those that take place, where they do. */
function visitDays(booking: Booking, from: Temporal.PlainDate, to: Temporal.PlainDate): string[] {
  return visitsOf(booking, from, to, currentBookingRules()).map((visit) => visit.day);
}

/** How long after a visit began "Visit done" is still offered for it (a series' next visit takes over anyway). */
const DONE_WINDOW_DAYS = 7;

const PREVIEW_WHEN = new Intl.DateTimeFormat("en-US", {
  timeZone: bookingSettings.timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

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

  /** The visit of a booking that began last (within a week), if one has begun. */
  #begun(booking: Booking, now: Date) {
    const today = localToday(now, bookingSettings);
    return visitsOf(booking, today.subtract({ days: DONE_WINDOW_DAYS }), today, currentBookingRules())
      .filter((visit) => visit.start.getTime() <= now.getTime())
      .at(-1);
  }

  /**
   * The owner marks the lead's visit done (its review request follows, and the lead is won): only once its window
   * has begun, never before (a visit marked done at 7:17 for 1:00 PM was a mistake the page let through).
   */
  async markDone(leadId: string, actor: string): Promise<OwnerAnswer> {
    const booking = await this.#store.bookingOfLead(leadId);
    if (booking?.status !== "confirmed" || !booking.visit)
      return { kind: "refused", problem: "This lead has no confirmed visit." };
    const now = this.#now();
    if (!this.#begun(booking, now)) {
      const rules = currentBookingRules();
      const next = visitsOf(
        booking,
        localToday(now, rules),
        localToday(now, rules).add({ days: 62 }),
        rules,
      )[0];
      return {
        kind: "refused",
        problem: next
          ? `Not yet: "Visit done" is for a visit that has begun. This one begins ${visitWords(next, rules)}.`
          : `Not yet: "Visit done" is for a visit that has begun.`,
      };
    }
    return (await this.#store.markVisitDone(booking.id, actor, now))
      ? { kind: "done" }
      : { kind: "refused", problem: "This lead has no confirmed visit." };
  }

  /** "Problem with this visit": no review request goes for it unless the owner marks it done after. */
  async flagProblem(leadId: string, actor: string): Promise<OwnerAnswer> {
    const booking = await this.#store.bookingOfLead(leadId);
    if (!booking || !(await this.#store.flagVisitProblem(booking.id, actor, this.#now())))
      return { kind: "refused", problem: "This lead has no confirmed visit." };
    return { kind: "done" };
  }

  /**
   * What the review request after the lead's visit (the one begun, or the next) will say, word for word, and when
   * it goes; or why none will go. The unsubscribe link is made when it is sent, so the preview names it.
   */
  async preview(leadId: string): Promise<ReviewPreview | undefined> {
    const booking = await this.#store.bookingOfLead(leadId);
    const lead = (await this.#store.getLead(leadId))?.lead;
    if (booking?.status !== "confirmed" || !booking.visit || !lead) return undefined;
    const now = this.#now();
    const rules = currentBookingRules();
    const today = localToday(now, rules);
    const visit = this.#begun(booking, now) ?? visitsOf(booking, today, today.add({ days: 62 }), rules)[0];
    if (!visit) return undefined;
    const { delayDays, sendTime, months } = this.#settings;
    const reviewUrl = this.#settings.reviewUrl ?? currentContent().business.googleReviewUrl;
    if (flagged(booking))
      return {
        kind: "none",
        reason: "None will go: you flagged a problem with this visit. Mark it done when it is settled.",
      };
    if (!reviewUrl)
      return {
        kind: "none",
        reason: "None will go: the site has no Google review link yet (Your site, Business details).",
      };
    if (await this.#store.isUnsubscribed(lead.form.email))
      return { kind: "none", reason: "None will go: this customer unsubscribed from review requests." };
    const recentSince = new Date(
      Temporal.Instant.fromEpochMilliseconds(now.getTime())
        .toZonedDateTimeISO(bookingSettings.timeZone)
        .subtract({ months })
        .toInstant().epochMilliseconds,
    );
    if (await this.#store.reviewRequestSentSince(lead.form.email, recentSince))
      return { kind: "none", reason: `None will go: this address was asked less than ${months} months ago.` };
    const day = parseDay(visit.day);
    if (!day) return undefined;
    const email = reviewRequestEmail(
      lead,
      reviewUrl,
      `${this.#siteUrl}${unsubscribePathPrefix(lead.lang)}…`,
      this.#siteUrl,
    );
    return {
      kind: "will-send",
      when: `${PREVIEW_WHEN.format(localInstant(day.add({ days: delayDays }), sendTime))} (Abilene time), after the visit of ${visitWords(visit, rules)} (${timeRange(visit.start, visit.end, rules)})`,
      to: lead.form.email,
      subject: email.subject,
      text: email.text.replace(
        `${this.#siteUrl}${unsubscribePathPrefix(lead.lang)}…`,
        "(a personal unsubscribe link)",
      ),
    };
  }

  /**
   * Decides the review request of each visit whose request time (its day plus the delay, at the send time) has
   * come in the last few days: visits flagged with a problem are left out; the store records why none went for the
   * others it holds back. Answers how many were decided now.
   */
  async queueReviewRequests(): Promise<number> {
    const now = this.#now();
    const today = localToday(now, bookingSettings);
    const { delayDays, sendTime, months } = this.#settings;
    const reviewUrl = this.#settings.reviewUrl ?? currentContent().business.googleReviewUrl;
    const from = today.subtract({ days: delayDays + HORIZON_DAYS });
    const to = today.subtract({ days: delayDays });
    const recentSince = new Date(
      Temporal.Instant.fromEpochMilliseconds(now.getTime())
        .toZonedDateTimeISO(bookingSettings.timeZone)
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
            `${this.#siteUrl}${unsubscribePathPrefix(lead.lang)}${token}`,
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
