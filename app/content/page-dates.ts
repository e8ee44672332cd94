import type { SitePageId } from "../route-table.ts";
import { cookiePolicy } from "./legal/cookies.ts";
import { securityPolicy } from "./legal/security.ts";
import { terms } from "./legal/terms.ts";
import { aboutUs } from "./pages/about-us.ts";
import { privacyPolicy } from "./pages/privacy-policy.ts";
import { satisfactionGuarantee } from "./pages/satisfaction-guarantee.ts";

/**
 * When each page's content last changed, as a calendar date (YYYY-MM-DD): sitemap.xml gives it to search engines
 * as `<lastmod>` (scripts/postbuild.ts), so they re-read a page when its words change, not on every build.
 *
 * Pages that show a "Last updated" date take it from their own content record, so the sitemap and the page can
 * never disagree. For the others the date is written here: **change it in the same commit as the page's words**
 * (its route module or its content record). A change that visitors cannot see (a refactor, a style) is not one.
 */
const day = (isoDateTime: string) => isoDateTime.slice(0, 10);

export const pageContentModified: Readonly<Record<SitePageId, string>> = {
  home: "2026-11-23",
  services: "2026-11-25",
  commercial: "2026-11-23",
  daycare: "2026-11-23",
  "doctors-office": "2026-11-23",
  "office-spaces": "2026-11-23",
  "post-construction": "2026-11-23",
  "house-cleaning": "2026-11-25",
  airbnb: "2026-11-25",
  "new-construction": "2026-11-25",
  moving: "2026-11-25",
  recurring: "2026-11-25",
  "deep-cleaning": "2026-11-25",
  gym: "2026-11-23",
  "get-a-quote": "2026-11-23",
  "contact-us": "2026-11-23",
  "about-us": day(aboutUs.modified),
  reviews: "2026-11-23",
  faqs: "2026-11-23",
  "cleaning-checklists": "2026-11-25",
  guarantee: day(satisfactionGuarantee.modified),
  "terms-and-conditions": day(terms.modified),
  "privacy-policy": day(privacyPolicy.modified),
  cookies: day(cookiePolicy.modified),
  "security-policy": day(securityPolicy.modified),
  sitemap: "2026-11-23",
};
