import { describe, expect, it } from "vitest";
import { defaultDetails, reviewLinks, smsHref, socialPages, telHref } from "./business.ts";

const details = {
  ...defaultDetails(),
  facebook: "https://www.facebook.com/bnc",
  instagram: "https://www.instagram.com/bnc",
  yelp: "https://www.yelp.com/biz/bnc",
};

describe("where the reviews page invites customers to leave a review", () => {
  it("Google first when the owner gave its review link, then the pages that take reviews (never Instagram)", () => {
    expect(reviewLinks({ ...details, googleReviewUrl: "https://g.page/r/bnc/review" })).toEqual([
      { network: "Google", url: "https://g.page/r/bnc/review" },
      { network: "Facebook", url: "https://www.facebook.com/bnc" },
      { network: "Yelp", url: "https://www.yelp.com/biz/bnc" },
    ]);
  });

  it("without it, no Google link at all (a made-up one would send a happy customer nowhere)", () => {
    expect(reviewLinks({ ...details, googleReviewUrl: "" }).map((link) => link.network)).toEqual([
      "Facebook",
      "Yelp",
    ]);
  });

  it("leaves out a network the owner has no page on", () => {
    expect(socialPages({ ...details, yelp: "" }).map((page) => page.network)).toEqual([
      "Facebook",
      "Instagram",
    ]);
    expect(reviewLinks({ ...details, yelp: "", googleReviewUrl: "" })).toEqual([
      { network: "Facebook", url: "https://www.facebook.com/bnc" },
    ]);
  });
});

describe("a phone number as links", () => {
  it("calls and texts the same number, in the international form, however it was written", () => {
    for (const written of ["(325) 555-0166", "325.555.0166", "+1 325 555 0166", "3255550166"]) {
      expect(telHref(written), written).toBe("tel:+13255550166");
      expect(smsHref(written), written).toBe("sms:+13255550166");
    }
  });
});
