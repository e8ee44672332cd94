/**
 * The marketing parameters of a visit that a quote request carries (not in docs/product.md, see docs/quote-form.md): UTM tags
 * and the ad click ids of Google and Meta. Kept in this tiny module with no dependencies because three places read it: the request
 * schema (validation), the browser's capture on every page (which must stay small) and the owner's CSV export.
 */
export const ATTRIBUTION_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  // Meta's click id (Facebook, Instagram): the owner's numbers count it as Meta ads (server/owner/lead-source.ts).
  "fbclid",
] as const;

export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

/** The longest value kept for any attribution field; the browser cuts to it, the server enforces it. */
export const MAX_ATTRIBUTION_LENGTH = 300;
