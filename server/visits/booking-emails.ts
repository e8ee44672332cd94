import { Temporal } from "temporal-polyfill";
import { bookingSettings } from "../../app/content/booking.ts";
import { business, townForZipCode } from "../../app/content/business.ts";
import type { Lang } from "../../app/content/model/languages.ts";
import { frequencyWeeks } from "../../app/lib/availability.ts";
import type { EmailPurpose } from "../../app/lib/owner-inbox.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { formatSlot, frequencyLabel } from "../../app/lib/visit-words.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import {
  currentCompany,
  type EmailWords,
  emailWords,
  headerSafe,
  htmlDocument,
  htmlParagraph,
  htmlTable,
  linkHtml,
  type Row,
  signOffHtml,
  signOffText,
  type TemplateBusiness,
  textTable,
} from "../mail/email-layout.ts";
import type { Booking } from "../store/bookings.ts";
import type { Lead, OutboxEmail } from "../store/store.ts";
import { type CalendarVisit, visitCalendar } from "./icalendar.ts";
import { bookingVisitWords, priceWords } from "./visit-times.ts";

/**
 * The customer's emails about a booking (docs/owner-guide.md, "Bookings") and the owner's notes of what the
 * customer did, in one place (the words a later language adds its own to). Each goes through the outbox in the
 * transaction that made the change. A visit is said at its own times (visit-times.ts); what a customer may do next
 * is said as the site can do it: the personal link, or call, at least 24 hours before (the product rule). The
 * owner's own words (a decline's reason, a message with a move) are quoted as written, and nothing is added that
 * could contradict them.
 */

/** The owner's windows and days, the windows named in `lang`. */
const rules = (lang: Lang = "en") => currentBookingRules(lang);

/** The lead as a customer's email needs it: who, and the language of their form (English when not given). */
export type CustomerLead = Pick<Lead, "id" | "form"> & { lang?: Lang };

function visitRows(booking: Booking, lead: Pick<Lead, "form">, words: EmailWords = emailWords()): Row[] {
  const { t, lang } = words;
  const rows: Row[] = [];
  if (booking.visit)
    rows.push({ label: t("email.row.when"), value: bookingVisitWords(booking, rules(lang), lang) });
  if (booking.frequency)
    rows.push({ label: t("email.row.howOften"), value: frequencyLabel(booking.frequency, lang) });
  if (booking.address) rows.push({ label: t("email.row.where"), value: booking.address });
  else rows.push({ label: t("email.row.zipCode"), value: lead.form.zipCode });
  if (booking.priceCents !== undefined)
    rows.push({ label: t("email.row.price"), value: priceWords(booking.priceCents) });
  return rows;
}

function customerEmail(
  purpose: EmailPurpose,
  lead: Pick<Lead, "form">,
  subject: string,
  html: string,
  text: string,
): OutboxEmail {
  return {
    kind: "customer",
    purpose,
    to: headerSafe(lead.form.email),
    replyTo: headerSafe(currentCompany().email),
    subject: headerSafe(subject),
    html,
    text,
  };
}

/** The owner's short message, as written, in both parts ("" adds nothing). */
function ownerMessage(
  message: string | undefined,
  company: TemplateBusiness,
  words: EmailWords = emailWords(),
): { html: string; text: string[] } {
  if (!message) return { html: "", text: [] };
  const intro = words.t("email.visit.ownerMessage", { business: company.name });
  return {
    html: `<p style="margin:0 0 16px"><strong>${escapeHtml(intro)}</strong><br>${escapeHtml(message)}</p>`,
    text: [intro, message, ""],
  };
}

/**
 * The visit for the customer's calendar: a REQUEST (the visit, or a series with the visits it no longer has as
 * EXDATE and the moved ones as their own VEVENT), or a CANCEL of it all or of one visit of a series
 * (RECURRENCE-ID). The same UID always; the booking's SEQUENCE.
 */
