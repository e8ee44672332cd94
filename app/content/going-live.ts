import { type PublicEnv, publicEnvSchema } from "../lib/public-env.ts";
import { type OwnerFact, ownerFacts } from "./business.ts";

/**
 * What a build would put live that is not yet the business's own: a public setting still at its fictional
 * default, or a fact only the owner can confirm (app/content/business.ts, OwnerFact). `npm run build` prints the
 * list (vite.config.ts); README, "Before going live", says what to do about each.
 */

/** The public settings whose defaults are placeholders (a reserved phone number, example addresses…). */
export const PLACEHOLDER_SETTINGS = [
  "SITE_URL",
  "BUSINESS_PHONE",
  "BUSINESS_INFO_EMAIL",
  "BUSINESS_STREET",
  "BUSINESS_POSTAL_CODE",
  "BUSINESS_LATITUDE",
  "BUSINESS_LONGITUDE",
  "SOCIAL_FACEBOOK_URL",
  "SOCIAL_INSTAGRAM_URL",
  "SOCIAL_LISTING_URL",
] as const satisfies readonly (keyof PublicEnv)[];

export function placeholdersGoingLive(
  env: PublicEnv,
  facts: readonly OwnerFact<unknown>[] = ownerFacts,
): string[] {
  const defaults = publicEnvSchema.parse({});
  const settings = PLACEHOLDER_SETTINGS.filter((name) => env[name] === defaults[name]);
  const unconfirmed = facts.filter((fact) => !fact.confirmed).map((fact) => fact.what);
  return [
    ...(settings.length
      ? [`still the fictional defaults: ${settings.join(", ")} (README, Configuration)`]
      : []),
    ...unconfirmed.map((what) => `not yet confirmed by the owner: ${what} (app/content/business.ts)`),
  ];
}
