import { business } from "../content/business.ts";

/** The picture shared with a link to any page (1200 × 630), and the business's image in its structured data. */
export const DEFAULT_SHARE_IMAGE = "/images/share-card.png";

/** A path of the site as the absolute address search engines and share cards need (SITE_URL, baked at build). */
export function absoluteUrl(path: string): string {
  return `${business.siteUrl}${path}`;
}