function invitation(
  booking: Booking,
  lead: Pick<Lead, "form"> & { lang?: Lang },
  method: "REQUEST" | "CANCEL",
  company: TemplateBusiness,
  now: Date,
  /** A CANCEL of this one visit of the series (its series start). */
  onlyVisitStarting?: Date,
): OutboxEmail["calendar"] {
  if (!booking.visit) return undefined;
  const everyWeeks = frequencyWeeks(booking.frequency);
  const { t } = emailWords(lead.lang);
  const base = {
    bookingId: booking.id,
    sequence: booking.sequence,
    summary: t("email.visit.summary", { business: company.name }),
    location: booking.address || zipCodePlace(lead.form.zipCode),
    description: t("email.visit.description", { phone: company.phone }),
  };
  const seriesStart = (day: string) => seriesVisitStart(booking, day);
  let visits: CalendarVisit[];
  if (method === "CANCEL" && onlyVisitStarting) {
    visits = [
      {
        ...base,
        start: onlyVisitStarting,
        end: new Date(
          onlyVisitStarting.getTime() + (booking.visit.endsAt.getTime() - booking.visit.startsAt.getTime()),
        ),
        recurrenceId: onlyVisitStarting,
        cancelled: true,
      },
    ];
  } else {
    const exclude = everyWeeks
      ? booking.exceptions.flatMap((change) => {
          const start = seriesStart(change.day);
          return start ? [start] : [];
        })
      : [];
    visits = [
      {
        ...base,
        start: booking.visit.startsAt,
        end: booking.visit.endsAt,
        ...(everyWeeks ? { everyWeeks } : {}),
        ...(exclude.length ? { exclude } : {}),
        ...(method === "CANCEL" ? { cancelled: true } : {}),
      },
      // A moved visit of the series is its own event at its new time (RFC 5545: RECURRENCE-ID).
      ...(everyWeeks && method === "REQUEST"
        ? booking.exceptions.flatMap((change) => {
            const start = seriesStart(change.day);
            return change.to && start
              ? [{ ...base, start: change.to.startsAt, end: change.to.endsAt, recurrenceId: start }]
              : [];
          })
        : []),
    ];
  }
  const content = visitCalendar(visits, {
    method,
    name: company.name,
    organizer: { name: company.name, email: company.email },
    attendee: { name: `${lead.form.firstName} ${lead.form.lastName}`, email: lead.form.email },
    now,
  });
  return { method, content };
}

/** When the series' visit of `day` starts (the first visit's wall-clock time on that day). */
function seriesVisitStart(booking: Booking, day: string): Date | undefined {
  if (!booking.visit) return undefined;
  const offset = dayDistance(booking.visit.day, day);
  if (offset === undefined) return undefined;
  // Whole days in the business's zone: the wall-clock time stays across a daylight-saving change.
  const first = booking.visit.startsAt;
  const local = Temporal.Instant.fromEpochMilliseconds(first.getTime())
    .toZonedDateTimeISO(bookingSettings.timeZone)
    .add({ days: offset });
  return new Date(local.epochMilliseconds);
}

function dayDistance(from: string, to: string): number | undefined {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return Number.isNaN(a) || Number.isNaN(b) ? undefined : Math.round((b - a) / 86_400_000);
}

/** What changed, when the owner changed a confirmed visit (a move of all of it, or of one visit of a series). */
export interface VisitChange {
  /** The visit as it was, in words. */
  was: string;
  /** Only this visit of a series moved, to these words (the others stay). */
  onlyOne?: string;
  /** The owner's short message to the customer ("" for none). */
  message?: string;
}

/**
 * "Your cleaning is confirmed": the visit in Abilene time, as an invitation the customer's calendar takes (a
 * text/calendar part), and the personal link to reschedule or cancel it. After a change ("has a new time"): what
 * it was, and the owner's message.
 */
