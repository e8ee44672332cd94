import { publicEnv } from "../../lib/public-env.ts";
import { business, type ConsentPurpose } from "../business.ts";
import type { Lang } from "../model/languages.ts";

/**
 * What the running site does with visitors' data, read from the same build configuration the site runs with, so
 * the privacy policy, the cookie policy and the cookie settings describe this site and no other
 * (docs/pages-and-policies.md, "Policies follow the configuration").
 */
export interface SitePractices {
  /** The quote form asks Google reCAPTCHA (RECAPTCHA_SITE_KEY set at build). */
  readonly botCheck: boolean;
  /** What a visitor may allow: the tag manager's purposes (GTM_ID, GTM_PURPOSES); none without a tag manager. */
  readonly consentPurposes: readonly ConsentPurpose[];
  /** The host the contact page's map images come from (MAP_TILE_URL), or null without map images. */
  readonly mapTileHost: string | null;
  /**
   * Customers can pay online on Stripe's hosted page (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set at build):
   * the policies name Stripe and what it receives; without it they say how payment is arranged instead.
   */
  readonly onlinePayment: boolean;
}

function hostOf(url: string): string | null {
  return url.match(/^https?:\/\/([^/]+)/)?.[1] ?? null;
}

export const sitePractices: SitePractices = {
  botCheck: business.integrations.recaptchaSiteKey !== "",
  consentPurposes: business.integrations.consentPurposes,
  mapTileHost: hostOf(publicEnv.MAP_TILE_URL),
  onlinePayment: publicEnv.ONLINE_PAYMENT,
};

/** A review request follows each visit only once the owner has given the Google review link. */
export const sendsReviewRequests = (details: { googleReviewUrl: string }): boolean =>
  details.googleReviewUrl !== "";

/** Each purpose as the policies name it after "cookies": "analytics cookies", "cookies de análisis". */
const PURPOSE_WORDS: Record<Lang, Record<ConsentPurpose, string>> = {
  en: { analytics: "analytics", advertising: "advertising" },
  es: { analytics: "de análisis", advertising: "de publicidad" },
};

/** "analytics and advertising", "analytics", "advertising"; "de análisis y de publicidad" in Spanish. */
export function purposeWords(purposes: readonly ConsentPurpose[], lang: Lang = "en"): string {
  return purposes.map((purpose) => PURPOSE_WORDS[lang][purpose]).join(lang === "es" ? " y " : " and ");
}
