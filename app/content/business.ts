import { publicEnv } from "../lib/public-env.ts";
import { type Text, text } from "./model/languages.ts";

/**
 * The business: what is fixed in the code (its name, the town it is in, the site's connections), and the defaults
 * of the details and facts the owner changes from the phone (app/content/model/content-model.ts). The build
 * variables BUSINESS_PHONE, SOCIAL_FACEBOOK_URL… are only the details' first values: read at build for the
 * prerendered pages and at the service's start, until the owner sets their own (docs/architecture.md, "The
 * content model").
 */

/** Why a visitor may allow cookies beyond the essential ones. */
export type ConsentPurpose = "analytics" | "advertising";

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day's opening hours, 24-hour "HH:MM" in Abilene. */
export interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}

export interface ServiceTown {
  readonly name: string;
  /** The zip codes of the town, used to tell whether a quote request is inside the service area. */
  readonly zipCodes: readonly string[];
}

/** The details the owner keeps up to date: each feeds every page, email and invitation that shows it. */
export interface BusinessDetails {
  phone: string;
  /** The info email visitors write to (not where leads go: BUSINESS_EMAIL). */
  email: string;
  street: string;
  postalCode: string;
  /** The map marker. */
  latitude: number;
  longitude: number;
  hours: Record<Weekday, DayHours>;
  /** In the order shown. */
  towns: ServiceTown[];
  /** The business's pages elsewhere; "" for none. */
  facebook: string;
  instagram: string;
  yelp: string;
  /** Google Business Profile's "write a review" link; "" for none. */
  googleReviewUrl: string;
  /** Who the footer's copyright names. */
  copyrightHolder: string;
  /** The claim of docs/product.md §1 (40 years). */
  yearsOfExperience: number;
}

/** The facts only the owner can confirm (the "Going live" checklist), as the pages state them. */
export interface BusinessFacts {
  /** The business's legal name: terms, privacy policy. */
  entityName: string;
  /** Where disputes are heard (terms, Governing Law). */
  venue: string;
  /** The cap on liability for a claim about a cleaning (terms, Liability). */
  liabilityLimit: string;
  /** Quote requests are deleted this long after they arrive (privacy policy; `npm run leads -- purge`). */
  quoteRequestMonths: number;
  /** Server logs (privacy policy). */
  serverLogDays: number;
  /** How soon emails and quote requests are answered ("within one business day"). */
  replyTime: string;
  /** How customers pay ("by cash, check or card after each visit"). */
  payment: string;
  /** The footer's credit to who made the site. */
  developerCredit: { label: string; url: string };
}

