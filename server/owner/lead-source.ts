import type { Attribution } from "../../app/lib/contact-schema.ts";
import { visibleText } from "../../app/lib/plain-text.ts";

/**
 * Where a lead came from, for the owner's numbers (/leads/numbers, docs/owner-guide.md "Your numbers"): one rule
 * over what the quote request recorded of its visit (app/lib/attribution.ts). Pure, so the report and its tests
 * classify alike.
 */

/** The attribution fields the rule reads; the store's report groups leads by exactly these. */
export const SOURCE_FIELDS = [
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "utm_campaign",
  "utm_source",
  "referrer",
] as const;

export type SourceFields = Partial<Pick<Attribution, (typeof SOURCE_FIELDS)[number]>> & {
  /** "phone": a booking the owner took by phone (the lead's source), not a visit of the site. */
  source?: "phone";
};

export type SourceKind =
  | "phone"
  | "google-ads"
  | "meta-ads"
  | "campaign"
  | "google-search"
  | "other-search"
  | "site"
  | "direct";

export interface LeadSource {
  /** Groups the table's rows: one per kind, and one per campaign or referring site. */
  key: string;
  kind: SourceKind;
  /** What the owner reads. */
  label: string;
}

/** Search engines other than Google, by the end of the referrer's host. */
const OTHER_SEARCH_ENGINES = [
  "bing.com",
  "duckduckgo.com",
  "search.yahoo.com",
  "yahoo.com",
  "yandex.com",
  "yandex.ru",
  "baidu.com",
  "ecosia.org",
  "search.brave.com",
  "startpage.com",
  "qwant.com",
  "search.aol.com",
  "ask.com",
];

function present(value: string | undefined): string | undefined {
  const clean = value === undefined ? "" : visibleText(value).trim();
  return clean === "" ? undefined : clean;
}

/** The referrer's host without "www.", lower case; undefined for none or an address that does not parse. */
export function referrerHost(referrer: string | undefined): string | undefined {
  const value = present(referrer);
  if (!value) return undefined;
  try {
    const host = new URL(value).hostname.toLowerCase().replace(/\.$/, "");
    return host.replace(/^www\./, "") || undefined;
  } catch {
    return undefined;
  }
}

const endsWithDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The rule, first match wins: a booking the owner took by phone is Phone; a Google Ads click id (gclid, or gbraid/wbraid from iOS) is Google Ads; Meta's click
 * id (fbclid) is Meta ads; a UTM campaign (or, without one, a UTM source) is that campaign, since someone tagged
 * the link on purpose; then the referrer: Google's search (google.com, google.co.uk…), another search engine, or
 * that site by its host; nothing at all is direct (typed, bookmarked, or a browser that sent no referrer).
 */
export function classifySource(fields: SourceFields): LeadSource {
  if (fields.source === "phone") return { key: "phone", kind: "phone", label: "Phone" };
  if (present(fields.gclid) || present(fields.gbraid) || present(fields.wbraid)) {
    return { key: "google-ads", kind: "google-ads", label: "Google Ads" };
  }
  if (present(fields.fbclid))
    return { key: "meta-ads", kind: "meta-ads", label: "Meta ads (Facebook, Instagram)" };
  const campaign = present(fields.utm_campaign)?.toLowerCase();
  if (campaign) return { key: `campaign:${campaign}`, kind: "campaign", label: `Campaign “${campaign}”` };
  const tagged = present(fields.utm_source)?.toLowerCase();
  if (tagged) return { key: `tagged:${tagged}`, kind: "campaign", label: `Tagged link from “${tagged}”` };
  const host = referrerHost(fields.referrer);
  if (host) {
    if (/^google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(host)) {
      return { key: "google-search", kind: "google-search", label: "Google search" };
    }
    if (OTHER_SEARCH_ENGINES.some((domain) => endsWithDomain(host, domain))) {
      return { key: "other-search", kind: "other-search", label: "Other search engines" };
    }
    return { key: `site:${host}`, kind: "site", label: host };
  }
  return { key: "direct", kind: "direct", label: "Direct (no referrer)" };
}
