import { Temporal } from "temporal-polyfill";
import { bookingSettings } from "../../app/content/booking.ts";
import { business, townForZipCode } from "../../app/content/business.ts";
import { frequencyWeeks } from "../../app/lib/availability.ts";
import type { EmailPurpose } from "../../app/lib/owner-inbox.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { formatSlot, frequencyLabel } from "../../app/lib/visit-words.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import {
  currentCompany,
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

const rules = () => currentBookingRules();

function visitRows(booking: Booking, lead: Pick<Lead, "form">): Row[] {
  const rows: Row[] = [];
  if (booking.visit) rows.push({ label: "When", value: bookingVisitWords(booking, rules()) });
  if (booking.frequency) rows.push({ label: "How often", value: frequencyLabel(booking.frequency) });
  if (booking.address) rows.push({ label: "Where", value: booking.address });
  else rows.push({ label: "Zip code", value: lead.form.zipCode });
  if (booking.priceCents !== undefined)
    rows.push({ label: "Price agreed", value: priceWords(booking.priceCents) });
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
): { html: string; text: string[] } {
  if (!message) return { html: "", text: [] };
  const intro = `A message from ${company.name}:`;
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
  lead: Pick<Lead, "form">,
  method: "REQUEST" | "CANCEL",
  company: TemplateBusiness,
  now: Date,
  /** A CANCEL of this one visit of the series (its series start). */
  onlyVisitStarting?: Date,
): OutboxEmail["calendar"] {
  if (!booking.visit) return undefined;
  const everyWeeks = frequencyWeeks(booking.frequency);
  const base = {
    bookingId: booking.id,
    sequence: booking.sequence,
    summary: `Cleaning by ${company.name}`,
    location: booking.address || zipCodePlace(lead.form.zipCode),
    description: `Arrival between the window's start and end. Questions: ${company.phone}.`,
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
  lead: Pick<Lead, "id" | "form">,
  manageUrl: string,
  now: Date,
  company: TemplateBusiness = currentCompany(),
  change?: VisitChange,
): OutboxEmail {
  const moved = booking.sequence > 1;
  const subject = moved
    ? `Your cleaning with ${company.name} has a new time`
    : `Your cleaning with ${company.name} is confirmed`;
  const when = bookingVisitWords(booking, rules());
  const cutoff = bookingSettings.changeCutoffHours;
  const manage = `To reschedule or cancel, use your personal link (no sign-in): ${manageUrl} . It works until ${cutoff} hours before the visit starts; after that, call us at ${company.phone}.`;
  const rows = visitRows(booking, lead);
  const heading = moved ? "Your cleaning has a new time" : "Your cleaning is confirmed";
  const lines = change?.onlyOne
    ? [
        `One visit of your cleaning has a new time: ${change.onlyOne}, instead of ${change.was}. The other visits stay as they were.`,
      ]
    : change
      ? [`We moved your visit: it was ${change.was}.`, `We will see you ${when}.`]
      : [`We will see you ${when}. The visit is attached for your calendar.`];
  const message = ownerMessage(change?.message, company);
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${heading}, ${escapeHtml(lead.form.firstName)}</h1>` +
      message.html +
      lines.map((line) => htmlParagraph(line)).join("") +
      htmlTable(rows) +
      `<p style="margin:16px 0 0"><a href="${escapeHtml(manageUrl)}">Reschedule or cancel this visit</a> (your personal link, no sign-in). It works until ${cutoff} hours before the visit starts; after that, ${linkHtml(`call us at ${company.phone}`, company.phone)}.</p>` +
      signOffHtml(company, lead, true),
  );
  const text = [
    `${heading}, ${lead.form.firstName}`,
    "",
    ...message.text,
    ...lines,
    "",
    textTable(rows),
    "",
    manage,
    "",
    ...signOffText(company, lead, true),
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
  lead: Pick<Lead, "id" | "form">,
  now: Date,
  company: TemplateBusiness = currentCompany(),
  options: { message?: string; onlyOne?: { words: string; startsAt: Date } } = {},
): OutboxEmail {
  const subject = `Your cleaning with ${company.name} is cancelled`;
  const when = options.onlyOne?.words ?? bookingVisitWords(booking, rules());
  const rest = options.onlyOne
    ? " The visits after it stay as they are."
    : booking.frequency
      ? " and the ones after it"
      : "";
  const line = options.onlyOne
    ? `We have cancelled your visit of ${when}. Your calendar removes it.${rest}`
    : `We have cancelled the visit of ${when}${rest}. Your calendar removes it.`;
  const again = `Want another time? Ask on our site or call us at ${company.phone}.`;
  const message = ownerMessage(options.message, company);
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">Your cleaning is cancelled, ${escapeHtml(lead.form.firstName)}</h1>` +
      message.html +
      htmlParagraph(line) +
      `<p style="margin:0 0 16px">${linkHtml(again, company.phone)}</p>` +
      signOffHtml(company, lead, true),
  );
  const text = [
    `Your cleaning is cancelled, ${lead.form.firstName}`,
    "",
    ...message.text,
    line,
    "",
    again,
    "",
    ...signOffText(company, lead, true),
  ].join("\n");
  return {
    ...customerEmail("visit-cancellation", lead, subject, html, text),
    calendar: invitation(booking, lead, "CANCEL", company, now, options.onlyOne?.startsAt),
  };
}

/** The customer asked to move the visit: requested, not yet confirmed; the visit stands until the owner answers. */
export function rescheduleRequested(
  booking: Booking,
  lead: Pick<Lead, "id" | "form">,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const subject = `Your request to move your cleaning with ${company.name}`;
  const asked = booking.requested ? formatSlot(booking.requested, rules()) : "";
  const current = bookingVisitWords(booking, rules());
  const lines = [
    `You asked to move your visit to ${asked}: requested, not yet confirmed. We look at it and confirm it by email.`,
    `Until then your visit stays ${current}.`,
  ];
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">We have your request, ${escapeHtml(lead.form.firstName)}</h1>` +
      lines.map((line) => htmlParagraph(line)).join("") +
      signOffHtml(company, lead, true),
  );
  const text = [
    `We have your request, ${lead.form.firstName}`,
    "",
    ...lines,
    "",
    ...signOffText(company, lead, false),
  ].join("\n");
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

function businessNote(
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
  lead: Pick<Lead, "id" | "form">,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const subject = `Reminder: ${company.name} cleans tomorrow`;
  const call = `Something changed? Please call us at ${company.phone}.`;
  const rows: Row[] = [
    { label: "When", value: visit.words },
    booking.address
      ? { label: "Where", value: booking.address }
      : { label: "Zip code", value: lead.form.zipCode },
  ];
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">See you tomorrow, ${escapeHtml(lead.form.firstName)}</h1>` +
      htmlTable(rows) +
      `<p style="margin:16px 0 0">${linkHtml(call, company.phone)}</p>` +
      signOffHtml(company, lead, false),
  );
  const text = [
    `See you tomorrow, ${lead.form.firstName}`,
    "",
    textTable(rows),
    "",
    call,
    "",
    ...signOffText(company, lead, false),
  ].join("\n");
  return customerEmail("reminder", lead, subject, html, text);
}

