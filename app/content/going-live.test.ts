import { describe, expect, it } from "vitest";
import { parsePublicEnv } from "../lib/public-env.ts";
import { legal, ownerFacts } from "./business.ts";
import { PLACEHOLDER_SETTINGS, placeholdersGoingLive } from "./going-live.ts";

describe("the build's list of placeholders going live", () => {
  it("names every public setting still at its fictional default, and every unconfirmed owner fact", () => {
    const notes = placeholdersGoingLive(parsePublicEnv({}));
    expect(notes[0]).toBe(
      `still the fictional defaults: ${PLACEHOLDER_SETTINGS.join(", ")} (README, Configuration)`,
    );
    for (const fact of ownerFacts.filter((candidate) => !candidate.confirmed)) {
      expect(notes).toContain(`not yet confirmed by the owner: ${fact.what} (app/content/business.ts)`);
    }
    expect(notes.join("\n")).toMatch(/legal entity/);
    expect(notes.join("\n")).toMatch(/courts for disputes/);
    expect(notes.join("\n")).toMatch(/limit of liability/);
    expect(notes.join("\n")).toMatch(/how long quote requests are kept/);
  });

  it("drops a setting once it is set and a fact once it is confirmed", () => {
    const env = parsePublicEnv({
      SITE_URL: "https://www.bnc-cleaning.com",
      BUSINESS_PHONE: "(325) 400-1234",
      BUSINESS_INFO_EMAIL: "info@bnc-cleaning.com",
      BUSINESS_STREET: "500 Pine Street",
      BUSINESS_POSTAL_CODE: "79602",
      BUSINESS_LATITUDE: "32.45",
      BUSINESS_LONGITUDE: "-99.74",
      SOCIAL_FACEBOOK_URL: "https://www.facebook.com/bnccleaning",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/bnccleaning",
      SOCIAL_LISTING_URL: "https://www.yelp.com/biz/bnc-cleaning-abilene",
    });
    expect(placeholdersGoingLive(env, [{ ...legal.venue, confirmed: true }])).toEqual([]);
  });
});
