import type { Lang } from "../../app/content/model/languages.ts";
import { translate } from "../../app/i18n/messages.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { moneyWords } from "../mail/customer-lang.ts";
import {
  currentCompany,
  headerSafe,
  htmlDocument,
  htmlParagraph,
  htmlTable,
  type Row,
  type TemplateBusiness,
  textTable,
} from "../mail/email-layout.ts";
import type { Quote } from "../store/quotes.ts";
import type { Lead, OutboxEmail } from "../store/store.ts";

/**
 * The customer's receipt for a payment the gateway's signed webhook reported, in the customer's language
 * (app/i18n: payment.receipt.*): what was paid, for which quote, what remains, and that the card was handled by
 * the payment provider (the site never sees it).
 */
export function paymentReceipt(
  lead: Pick<Lead, "id" | "form">,
  quote: Pick<Quote, "id" | "totalCents">,
  payment: { amountCents: number; paidAt: Date; sessionId: string },
  lang: Lang,
  company: TemplateBusiness = currentCompany(),
): OutboxEmail {
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(lang, key, values);
  const subject = t("payment.receipt.subject", {
    business: company.name,
    amount: moneyWords(payment.amountCents, lang),
  });
  const remaining = quote.totalCents - payment.amountCents;
  const rows: Row[] = [
    { label: t("payment.receipt.paid"), value: moneyWords(payment.amountCents, lang) },
    { label: t("payment.receipt.total"), value: moneyWords(quote.totalCents, lang) },
    ...(remaining > 0 ? [{ label: t("payment.receipt.remaining"), value: moneyWords(remaining, lang) }] : []),
    { label: t("payment.receipt.reference"), value: lead.id },
  ];
  const lines = [
    t("payment.receipt.thanks"),
    t("payment.receipt.card"),
    t("payment.receipt.refunds", { phone: company.phone }),
  ];
  const heading = t("payment.receipt.heading", { name: lead.form.firstName });
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>` +
      lines.map((line) => htmlParagraph(line)).join("") +
      htmlTable(rows) +
      `<p style="margin:16px 0 0">${escapeHtml(t("payment.receipt.signOff", { business: company.name }))}</p>`,
  ).replace('<html lang="en">', `<html lang="${lang}">`);
  const text = [
    heading,
    "",
    ...lines,
    "",
    textTable(rows),
    "",
    t("payment.receipt.signOff", { business: company.name }),
  ].join("\n");
  return {
    kind: "customer",
    purpose: "payment-receipt",
    to: headerSafe(lead.form.email),
    replyTo: headerSafe(company.email),
    subject: headerSafe(subject),
    html,
    text,
  };
}
