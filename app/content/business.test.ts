import { describe, expect, it } from "vitest";
import { reviewLinks, smsHref, telHref } from "./business.ts";

const pages = [
  { network: "Facebook", url: "https://www.facebook.com/bnc", takesReviews: true },
  { network: "Instagram", url: "https://www.instagram.com/bnc", takesReviews: false },
  { network: "Yelp", url: "https://www.yelp.com/biz/bnc", takesReviews: true },
];

describe("where the reviews page invites customers to leave a review", () => {
  it("Google first when GOOGLE_REVIEW_URL is set, then the pages that take reviews (never Instagram)", () => {
    expect(reviewLinks("https://g.page/r/bnc/review", pages)).toEqual([
      { network: "Google", url: "https://g.page/r/bnc/review" },
      { network: "Facebook", url: "https://www.facebook.com/bnc" },
      { network: "Yelp", url: "https://www.yelp.com/biz/bnc" },
    ]);
  });

  it("without it, no Google link at all (a made-up one would send a happy customer nowhere)", () => {
    expect(reviewLinks("", pages).map((link) => link.network)).toEqual(["Facebook", "Yelp"]);
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
