import { describe, expect, it } from "vitest";
import { parsePublicEnv } from "../lib/public-env.ts";
import { FACT_DESCRIPTIONS, type FactKey } from "./business.ts";
import { goingLiveItems, goingLiveLines } from "./going-live.ts";
import { defaultModel } from "./model/content-model.ts";

describe("the going-live list", () => {
  it("names the site's address, every example detail and every unconfirmed fact, in the owner's words", () => {
    const items = goingLiveItems(defaultModel(), parsePublicEnv({}));
    expect(items.map((item) => item.key)).toEqual([
      "SITE_URL",
      "phone",
      "email",
      "street",
      "location",
      "social",
      ...Object.keys(FACT_DESCRIPTIONS),
    ]);
    const lines = goingLiveLines(items).join("\n");
    expect(lines).toMatch(/legal name/);
    expect(lines).toMatch(/courts for disputes/);
    expect(lines).toMatch(/limit of your liability/);
    expect(lines).toMatch(/months quote requests are kept/);
    expect(lines).toContain("(the owner confirms it under Your site, Going live)");
  });

  it("drops a detail once it is the business's own and a fact once it is confirmed", () => {
    const model = defaultModel();
    model.business = {
      ...model.business,
      phone: "(325) 400-1234",
      email: "info@bnc-cleaning.com",
      street: "500 Pine Street",
      latitude: 32.45,
      longitude: -99.74,
      facebook: "https://www.facebook.com/bnccleaning",
      instagram: "https://www.instagram.com/bnccleaning",
      yelp: "https://www.yelp.com/biz/bnc-cleaning-abilene",
    };
    for (const key of Object.keys(FACT_DESCRIPTIONS) as FactKey[]) model.facts[key].confirmed = true;
    expect(goingLiveItems(model, parsePublicEnv({ SITE_URL: "https://www.bnc-cleaning.com" }))).toEqual([]);
  });
});
