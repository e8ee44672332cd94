import { telHref, townForZipCode } from "../../app/content/business.ts";
import { ATTRIBUTION_PARAMS } from "../../app/lib/attribution-params.ts";
import {
  BUSINESS_NAME_LABEL,
  NOTES_LABEL,
  referralLabel,
  serviceLabel,
} from "../../app/lib/contact-fields.ts";
import type { Attribution, ContactFormValues, VisitRequest } from "../../app/lib/contact-schema.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { formatSlot, frequencyLabel } from "../../app/lib/visit-words.ts";
import { OWNER_PATH_PREFIX } from "../../app/route-table.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import {
  currentCompany,
  headerSafe,
  htmlDocument,
  htmlTable,
  type Row,
  type TemplateBusiness,
  textTable,
} from "../mail/email-layout.ts";
import type { OutboxEmail } from "../store/store.ts";

/**
 * The two emails of a quote request (docs/quote-requests.md, "Emails"), as pure functions of the lead: first to
 * the business (reply-to the customer), then an acknowledgement to the customer. Every value a visitor typed goes
 * through escapeHtml() in the HTML part; the plain-text part carries the same summary. Header values (recipient,
 * reply-to, subject) pass through headerSafe(), so no line break can reach a header even if a caller forgot to
 * validate.
 *
 * The business email is read on a phone, often between jobs: the reference and the ways to answer (reply, a
 * mailto: link, a tel: link) come first, then every detail of the request. The visitor's notes are in it; they are
 * never in the acknowledgement, which goes to whatever address was typed, so the form cannot be used to send
 * strangers a text of someone else's choosing: every other field in it is a name (which holds only what names hold,
 * app/lib/contact-schema.ts), a validated address, phone or zip code, a number or a label of ours.
 */

export const BUSINESS_SUBJECT = "BnC Contact Form Submission";

/**
 * The notification's subject: the brief's words first, then who, what and where ("BnC Contact Form Submission:
 * Maria Gonzalez, Deep Cleaning, Abilene"), so a phone's lock screen says what came in and mail apps do not thread
 * every lead into one conversation. Outside the service area the zip code stands for the town.
 */
function businessSubject(form: ContactFormValues): string {
  const where = townForZipCode(currentContent().business, form.zipCode)?.name ?? form.zipCode;
  return `${BUSINESS_SUBJECT}: ${form.firstName} ${form.lastName}, ${serviceLabel(form.services)}, ${where}`;
}
const SPAM_SUBJECT_PREFIX = "[Suspected spam] ";

export interface TemplateLead {
  id: string;
  form: ContactFormValues;
  attribution: Attribution;
  quarantineReason?: string;
  /** Why the customer's acknowledgement was held back (a sending limit), if it was. */
  acknowledgementSkipped?: string;
  createdAt: Date;
  /** The visit asked for in "When would you like us?", waiting for the owner's answer. */
  booking?: VisitRequest;
}

const receivedFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "full",
  timeStyle: "short",
});

function formatSquareFootage(value: number): string {
  return `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })} sq ft`;
}

/** "Abilene, inside the service area" or "outside the service area": the business sees at once whether to travel. */
function serviceAreaNote(zipCode: string): string {
  const town = townForZipCode(currentContent().business, zipCode);
  return town ? `${town.name}, inside the service area` : "outside the service area";
}

function summaryRows(form: ContactFormValues): Row[] {
  return [
    { label: "Name", value: `${form.firstName} ${form.lastName}` },
    { label: "Email", value: form.email, href: `mailto:${form.email}` },
    { label: "Phone", value: form.phone, href: telHref(form.phone) },
    { label: "Zip code", value: `${form.zipCode} (${serviceAreaNote(form.zipCode)})` },
    { label: "Square footage", value: formatSquareFootage(form.squareFootage) },
    { label: "Services", value: serviceLabel(form.services) },
    { label: "Referral", value: referralLabel(form.referral) },
  ];
}

/** The visit asked for, in Abilene time, said to be a request: nothing is booked until the owner confirms. */
function visitRows(visit: VisitRequest | undefined): Row[] {
  if (!visit) return [];
  return [
    { label: "Visit requested (not yet confirmed)", value: formatSlot(visit.first, currentBookingRules()) },
    ...(visit.second
      ? [{ label: "Second choice", value: formatSlot(visit.second, currentBookingRules()) }]
      : []),
    ...(visit.frequency ? [{ label: "How often", value: frequencyLabel(visit.frequency) }] : []),
  ];
}

