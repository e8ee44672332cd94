import { getPage, type SitePageId } from "../../route-table.ts";

/**
 * The Spanish legal pages are translations of the English ones, which govern (docs/pages-and-policies.md, "Legal
 * pages in Spanish"): each says so first, with a link to its English page. One binding text means one reading of
 * each promise; the translation carries the same facts and promises, so a difference is a mistake to fix.
 */
export function spanishVersionNotice(english: SitePageId): string {
  return `Esta traducción al español se ofrece para su comodidad. Si hubiera alguna diferencia entre esta versión y la [versión en inglés](${getPage(english).path}), prevalece la versión en inglés.`;
}

/** The address of a page in Spanish, for the Spanish documents' links ("/es/cookies", "/es/garantia"). */
export const spanishPath = (page: SitePageId): string => getPage(page, "es").path;
