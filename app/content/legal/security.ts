import type { SiteContent } from "../../lib/site-content.ts";
import { telHref } from "../business.ts";
import { hoursLabel } from "../model/hours.ts";
import { pageModified } from "../page-dates.ts";
import { spanishSecurityPolicy } from "./security-es.ts";
import { type SitePractices, sitePractices } from "./site-practices.ts";
import { type LegalDocument, p, section, ul } from "./types.ts";

/** What the security policy is written from: the details, and the language of the page. */
export type SecurityContent = Pick<SiteContent, "lang" | "business" | "modified">;

/**
 * The Security Policy (docs/product.md §1: background checks, training, access control, data protection, secure
 * equipment and incident reporting), one section each. The practices are a proposal until the owner confirms them
 * (the Going live checklist: securityPractices); the bot check is named only when the site has one.
 */
export function securityPolicyFor(
  content: SecurityContent,
  site: Pick<SitePractices, "botCheck" | "onlinePayment"> = sitePractices,
): LegalDocument {
  return content.lang === "es" ? spanishSecurityPolicy(content, site) : englishSecurityPolicy(content, site);
}

function englishSecurityPolicy(
  content: SecurityContent,
  site: Pick<SitePractices, "botCheck" | "onlinePayment">,
): LegalDocument {
  const { business: details } = content;
  const phoneLink = `[${details.phone}](${telHref(details.phone)})`;
  const emailLink = `[${details.email}](mailto:${details.email})`;
  return {
    lang: "en",
    modified: pageModified("security-policy", content),
    intro: [
      p(
        "When you let us into your home or business, you trust us with what matters most. This policy explains how we protect your property, your privacy and your information, from the day we hire a team member to the moment we lock the door behind us.",
      ),
    ],
    sections: [
      section(
        "Background Checks",
        p(
          "Every member of our cleaning team passes a criminal background check before their first visit, and we verify their identity and their right to work in the United States. We check references from previous employers, and we repeat background checks periodically for everyone who works in our customers' homes and businesses.",
        ),
        p(
          "Our staff are licensed, bonded and insured. New team members always work alongside an experienced colleague before they are assigned to a home on their own.",
        ),
      ),
      section(
        "Training",
        p("Before they clean on their own, every team member is trained in:"),
        ul(
          "our cleaning standards and checklists, room by room;",
          "the safe use, dilution and storage of our eco-friendly products, especially around children and pets;",
          "handling keys, door codes and alarm codes, and locking up at the end of every visit;",
          "respecting your privacy: we do not open mail, drawers or personal papers, take photos of your home, or post about our customers;",
          "what to do if something is damaged, looks wrong or feels unsafe, and how to report it the same day.",
        ),
        p("Refresher training takes place every year and whenever our procedures change."),
      ),
      section(
        "Access Control",
        p(
          "Many customers are not home while we clean. We treat your keys and codes with the same care as your home:",
        ),
        ul(
          "Keys are tagged with a code, never with your name or address, and kept in a locked key safe at our office when they are not in use.",
          "A key is signed out only to the team assigned to your visit and signed back in the same day.",
          "Door, garage, gate and alarm codes are kept in our scheduling system, visible only to the staff who need them for your visit, and are never written down or shared.",
          "At the end of each visit the team locks every door they used, sets your alarm if you asked us to, and confirms that the property is secure.",
          "You can change your codes at any time; just let us know the new ones. When our service ends, we return your keys or confirm in writing that they have been destroyed.",
        ),
        p(
          "In commercial buildings we follow your own access rules, including badges, sign-in sheets and restricted areas such as medical records rooms.",
        ),
      ),
      section(
        "Data Protection",
        p(
          `The information you give us through our quote form, by phone or by email is used only to answer your request and to provide your cleaning. Our website is served over an encrypted (HTTPS) connection, ${site.botCheck ? "the quote form is protected against automated spam by Google reCAPTCHA, " : ""}and requests are stored on secured systems that only authorized staff can reach.`,
        ),
        ul(
          site.onlinePayment
            ? "We never ask for card details in our quote form, by email or by text message; payment is made through a secure payment gateway: online payments are entered on the secure page of our payment provider, Stripe, and never reach our website."
            : "We never ask for card details in our quote form, by email or by text message, and this website takes no payments.",
          "Staff accounts are personal, protected by strong passwords, and closed as soon as someone leaves our team.",
          "We keep your information only as long as we need it, and we never sell it.",
        ),
        p("Our [Privacy Policy](/privacy-policy) explains in detail what we collect, why, and your choices."),
      ),
      section(
        "Secure Equipment",
        p(
          "Our teams arrive with company-owned equipment and supplies, so nothing unknown is brought into your home.",
        ),
        ul(
          "Vacuums, mops and tools are cleaned, inspected and maintained on a schedule, and cloths are color-coded so kitchen and bathroom cloths never mix.",
          "Cleaning products are kept in their labeled containers, stored out of reach of children and pets during the visit, and taken with us when we leave.",
          "The phones our team leaders use to view schedules and access details are passcode-locked and can be wiped remotely if one is ever lost.",
        ),
      ),
      section(
        "Incident Reporting",
        p(
          "If anything goes wrong, you will hear it from us first. Team members report any damage, breakage, security concern or accident to their manager right away, and we contact you the same day to explain what happened and what we will do about it.",
        ),
        p(
          `If you notice a problem after a visit, whether something is damaged, missing or not secured, please tell us within 24 hours: call ${phoneLink} (${hoursLabel(details.hours)}) or email ${emailLink}. We document every report, investigate it promptly, and, where we are responsible, make it right as described in our [Terms and Conditions](/terms-and-conditions#liability).`,
        ),
        p(
          "If we ever learn that personal information we hold has been exposed, we will notify the people affected and the authorities as required by Texas law.",
        ),
      ),
    ],
  };
}
