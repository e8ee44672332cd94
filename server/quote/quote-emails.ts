import type { Lang } from "../../app/content/model/languages.ts";
import { translate } from "../../app/i18n/messages.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { dayWords, moneyWords } from "../mail/customer-lang.ts";
import {
  currentCompany,
  headerSafe,
  htmlDocument,
  htmlLines,
  htmlParagraph,
  htmlTable,
  type Row,
  type TemplateBusiness,
  textTable,
} from "../mail/email-layout.ts";
import type { Quote } from "../store/quotes.ts";
import type { Lead, OutboxEmail } from "../store/store.ts";
import { businessNote } from "../visits/booking-emails.ts";

/**
 * The quote's emails: the customer's quote with its private link, in the customer's language (app/i18n:
 * quote.email.*), and the owner's notes of what the customer did (English, like every owner email). The visit's
 * confirmation and invitation on accepting are booking's own email (server/visits/booking-emails.ts).
 */

type QuoteParts = Pick<
  Quote,
  "totalCents" | "lines" | "included" | "validUntil" | "dueCents" | "payment" | "version" | "recurringCents"
>;

export function quoteEmail(
  lead: Pick<Lead, "id" | "form">,
  quote: QuoteParts,
  windows: readonly string[],
  url: string,
  lang: Lang,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(lang, key, values);
  const total = moneyWords(quote.totalCents, lang);
  const revised = quote.version > 1;
  const subject = t(revised ? "quote.email.subjectRevised" : "quote.email.subject", {
    business: company.name,
    total,
  });
  const rows: Row[] = [
    ...quote.lines.map((line) => ({ label: line.label, value: moneyWords(line.cents, lang) })),
    { label: t("quote.total"), value: total },
  ];
  const paragraphs = [
    t(revised ? "quote.email.introRevised" : "quote.email.intro", { business: company.name }),
    ...(quote.included ? [t("quote.email.included", { included: quote.included })] : []),
    t("quote.email.windows", { count: windows.length }),
  ];
  const after = [
    ...(quote.recurringCents
      ? [t("quote.page.recurring", { amount: moneyWords(quote.recurringCents, lang) })]
      : []),
    t("quote.email.validUntil", { day: dayWords(quote.validUntil, lang) }),
    ...(quote.dueCents > 0 ? [t("quote.email.deposit", { amount: moneyWords(quote.dueCents, lang) })] : []),
    t("quote.email.questions", { phone: company.phone }),
  ];
  const heading = t("quote.email.heading", { name: lead.form.firstName });
  const link = t("quote.email.link");
  const signOff = t("quote.email.signOff", { business: company.name, reference: lead.id });
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      paragraphs.map((line) => htmlParagraph(line)).join("") +
      `<ul style="margin:0 0 16px">${windows.map((words) => `<li>${escapeHtml(words)}</li>`).join("")}</ul>` +
      htmlTable(rows) +
      `<p style="margin:16px 0"><a href="${escapeHtml(url)}" style="font-weight:bold">${escapeHtml(link)}</a></p>` +
      after.map((line) => htmlParagraph(line)).join("") +
      `<p style="margin:16px 0 0">${htmlLines(signOff)}</p>`,
  ).replace('<html lang="en">', `<html lang="${lang}">`);
  const text = [
    heading,
    "",
    ...paragraphs,
    ...windows.map((words) => `- ${words}`),
    "",
    textTable(rows),
    "",
    `${link}: ${url}`,
    "",
    ...after,
    "",
    signOff,
  ].join("\n");
  return {
    kind: "customer",
    purpose: "quote",
    to: headerSafe(lead.form.email),
    replyTo: headerSafe(company.email),
    subject: headerSafe(subject),
    html,
    text,
  };
}

const name = (lead: Pick<Lead, "form">) => `${lead.form.firstName} ${lead.form.lastName}`;

/** The moment the customer accepts: the owner is told at once. */
export function quoteAcceptedNote(
  lead: Pick<Lead, "id" | "form">,
  quote: Pick<Quote, "totalCents" | "dueCents">,
  when: string,
  businessEmail: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const pay = quote.dueCents > 0 ? ` They are asked to pay ${moneyWords(quote.dueCents, "en")} online.` : "";
  return businessNote(
    "quote-accepted",
    `Quote accepted: ${name(lead)}, ${moneyWords(quote.totalCents, "en")}`,
    `${name(lead)} accepted your quote of ${moneyWords(quote.totalCents, "en")} for ${when}. The visit is confirmed.${pay}`,
    lead,
    businessEmail,
    company,
  );
}

export function quoteDeclinedNote(
  lead: Pick<Lead, "id" | "form">,
  reason: string,
  businessEmail: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  return businessNote(
    "quote-declined",
    `Quote declined: ${name(lead)}`,
    `${name(lead)} declined your quote.${reason ? ` Their reason: ${reason}` : " They gave no reason."}`,
    lead,
    businessEmail,
    company,
  );
}

export function quoteQuestionNote(
  lead: Pick<Lead, "id" | "form">,
  question: string,
  businessEmail: string,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  return businessNote(
    "quote-question",
    `A question about your quote: ${name(lead)}`,
    `${name(lead)} asks about your quote: ${question}`,
    lead,
    businessEmail,
    company,
  );
}