export function visitConfirmation(
  booking: Booking,
  lead: CustomerLead,
  manageUrl: string,
  now: Date,
  company: TemplateBusiness = currentCompany(lead.lang),
  change?: VisitChange,
): OutboxEmail {
  const words = emailWords(lead.lang);
  const { t, lang } = words;
  const moved = booking.sequence > 1;
  const subject = t(moved ? "email.confirm.subjectMoved" : "email.confirm.subject", {
    business: company.name,
  });
  const when = bookingVisitWords(booking, rules(lang), lang);
  const cutoff = bookingSettings.changeCutoffHours;
  const manage = t("email.confirm.manageText", { url: manageUrl, cutoff, phone: company.phone });
  const rows = visitRows(booking, lead, words);
  const heading = t(moved ? "email.confirm.headingMoved" : "email.confirm.heading", {
    name: lead.form.firstName,
  });
  const lines = change?.onlyOne
    ? [t("email.confirm.onlyOne", { to: change.onlyOne, was: change.was })]
    : change
      ? [t("email.confirm.moved", { was: change.was }), t("email.confirm.seeYouMoved", { when })]
      : [t("email.confirm.seeYou", { when })];
  const message = ownerMessage(change?.message, company, words);
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      message.html +
      lines.map((line) => htmlParagraph(line)).join("") +
      htmlTable(rows) +
      `<p style="margin:16px 0 0">${words.html("email.confirm.manageHtml", { cutoff, phone: company.phone }, manageUrl, company.phone)}</p>` +
      signOffHtml(company, lead, true, lang),
    lang,
  );
  const text = [
    heading,
    "",
    ...message.text,
    ...lines,
    "",
    textTable(rows),
    "",
    manage,
    "",
    ...signOffText(company, lead, true, lang),
  ].join("\n");
  return {
    ...customerEmail(moved ? "visit-new-time" : "visit-confirmation", lead, subject, html, text),
    calendar: invitation(booking, lead, "REQUEST", company, now),
  };
}

/**
 * The visit is cancelled (by the customer, or by the owner with their message): the calendar's cancellation
 * (METHOD:CANCEL, the same UID, a higher SEQUENCE). `onlyOne`: one visit of a series, the others stay.
 */
export function visitCancellation(
  booking: Booking,
  lead: CustomerLead,
  now: Date,
  company: TemplateBusiness = currentCompany(lead.lang),
  options: { message?: string; onlyOne?: { words: string; startsAt: Date } } = {},
): OutboxEmail {
  const words = emailWords(lead.lang);
  const { t, lang } = words;
  const subject = t("email.cancel.subject", { business: company.name });
  const when = options.onlyOne?.words ?? bookingVisitWords(booking, rules(lang), lang);
  const line = t(
    options.onlyOne ? "email.cancel.onlyOne" : booking.frequency ? "email.cancel.series" : "email.cancel.one",
    { when },
  );
  const again = t("email.cancel.again", { phone: company.phone });
  const heading = t("email.cancel.heading", { name: lead.form.firstName });
  const message = ownerMessage(options.message, company, words);
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      message.html +
      htmlParagraph(line) +
      `<p style="margin:0 0 16px">${linkHtml(again, company.phone)}</p>` +
      signOffHtml(company, lead, true, lang),
    lang,
  );
  const text = [
    heading,
    "",
    ...message.text,
    line,
    "",
    again,
    "",
    ...signOffText(company, lead, true, lang),
  ].join("\n");
  return {
    ...customerEmail("visit-cancellation", lead, subject, html, text),
    calendar: invitation(booking, lead, "CANCEL", company, now, options.onlyOne?.startsAt),
  };
}

