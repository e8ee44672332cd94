import { publicEnv } from "../lib/public-env.ts";

/**
 * The business's details: the one typed source for its name, phone, email, address, hours, service area, social
 * links and location. Values that differ per deployment come from the environment (app/lib/public-env.ts) with
 * clearly fictional defaults; the rest is the business's own words.
 */

/**
 * A fact only the owner can confirm (a legal entity, a court, a limit, a period, a promise). The site shows
 * `value`; until `confirmed` is true, `npm run build` lists it among the placeholders still going live
 * (app/content/going-live.ts). To confirm one, set the real value and `confirmed: true` here.
 */
export interface OwnerFact<T> {
  readonly value: T;
  readonly confirmed: boolean;
  /** What it is and where it is shown, for the build's warning. */
  readonly what: string;
}

/** A value we proposed, not yet confirmed by the owner. */
function proposed<T>(what: string, value: T): OwnerFact<T> {
  return { what, value, confirmed: false };
}

/** Why a visitor may allow cookies beyond the essential ones. */
export type ConsentPurpose = "analytics" | "advertising";

interface ServiceTown {
  readonly name: string;
  /** The zip codes of the town, used to tell whether a quote request is inside the service area. */
  readonly zipCodes: readonly string[];
}

/** A phone number as people write it, in the international form links need: digits, with the US code if none. */
function internationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** A link that calls the number. */
export function telHref(phone: string): string {
  return `tel:${internationalNumber(phone)}`;
}

/** A link that opens a text message to the number. */
export function smsHref(phone: string): string {
  return `sms:${internationalNumber(phone)}`;
}

/** The business's pages elsewhere: the footer links them, the structured data names them (sameAs). */
const socials = [
  // takesReviews: whether customers can leave a review there (the Reviews page invites them to those only).
  { network: "Facebook", url: publicEnv.SOCIAL_FACEBOOK_URL, takesReviews: true },
  { network: "Instagram", url: publicEnv.SOCIAL_INSTAGRAM_URL, takesReviews: false },
  { network: "Yelp", url: publicEnv.SOCIAL_LISTING_URL, takesReviews: true },
];

/** Where a customer can leave a review: Google first when its link is set (it counts most in local search). */
export function reviewLinks(
  googleReviewUrl: string,
  pages: readonly { network: string; url: string; takesReviews: boolean }[],
): { network: string; url: string }[] {
  return [
    ...(googleReviewUrl ? [{ network: "Google", url: googleReviewUrl }] : []),
    ...pages.filter((page) => page.takesReviews).map(({ network, url }) => ({ network, url })),
  ];
}

export const business = {
  name: publicEnv.BUSINESS_NAME,
  tagline: "Cleaning with Integrity",
  phone: publicEnv.BUSINESS_PHONE,
  phoneHref: telHref(publicEnv.BUSINESS_PHONE),
  email: publicEnv.BUSINESS_INFO_EMAIL,
  address: {
    street: publicEnv.BUSINESS_STREET,
    city: "Abilene",
    region: "TX",
    regionName: "Texas",
    postalCode: publicEnv.BUSINESS_POSTAL_CODE,
    country: "US",
  },
  geo: { latitude: publicEnv.BUSINESS_LATITUDE, longitude: publicEnv.BUSINESS_LONGITUDE },
  hours: {
    label: "Monday to Friday, 8:00 AM to 5:00 PM",
    short: "Mon–Fri 8:00–5:00",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "17:00",
  },
  yearsOfExperience: 40,
  serviceArea: [
    { name: "Merkel", zipCodes: ["79536"] },
    {
      name: "Abilene",
      zipCodes: [
        "79601",
        "79602",
        "79603",
        "79604",
        "79605",
        "79606",
        "79607",
        "79608",
        "79697",
        "79698",
        "79699",
      ],
    },
    { name: "Anson", zipCodes: ["79501"] },
    { name: "Tuscola", zipCodes: ["79562"] },
    { name: "Hawley", zipCodes: ["79525"] },
    { name: "Sweetwater", zipCodes: ["79556"] },
    { name: "Buffalo Gap", zipCodes: ["79508"] },
    { name: "Clyde", zipCodes: ["79510"] },
  ] as const satisfies readonly ServiceTown[],
  socials,
  /** Where a customer can leave a review, Google first (its reviews count most in local search). */
  reviewLinks: reviewLinks(publicEnv.GOOGLE_REVIEW_URL, socials),
  /** The footer's developer credit (docs/product.md §1): who made the site, as the owner wants it said. */
  developerCredit: proposed("the developer credit in the footer", {
    label: "Website by the BnC web team",
    url: null as string | null,
  }),
  /** The site's connections (docs/product.md §3 configuration): all optional, the site works fully without each of them. */
  integrations: {
    /** The API's origin; "" is the site's own origin. */
    apiUrl: publicEnv.API_URL,
    /** The blog feed path of the original configuration; the site has no blog yet, so nothing calls it. */
    blogFeedPath: "/api/GetBlogPosts",
    /** Google Tag Manager, loaded only after cookie consent (app/lib/consent.ts). */
    gtmId: publicEnv.GTM_ID,
    /**
     * What the visitor may allow: the purposes of the tag manager's tags, none without one. The cookie banner, the
     * footer's Cookie settings and the cookie and privacy policies follow this (docs/pages-and-policies.md).
     */
    consentPurposes: (publicEnv.GTM_ID
      ? [...new Set(publicEnv.GTM_PURPOSES)]
      : []) as readonly ConsentPurpose[],
    /** reCAPTCHA v3 site key for the quote form's bot check. */
    recaptchaSiteKey: publicEnv.RECAPTCHA_SITE_KEY,
  },
  copyrightYear: 2024,
  siteUrl: publicEnv.SITE_URL,
} as const;

