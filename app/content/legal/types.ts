import type { Lang } from "../model/languages.ts";

/**
 * The shape of the legal pages kept as typed data (terms, cookies, security policy). Text is plain text: React
 * renders it escaped. The one markup it knows is a link, written `[label](target)`, where the target is a path of
 * the site ("/contact-us"), a mailto:, a tel: or an https: address; app/components/legal/legal-text.tsx renders it.
 */

export type LegalBlock =
  | { readonly kind: "p"; readonly text: string }
  | { readonly kind: "ul"; readonly items: readonly string[] }
  | {
      readonly kind: "table";
      readonly caption: string;
      readonly columns: readonly string[];
      /** Each row has one cell per column; the first cell is the row's header. */
      readonly rows: readonly (readonly string[])[];
    };

interface LegalSection {
  /**
   * The anchor of the section in its page's language, for links from other pages
   * (/terms-and-conditions#cancellation-and-refunds, /es/terminos-y-condiciones#cancelaciones-y-reembolsos).
   */
  readonly id: string;
  /** The English anchor: the same section in every language (a translation has the English one's, in order). */
  readonly key: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** The language the document is written in (its labels and dates follow). */
  readonly lang: Lang;
  /**
   * A translation's first words: which version governs, with a link to the English page
   * (app/content/legal/translation.ts). The English document has none.
   */
  readonly notice?: string;
  /** ISO date of the last change, shown as "Last updated". */
  readonly modified: string;
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
  /** Closing text after the sections (the terms' acknowledgement). */
  readonly closing?: readonly LegalBlock[];
}

export const p = (text: string): LegalBlock => ({ kind: "p", text });
export const ul = (...items: string[]): LegalBlock => ({ kind: "ul", items });

/**
 * The anchor of a section from its title: "Booking and Payment" → "booking-and-payment", "Cancelaciones y
 * reembolsos" → "cancelaciones-y-reembolsos" (accents dropped, so the address stays plain ASCII).
 */
export function sectionId(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A section of an English document: its anchor is its title's. */
export function section(title: string, ...blocks: LegalBlock[]): LegalSection {
  const id = sectionId(title);
  return { id, key: id, title, blocks };
}

/** A translated section: the English section's anchor as its key, its own title's as its anchor. */
export function translatedSection(key: string, title: string, ...blocks: LegalBlock[]): LegalSection {
  return { id: sectionId(title), key, title, blocks };
}

/** The link syntax of legal text: `[label](target)`. */
export const LEGAL_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Whether a link target is one the legal text may use: a site path, mailto:, tel: or https:. */
export function isAllowedLinkTarget(target: string): boolean {
  return /^(\/(?!\/)|#|mailto:|tel:|https:\/\/)/.test(target);
}
