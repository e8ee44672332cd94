import type { SiteContent } from "../lib/site-content.ts";
import type { SitePageId } from "../route-table.ts";

/**
 * When each page's content last changed, as a calendar date (YYYY-MM-DD): sitemap.xml gives it to search engines
 * as `<lastmod>` (scripts/postbuild.ts), so they re-read a page when its words change, not on every build.
 *
 * Pages that show a "Last updated" date show this one too (`pageModified`), so the sitemap and the page never
 * disagree: **change it in the same commit as the page's words** (its route module or its content record). A change
 * that visitors cannot see (a refactor, a style) is not one. The owner's changes date the pages they reach on their
 * own (the service's publisher: `SiteContent.modified`).
 */

export const pageContentModified: Readonly<Record<SitePageId, string>> = {
  home: "2026-11-27",
  services: "2026-11-27",
  commercial: "2026-11-27",
  daycare: "2026-11-27",
  "doctors-office": "2026-11-27",
  "office-spaces": "2026-11-27",
  "post-construction": "2026-11-27",
  "house-cleaning": "2026-11-27",
  airbnb: "2026-11-27",
  "new-construction": "2026-11-27",
  moving: "2026-11-27",
  recurring: "2026-11-27",
  "deep-cleaning": "2026-11-27",
  gym: "2026-11-27",
  "get-a-quote": "2026-11-27",
  "contact-us": "2026-11-27",
  "about-us": "2026-11-27",
  reviews: "2026-11-27",
  faqs: "2026-11-27",
  "cleaning-checklists": "2026-11-27",
  guarantee: "2026-11-27",
  "terms-and-conditions": "2026-11-26",
  "privacy-policy": "2026-11-26",
  cookies: "2026-11-23",
  "security-policy": "2026-11-23",
  sitemap: "2026-11-27",
};

/** The day a page's content last changed: its typed date, or the day the owner last changed what it shows. */
export function pageModified(id: SitePageId, content?: Pick<SiteContent, "modified">): string {
  const owner = content?.modified?.[id];
  const typed = pageContentModified[id] as string;
  return owner && owner > typed ? owner : typed;
}
