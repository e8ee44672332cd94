import { Temporal } from "temporal-polyfill";
import { bookingSettings, FREQUENCIES, type Frequency } from "../../app/content/booking.ts";
import { business } from "../../app/content/business.ts";
import type { ModelPayments } from "../../app/content/model/content-model.ts";
import { inLanguage, type Lang } from "../../app/content/model/languages.ts";
import { translate } from "../../app/i18n/messages.ts";
import { localToday, parseDay, type Slot } from "../../app/lib/availability.ts";
import { serviceLabel } from "../../app/lib/contact-fields.ts";
import {
  type LeadQuotes,
  type OwnerQuoteView,
  QUOTE_ADD_ONS,
  type QuoteAnswer,
  type QuoteInput,
} from "../../app/lib/owner-quotes.ts";
import type { QuoteCustomerAnswer, QuoteForCustomer } from "../../app/lib/quote-page.ts";
import { customerPathPrefix } from "../../app/route-table.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import { customerLang, dayWords, moneyWords } from "../mail/customer-lang.ts";
import type { OnlinePayments } from "../online-payments.ts";
import type { Quote, QuoteLine, QuoteRefusal } from "../store/quotes.ts";
import type { Lead, Store } from "../store/store.ts";
import type { TimedSlot } from "../store/visits.ts";
import { visitConfirmation } from "../visits/booking-emails.ts";
import { secretToken, TOKEN_PATTERN, tokenHash } from "../visits/secrets.ts";
import { priceCents, timedSlot, visitWords } from "../visits/visit-times.ts";
import { quoteAcceptedNote, quoteDeclinedNote, quoteEmail, quoteQuestionNote } from "./quote-emails.ts";

/**
 * The priced quote (docs/owner-guide.md, "Price and send a quote"): the owner prices a lead and sends it; the
 * customer reads it at /quote/<secret>, accepts it in one of its windows (the visit is confirmed with booking's
 * own confirmation and invitation), asks a question or declines; where the owner asked for online payment,
 * accepting leads to the gateway's hosted page. The windows are an offer of times in the store (visits.ts), so the
 * calendar keeps them for the customer until the quote's last day.
 */

/** The most days ahead a quote may be valid. */
const MAX_VALID_DAYS = 60;
/** The most characters of what is included, a question and a reason. */
const MAX_INCLUDED = 600;
const MAX_MESSAGE = 1_000;
const MAX_LABEL = 80;

const refused = (problem: string, field?: string): QuoteAnswer => ({
  ok: false,
  problem,
  ...(field ? { field } : {}),
});

const clean = (value: string, max: number) =>
  value
    .replace(/\r\n?/g, "\n")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .trim()
    .slice(0, max);

/** What the customer is asked to pay online for a quote of `total` cents: nothing, a deposit, or all of it. */
export function dueFor(
  total: number,
  payments: ModelPayments,
  online: boolean,
): { payment: Quote["payment"]; due: number } {
  if (!online || payments.choice === "none") return { payment: "none", due: 0 };
  if (payments.choice === "full") return { payment: "full", due: total };
  const due =
    payments.depositKind === "amount"
      ? Math.min(payments.depositCents, total)
      : Math.round((total * payments.depositPercent) / 100);
  // Stripe charges no less than $0.50: a smaller deposit is raised to that, never above the quote itself.
  return { payment: "deposit", due: Math.min(total, Math.max(due, 50)) };
}

/**
 * A time of the quote in the customer's words, as every visit email says it: "Tuesday, March 10, 2026, morning
 * (arrival between 8:00 AM and 12:00 PM, Abilene time)".
 */
export function slotWords(slot: TimedSlot, lang: Lang): string {
  return visitWords({ ...slot, start: slot.startsAt, end: slot.endsAt }, currentBookingRules(lang), lang);
}

/** The end of a local day in Abilene (the start of the next): a quote valid until that day is open until then. */
function endOfDay(day: string): Date {
  const date = Temporal.PlainDate.from(day).add({ days: 1 });
  return new Date(date.toZonedDateTime(bookingSettings.timeZone).epochMilliseconds);
}

const iso = (date: Date | undefined) => date?.toISOString();

export class QuoteDesk {
  readonly #store: Store;
  readonly #online: OnlinePayments;
  readonly #siteUrl: string;
  readonly #businessEmail: string;
  readonly #now: () => Date;