/** What the acknowledgement says about a requested visit. */
const VISIT_REQUESTED =
  "Your visit is requested, not yet confirmed: we look at your request, then get back to you to confirm it or to agree on another time.";

const ATTRIBUTION_LABELS: Record<string, string> = {
  page: "Sent from page",
  landingPage: "Landing page",
  referrer: "Referrer",
};

function attributionRows(attribution: Attribution): Row[] {
  const keys = ["page", "landingPage", "referrer", ...ATTRIBUTION_PARAMS] as const;
  const rows: Row[] = [];
  for (const key of keys) {
    const value = attribution[key];
    if (value) rows.push({ label: ATTRIBUTION_LABELS[key] ?? key, value });
  }
  return rows;
}

/** Where the owner's reply by mailto: starts: the customer's address, and a subject naming the request. */
function replyHref(lead: TemplateLead, company: TemplateBusiness): string {
  const subject = `Your quote request to ${company.name} (ref ${lead.id})`;
  return `mailto:${lead.form.email}?subject=${encodeURIComponent(subject)}`;
}

const button =
  "display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;background:#0b4f6c;color:#ffffff;font-weight:600;text-decoration:none";

/** The lead's page in the owner's inbox (docs/owner-guide.md): stage, notes and its emails, on a phone. */
function inboxHref(lead: Pick<TemplateLead, "id">, company: Pick<TemplateBusiness, "siteUrl">): string {
  return `${company.siteUrl}${OWNER_PATH_PREFIX}/${encodeURIComponent(lead.id)}`;
}

/**
 * The notification to the business: the reference and the ways to answer first (a reply reaches the customer:
 * Reply-To is their address; a mailto: and a tel: link), then every detail of the request, the notes, whether the
 * zip code is served and where the visitor came from.
 */
export function businessNotification(
  lead: TemplateLead,
  businessEmail: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const { form } = lead;
  const suspect = Boolean(lead.quarantineReason);
  const subject = `${suspect ? SPAM_SUBJECT_PREFIX : ""}${businessSubject(form)}`;
  const received = receivedFormat.format(lead.createdAt);
  const name = `${form.firstName} ${form.lastName}`;
  const attribution = attributionRows(lead.attribution);
  const details: Row[] = [
    // The commercial form's business name: to the business only (never repeated to the typed address).
    ...(form.businessName ? [{ label: BUSINESS_NAME_LABEL, value: form.businessName }] : []),
    ...summaryRows(form),
    ...visitRows(lead.booking),
    { label: NOTES_LABEL, value: form.notes || "(left empty)" },
  ];

  const warningHtml = suspect
    ? `<p style="padding:12px;background:#fef3c7;border:1px solid #f59e0b"><strong>Suspected spam:</strong> ${escapeHtml(lead.quarantineReason ?? "")}. The request is kept in quarantine and the visitor got no acknowledgement email. If it is a real customer, answer it as usual.</p>`
    : "";
  const skipped = !suspect && lead.acknowledgementSkipped;
  const skippedNote = skipped
    ? `No acknowledgement email was sent to the visitor (${lead.acknowledgementSkipped}): answer them yourself.`
    : "";
  const noteHtml = skipped
    ? `<p style="padding:12px;background:#e0f2fe;border:1px solid #0284c7">${escapeHtml(skippedNote)}</p>`
    : "";
  const html = htmlDocument(
    subject,
    `${warningHtml}${noteHtml}<h1 style="font-size:20px;margin:0 0 4px">New quote request from ${escapeHtml(name)}</h1>` +
      `<p style="margin:0 0 16px;color:#374151">Reference <strong>${escapeHtml(lead.id)}</strong> · received ${escapeHtml(received)} (Abilene time)</p>` +
      `<p style="margin:0 0 8px"><a href="${escapeHtml(replyHref(lead, company))}" style="${button}">Email ${escapeHtml(form.firstName)}</a>` +
      `<a href="${escapeHtml(telHref(form.phone))}" style="${button}">Call ${escapeHtml(form.phone)}</a>` +
      `<a href="${escapeHtml(inboxHref(lead, company))}" style="${button}">Open in your lead inbox</a></p>` +
      `<p style="margin:0 0 16px;color:#374151">Replying to this email also reaches ${escapeHtml(form.firstName)} at ${escapeHtml(form.email)}.</p>` +
      htmlTable(details) +
      (attribution.length
        ? `<h2 style="font-size:16px;margin:24px 0 8px">How they found us</h2>${htmlTable(attribution)}`
        : "") +
      `<p style="margin:24px 0 0;color:#6b7280;font-size:13px">Reference ${escapeHtml(lead.id)}: quote it when you call or write about this request. Sent by the ${escapeHtml(company.name)} website.</p>`,
  );
  const text = [
    suspect
      ? `SUSPECTED SPAM: ${lead.quarantineReason}. Kept in quarantine; the visitor got no acknowledgement email.\n`
      : "",
    skipped ? `${skippedNote}\n` : "",
    `New quote request from ${name}`,
    `Reference ${lead.id}, received ${received} (Abilene time).`,
    "",
    `Reply to this email to answer ${form.firstName} at ${form.email}, or call ${form.phone}.`,
    `Open it in your lead inbox (stage, notes, its emails): ${inboxHref(lead, company)}`,
    "",
    textTable(details),
    attribution.length ? `\nHow they found us\n${textTable(attribution)}` : "",
    "",
    `Reference ${lead.id}: quote it when you call or write about this request. Sent by the ${company.name} website.`,
  ]
    .filter((line, index) => index > 1 || line !== "")
    .join("\n");
  return {
    kind: "business",
    purpose: "notification",
    to: headerSafe(businessEmail),
    replyTo: headerSafe(form.email),
    subject: headerSafe(subject),
    html,
    text,
  };
}