/** The customer asked to move the visit: requested, not yet confirmed; the visit stands until the owner answers. */
export function rescheduleRequested(
  booking: Booking,
  lead: CustomerLead,
  company: TemplateBusiness = currentCompany(lead.lang),
): OutboxEmail {
  const { t, lang } = emailWords(lead.lang);
  const subject = t("email.move.subject", { business: company.name });
  const asked = booking.requested ? formatSlot(booking.requested, rules(lang), undefined, lang) : "";
  const current = bookingVisitWords(booking, rules(lang), lang);
  const lines = [t("email.move.asked", { asked }), t("email.move.stays", { current })];
  const heading = t("email.move.heading", { name: lead.form.firstName });
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      lines.map((line) => htmlParagraph(line)).join("") +
      signOffHtml(company, lead, true, lang),
    lang,
  );
  const text = [heading, "", ...lines, "", ...signOffText(company, lead, false, lang)].join("\n");
  return customerEmail("reschedule-received", lead, subject, html, text);
}

/** What the customer changed, to the business: who, what, and the lead's page. */
export function changeNotification(
  change: "moved" | "cancelled",
  booking: Booking,
  lead: Pick<Lead, "id" | "form">,
  businessEmail: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const name = `${lead.form.firstName} ${lead.form.lastName}`;
  const current = bookingVisitWords(booking, rules());
  const subject = change === "moved" ? `Visit change requested: ${name}` : `Visit cancelled: ${name}`;
  const line =
    change === "moved"
      ? `${name} asks to move the visit of ${current} to ${booking.requested ? formatSlot(booking.requested, rules()) : ""}. Confirm or decline it on the lead's page; until then the visit stays where it is.`
      : `${name} cancelled the visit of ${current}${booking.frequency ? " and the ones after it" : ""}. Its window is free again.`;
  return businessNote(
    change === "moved" ? "change-moved" : "change-cancelled",
    subject,
    line,
    lead,
    businessEmail,
    company,
  );
}

/** The customer picked one of the offered times, to the business: the visit is confirmed. */
export function offerPickedNotification(
  booking: Booking,
  lead: Pick<Lead, "id" | "form">,
  businessEmail: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const name = `${lead.form.firstName} ${lead.form.lastName}`;
  const line = `${name} picked ${bookingVisitWords(booking, rules())} from the times you offered. The visit is confirmed and the other windows are free again.`;
  return businessNote(
    "offer-picked",
    `Visit confirmed: ${name} picked a time`,
    line,
    lead,
    businessEmail,
    company,
  );
}

