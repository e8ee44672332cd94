import { publicEnv } from "../lib/public-env.ts";

/**
 * The business's details: the one typed source for its name, phone, email, address, hours, service area, social
 * links and location. Values that differ per deployment come from the environment (app/lib/public-env.ts) with
 * clearly fictional defaults; the rest is the business's own words.
 */

export interface ServiceTown {
  readonly name: string;
  /** The zip codes of the town, used to tell whether a quote request is inside the service area. */
  readonly zipCodes: readonly string[];
}

/** A tel: link for a phone number as people write it: digits only, with the US country code when it has none. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export const business = {
  name: publicEnv.BUSINESS_NAME,
  legalName: `${publicEnv.BUSINESS_NAME} LLC`,
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
  socials: [
    // takesReviews: whether customers can leave a review there (the Reviews page invites them to those only).
    { network: "Facebook", url: publicEnv.SOCIAL_FACEBOOK_URL, takesReviews: true },
    { network: "Instagram", url: publicEnv.SOCIAL_INSTAGRAM_URL, takesReviews: false },
    { network: "Yelp", url: publicEnv.SOCIAL_LISTING_URL, takesReviews: true },
  ],
  developerCredit: { label: "Website by the BnC web team", url: null as string | null },
  /** The site's connections (SPEC §3 configuration): all optional, the site works fully without each of them. */
  integrations: {
    /** The API's origin; "" is the site's own origin. */
    apiUrl: publicEnv.API_URL,
    /** The blog feed path of the original configuration; the site has no blog yet, so nothing calls it. */
    blogFeedPath: "/api/GetBlogPosts",
    /** Google Tag Manager, loaded only after cookie consent (app/lib/consent.ts). */
    gtmId: publicEnv.GTM_ID,
    /** reCAPTCHA v3 site key for the quote form's bot check. */
    recaptchaSiteKey: publicEnv.RECAPTCHA_SITE_KEY,
  },
  copyrightYear: 2024,
  siteUrl: publicEnv.SITE_URL,
} as const;

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
