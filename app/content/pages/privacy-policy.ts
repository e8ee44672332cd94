import { escapeHtml as h } from "../../lib/plain-text.ts";
import type { SiteContent } from "../../lib/site-content.ts";
import { business, formatAddress, PRIVACY_REQUEST_DAYS, telHref } from "../business.ts";
import { purposeWords, type SitePractices, sendsReviewRequests } from "../legal/site-practices.ts";
import { hoursLabel } from "../model/hours.ts";
import { spanishPrivacyPolicyHtml } from "./privacy-policy-es.ts";

/** What the privacy policy is written from: the details, the owner's facts, and the language of the page. */
export type PrivacyContent = Pick<SiteContent, "lang" | "business" | "facts">;

/**
 * The privacy policy's text for a site doing what `site` says (app/content/legal/site-practices.ts): the bot check,
 * the cookies a visitor may allow and the map images are described only when the site has them. Legal facts (the
 * legal entity, the retention periods) are the owner's (the Going live checklist), the details theirs too.
 */
export function privacyPolicyHtml(site: SitePractices, content: PrivacyContent): string {
  return content.lang === "es"
    ? spanishPrivacyPolicyHtml(site, content)
    : englishPrivacyPolicyHtml(site, content);
}

function englishPrivacyPolicyHtml(site: SitePractices, content: PrivacyContent): string {
  const { business: details, facts } = content;
  const phone = `<a href="${h(telHref(details.phone))}">${h(details.phone)}</a>`;
  const email = `<a href="mailto:${h(details.email)}">${h(details.email)}</a>`;
  const reviewRequests = sendsReviewRequests(details);
  const entity = h(facts.entityName);
  const optional = site.consentPurposes;
  const optionalWords = purposeWords(optional);
  const providers = [
    "our website hosting",
    "email and text message delivery",
    "the calendar app our team uses to see confirmed visits",
    ...(site.onlinePayment ? ["our payment gateway, Stripe"] : []),
    ...(site.botCheck ? ["Google reCAPTCHA"] : []),
    ...(optional.length ? [`and, only if you accept those cookies, ${optionalWords} services`] : []),
  ];
  const sections = [
    `<p>${entity} ("${h(business.name)}", "we", "us") respects your privacy. This policy explains what personal information we collect through this website and when you book a cleaning, why we collect it, who we share it with, and the choices you have. It applies to this website and to our cleaning services in Texas.</p>`,
    `<h2>Information we collect</h2>
<h3>When you request a quote</h3>
<p>Our quote form asks for:</p>
<ul>
<li>your first and last name;</li>
<li>your email address and phone number;</li>
<li>your zip code;</li>
<li>the square footage of the home or building;</li>
<li>the services you are interested in;</li>
<li>how you heard about us (referral);</li>
<li>anything else you choose to tell us in the optional field "Anything we should know?".</li>
</ul>
<p>With your request we also record the page you sent it from, the page you first arrived on, the website that referred you, and the marketing parameters of your visit if the link you followed had them (such as <code>utm_source</code> or <code>utm_campaign</code> from an ad or newsletter). We also record the date and time of the request, your IP address and the type of browser, to protect the form against abuse.</p>
<h3>When you ask for a visit</h3>
<p>If you choose a day and an arrival window in "When would you like us?", we keep them (and your second choice and how often, if you give them) with your request. When we confirm a visit we add the street address and access notes you give us. We email you the confirmation with the visit as a calendar invitation, a personal link to reschedule or cancel it, and a reminder the day before. The link works without a sign-in: we keep only a scrambled code of it (not the link itself), it belongs to that one booking, and it stops working after the visit or when a newer confirmation replaces it. Anyone you forward the email to could use it, so keep it to yourself. Our team sees confirmed visits (your name, phone, address, access notes and the service) in a private calendar that our own calendar app reads from this website.</p>
<h3>When we send you a quote</h3>
<p>We email your quote with a private link to read it, accept it in one of the times offered, ask us a question or decline it. Like the visit's link, it works without a sign-in, we keep only a scrambled code of it, and it stops working once the quote is withdrawn, replaced by a newer one or past its date. We keep the quote, whether and when you opened it, your answer and your question with your request.</p>
<h3>When you contact us or book a cleaning</h3>
<p>When you call, email or book with us we keep what you tell us to provide the service, such as your address, your access instructions, your preferences and notes about pets or allergies. ${
      site.onlinePayment
        ? "Payments are made through a secure payment gateway, Stripe: when you pay a quote online you enter your card on Stripe's own page, and your card details are handled by Stripe and are never seen or stored by us. Stripe receives your email address, the amount, the reference of your request, the address of your quote's page (to bring you back to it) and your card details; Stripe tells us whether the payment went through, and we keep the amount, the date and Stripe's reference of it. Stripe's own privacy policy covers what it does with your card."
        : `You pay ${h(facts.payment)}; this website takes no payments and never asks for card details.`
    }</p>
<h3>When you browse the website</h3>
<p>Our server keeps short technical logs (such as the page requested, the time and the type of browser) to run the website and keep it secure. ${
      optional.length
        ? `${capitalise(optionalWords)} cookies are only used if you accept them; see below and our <a href="/cookies">Cookie Policy</a>.`
        : `We do not use analytics or advertising cookies; our <a href="/cookies">Cookie Policy</a> lists what the website keeps in your browser.`
    }</p>`,
    `<h2>How we use your information</h2>
<ul>
<li>to prepare your free estimate and answer your questions;</li>
<li>to contact you about your inquiry, hold and confirm the time you ask for, and send confirmations, calendar invitations and a reminder the day before each visit;</li>
<li>to provide the cleaning you booked and follow up on it, including our <a href="/guarantee">Satisfaction Guarantee</a>${reviewRequests ? " and one request for a review after the cleaning" : ""};</li>
<li>to check that you are in our service area (from your zip code);</li>
<li>to understand which of our pages and advertising bring us customers, so we spend our marketing wisely;</li>
<li>to keep our website and quote form secure and free of spam;</li>
<li>to meet our legal, tax and accounting obligations.</li>
</ul>`,
    `<h2>Emails and text messages</h2>
<p>By submitting our quote form you agree to receive emails and/or text messages from us about your inquiry. You can opt out at any time: reply STOP to any text message, use the unsubscribe link in an email, or tell us by phone or email. Message and data rates from your carrier may apply to texts. We do not send marketing messages to anyone who has opted out.</p>${
      reviewRequests
        ? `
<h3>The review request after a cleaning</h3>
<p>The morning after a cleaning we email you once to thank you, with a link to leave a review on Google if you wish and a reminder of our <a href="/guarantee">Satisfaction Guarantee</a> (tell us within 24 hours and we re-clean at no cost). Every customer gets the same email, whatever they think of the cleaning, at most once every 6 months, and none after a cancelled visit. To stop review requests, use the one-click unsubscribe link in the email (no sign-in needed; your email client may also show an "Unsubscribe" button): we keep your email address on our list of addresses not to ask again. Emails about your quote and your visits (the acknowledgement, the confirmation and the reminder) are not marketing and still come after you unsubscribe.</p>`
        : ""
    }`,
    ...(site.botCheck
      ? [
          `<h2>Spam protection with Google reCAPTCHA</h2>
<p>Our quote form is protected by Google reCAPTCHA, which checks that the form is being filled in by a person and not an automated program. reCAPTCHA collects information such as your IP address and how you interact with the page, and sends it to Google. Google's <a href="https://policies.google.com/privacy">Privacy Policy</a> and <a href="https://policies.google.com/terms">Terms of Service</a> apply to it.</p>`,
        ]
      : []),
    optional.length
      ? `<h2>Cookies${optional.includes("analytics") ? ", analytics" : ""}${optional.includes("advertising") ? " and advertising" : ""}</h2>
<p>Essential storage in your browser makes the website and the quote form work. ${optional
          .map((purpose) =>
            purpose === "analytics"
              ? "Analytics cookies (which help us understand how the website is used)"
              : "advertising cookies (which help us measure our ads)",
          )
          .join(" and ")
          .replace(
            /^a/,
            "A",
          )} are only set if you accept them in our cookie banner, and you can change your choice at any time with the Cookie settings link in the footer. Our <a href="/cookies">Cookie Policy</a> lists them.</p>`
      : `<h2>Cookies</h2>
<p>Our website sets no analytics or advertising cookies. It keeps only what it needs to work in your browser, listed in our <a href="/cookies">Cookie Policy</a>.</p>`,
    `<h2>Content from other services</h2>
<ul>
${
  site.mapTileHost
    ? `<li>The map on our contact page is drawn from images that your browser loads from ${h(site.mapTileHost)}, which receives your IP address as any website does.</li>
`
    : ""
}<li>When our pages show reviews from Google, your browser loads the reviewers' profile photos from Google.</li>
</ul>`,
    `<h2>How long we keep your information</h2>
<ul>
<li>Quote requests, with the visit asked for and its booking details, are kept for up to ${facts.quoteRequestMonths} months after we receive them, so we can answer follow-up questions, and are then deleted.</li>
<li>Customer records (bookings, service notes and invoices) are kept while you are a customer and afterwards for as long as tax and accounting law requires.</li>
<li>Access details such as keys and door codes are returned or deleted when our service ends.</li>
<li>Technical logs are kept for a short time, normally no more than ${facts.serverLogDays} days, unless needed to investigate a security problem.</li>
</ul>`,
    `<h2>Who we share it with</h2>
<p><strong>We do not sell your personal information</strong>, and we do not share it with anyone for their own marketing. We share it only:</p>
<ul>
<li>with service providers who work for us, such as ${providers.join(", ")}; they may use it only to provide their service to us;</li>
<li>when the law requires it, or to protect the safety of our customers, our team or the public;</li>
<li>with a new owner if our business is ever sold, under the same protections as this policy.</li>
</ul>`,
    `<h2>How we protect it</h2>
<p>Our website uses an encrypted (HTTPS) connection. Quote requests are stored on secured systems that only authorized staff can reach, staff accounts are protected by strong passwords, and our team is trained to handle your information and your access details with care. Our <a href="/security-policy">Security Policy</a> explains how we protect your home and your data. No system is perfectly secure, but if we ever learn that your information has been exposed, we will tell you as required by Texas law.</p>`,
    `<h2>Your choices and rights</h2>
<p>You can ask us at any time to see the personal information we hold about you, to correct it, or to delete it, and you can opt out of our emails and texts. Residents of Texas may also have rights under the Texas Data Privacy and Security Act. To make a request, contact us as shown below; we will answer within ${PRIVACY_REQUEST_DAYS} days and will not treat you differently for asking.</p>`,
    `<h2>Children</h2>
<p>Our website and services are meant for adults. We do not knowingly collect personal information from children under 13.</p>`,
    `<h2>Changes to this policy</h2>
<p>We may update this policy from time to time. The "Last updated" date on this page shows when it last changed; important changes will also be announced on our website.</p>`,
    `<h2>Contact us</h2>
<p>Questions about your privacy? Contact ${entity}, ${h(formatAddress(details))}, by phone at ${phone} (${h(hoursLabel(details.hours))}) or by email at ${email}.</p>`,
  ];
  return `\n${sections.join("\n\n")}\n`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
