import { telHref, townForZipCode } from "../../app/content/business.ts";
import type { Lang } from "../../app/content/model/languages.ts";
import { referralLabelIn, serviceLabelIn } from "../../app/i18n/form-words.ts";
import { ATTRIBUTION_PARAMS } from "../../app/lib/attribution-params.ts";
import { BUSINESS_NAME_LABEL, NOTES_LABEL, serviceLabel } from "../../app/lib/contact-fields.ts";
import type { Attribution, ContactFormValues, VisitRequest } from "../../app/lib/contact-schema.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { formatSlot, frequencyLabel } from "../../app/lib/visit-words.ts";
import { OWNER_PATH_PREFIX } from "../../app/route-table.ts";
import { currentBookingRules, currentContent } from "../current-content.ts";
import {
  currentCompany,
  type EmailWords,
  emailWords,
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
function businessSubject(form: ContactFormValues, lang: Lang): string {
  const where = townForZipCode(currentContent().business, form.zipCode)?.name ?? form.zipCode;
  // A Spanish customer is answered in Spanish: the lock screen says so before the owner opens it.
  const language = lang === "es" ? " (in Spanish)" : "";
  return `${BUSINESS_SUBJECT}: ${form.firstName} ${form.lastName}, ${serviceLabel(form.services)}, ${where}${language}`;
}
const SPAM_SUBJECT_PREFIX = "[Suspected spam] ";

/** What the owner's notification says of a lead from the Spanish form (the notification itself stays English). */
export const SPANISH_NOTE =
  "The customer wrote in Spanish: the site's emails to them are in Spanish, so answer them in Spanish if you can.";

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
  /** The language of the form: the acknowledgement is written in it (the business's email stays English). */
  lang?: Lang;
}

const receivedFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "full",
  timeStyle: "short",
});

function formatSquareFootage(value: number, words: EmailWords): string {
  return words.t("email.squareFeet", {
    value: value.toLocaleString(words.locale, { maximumFractionDigits: 2 }),
  });
}

/** "Abilene, inside the service area" or "outside the service area": the business sees at once whether to travel. */
function serviceAreaNote(zipCode: string, words: EmailWords): string {
  const town = townForZipCode(currentContent().business, zipCode);
  return town ? words.t("email.area.inside", { town: town.name }) : words.t("email.area.outside");
}

/** The request's fields, in the words of `words` (the business's email in English, the customer's in theirs). */
function summaryRows(form: ContactFormValues, words: EmailWords = emailWords()): Row[] {
  const { t, lang } = words;
  return [
    { label: t("email.row.name"), value: `${form.firstName} ${form.lastName}` },
    { label: t("email.row.email"), value: form.email, href: `mailto:${form.email}` },
    { label: t("email.row.phone"), value: form.phone, href: telHref(form.phone) },
    { label: t("email.row.zipCode"), value: `${form.zipCode} (${serviceAreaNote(form.zipCode, words)})` },
    { label: t("email.row.squareFootage"), value: formatSquareFootage(form.squareFootage, words) },
    { label: t("email.row.services"), value: serviceLabelIn(form.services, lang) },
    { label: t("email.row.referral"), value: referralLabelIn(form.referral, lang) },
  ];
}

