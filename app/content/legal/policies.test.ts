import { describe, expect, it } from "vitest";
import { defaultSiteContent } from "../../lib/site-content-context.ts";
import { privacyPolicyHtml } from "../pages/privacy-policy.ts";
import { cookiePolicyFor } from "./cookies.ts";
import type { SitePractices } from "./site-practices.ts";
import { termsFor } from "./terms.ts";

const content = defaultSiteContent;
const withReviewLink = {
  ...content,
  business: { ...content.business, googleReviewUrl: "https://g.page/r/bnc-cleaning/review" },
};
const terms = termsFor(content);

/** The policies describe what the running site does, from the configuration it was built with. */
const text = (value: unknown) => JSON.stringify(value);

describe("the cookie and privacy policies follow the site's configuration", () => {
  const bare: SitePractices = {
    botCheck: false,
    consentPurposes: [],
    mapTileHost: null,
  };
  const analyticsOnly: SitePractices = {
    botCheck: true,
    consentPurposes: ["analytics"],
    mapTileHost: "tiles.example.com",
  };

  it("without a tag manager or a bot check: essential storage only, no reCAPTCHA, no cookie banner", () => {
    const cookies = text(cookiePolicyFor(bare));
    expect(cookies).toContain("only essential ones");
    expect(cookies).toContain("Our website does not use analytics cookies");
    expect(cookies).toContain("Our website does not use advertising cookies");
    expect(cookies).toContain("no cookie banner");
    expect(cookies).not.toMatch(/reCAPTCHA|_ga|_gcl_au|Your cookie choices/);
    expect(cookies).toContain("Visit details for the quote form");
    const privacy = privacyPolicyHtml(bare, content);
    expect(privacy).not.toMatch(/reCAPTCHA|analytics services|map on our contact page/);
    expect(privacy).toContain("Our website sets no analytics or advertising cookies.");
  });

  it("with a bot check and analytics tags: exactly those, and no advertising", () => {
    const cookies = text(cookiePolicyFor(analyticsOnly));
    expect(cookies).toContain("for essential, analytics purposes");
    expect(cookies).toContain("Google reCAPTCHA (_GRECAPTCHA)");
    expect(cookies).toContain("Google Analytics (_ga)");
    expect(cookies).toContain("Our website does not use advertising cookies");
    expect(cookies).not.toContain("_gcl_au");
    expect(cookies).toContain("whether you accept analytics cookies");
    const privacy = privacyPolicyHtml(analyticsOnly, content);
    expect(privacy).toContain("<h2>Spam protection with Google reCAPTCHA</h2>");
    expect(privacy).toContain(
      "Analytics cookies (which help us understand how the website is used) are only set",
    );
    expect(privacy).not.toContain("advertising cookies (which");
    expect(privacy).toContain("and, only if you accept those cookies, analytics services");
    expect(privacy).toContain("loads from tiles.example.com");
  });

  it("state the owner's legal facts, never typed into the prose", () => {
    const privacy = privacyPolicyHtml(bare, content);
    expect(privacy).toContain("up to 24 months after we receive them");
    expect(privacy).toContain("no more than 30 days");
    expect(privacy).toContain("within 45 days");
    expect(privacy).toContain("BnC Cleaning LLC");
  });

  it("say what the review request is and how to stop it, only when one is sent (the owner's Google review link set)", () => {
    expect(privacyPolicyHtml(bare, content)).not.toMatch(/review request|one-click/i);
    const privacy = privacyPolicyHtml(bare, withReviewLink);
    expect(privacy).toContain("<h3>The review request after a cleaning</h3>");
    expect(privacy).toContain("Every customer gets the same email, whatever they think of the cleaning");
    expect(privacy).toContain("at most once every 6 months");
    expect(privacy).toContain("use the one-click unsubscribe link in the email (no sign-in needed");
    expect(privacy).toContain(
      "(the acknowledgement, the confirmation and the reminder) are not marketing and still come",
    );
  });

  it("say what the site does with a booking: a request held until confirmed, the link kept as a code, the reminder", () => {
    const privacy = privacyPolicyHtml(bare, content);
    expect(privacy).toContain("<h3>When you ask for a visit</h3>");
    expect(privacy).toContain("we keep only a scrambled code of it");
    expect(privacy).toContain("a reminder the day before");
    expect(privacy).toContain("the calendar app our team uses to see confirmed visits");
    const words = text(terms);
    expect(words).toContain("That is a request, not a booking");
    expect(words).toContain("with the personal link in your confirmation email");
    expect(words).toContain("Within 24 hours of the start the link no longer accepts changes");
  });
});
