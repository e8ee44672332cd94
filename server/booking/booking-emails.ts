import { bookingRules } from "../../app/content/booking.ts";
import { business, townForZipCode } from "../../app/content/business.ts";
import { frequencyWeeks } from "../../app/lib/availability.ts";
import type { EmailPurpose } from "../../app/lib/owner-inbox.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { formatSlot, frequencyLabel } from "../../app/lib/visit-words.ts";
import { currentContent } from "../current-content.ts";
import {
  currentCompany,
  headerSafe,
  htmlDocument,
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
import { visitCalendar } from "./icalendar.ts";

/**
 * The customer's emails about a booking (docs/owner-guide.md, "Bookings"): the owner confirmed a visit, or could
 * not take the request. Each goes through the outbox in the transaction that made the change. What a customer may
 * do next is said as the site can do it: call, at least 24 hours before (the product rule).
 */

function visitRows(booking: Booking, lead: Pick<Lead, "form">): Row[] {
  const rows: Row[] = [];
  if (booking.visit) rows.push({ label: "When", value: formatSlot(booking.visit, bookingRules) });
  if (booking.frequency) rows.push({ label: "How often", value: frequencyLabel(booking.frequency) });
  if (booking.address) rows.push({ label: "Where", value: booking.address });
  else rows.push({ label: "Zip code", value: lead.form.zipCode });
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

/** The visit as an invitation (REQUEST) or its cancellation (CANCEL), for the customer's calendar. */
function invitation(
  booking: Booking,
  lead: Pick<Lead, "form">,
  method: "REQUEST" | "CANCEL",
  company: TemplateBusiness,
  now: Date,
): OutboxEmail["calendar"] {
  if (!booking.visit) return undefined;
  const everyWeeks = frequencyWeeks(booking.frequency);
  const content = visitCalendar(
    [
      {
        bookingId: booking.id,
        sequence: booking.sequence,
        start: booking.visit.startsAt,
        end: booking.visit.endsAt,
        summary: `Cleaning by ${company.name}`,
        location: booking.address || zipCodePlace(lead.form.zipCode),
        description: `Arrival between the window's start and end. Questions: ${company.phone}.`,
        ...(everyWeeks ? { everyWeeks } : {}),
        ...(method === "CANCEL" ? { cancelled: true } : {}),
      },
    ],
    {
      method,
      name: company.name,
      organizer: { name: company.name, email: company.email },
      attendee: { name: `${lead.form.firstName} ${lead.form.lastName}`, email: lead.form.email },
      now,
    },
  );
  return { method, content };
}

/**
 * "Your cleaning is confirmed": the visit in Abilene time, as an invitation the customer's calendar takes (a
 * text/calendar part), and the personal link to reschedule or cancel it.
 */
export function visitConfirmation(
  booking: Booking,
  lead: Pick<Lead, "id" | "form">,
  manageUrl: string,
  now: Date,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const moved = booking.sequence > 1;
  const subject = moved
    ? `Your cleaning with ${company.name} has a new time`
    : `Your cleaning with ${company.name} is confirmed`;
  const when = booking.visit ? formatSlot(booking.visit, bookingRules) : "";
  const manage = `To reschedule or cancel, use your personal link (no sign-in): ${manageUrl} . It works until ${bookingRules.changeCutoffHours} hours before the visit starts; after that, call us at ${company.phone}.`;
  const rows = visitRows(booking, lead);
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${moved ? "Your cleaning has a new time" : "Your cleaning is confirmed"}, ${escapeHtml(lead.form.firstName)}</h1>` +
      `<p style="margin:0 0 16px">We will see you ${escapeHtml(when)}. The visit is attached for your calendar.</p>` +
      htmlTable(rows) +
      `<p style="margin:16px 0 0"><a href="${escapeHtml(manageUrl)}">Reschedule or cancel this visit</a> (your personal link, no sign-in). It works until ${bookingRules.changeCutoffHours} hours before the visit starts; after that, ${linkHtml(`call us at ${company.phone}`, company.phone)}.</p>` +
      signOffHtml(company, lead, true),
  );
  const text = [
    `${moved ? "Your cleaning has a new time" : "Your cleaning is confirmed"}, ${lead.form.firstName}`,
    "",
    `We will see you ${when}. The visit is attached for your calendar.`,
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

/** The customer cancelled: the calendar's cancellation (METHOD:CANCEL, the same UID, a higher SEQUENCE). */
export function visitCancellation(
  booking: Booking,
  lead: Pick<Lead, "id" | "form">,
  now: Date,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const subject = `Your cleaning with ${company.name} is cancelled`;
  const when = booking.visit ? formatSlot(booking.visit, bookingRules) : "";
  const again = `Want another time? Ask on our site or call us at ${company.phone}.`;
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">Your cleaning is cancelled, ${escapeHtml(lead.form.firstName)}</h1>` +
      `<p style="margin:0 0 16px">We have cancelled the visit of ${escapeHtml(when)}${booking.frequency ? " and the ones after it" : ""}. Your calendar removes it.</p>` +
      `<p style="margin:0 0 16px">${linkHtml(again, company.phone)}</p>` +
      signOffHtml(company, lead, true),
  );
  const text = [
    `Your cleaning is cancelled, ${lead.form.firstName}`,
    "",
    `We have cancelled the visit of ${when}${booking.frequency ? " and the ones after it" : ""}. Your calendar removes it.`,
    "",
    again,
    "",
    ...signOffText(company, lead, true),
  ].join("\n");
  return {
    ...customerEmail("visit-cancellation", lead, subject, html, text),
    calendar: invitation(booking, lead, "CANCEL", company, now),
  };
}

/** The customer asked to move the visit: requested, not yet confirmed; the visit stands until the owner answers. */
export function rescheduleRequested(
  booking: Booking,
  lead: Pick<Lead, "id" | "form">,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const subject = `Your request to move your cleaning with ${company.name}`;
  const asked = booking.requested ? formatSlot(booking.requested, bookingRules) : "";
  const current = booking.visit ? formatSlot(booking.visit, bookingRules) : "";
  const lines = [
    `You asked to move your visit to ${asked}: requested, not yet confirmed. We look at it and confirm it by email.`,
    `Until then your visit stays ${current}.`,
  ];
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">We have your request, ${escapeHtml(lead.form.firstName)}</h1>` +
      lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join("") +
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
  const current = booking.visit ? formatSlot(booking.visit, bookingRules) : "";
  const subject = change === "moved" ? `Visit change requested: ${name}` : `Visit cancelled: ${name}`;
  const line =
    change === "moved"
      ? `${name} asks to move the visit of ${current} to ${booking.requested ? formatSlot(booking.requested, bookingRules) : ""}. Confirm or decline it on the lead's page; until then the visit stays where it is.`
      : `${name} cancelled the visit of ${current}${booking.frequency ? " and the ones after it" : ""}. Its window is free again.`;
  const page = `${company.siteUrl}/leads/${encodeURIComponent(lead.id)}`;
  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(line)}</p><p><a href="${escapeHtml(page)}">Open the lead</a> · ${linkHtml(`call ${lead.form.phone}`, lead.form.phone)}</p>`,
  );
  return {
    kind: "business",
    purpose: change === "moved" ? "change-moved" : "change-cancelled",
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
  visit: { day: string; window: string },
  lead: Pick<Lead, "id" | "form">,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const subject = `Reminder: ${company.name} cleans tomorrow`;
  const when = formatSlot(visit, bookingRules);
  const call = `Something changed? Please call us at ${company.phone}.`;
  const rows: Row[] = [
    { label: "When", value: when },
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

/** The owner could not take the request: the reason, and the phone to find another time. */
export function visitDeclined(
  reason: string,
  lead: Pick<Lead, "id" | "form">,
  /** For a move the owner declines: the visit that stays, in words. */
  stays?: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const subject = `About the time you asked ${company.name} for`;
  const again = stays
    ? `Your visit stays ${stays}. To find another time, call us at ${company.phone} (${company.hours.label}).`
    : `Call us at ${company.phone} (${company.hours.label}) and we will find a time together.`;
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">We cannot take that time, ${escapeHtml(lead.form.firstName)}</h1>` +
      `<p style="margin:0 0 16px">${escapeHtml(reason)}</p>` +
      `<p style="margin:0 0 16px">${escapeHtml(again)}</p>` +
      signOffHtml(company, lead, true),
  );
  const text = [
    `We cannot take that time, ${lead.form.firstName}`,
    "",
    reason,
    "",
    again,
    "",
    ...signOffText(company, lead, true),
  ].join("\n");
  return customerEmail("visit-declined", lead, subject, html, text);
}

/** Where a visit is before the owner adds the street address: the town of its zip code, as the service area has it. */
function zipCodePlace(zipCode: string): string {
  const town = townForZipCode(currentContent().business, zipCode);
  return town ? `${town.name}, ${business.address.region} ${zipCode}` : zipCode;
}