/** What the acknowledgement says instead of the visitor's note, so they know it arrived. */
const NOTE_NOT_REPEATED = `Your answer to "${NOTES_LABEL}" reached us with your request; we do not repeat it in this email.`;

/** The acknowledgement to the customer: thanks, the same summary, and how to reach the business now. */
export function customerAcknowledgement(
  lead: TemplateLead,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const { form } = lead;
  const subject = `We received your quote request - ${company.name}`;
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">Thank you, ${escapeHtml(form.firstName)}!</h1>` +
      `<p style="margin:0 0 16px">We've received your request for a free quote and appreciate you taking the time to contact ${escapeHtml(company.name)}. One of our team members will get back to you as soon as possible.</p>` +
      `<p style="margin:0 0 16px">Here is what you sent us:</p>` +
      htmlTable([...summaryRows(form), ...visitRows(lead.booking)]) +
      (lead.booking ? `<p style="margin:16px 0 0">${escapeHtml(VISIT_REQUESTED)}</p>` : "") +
      (form.notes ? `<p style="margin:16px 0 0">${escapeHtml(NOTE_NOT_REPEATED)}</p>` : "") +
      `<p style="margin:24px 0 0">Need us sooner? Call <a href="${escapeHtml(telHref(company.phone))}">${escapeHtml(company.phone)}</a>, ${escapeHtml(company.hours.label)}. If something above is wrong, simply reply to this email or write to <a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a>.</p>` +
      `<p style="margin:16px 0 0">Thank you,<br>The ${escapeHtml(company.name)} team<br><a href="${escapeHtml(company.siteUrl)}">${escapeHtml(company.siteUrl)}</a></p>`,
  );
  const text = [
    `Thank you, ${form.firstName}!`,
    "",
    `We've received your request for a free quote and appreciate you taking the time to contact ${company.name}. One of our team members will get back to you as soon as possible.`,
    "",
    "Here is what you sent us:",
    textTable([...summaryRows(form), ...visitRows(lead.booking)]),
    ...(lead.booking ? ["", VISIT_REQUESTED] : []),
    ...(form.notes ? ["", NOTE_NOT_REPEATED] : []),
    "",
    `Need us sooner? Call ${company.phone}, ${company.hours.label}. If something above is wrong, simply reply to this email or write to ${company.email}.`,
    "",
    "Thank you,",
    `The ${company.name} team`,
    company.siteUrl,
  ].join("\n");
  return {
    kind: "customer",
    purpose: "acknowledgement",
    to: headerSafe(form.email),
    replyTo: headerSafe(company.email),
    subject: headerSafe(subject),
    html,
    text,
  };
}

/** The emails a lead causes: the business notification always; the acknowledgement only for a lead not in quarantine. */
export function leadEmails(
  lead: TemplateLead,
  businessEmail: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail[] {
  const emails = [businessNotification(lead, businessEmail, company)];
  if (!lead.quarantineReason && !lead.acknowledgementSkipped)
    emails.push(customerAcknowledgement(lead, company));
  return emails;
}
