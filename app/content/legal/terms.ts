import type { SiteContent } from "../../lib/site-content.ts";
import { business, telHref } from "../business.ts";
import { hoursLabel } from "../model/hours.ts";
import { pageModified } from "../page-dates.ts";
import { type SitePractices, sitePractices } from "./site-practices.ts";
import { spanishTerms } from "./terms-es.ts";
import { type LegalDocument, p, section, ul } from "./types.ts";

/** What the terms are written from: the details, the owner's facts, and the language of the page. */
export type TermsContent = Pick<SiteContent, "lang" | "business" | "facts" | "modified">;

/**
 * The Terms and Conditions (docs/product.md §2: eight numbered sections and a closing acknowledgement; docs/product.md §1: 24-hour
 * cancellation, refunds under a refund policy, online payment through a secure gateway, Texas law). The refund
 * policy lives in section 4; the Satisfaction Guarantee page refers to it, so the two always agree.
 */
export function termsFor(
  content: TermsContent,
  site: Pick<SitePractices, "onlinePayment"> = sitePractices,
): LegalDocument {
  return content.lang === "es" ? spanishTerms(content, site) : englishTerms(content, site);
}

function englishTerms(content: TermsContent, site: Pick<SitePractices, "onlinePayment">): LegalDocument {
  const { business: details, facts } = content;
  const phoneLink = `[${details.phone}](${telHref(details.phone)})`;
  const emailLink = `[${details.email}](mailto:${details.email})`;
  return {
    lang: "en",
    modified: pageModified("terms-and-conditions", content),
    intro: [
      p(
        `These Terms and Conditions ("Terms") apply to your use of this website and to the residential and commercial cleaning services provided by ${facts.entityName} ("${business.name}", "we", "us" or "our") in Abilene, Texas and the surrounding communities. Please read them carefully before you request a quote or book a cleaning.`,
      ),
    ],
    sections: [
      section(
        "Acceptance of Terms",
        p(
          "By using this website, requesting a quote or booking a cleaning with us, you agree to these Terms. If you do not agree with them, please do not use the website or book our services.",
        ),
        p(
          'We may update these Terms from time to time. The "Last updated" date at the top of this page shows the current version. The Terms in effect on the day you book apply to that booking; later changes apply to bookings made after they are published.',
        ),
      ),
      section(
        "Services",
        p(
          "We provide residential cleaning (house cleaning, deep cleaning, recurring cleaning, move-in/move-out cleaning, Airbnb and rental turnovers, and new construction cleaning) and commercial cleaning (daycares, doctors' offices, office spaces, gyms and post-construction sites).",
        ),
        p(
          "The work included in each visit is the scope agreed in your quote and booking confirmation. Our [cleaning checklists](/cleaning-checklists) show what each type of cleaning normally includes and which extras are available as add-ons.",
        ),
        p(
          "Estimates are free and based on the information you give us, such as the square footage, the type of cleaning and the condition of the space. If the space turns out to be very different from what was described, we will talk with you about the scope or the estimate before we start, never after.",
        ),
        p("So that we can do the job safely and well, we ask that you:"),
        ul(
          "give our team access to the property at the agreed time, and working water and electricity;",
          "put away cash, jewelry, medication, firearms and other valuables or fragile keepsakes;",
          "tell us about pets, alarms, allergies and any surfaces that need special care;",
          "keep the space free of hazards such as biohazards, pests, mold or unsafe structures, which we do not clean.",
        ),
        p(
          "Our staff are licensed, bonded and insured, and we bring our own equipment and eco-friendly, pet- and kid-friendly products. We do not move heavy furniture or appliances, climb onto roofs or work at unsafe heights.",
        ),
      ),
      section(
        "Booking and Payment",
        p(
          "With your quote request you may ask for a day and an arrival window (Abilene time). That is a request, not a booking: we hold the window for you while we look at it, and may confirm it, offer another time or decline it. A booking is confirmed once we have agreed on the date, time and scope with you and sent you a confirmation by email or text message; an email confirmation includes the visit as a calendar invitation and a personal link to reschedule or cancel it. Prices are given in your estimate and confirmation; the website does not show rates.",
        ),
        // The product brief's words where online payment exists; how payment is arranged where it does not.
        site.onlinePayment
          ? p(
              "Payment can be made online through a secure payment gateway, Stripe. When your quote asks for a deposit or the full price online, accepting it takes you to Stripe's own secure page, where you enter your card; your card details go to Stripe and are never seen or stored by us. We will never ask for card details through our quote form, by email or by text message.",
            )
          : p(
              `You pay ${facts.payment}: this website takes no payments. We will never ask for card details through our quote form, by email or by text message.`,
            ),
        p(
          "Payment is due as stated in your booking confirmation. For recurring cleaning, each visit is charged on its own, so you only ever pay for visits that took place.",
        ),
      ),
      section(
        "Cancellation and Refunds",
        p(
          `You may cancel or reschedule a cleaning free of charge if you tell us at least 24 hours in advance of the scheduled start time: with the personal link in your confirmation email, or by calling us at ${phoneLink} or emailing ${emailLink}; we answer calls ${hoursLabel(details.hours)}. A new time you ask for through the link is a request until we confirm it; until then your visit stays as it was. Within 24 hours of the start the link no longer accepts changes: please call us.`,
        ),
        p(
          "Cancellations made with less than 24 hours' notice, or visits our team cannot carry out because nobody could let us in, may be charged as stated in your booking confirmation. We always consider emergencies and severe weather case by case.",
        ),
        p("Refunds follow our refund policy:"),
        ul(
          "If you cancel at least 24 hours in advance, any payment you made for that visit is refunded in full or kept as a credit for a rescheduled visit, as you prefer.",
          "If we have to cancel a visit, you choose between a new date and a full refund of any payment made for it.",
          "If you are not satisfied with a cleaning, contact us within 24 hours and we will first come back and re-clean the areas that were missed, at no additional cost, under our [Satisfaction Guarantee](/guarantee).",
          "If, after the re-clean, the areas in your agreed scope are still not cleaned to the standard of our checklist, we refund the part of the price that covers the work we did not deliver, up to the full price of the visit.",
          "Requests made more than 24 hours after a cleaning, or about work outside the agreed scope, are not covered by the refund policy.",
        ),
        site.onlinePayment
          ? p(
              "Refunds of a payment made online are paid to the original card through the same secure payment gateway, Stripe; other refunds are paid the way you paid. How soon the money appears on your statement depends on your bank or card issuer.",
            )
          : p(
              "Refunds are paid the way you paid: cash or check back from us, a card payment back to the same card. How soon a card refund appears on your statement depends on your bank or card issuer.",
            ),
      ),
      section(
        "Liability",
        p(
          "We are insured and our team takes great care in every home and business. If something is damaged or missing after a cleaning, please tell us within 24 hours, with photos if you can. We will look into it promptly and, where we are responsible, repair, replace or reimburse the item, directly or through our insurance.",
        ),
        p("We are not responsible for:"),
        ul(
          "damage or wear that existed before our visit;",
          "items that were loose, broken or improperly installed (for example a shelf or fixture that was not secured);",
          "damage that results from following your instructions about products, surfaces or items;",
          "cash, jewelry or valuables that were left out after we asked for them to be put away;",
          "delays or missed visits caused by events outside our control, such as severe weather or road closures.",
        ),
        p(
          `To the extent permitted by Texas law, and except for damage covered by our insurance, our total liability for any claim about a cleaning is limited to ${facts.liabilityLimit}. The website is provided as it is, and we do not guarantee that it will always be available or free of errors.`,
        ),
      ),
      section(
        "Intellectual Property",
        p(
          `The content of this website, including its text, logo, photographs, graphics and design, belongs to ${facts.entityName} or is used with permission. You may view it and share links to it, but you may not copy, reproduce or use it for commercial purposes without our written permission.`,
        ),
      ),
      section(
        "Privacy",
        p(
          "When you request a quote or book a cleaning, you share personal information with us, such as your name, phone number, email address and zip code. Our [Privacy Policy](/privacy-policy) explains how we collect, use and protect it, and our [Cookie Policy](/cookies) explains the cookies this website uses.",
        ),
        p(
          "By submitting our quote form you agree to receive emails and/or text messages about your inquiry. You can opt out at any time by replying STOP to a text message, using the unsubscribe link in an email, or telling us.",
        ),
      ),
      section(
        "Governing Law",
        p(
          `These Terms and any booking with us are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. If a disagreement arises, please contact us first: most concerns can be resolved with a phone call. Any dispute that cannot be resolved informally will be handled by ${facts.venue}.`,
        ),
        p("If any part of these Terms is found to be unenforceable, the rest of the Terms remain in effect."),
      ),
    ],
    closing: [
      p(
        "By using our website or booking our services, you acknowledge that you have read, understood and agree to be bound by these Terms and Conditions.",
      ),
      p(
        `Questions about these Terms? Call us at ${phoneLink}, email ${emailLink} or use our [contact page](/contact-us).`,
      ),
    ],
  };
}