/**
 * The legal facts the terms, the privacy policy, the footer and the leads command state. Each is read from here,
 * never typed into prose, and each is a proposal until the owner confirms it (see OwnerFact).
 */
export const legal = {
  /** The business's legal name: terms, privacy policy, footer copyright. */
  entityName: proposed("the legal entity (terms, privacy policy, footer)", `${publicEnv.BUSINESS_NAME} LLC`),
  /** Where disputes are heard (terms, Governing Law). Texas law itself is the business's own statement. */
  venue: proposed(
    "the courts for disputes (terms, Governing Law)",
    "the state courts located in Taylor County, Texas",
  ),
  /** The cap on liability for a claim about a cleaning (terms, Liability). */
  liabilityLimit: proposed(
    "the limit of liability (terms, Liability)",
    "the amount you paid for that cleaning",
  ),
  retention: {
    /** Quote requests are deleted this long after they arrive (privacy policy; `npm run leads -- purge`). */
    quoteRequestMonths: proposed("how long quote requests are kept (privacy policy, leads purge)", 24),
    /** Server logs (privacy policy); the service writes them to its output, the host keeps them. */
    serverLogDays: proposed("how long server logs are kept (privacy policy)", 30),
  },
  /** Privacy requests are answered within this many days: the Texas Data Privacy and Security Act's window. */
  privacyRequestDays: 45,
} as const;

/** Promises to visitors that only the owner can make. */
export const ownerPromises = {
  /** How soon an email or a quote request is answered (contact page, get-a-quote page). */
  replyTime: proposed(
    "how soon emails and quote requests are answered (contact, get a quote)",
    "within one business day",
  ),
  /** The Security Policy's practices (keys, codes, training, equipment): written as a proposal. */
  securityPractices: proposed(
    "the practices the Security Policy describes (app/content/legal/security.ts)",
    true,
  ),
} as const;

/** Every owner fact, for the build's warning. */
export const ownerFacts: readonly OwnerFact<unknown>[] = [
  legal.entityName,
  legal.venue,
  legal.liabilityLimit,
  legal.retention.quoteRequestMonths,
  legal.retention.serverLogDays,
  ownerPromises.replyTime,
  ownerPromises.securityPractices,
  business.developerCredit,
];

export type Business = typeof business;

/** The one-line postal address, as shown in the footer and read by assistive technology. */
export function formatAddress(): string {
  const { street, city, region, postalCode } = business.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** The town whose zip codes include this one, or undefined when it is outside the service area. */
export function townForZipCode(zipCode: string): ServiceTown | undefined {
  return business.serviceArea.find((town) => (town.zipCodes as readonly string[]).includes(zipCode.trim()));
}
