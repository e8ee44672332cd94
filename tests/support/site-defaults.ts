import {
  business,
  defaultDetails,
  defaultFacts,
  reviewLinks,
  socialPages,
  telHref,
} from "../../app/content/business.ts";
import { hoursLabel, hoursShort, openDaysWords } from "../../app/content/model/hours.ts";

/**
 * The business as the build's pages show it before the owner changes anything (test-only): the defaults of the
 * content model's details and facts, in the shape the tests read (`defaultSite.phone`, `defaultSite.hours.label`).
 */
const details = defaultDetails();
const facts = defaultFacts();

export const defaultSite = {
  name: business.name,
  tagline: business.tagline,
  phone: details.phone,
  phoneHref: telHref(details.phone),
  email: details.email,
  address: { ...business.address, street: details.street, postalCode: details.postalCode },
  geo: { latitude: details.latitude, longitude: details.longitude },
  hours: {
    label: hoursLabel(details.hours),
    short: hoursShort(details.hours),
    days: openDaysWords(details.hours),
  },
  yearsOfExperience: details.yearsOfExperience,
  serviceArea: details.towns,
  socials: socialPages(details),
  reviewLinks: reviewLinks(details),
  copyrightHolder: details.copyrightHolder,
  entityName: facts.entityName.value,
  replyTime: facts.replyTime.value.en,
  developerCredit: facts.developerCredit.value.label.en,
};