/** A short note to the business about one lead, with the link to its page (every feature's "to you" email). */
export function businessNote(
  purpose: EmailPurpose,
  subject: string,
  line: string,
  lead: Pick<Lead, "id" | "form">,
  businessEmail: string,
  company: TemplateBusiness,
): OutboxEmail {
  const page = `${company.siteUrl}/leads/${encodeURIComponent(lead.id)}`;
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(line)}</p><p><a href="${escapeHtml(page)}">Open the lead</a> · ${linkHtml(`call ${lead.form.phone}`, lead.form.phone)}</p>`,
  );
  return {
    kind: "business",
    purpose,
    to: headerSafe(businessEmail),
    replyTo: headerSafe(lead.form.email),
    subject: headerSafe(subject),
    html,
    text: `${line}\n\nOpen the lead: ${page}\nCall ${lead.form.phone}`,
  };
}

/** The day before: the visit, in Abilene time, and the phone (changes this late are made by phone). */
export function visitReminder(
  booking: Booking,
  visit: { words: string },
  lead: CustomerLead,
  company: TemplateBusiness = currentCompany(lead.lang),
): OutboxEmail {
  const { t, lang } = emailWords(lead.lang);
  const subject = t("email.reminder.subject", { business: company.name });
  const call = t("email.reminder.call", { phone: company.phone });
  const heading = t("email.reminder.heading", { name: lead.form.firstName });
  const rows: Row[] = [
    { label: t("email.row.when"), value: visit.words },
    booking.address
      ? { label: t("email.row.where"), value: booking.address }
      : { label: t("email.row.zipCode"), value: lead.form.zipCode },
  ];
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      htmlTable(rows) +
      `<p style="margin:16px 0 0">${linkHtml(call, company.phone)}</p>` +
      signOffHtml(company, lead, false, lang),
    lang,
  );
  const text = [heading, "", textTable(rows), "", call, "", ...signOffText(company, lead, false, lang)].join(
    "\n",
  );
  return customerEmail("reminder", lead, subject, html, text);
}

/**
 * The owner could not take the request: the owner's words as written, and how to reach the business. Nothing else
 * is said about what happens next, so nothing can contradict what the owner wrote ("we no longer clean in your
 * area" must not be followed by "we will find a time together").
 */
export function visitDeclined(
  reason: string,
  lead: CustomerLead,
  /** For a move the owner declines: the visit that stays, in words. */
  stays?: string,
  company: TemplateBusiness = currentCompany(lead.lang),
): OutboxEmail {
  const { t, lang } = emailWords(lead.lang);
  const subject = t("email.declined.subject", { business: company.name });
  const contact = t("email.declined.contact", { phone: company.phone, hours: company.hours.label });
  const lines = [reason, ...(stays ? [t("email.declined.stays", { stays })] : []), contact];
  const heading = t("email.declined.heading", { name: lead.form.firstName });
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      lines.map((line) => htmlParagraph(line)).join("") +
      signOffHtml(company, lead, true, lang),
    lang,
  );
  const text = [
    heading,
    "",
    ...lines.flatMap((line) => [line, ""]),
    ...signOffText(company, lead, true, lang),
  ].join("\n");
  return customerEmail("visit-declined", lead, subject, html, text);
}

/**
 * Times offered to the customer: the owner's words, the windows, and the personal link to pick one (no sign-in),
 * open until a moment said in Abilene time. `declined`: it answers a request the owner could not take.
 */
export function timesOffered(
  lead: CustomerLead,
  offer: { windows: readonly string[]; message: string; until: string; url: string; declined: boolean },
  company: TemplateBusiness = currentCompany(lead.lang),
): OutboxEmail {
  const words = emailWords(lead.lang);
  const { t, lang } = words;
  const subject = t(offer.declined ? "email.offer.subjectDeclined" : "email.offer.subject", {
    business: company.name,
  });
  const heading = t(offer.declined ? "email.declined.heading" : "email.offer.heading", {
    name: lead.form.firstName,
  });
  const pick = t("email.offer.pickText", { url: offer.url, until: offer.until });
  const contact = t("email.offer.contact", { phone: company.phone, hours: company.hours.label });
  const times = t(offer.declined ? "email.offer.insteadOf" : "email.offer.times");
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      (offer.message ? htmlParagraph(offer.message) : "") +
      htmlParagraph(times) +
      `<ul style="margin:0 0 16px">${offer.windows.map((words) => `<li>${escapeHtml(words)}</li>`).join("")}</ul>` +
      `<p style="margin:0 0 16px">${words.html("email.offer.pickHtml", { until: offer.until }, offer.url)}</p>` +
      `<p style="margin:0 0 16px">${linkHtml(contact, company.phone)}</p>` +
      signOffHtml(company, lead, true, lang),
    lang,
  );
  const text = [
    heading,
    "",
    ...(offer.message ? [offer.message, ""] : []),
    times,
    ...offer.windows.map((words) => `- ${words}`),
    "",
    pick,
    "",
    contact,
    "",
    ...signOffText(company, lead, true, lang),
  ].join("\n");
  return customerEmail("visit-offer", lead, subject, html, text);
}

/** Where a visit is before the owner adds the street address: the town of its zip code, as the service area has it. */
function zipCodePlace(zipCode: string): string {
  const town = townForZipCode(currentContent().business, zipCode);
  return town ? `${town.name}, ${business.address.region} ${zipCode}` : zipCode;
}