/** The business's fixed facts and the site's connections (configuration, not content). */
export const business = {
  name: publicEnv.BUSINESS_NAME,
  tagline: "Cleaning with Integrity",
  address: { city: "Abilene", region: "TX", regionName: "Texas", country: "US" },
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

/** Privacy requests are answered within this many days: the Texas Data Privacy and Security Act's window. */
export const PRIVACY_REQUEST_DAYS = 45;

const workday: DayHours = { open: true, opens: "08:00", closes: "17:00" };
const closed: DayHours = { open: false, opens: "08:00", closes: "17:00" };

/** The details before the owner changes any: the build variables, or clearly fictional values. */
export function defaultDetails(env = publicEnv): BusinessDetails {
  return {
    phone: env.BUSINESS_PHONE,
    email: env.BUSINESS_INFO_EMAIL,
    street: env.BUSINESS_STREET,
    postalCode: env.BUSINESS_POSTAL_CODE,
    latitude: env.BUSINESS_LATITUDE,
    longitude: env.BUSINESS_LONGITUDE,
    hours: {
      monday: workday,
      tuesday: workday,
      wednesday: workday,
      thursday: workday,
      friday: workday,
      saturday: closed,
      sunday: closed,
    },
    towns: [
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
    ],
    facebook: env.SOCIAL_FACEBOOK_URL,
    instagram: env.SOCIAL_INSTAGRAM_URL,
    yelp: env.SOCIAL_LISTING_URL,
    googleReviewUrl: env.GOOGLE_REVIEW_URL,
    copyrightHolder: `${env.BUSINESS_NAME} LLC`,
    yearsOfExperience: 40,
  };
}

/** A fact as the model keeps it: the value the site shows, and whether the owner confirmed it. */
export interface OwnerFact<T> {
  value: T;
  confirmed: boolean;
}

/** The facts as the model keeps them, each a proposal until the owner confirms it. */
export interface ModelFacts {
  entityName: OwnerFact<string>;
  venue: OwnerFact<Text>;
  liabilityLimit: OwnerFact<Text>;
  quoteRequestMonths: OwnerFact<number>;
  serverLogDays: OwnerFact<number>;
  replyTime: OwnerFact<Text>;
  payment: OwnerFact<Text>;
  /** The Security Policy's practices (keys, codes, training, equipment), as written: confirmed or not. */
  securityPractices: OwnerFact<boolean>;
  developerCredit: OwnerFact<{ label: Text; url: string }>;
}

export type FactKey = keyof ModelFacts;

const proposed = <T>(value: T): OwnerFact<T> => ({ value, confirmed: false });

export function defaultFacts(env = publicEnv): ModelFacts {
  return {
    entityName: proposed(`${env.BUSINESS_NAME} LLC`),
    venue: proposed(
      text(
        "the state courts located in Taylor County, Texas",
        "los tribunales estatales del condado de Taylor, Texas",
      ),
    ),
    liabilityLimit: proposed(
      text("the amount you paid for that cleaning", "lo que usted pagó por esa limpieza"),
    ),
    quoteRequestMonths: proposed(24),
    serverLogDays: proposed(30),
    replyTime: proposed(text("within one business day", "en un plazo de un día hábil")),
    payment: proposed(
      text(
        "by cash, check or card after each visit",
        "en efectivo, con cheque o con tarjeta después de cada visita",
      ),
    ),
    securityPractices: proposed(true),
    developerCredit: proposed({
      label: text("Website by the BnC web team", "Sitio web creado por el equipo web de BnC"),
      url: "",
    }),
  };
}

/** What each fact is and where it shows, in the owner's words (the Going live checklist, the start-up log). */
export const FACT_DESCRIPTIONS: Record<FactKey, string> = {
  entityName: "Your business's legal name (terms, privacy policy)",
  venue: "The courts for disputes (terms, Governing Law)",
  liabilityLimit: "The limit of your liability for a cleaning (terms, Liability)",
  quoteRequestMonths: "How many months quote requests are kept (privacy policy)",
  serverLogDays: "How many days the website's logs are kept (privacy policy)",
  replyTime: "How soon you answer emails and quote requests (contact, get a quote)",
  payment: "How customers pay (terms, FAQ)",
  securityPractices: "The practices the Security Policy describes (keys, codes, training, equipment)",
  developerCredit: "The credit to who made the website (footer)",
};

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

/** The business's pages elsewhere, for the footer and the structured data (sameAs); empty ones left out. */
export function socialPages(
  details: BusinessDetails,
): { network: string; url: string; takesReviews: boolean }[] {
  return [
    // takesReviews: whether customers can leave a review there (the Reviews page invites them to those only).
    { network: "Facebook", url: details.facebook, takesReviews: true },
    { network: "Instagram", url: details.instagram, takesReviews: false },
    { network: "Yelp", url: details.yelp, takesReviews: true },
  ].filter((page) => page.url !== "");
}

/** Where a customer can leave a review: Google first when its link is set (it counts most in local search). */
export function reviewLinks(details: BusinessDetails): { network: string; url: string }[] {
  return [
    ...(details.googleReviewUrl ? [{ network: "Google", url: details.googleReviewUrl }] : []),
    ...socialPages(details)
      .filter((page) => page.takesReviews)
      .map(({ network, url }) => ({ network, url })),
  ];
}

/** The one-line postal address, as shown in the footer and read by assistive technology. */
export function formatAddress(details: Pick<BusinessDetails, "street" | "postalCode">): string {
  const { city, region } = business.address;
  return `${details.street}, ${city}, ${region} ${details.postalCode}`;
}

/** The town whose zip codes include this one, or undefined when it is outside the service area. */
export function townForZipCode(
  details: Pick<BusinessDetails, "towns">,
  zipCode: string,
): ServiceTown | undefined {
  return details.towns.find((town) => town.zipCodes.includes(zipCode.trim()));
}