/** The visit asked for, in Abilene time, said to be a request: nothing is booked until the owner confirms. */
function visitRows(visit: VisitRequest | undefined, words: EmailWords = emailWords()): Row[] {
  if (!visit) return [];
  const { t, lang } = words;
  const rules = currentBookingRules(lang);
  return [
    { label: t("email.row.visitRequested"), value: formatSlot(visit.first, rules, undefined, lang) },
    ...(visit.second
      ? [{ label: t("email.row.secondChoice"), value: formatSlot(visit.second, rules, undefined, lang) }]
      : []),
    ...(visit.frequency
      ? [{ label: t("email.row.howOften"), value: frequencyLabel(visit.frequency, lang) }]
      : []),
  ];
}

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
  const lang = lead.lang ?? "en";
  const subject = `${suspect ? SPAM_SUBJECT_PREFIX : ""}${businessSubject(form, lang)}`;
  const received = receivedFormat.format(lead.createdAt);
  const name = `${form.firstName} ${form.lastName}`;
  const attribution = attributionRows(lead.attribution);
  const details: Row[] = [
    ...(lang === "es" ? [{ label: "Language", value: SPANISH_NOTE }] : []),
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
  const noteHtml =
    (skipped
      ? `<p style="padding:12px;background:#e0f2fe;border:1px solid #0284c7">${escapeHtml(skippedNote)}</p>`
      : "") +
    (lang === "es"
      ? `<p style="padding:12px;background:#f0fdf4;border:1px solid #16a34a"><strong>${escapeHtml(SPANISH_NOTE)}</strong></p>`
      : "");
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
    lang === "es" ? `${SPANISH_NOTE}\n` : "",
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

/** The acknowledgement to the customer, in the language of their form: thanks, the same summary, and how to reach the business now. */
export function customerAcknowledgement(
  lead: TemplateLead,
  company: TemplateBusiness = currentCompany(lead.lang),
): OutboxEmail {
  const { form } = lead;
  const words = emailWords(lead.lang);
  const { t, lang } = words;
  const subject = t("email.ack.subject", { business: company.name });
  const heading = t("email.ack.heading", { name: form.firstName });
  const intro = t("email.ack.intro", { business: company.name });
  const rows = [...summaryRows(form, words), ...visitRows(lead.booking, words)];
  const visitRequested = t("email.ack.visitRequested");
  const noteNotRepeated = t("email.ack.noteNotRepeated", { notes: t("form.field.notes") });
  const sooner = { phone: company.phone, hours: company.hours.label, email: company.email };
  const team = t("email.ack.team", { business: company.name });
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>` +
      `<p style="margin:0 0 16px">${escapeHtml(t("email.ack.sent"))}</p>` +
      htmlTable(rows) +
      (lead.booking ? `<p style="margin:16px 0 0">${escapeHtml(visitRequested)}</p>` : "") +
      (form.notes ? `<p style="margin:16px 0 0">${escapeHtml(noteNotRepeated)}</p>` : "") +
      `<p style="margin:24px 0 0">${soonerHtml(words, sooner)}</p>` +
      `<p style="margin:16px 0 0">${escapeHtml(t("email.ack.thanks"))}<br>${escapeHtml(team)}<br><a href="${escapeHtml(company.siteUrl)}">${escapeHtml(company.siteUrl)}</a></p>`,
    lang,
  );
  const text = [
    heading,
    "",
    intro,
    "",
    t("email.ack.sent"),
    textTable(rows),
    ...(lead.booking ? ["", visitRequested] : []),
    ...(form.notes ? ["", noteNotRepeated] : []),
    "",
    t("email.ack.sooner", sooner),
    "",
    t("email.ack.thanks"),
    team,
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

/** "Need us sooner? Call <phone>, <hours>. … write to <email>.", the phone and the address links. */
function soonerHtml(words: EmailWords, values: { phone: string; hours: string; email: string }): string {
  const html = words.html("email.ack.sooner", values, undefined, values.phone);
  const email = escapeHtml(values.email);
  const at = html.lastIndexOf(email);
  return at < 0
    ? html
    : `${html.slice(0, at)}<a href="mailto:${email}">${email}</a>${html.slice(at + email.length)}`;
}

/** The emails a lead causes: the business notification always; the acknowledgement only for a lead not in quarantine. */
export function leadEmails(
  lead: TemplateLead,
  businessEmail: string,
  /** The business as it signs; by default as it is now, its hours in each email's language. */
  company?: TemplateBusiness,
): OutboxEmail[] {
  const emails = [businessNotification(lead, businessEmail, company)];
  if (!lead.quarantineReason && !lead.acknowledgementSkipped)
    emails.push(customerAcknowledgement(lead, company ?? currentCompany(lead.lang)));
  return emails;
}
