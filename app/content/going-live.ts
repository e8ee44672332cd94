import { type PublicEnv, publicEnvSchema } from "../lib/public-env.ts";
import { FACT_DESCRIPTIONS, type FactKey } from "./business.ts";
import type { ContentModel } from "./model/content-model.ts";

/**
 * What the site would put live that is not yet the business's own: a detail still at its fictional default (a
 * reserved 555 phone number, an example address), a fact only the owner can confirm and has not, or the site's
 * address still this machine. The owner clears the first two from the phone ("Going live" on Your site); the build
 * (vite.config.ts), the service's start-up log and the health details list what remains, in the same words.
 */
export interface GoingLiveItem {
  /** A fact's key, a detail's name, or "SITE_URL". */
  key: string;
  what: string;
  /** Who clears it: the owner on the phone, or whoever builds the site. */
  by: "owner" | "operator";
}

const fictional = publicEnvSchema.parse({});
const isExample = (value: string) => /\.example\b|555-01\d\d/.test(value);

/** The details still at their fictional values. */
function placeholderDetails(model: ContentModel): GoingLiveItem[] {
  const { business } = model;
  const details: Array<[string, string, boolean]> = [
    ["phone", "Your phone number", business.phone === fictional.BUSINESS_PHONE || isExample(business.phone)],
    ["email", "Your email address", isExample(business.email)],
    ["street", "Your street address", business.street === fictional.BUSINESS_STREET],
    [
      "location",
      "Where the map's marker is",
      business.latitude === fictional.BUSINESS_LATITUDE &&
        business.longitude === fictional.BUSINESS_LONGITUDE,
    ],
    [
      "social",
      "Your Facebook, Instagram and Yelp pages",
      [business.facebook, business.instagram, business.yelp].some(isExample),
    ],
  ];
  return details.flatMap(([key, what, placeholder]) =>
    placeholder ? [{ key, what: `${what} (still the example)`, by: "owner" as const }] : [],
  );
}

export function goingLiveItems(model: ContentModel, env: Pick<PublicEnv, "SITE_URL">): GoingLiveItem[] {
  const facts = (Object.keys(FACT_DESCRIPTIONS) as FactKey[])
    .filter((key) => !model.facts[key].confirmed)
    .map((key) => ({ key, what: `${FACT_DESCRIPTIONS[key]}: not yet confirmed`, by: "owner" as const }));
  const site: GoingLiveItem[] =
    env.SITE_URL === fictional.SITE_URL
      ? [{ key: "SITE_URL", what: "The site's own address (SITE_URL, set at build)", by: "operator" }]
      : [];
  return [...site, ...placeholderDetails(model), ...facts];
}

/** The list as lines for a log or the build's warning. */
export function goingLiveLines(items: readonly GoingLiveItem[]): string[] {
  return items.map((item) =>
    item.by === "owner" ? `${item.what} (the owner confirms it under Your site, Going live)` : item.what,
  );
}
