import { type Lang, LOCALES } from "../../app/content/model/languages.ts";

/**
 * The language a customer is written to in (their quote, its page, their receipt): the lead's stored language, the
 * form the customer used (English or Spanish) or the one the owner chose for a booking taken by phone.
 */
export function customerLang(lead: { lang: Lang }): Lang {
  return lead.lang;
}

/** Integer cents as the customer reads dollars: "$240.00" (en-US and es-US alike). */
export function moneyWords(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "USD" }).format(cents / 100);
}

/** A calendar day (YYYY-MM-DD) in the customer's words: "Monday, March 9, 2026" / "lunes, 9 de marzo de 2026". */
export function dayWords(day: string, lang: Lang): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "full", timeZone: "UTC" }).format(date);
}
