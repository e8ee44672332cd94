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
  /** The anchor of the section, for links from other pages (e.g. /terms-and-conditions#cancellation-and-refunds). */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** ISO date of the last change, shown as "Last updated". */
  readonly modified: string;
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
  /** Closing text after the sections (the terms' acknowledgement). */
  readonly closing?: readonly LegalBlock[];
}

export const p = (text: string): LegalBlock => ({ kind: "p", text });
export const ul = (...items: string[]): LegalBlock => ({ kind: "ul", items });

/** The anchor of a section from its title: "Booking and Payment" → "booking-and-payment". */
export function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function section(title: string, ...blocks: LegalBlock[]): LegalSection {
  return { id: sectionId(title), title, blocks };
}

/** The link syntax of legal text: `[label](target)`. */
export const LEGAL_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Whether a link target is one the legal text may use: a site path, mailto:, tel: or https:. */
export function isAllowedLinkTarget(target: string): boolean {
  return /^(\/(?!\/)|#|mailto:|tel:|https:\/\/)/.test(target);
}
