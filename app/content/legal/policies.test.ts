import { describe, expect, it } from "vitest";
import { defaultSiteContent, defaultSiteContents } from "../../lib/site-content-context.ts";
import { faqsForPage } from "../faqs.ts";
import { inLanguage, type Lang, text as texts } from "../model/languages.ts";
import { serviceLinks } from "../model/resolve.ts";
import { fillTokens, type TokenValues } from "../model/tokens.ts";
import { privacyPolicyHtml } from "../pages/privacy-policy.ts";
import { cookiePolicyFor } from "./cookies.ts";
import { securityPolicyFor } from "./security.ts";
import type { SitePractices } from "./site-practices.ts";
import { termsFor } from "./terms.ts";

const tokenValues = (lang: Lang): TokenValues => {
  const resolved = defaultSiteContents[lang];
  return {
    details: resolved.business,
    facts: resolved.facts,
    homeServices: serviceLinks("home", lang),
    businessServices: serviceLinks("business", lang),
    lang,
  };
};
const faqs = faqsForPage("faqs");

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
    onlinePayment: false,
  };
  const analyticsOnly: SitePractices = {
    botCheck: true,
    consentPurposes: ["analytics"],
    mapTileHost: "tiles.example.com",
    onlinePayment: false,
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

describe("the policies and the FAQ say how customers pay on this site", () => {
  const content = defaultSiteContent;
  const spanishContent = defaultSiteContents.es;
  const keys = { botCheck: false, consentPurposes: [], mapTileHost: null, onlinePayment: true } as const;
  const noKeys = { ...keys, onlinePayment: false } as const;
  const faq = (lang: "en" | "es", onlinePayment: boolean) =>
    fillTokens(inLanguage(faqs.find((entry) => entry.id === 10)?.answer ?? texts(""), lang), {
      ...tokenValues(lang),
      onlinePayment,
    });

  it("without the Stripe keys, no page claims online payment, in English or in Spanish", () => {
    const english = [
      text(termsFor(content, noKeys)),
      text(securityPolicyFor(content, noKeys)),
      privacyPolicyHtml(noKeys, content),
      faq("en", false),
    ].join("\n");
    expect(english).not.toMatch(/online through|secure payment gateway|Stripe|pay it when you accept/);
    expect(english).toContain(
      "You pay by cash, check or card after each visit: this website takes no payments.",
    );
    expect(english).toContain("this website takes no payments and never asks for card details");
    expect(faq("en", false)).toBe(
      "You pay by cash, check or card after each visit. We agree on the price with you before any work is scheduled, and we never ask for payment details in our quote form.",
    );
    const spanish = [
      text(termsFor(spanishContent, noKeys)),
      text(securityPolicyFor(spanishContent, noKeys)),
      privacyPolicyHtml(noKeys, spanishContent),
      faq("es", false),
    ].join("\n");
    expect(spanish).not.toMatch(/en línea a través|pasarela de pago|Stripe/);
    expect(spanish).toContain("este sitio web no recibe pagos");
  });

  it("with the keys, they name Stripe, keep the brief's words, and say what Stripe receives", () => {
    const terms = text(termsFor(content, keys));
    expect(terms).toContain("Payment can be made online through a secure payment gateway, Stripe.");
    expect(text(securityPolicyFor(content, keys))).toContain(
      "payment is made through a secure payment gateway",
    );
    const privacy = privacyPolicyHtml(keys, content);
    expect(privacy).toContain("our payment gateway, Stripe");
    expect(privacy).toContain(
      "Stripe receives your email address, the amount, the reference of your request, the address of your quote's page (to bring you back to it) and your card details",
    );
    expect(privacy).toContain("<h3>When we send you a quote</h3>");
    expect(faq("en", true)).toContain("on the secure page of our payment provider, Stripe.");
    const spanish = [
      text(termsFor(spanishContent, keys)),
      privacyPolicyHtml(keys, spanishContent),
      faq("es", true),
    ].join("\n");
    expect(spanish).toContain(
      "El pago puede hacerse en línea a través de una pasarela de pago segura, Stripe.",
    );
    expect(spanish).toContain("Stripe recibe su correo electrónico, el monto");
    expect(spanish).toContain("en la página segura de nuestro proveedor de pagos, Stripe.");
  });
});