/**
 * The owner could not take the request: the owner's words as written, and how to reach the business. Nothing else
 * is said about what happens next, so nothing can contradict what the owner wrote ("we no longer clean in your
 * area" must not be followed by "we will find a time together").
 */
export function visitDeclined(
  reason: string,
  lead: Pick<Lead, "id" | "form">,
  /** For a move the owner declines: the visit that stays, in words. */
  stays?: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const subject = `About the time you asked ${company.name} for`;
  const contact = `Questions? Call us at ${company.phone} (${company.hours.label}).`;
  const lines = [reason, ...(stays ? [`Your visit stays ${stays}.`] : []), contact];
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">We cannot take that time, ${escapeHtml(lead.form.firstName)}</h1>` +
      lines.map((line) => htmlParagraph(line)).join("") +
      signOffHtml(company, lead, true),
  );
  const text = [
    `We cannot take that time, ${lead.form.firstName}`,
    "",
    ...lines.flatMap((line) => [line, ""]),
    ...signOffText(company, lead, true),
  ].join("\n");
  return customerEmail("visit-declined", lead, subject, html, text);
}

/**
 * Times offered to the customer: the owner's words, the windows, and the personal link to pick one (no sign-in),
 * open until a moment said in Abilene time. `declined`: it answers a request the owner could not take.
 */
export function timesOffered(
  lead: Pick<Lead, "id" | "form">,
  offer: { windows: readonly string[]; message: string; until: string; url: string; declined: boolean },
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const subject = offer.declined
    ? `About the time you asked ${company.name} for: other times for you`
    : `Choose a time for your cleaning with ${company.name}`;
  const heading = offer.declined
    ? `We cannot take that time, ${lead.form.firstName}`
    : `Choose a time, ${lead.form.firstName}`;
  const pick = `Choose the one that suits you with your personal link (no sign-in): ${offer.url} . The first time you choose is confirmed at once. The link is open until ${offer.until} (Abilene time).`;
  const contact = `None of them suits you? Call us at ${company.phone} (${company.hours.label}).`;
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      (offer.message ? htmlParagraph(offer.message) : "") +
      htmlParagraph(
        offer.declined ? "We can come at one of these times instead:" : "We can come at one of these times:",
      ) +
      `<ul style="margin:0 0 16px">${offer.windows.map((words) => `<li>${escapeHtml(words)}</li>`).join("")}</ul>` +
      `<p style="margin:0 0 16px"><a href="${escapeHtml(offer.url)}">Choose a time</a> (your personal link, no sign-in). The first time you choose is confirmed at once. The link is open until ${escapeHtml(offer.until)} (Abilene time).</p>` +
      `<p style="margin:0 0 16px">${linkHtml(contact, company.phone)}</p>` +
      signOffHtml(company, lead, true),
  );
  const text = [
    heading,
    "",
    ...(offer.message ? [offer.message, ""] : []),
    offer.declined ? "We can come at one of these times instead:" : "We can come at one of these times:",
    ...offer.windows.map((words) => `- ${words}`),
    "",
    pick,
    "",
    contact,
    "",
    ...signOffText(company, lead, true),
  ].join("\n");
  return customerEmail("visit-offer", lead, subject, html, text);
}

/** Where a visit is before the owner adds the street address: the town of its zip code, as the service area has it. */
function zipCodePlace(zipCode: string): string {
  const town = townForZipCode(currentContent().business, zipCode);
  return town ? `${town.name}, ${business.address.region} ${zipCode}` : zipCode;
}
