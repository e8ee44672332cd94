import { business, telHref } from "../../app/content/business.ts";
import { hoursLabel } from "../../app/content/model/hours.ts";
import { type Lang, LOCALES } from "../../app/content/model/languages.ts";
import { type MessageKey, type MessageValues, translate, translateParts } from "../../app/i18n/messages.ts";
import { escapeHtml } from "../../app/lib/plain-text.ts";
import { currentContent } from "../current-content.ts";

/**
 * What every email of the service shares, whichever feature writes it (the quote request's, booking's, the owner's
 * sign-in): the business as it signs (the owner's phone, email and hours as they are now), header-safe values, the
 * HTML document and its tables of label and value, the plain-text twin of a table, and the sign-off. A feature
 * writes its own words; the layout is here, once.
 */

export interface TemplateBusiness {
  name: string;
  phone: string;
  email: string;
  hours: { label: string };
  siteUrl: string;
}

/** The business as every email signs: the owner's phone, email and hours as they are now (hours in `lang`). */
export function currentCompany(lang: Lang = "en"): TemplateBusiness {
  const { business: details } = currentContent(lang);
  return {
    name: business.name,
    phone: details.phone,
    email: details.email,
    hours: { label: hoursLabel(details.hours, lang) },
    siteUrl: business.siteUrl,
  };
}

/**
 * A customer's email's words in their language (the lead's: docs/architecture.md, "Two languages"), from the
 * catalogs: `t(key, values)` a message, `html(key, values, href)` the same escaped, its `<link>words</link>` a link
 * to `href`, and the phone (when given) a tel: link.
 */
export function emailWords(lang: Lang = "en") {
  return {
    lang,
    locale: LOCALES[lang],
    t: (key: MessageKey, values?: MessageValues) => translate(lang, key, values),
    html(key: MessageKey, values: MessageValues, href?: string, phone?: string): string {
      const link = (chunks: Array<string | { html: string }>) => ({
        html: `<a href="${escapeHtml(href ?? "")}">${escapeHtml(chunks.map((chunk) => (typeof chunk === "string" ? chunk : chunk.html)).join(""))}</a>`,
      });
      const parts = translateParts<{ html: string }>(lang, key, { ...values, link });
      const html = parts.map((part) => (typeof part === "string" ? escapeHtml(part) : part.html)).join("");
      return phone ? linkPhone(html, phone) : html;
    },
  };
}

export type EmailWords = ReturnType<typeof emailWords>;

/** Escaped HTML in which the first phone number is a tel: link. */
function linkPhone(html: string, phone: string): string {
  return html.replace(
    escapeHtml(phone),
    () => `<a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a>`,
  );
}

/** A value fit for a mail header: control characters (CR, LF, NUL, …) removed, whitespace collapsed. */
export function headerSafe(value: string): string {
  return value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export interface Row {
  label: string;
  value: string;
  /** A link target built by us from a validated value (mailto:, tel:), escaped like the value. */
  href?: string;
}

const cell = "padding:6px 12px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top";

/** Escaped text whose line breaks stay line breaks (notes can have several lines). */
export function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\n/g, "<br>");
}

export function htmlTable(rows: Row[]): string {
  const body = rows
    .map((row) => {
      const value = row.href
        ? `<a href="${escapeHtml(row.href)}">${escapeHtml(row.value)}</a>`
        : htmlLines(row.value);
      return `<tr><th scope="row" style="${cell};color:#374151;font-weight:600">${escapeHtml(row.label)}</th><td style="${cell}">${value}</td></tr>`;
    })
    .join("");
  return `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:600px;font-size:15px">${body}</table>`;
}

export function textTable(rows: Row[]): string {
  return rows.map((row) => `${row.label}: ${row.value.replace(/\n/g, "\n  ")}`).join("\n");
}

export function htmlDocument(title: string, body: string, lang: Lang = "en"): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">${body}</body></html>`;
}

/** A paragraph of the HTML part. */
export function htmlParagraph(text: string, margin = "0 0 16px"): string {
  return `<p style="margin:${margin}">${escapeHtml(text)}</p>`;
}

/** Escaped words in which the phone number is a tel: link. */
export function linkHtml(text: string, phone: string): string {
  return escapeHtml(text).replace(
    escapeHtml(phone),
    `<a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a>`,
  );
}

/** The end of every email to a customer: who writes, and the lead's reference (with thanks, or not). */
export function signOffHtml(
  company: TemplateBusiness,
  lead: { id: string },
  thanks: boolean,
  lang: Lang = "en",
): string {
  const [thankYou, team] = signOffText(company, lead, thanks, lang).map(escapeHtml);
  return `<p style="margin:16px 0 0">${thanks ? `${thankYou}<br>${team}` : thankYou}</p>`;
}

export function signOffText(
  company: TemplateBusiness,
  lead: { id: string },
  thanks: boolean,
  lang: Lang = "en",
): string[] {
  const team = translate(lang, "email.signOff.team", { business: company.name, reference: lead.id });
  return [...(thanks ? [translate(lang, "email.signOff.thanks")] : []), team];
}