  constructor(
    store: Store,
    online: OnlinePayments,
    options: { siteUrl: string; businessEmail: string },
    now: () => Date = () => new Date(),
  ) {
    this.#store = store;
    this.#online = online;
    this.#siteUrl = options.siteUrl;
    this.#businessEmail = options.businessEmail;
    this.#now = now;
  }

  /** The quote's page in the customer's language (/quote/… or /es/su-cotizacion/…). */
  #url(token: string, lang: Lang): string {
    return `${this.#siteUrl}${customerPathPrefix("quote-page", lang)}${token}`;
  }

  /** Its state now: a sent quote past its last day is expired. */
  #state(quote: Quote): OwnerQuoteView["status"] {
    return quote.status === "sent" && quote.expiresAt.getTime() <= this.#now().getTime()
      ? "expired"
      : quote.status;
  }

  async #offerWindows(quote: Quote): Promise<{ slots: Slot[]; picked?: Slot }> {
    const offer = await this.#store.latestOffer(quote.bookingId);
    const own = offer?.id === quote.offerId ? offer : undefined;
    return { slots: own?.windows ?? [], ...(own?.picked ? { picked: own.picked } : {}) };
  }

  // The owner's side.

  async lead(leadId: string): Promise<LeadQuotes> {
    const [quotes, payments, lead, history] = await Promise.all([
      this.#store.quotesOfLead(leadId),
      this.#store.paymentsOfLead(leadId),
      this.#store.getLead(leadId),
      this.#store.leadActivity(leadId),
    ]);
    const asked = history.filter((event) => event.action === "quote-question");
    const rules = currentBookingRules();
    const now = this.#now();
    const today = localToday(now, rules);
    const views: OwnerQuoteView[] = [];
    for (const [index, quote] of quotes.entries()) {
      const { slots, picked } = await this.#offerWindows(quote);
      // A question belongs to the quote that was the newest when it was asked (quotes are newest first).
      const replacedAt = quotes[index - 1]?.sentAt.getTime() ?? Number.POSITIVE_INFINITY;
      const questions = asked
        .filter((event) => event.at >= quote.sentAt && event.at.getTime() < replacedAt)
        .map((event) => ({ at: event.at.toISOString(), text: event.detail ?? "" }));
      const dueWords = moneyWords(quote.dueCents, "en");
      views.push({
        id: quote.id,
        version: quote.version,
        status: this.#state(quote),
        totalCents: quote.totalCents,
        lines: quote.lines,
        included: quote.included,
        validUntil: dayWords(quote.validUntil, "en"),
        paymentWords:
          quote.payment === "none"
            ? "No online payment"
            : quote.payment === "full"
              ? `The full price online (${dueWords})`
              : `A deposit of ${dueWords} online`,
        dueCents: quote.dueCents,
        windows: slots.flatMap((slot) => {
          const timed = timedSlot(slot, rules);
          return timed
            ? [
                {
                  words: slotWords(timed, "en"),
                  accepted: picked?.day === slot.day && picked.window === slot.window,
                },
              ]
            : [];
        }),
        sentAt: quote.sentAt.toISOString(),
        ...(quote.openedAt ? { openedAt: iso(quote.openedAt) } : {}),
        ...(quote.answeredAt ? { answeredAt: iso(quote.answeredAt) } : {}),
        ...(quote.declineReason ? { declineReason: quote.declineReason } : {}),
        questions,
        payments: payments
          .filter((payment) => payment.quoteId === quote.id)
          .map((payment) => ({
            id: payment.id,
            amountCents: payment.amountCents,
            paidAt: payment.paidAt.toISOString(),
            refundedCents: payment.refundedCents,
            ...(payment.refundedAt ? { refundedAt: payment.refundedAt.toISOString() } : {}),
          })),
      });
    }
    const booking = await this.#store.bookingOfLead(leadId);
    const requested = booking?.status === "requested" ? booking.requested : undefined;
    return {
      quotes: views,
      onlinePayment: this.#online.enabled,
      payments: currentContent().payments,
      draft: {
        service: lead ? serviceLabel(lead.lead.form.services) : "",
        today: today.toString(),
        validUntil: today.add({ days: 14 }).toString(),
        ...(requested ? { requested: { day: requested.day, window: requested.window } } : {}),
      },
    };
  }

  async send(leadId: string, input: QuoteInput, actor: string): Promise<QuoteAnswer> {
    const lead = (await this.#store.getLead(leadId))?.lead;
    if (!lead) return refused("No lead with this reference.");
    const lang = customerLang(lead);
    const label = clean(input.serviceLabel, MAX_LABEL);
    if (!label)
      return refused("Name the service the customer reads, such as “Deep Cleaning”.", "serviceLabel");
    const lines: QuoteLine[] = [];
    const amount = (text: string, field: string, what: string, needed = false): number | QuoteAnswer => {
      const price = priceCents(text);
      if ("problem" in price) return refused(`${what}: ${price.problem}`, field);
      if (needed && !price.cents)
        return refused(`Type the price of ${what.toLowerCase()}, such as 210.`, field);
      return price.cents ?? 0;
    };
    const service = amount(input.service, "service", "The service", true);
    if (typeof service !== "number") return service;
    lines.push({ label, cents: service });
    for (const { field, addOn } of QUOTE_ADD_ONS) {
      const cents = amount(input[field], field, inLanguage(addOn, "en"));
      if (typeof cents !== "number") return cents;
      if (cents > 0) lines.push({ label: inLanguage(addOn, lang), cents });
    }
    const recurring = amount(input.recurring, "recurring", "The price per visit");
    if (typeof recurring !== "number") return recurring;
    const frequency = FREQUENCIES.find((option) => option.value === input.frequency)?.value as
      | Frequency
      | undefined;
    if (input.frequency && !frequency) return refused("Choose how often, or one visit.", "frequency");
    if (recurring > 0 && !frequency)
      return refused("A price per later visit needs how often the cleaning repeats.", "frequency");
    const total = lines.reduce((sum, line) => sum + line.cents, 0);
    const rules = currentBookingRules();
    const now = this.#now();
    const today = localToday(now, rules);
    const validUntil = parseDay(input.validUntil);
    if (!validUntil || Temporal.PlainDate.compare(validUntil, today) < 0)
      return refused("Choose the last day the quote can be accepted: today or later.", "validUntil");
    if (validUntil.since(today).days > MAX_VALID_DAYS)
      return refused(`A quote can be valid for at most ${MAX_VALID_DAYS} days.`, "validUntil");
    const slots: TimedSlot[] = [];
    for (const [index, asked] of input.windows.entries()) {
      if (!asked.day && !asked.window) continue;
      const field = `day-${index + 1}`;
      const day = parseDay(asked.day);
      if (!day) return refused("Choose the day of this time.", field);
      if (Temporal.PlainDate.compare(day, today) < 0) return refused("That day has passed.", field);
      const slot = timedSlot({ day: asked.day, window: asked.window }, rules);
      if (!slot) return refused("Choose one of your arrival windows.", `window-${index + 1}`);
      if (slots.some((other) => other.day === slot.day && other.window === slot.window))
        return refused("Offer each time once.", field);
      slots.push(slot);
    }
    // The customer reads the times in the order they come.
    slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    if (slots.length === 0 || slots.length > bookingSettings.offerWindows)
      return refused(`Offer one to ${bookingSettings.offerWindows} times for the visit.`, "day-1");
    const { payment, due } = dueFor(total, currentContent().payments, this.#online.enabled);
    const previous = (await this.#store.quotesOfLead(leadId))[0];
    if (input.after !== undefined && input.after !== String(previous?.version ?? 0))
      return refused(
        "A quote was sent to this lead since this page was opened: read it above, and revise it if needed.",
      );
    const token = secretToken();
    const expiresAt = endOfDay(validUntil.toString());
    const quote = {
      id: globalThis.crypto.randomUUID(),
      leadId,
      tokenHash: tokenHash(token),
      totalCents: total,
      lines,
      included: clean(input.included, MAX_INCLUDED),
      ...(recurring > 0 ? { recurringCents: recurring } : {}),
      validUntil: validUntil.toString(),
      expiresAt,
      payment,
      dueCents: due,
      sentAt: now,
      sentBy: actor,
    };
    const email = quoteEmail(
      lead,
      { ...quote, version: previous ? previous.version + 1 : 1 },
      slots.map((slot) => slotWords(slot, lang)),
      this.#url(token, lang),
      lang,
    );
    const result = await this.#store.sendQuote({
      quote,
      offer: {
        newBookingId: globalThis.crypto.randomUUID(),
        offer: {
          id: globalThis.crypto.randomUUID(),
          tokenHash: tokenHash(secretToken()),
          windows: slots,
          message: "",
          expiresAt,
        },
        priceCents: total,
        ...(frequency ? { frequency } : {}),
        address: "",
        accessNotes: "",
      },
      emails: [email],
    });
    if (result.sent) return { ok: true };
    switch (result.reason) {
      case "active":
        return refused(
          "This lead has a visit to come: move or cancel it on the schedule instead of quoting again.",
        );
      case "full":
      case "closed":
        return refused(
          `${result.slot ? `${result.slot.day} ${result.slot.window}` : "That time"}: ${result.reason === "full" ? "its visits fill it" : "that day is closed"}. Choose another time.`,
          "day-1",
        );
      default:
        return refused("No lead with this reference.");
    }
  }

  async withdraw(leadId: string, quoteId: string, actor: string): Promise<QuoteAnswer> {
    const quote = await this.#store.quoteById(quoteId);
    if (!quote || quote.leadId !== leadId) return refused("No such quote on this lead.");
    if (!(await this.#store.withdrawQuote({ quoteId, actor, at: this.#now() })))
      return refused("Only a quote waiting for the customer's answer can be withdrawn.");
    return { ok: true };
  }

  async refund(leadId: string, paymentId: string, actor: string): Promise<QuoteAnswer> {
    const payment = await this.#store.paymentById(paymentId);
    if (!payment || payment.leadId !== leadId) return refused("No such payment on this lead.");
    const answer = await this.#online.refund(payment, actor);
    return answer.refunded ? { ok: true } : refused(answer.problem);
  }

  // The customer's side.

  async #byToken(token: string): Promise<{ quote: Quote; lead: Lead; lang: Lang } | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const quote = await this.#store.quoteByHash(tokenHash(token));
    if (!quote) return undefined;
    const lead = (await this.#store.getLead(quote.leadId))?.lead;
    return lead ? { quote, lead, lang: customerLang(lead) } : undefined;
  }

  async #paid(quote: Quote): Promise<boolean> {
    const payments = await this.#store.paymentsOfLead(quote.leadId);
    return payments.some((payment) => payment.quoteId === quote.id);
  }

  /** The language of the customer a link belongs to (its page's frame speaks it too). */
  async langOf(token: string): Promise<Lang> {
    return (await this.#byToken(token))?.lang ?? "en";
  }

  /** The quote a link opens, in the customer's words; the first look is recorded as opened. */
  async quote(token: string): Promise<QuoteForCustomer | undefined> {
    const found = await this.#byToken(token);
    if (!found) return undefined;
    const { quote, lead, lang } = found;
    const status = this.#state(quote);
    const state: QuoteForCustomer["state"] =
      status === "superseded" ? "withdrawn" : status === "sent" ? "open" : status;
    if (state === "open") await this.#store.markQuoteOpened(quote.id, this.#now());
    const rules = currentBookingRules();
    const { slots, picked } = await this.#offerWindows(quote);
    const words = (slot: Slot) => {
      const timed = timedSlot(slot, rules);
      return timed ? slotWords(timed, lang) : `${dayWords(slot.day, lang)}`;
    };
    const lines = quote.lines.map((line) => ({ label: line.label, amount: moneyWords(line.cents, lang) }));
    return {
      lang,
      state,
      firstName: lead.form.firstName,
      reference: lead.id,
      total: moneyWords(quote.totalCents, lang),
      lines,
      included: quote.included,
      validUntil: dayWords(quote.validUntil, lang),
      windows: slots.map((slot) => ({ ...slot, words: words(slot) })),
      ...(picked ? { accepted: words(picked) } : {}),
      // Not part of the total: the price of each later visit of a recurring cleaning, said after it.
      ...(quote.recurringCents ? { recurring: moneyWords(quote.recurringCents, lang) } : {}),
      ...(quote.dueCents > 0 ? { due: moneyWords(quote.dueCents, lang) } : {}),
      payment: quote.dueCents === 0 ? "none" : (await this.#paid(quote)) ? "paid" : "unpaid",
      phone: currentContent(lang).business.phone,
    };
  }

  #refusal(
    reason: QuoteRefusal | "not-offered" | "closed" | "full" | "picked",
    lang: Lang,
  ): QuoteCustomerAnswer {
    const phone = currentContent(lang).business.phone;
    const key =
      reason === "expired"
        ? "quote.refused.expired"
        : reason === "withdrawn" || reason === "not-found"
          ? "quote.refused.withdrawn"
          : reason === "answered" || reason === "picked"
            ? "quote.refused.answered"
            : reason === "not-offered"
              ? "quote.refused.notOffered"
              : "quote.refused.taken";
    return { kind: "refused", problem: translate(lang, key, { phone }) };
  }

  async accept(token: string, slot: Slot): Promise<QuoteCustomerAnswer> {
    const found = await this.#byToken(token);
    if (!found)
      return {
        kind: "refused",
        problem: translate("en", "quote.refused.withdrawn", { phone: currentContent().business.phone }),
      };
    const { quote, lead, lang } = found;
    // Accept pressed twice (a double tap, the page sent again): the same time already accepted is the same answer,
    // on to paying where that is due, not a refusal.
    if (quote.status === "accepted") {
      const visit = (await this.#store.bookingOfLead(lead.id))?.visit;
      if (visit?.day === slot.day && visit.window === slot.window) return this.pay(token);
    }
    const timed = timedSlot(slot, currentBookingRules());
    if (!timed) return this.#refusal("not-offered", lang);
    const booking = await this.#store.bookingOfLead(lead.id);
    if (!booking || booking.id !== quote.bookingId) return this.#refusal("withdrawn", lang);
    const now = this.#now();
    const manage = secretToken();
    const confirmed = {
      ...booking,
      status: "confirmed" as const,
      visit: timed,
      sequence: booking.sequence + 1,
    };
    const result = await this.#store.acceptQuote({
      quoteId: quote.id,
      pick: {
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
          quoteAcceptedNote(lead, quote, slotWords(timed, "en"), this.#businessEmail),
        ],
      },
    });
    if (!result.picked) return this.#refusal(result.reason, lang);
    if (quote.dueCents === 0 || !this.#online.enabled) return { kind: "done" };
    // Accepted and confirmed whatever the gateway answers: without its page, the quote's page offers to pay.
    const pay = await this.#checkout(quote, lead, lang, this.#url(token, lang));
    return pay.kind === "pay" ? pay : { kind: "done" };
  }

  async #checkout(quote: Quote, lead: Lead, lang: Lang, returnUrl: string): Promise<QuoteCustomerAnswer> {
    try {
      const session = await this.#online.checkout({
        quoteId: quote.id,
        leadId: lead.id,
        amountCents: quote.dueCents,
        description: translate(
          lang,
          quote.payment === "full" ? "quote.checkout.full" : "quote.checkout.deposit",
          {
            business: business.name,
            reference: lead.id,
          },
        ),
        customerEmail: lead.form.email,
        returnUrl,
        lang,
        ...(quote.checkoutSession ? { previousSession: quote.checkoutSession } : {}),
      });
      await this.#store.setCheckoutSession(quote.id, session.sessionId);
      return { kind: "pay", url: session.url };
    } catch {
      // Accepted and confirmed whatever the gateway says: the page offers to pay again, with the phone.
      return {
        kind: "refused",
        problem: translate(lang, "quote.refused.payment", { phone: currentContent(lang).business.phone }),
      };
    }
  }

  async pay(token: string): Promise<QuoteCustomerAnswer> {
    const found = await this.#byToken(token);
    if (!found) return this.#refusal("withdrawn", "en");
    const { quote, lead, lang } = found;
    if (
      quote.status !== "accepted" ||
      quote.dueCents === 0 ||
      !this.#online.enabled ||
      (await this.#paid(quote))
    )
      return { kind: "done" };
    return this.#checkout(quote, lead, lang, this.#url(token, lang));
  }

  async decline(token: string, reason: string): Promise<QuoteCustomerAnswer> {
    const found = await this.#byToken(token);
    if (!found) return this.#refusal("withdrawn", "en");
    const { quote, lead, lang } = found;
    const why = clean(reason, MAX_MESSAGE);
    const result = await this.#store.declineQuote({
      quoteId: quote.id,
      reason: why,
      at: this.#now(),
      emails: [quoteDeclinedNote(lead, why, this.#businessEmail)],
    });
    return result.done ? { kind: "done" } : this.#refusal(result.reason, lang);
  }

  async ask(token: string, question: string): Promise<QuoteCustomerAnswer> {
    const found = await this.#byToken(token);
    if (!found) return this.#refusal("withdrawn", "en");
    const { quote, lead, lang } = found;
    const text = clean(question, MAX_MESSAGE);
    if (!text)
      return { kind: "refused", problem: translate(lang, "quote.refused.emptyQuestion"), field: "question" };
    const result = await this.#store.askAboutQuote({
      quoteId: quote.id,
      question: text,
      at: this.#now(),
      emails: [quoteQuestionNote(lead, text, this.#businessEmail)],
    });
    return result.done ? { kind: "done" } : this.#refusal(result.reason, lang);
  }
}
