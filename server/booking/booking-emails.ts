import { bookingRules } from "../../app/content/booking.ts";
import { business as siteBusiness, telHref } from "../../app/content/business.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { formatSlot, frequencyLabel } from "../../app/lib/visit-words.ts";
import {
  headerSafe,
  htmlDocument,
  htmlTable,
  type Row,
  type TemplateBusiness,
  textTable,
} from "../contact/email-templates.ts";
import type { Booking } from "../store/bookings.ts";
import type { Lead, OutboxEmail } from "../store/store.ts";

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

function customerEmail(lead: Pick<Lead, "form">, subject: string, html: string, text: string): OutboxEmail {
  return {
    kind: "customer",
    to: headerSafe(lead.form.email),
    replyTo: headerSafe(siteBusiness.email),
    subject: headerSafe(subject),
    html,
    text,
  };
}

/** "Your cleaning is confirmed": the visit in Abilene time, and how to change it. */
export function visitConfirmation(
  booking: Booking,
  lead: Pick<Lead, "id" | "form">,
  company: TemplateBusiness = siteBusiness,
): OutboxEmail {
  const subject = `Your cleaning with ${company.name} is confirmed`;
  const when = booking.visit ? formatSlot(booking.visit, bookingRules) : "";
  const change = `Need to change or cancel it? Call us at ${company.phone} at least ${bookingRules.changeCutoffHours} hours before the visit starts.`;
  const rows = visitRows(booking, lead);
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">Your cleaning is confirmed, ${escapeHtml(lead.form.firstName)}</h1>` +
      `<p style="margin:0 0 16px">We will see you ${escapeHtml(when)}.</p>` +
      htmlTable(rows) +
      `<p style="margin:16px 0 0">${escapeHtml(change).replace(escapeHtml(company.phone), `<a href="${escapeHtml(telHref(company.phone))}">${escapeHtml(company.phone)}</a>`)}</p>` +
      `<p style="margin:16px 0 0">Thank you,<br>The ${escapeHtml(company.name)} team · reference ${escapeHtml(lead.id)}</p>`,
  );
  const text = [
    `Your cleaning is confirmed, ${lead.form.firstName}`,
    "",
    `We will see you ${when}.`,
    "",
    textTable(rows),
    "",
    change,
    "",
    "Thank you,",
    `The ${company.name} team · reference ${lead.id}`,
  ].join("\n");
  return customerEmail(lead, subject, html, text);
}

/** The owner could not take the request: the reason, and the phone to find another time. */
export function visitDeclined(
  reason: string,
  lead: Pick<Lead, "id" | "form">,
  company: TemplateBusiness = siteBusiness,
): OutboxEmail {
  const subject = `About the time you asked ${company.name} for`;
  const again = `Call us at ${company.phone} (${company.hours.label}) and we will find a time together.`;
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">We cannot take that time, ${escapeHtml(lead.form.firstName)}</h1>` +
      `<p style="margin:0 0 16px">${escapeHtml(reason)}</p>` +
      `<p style="margin:0 0 16px">${escapeHtml(again)}</p>` +
      `<p style="margin:16px 0 0">Thank you,<br>The ${escapeHtml(company.name)} team · reference ${escapeHtml(lead.id)}</p>`,
  );
  const text = [
    `We cannot take that time, ${lead.form.firstName}`,
    "",
    reason,
    "",
    again,
    "",
    "Thank you,",
    `The ${company.name} team · reference ${lead.id}`,
  ].join("\n");
  return customerEmail(lead, subject, html, text);
}
