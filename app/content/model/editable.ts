import { commercial } from "../services/commercial.ts";
import { services } from "../services/index.ts";

/**
 * What the owner can change, in one list: every path of the content model (app/content/model/content-model.ts) with
 * its name in the owner's words and the limit its layout holds. The editor checks each value against it
 * (server/content/words-editor.ts), the history names each change by it ("Phone number: (325) 555-0147 →
 * (325) 400-1234"), and a test holds it to the model: every default leaf is listed here, nothing else is.
 *
 * A "*" in a path stands for one id, key or language.
 */

export type FieldKind =
  | "phone"
  | "email"
  | "text"
  | "lines"
  | "paragraphs"
  | "formatted"
  | "zip-list"
  | "time"
  | "flag"
  | "number"
  | "coordinate"
  | "social-url"
  | "review-url"
  | "web-url"
  | "cell"
  | "order"
  | "date"
  | "audience"
  | "id"
  | "language";

export interface EditableField {
  path: string;
  /** What the owner calls it; "{1}" and "{2}" stand for the path's first and second "*". */
  label: string;
  kind: FieldKind;
  /** The most characters (texts), lines (lines), or the largest number. */
  max?: number;
  min?: number;
}

export const EDITABLE: readonly EditableField[] = [
  { path: "business.phone", label: "Phone number", kind: "phone" },
  { path: "business.email", label: "Email address", kind: "email", max: 120 },
  { path: "business.street", label: "Street address", kind: "text", max: 120 },
  { path: "business.postalCode", label: "Zip code of the address", kind: "zip-list", max: 1 },
  { path: "business.latitude", label: "Map marker (latitude)", kind: "coordinate", min: -90, max: 90 },
  { path: "business.longitude", label: "Map marker (longitude)", kind: "coordinate", min: -180, max: 180 },
  { path: "business.hours.*.open", label: "Open on {1}", kind: "flag" },
  { path: "business.hours.*.opens", label: "Opening time on {1}", kind: "time" },
  { path: "business.hours.*.closes", label: "Closing time on {1}", kind: "time" },
  { path: "business.towns.*.name", label: "Town name", kind: "text", max: 40 },
  { path: "business.towns.*.zipCodes", label: "Zip codes of {1}", kind: "zip-list", max: 40 },
  { path: "business.townOrder", label: "Towns of the service area", kind: "order" },
  { path: "business.facebook", label: "Facebook page", kind: "social-url" },
  { path: "business.instagram", label: "Instagram page", kind: "social-url" },
  { path: "business.yelp", label: "Yelp page", kind: "social-url" },
  { path: "business.googleReviewUrl", label: "Google review link", kind: "review-url" },
  { path: "business.copyrightHolder", label: "Name in the copyright line", kind: "text", max: 100 },
  { path: "business.yearsOfExperience", label: "Years of experience", kind: "number", min: 0, max: 150 },

  { path: "facts.entityName.value", label: "Legal name", kind: "text", max: 120 },
  { path: "facts.venue.value.*", label: "Courts for disputes", kind: "text", max: 200 },
  { path: "facts.liabilityLimit.value.*", label: "Limit of liability", kind: "text", max: 200 },
  {
    path: "facts.quoteRequestMonths.value",
    label: "Months quote requests are kept",
    kind: "number",
    min: 1,
    max: 120,
  },
  { path: "facts.serverLogDays.value", label: "Days logs are kept", kind: "number", min: 1, max: 400 },
  { path: "facts.replyTime.value.*", label: "How soon you answer", kind: "text", max: 80 },
  { path: "facts.payment.value.*", label: "How customers pay", kind: "text", max: 160 },
  { path: "facts.securityPractices.value", label: "Security practices", kind: "flag" },
  { path: "facts.developerCredit.value.label.*", label: "Website credit", kind: "text", max: 80 },
  { path: "facts.developerCredit.value.url", label: "Website credit's link", kind: "web-url" },
  { path: "facts.*.confirmed", label: "Confirmed: {1}", kind: "flag" },

  { path: "home.subtitle.*", label: "Home page subtitle", kind: "text", max: 120 },
  { path: "home.intro.*", label: "Home page introduction", kind: "text", max: 400 },
  { path: "claims.*.*.title.*", label: "Claim title ({1} pages)", kind: "text", max: 40 },
  { path: "claims.*.*.text.*", label: "Claim line ({1} pages)", kind: "text", max: 60 },
  { path: "claims.*.*.shown", label: "Claim shown ({1} pages)", kind: "flag" },

  { path: "faq.*.question.*", label: "Question", kind: "text", max: 160 },
  { path: "faq.*.answer.*", label: "Answer", kind: "paragraphs", max: 1500 },
  { path: "faqLists.*", label: "Questions on {1}", kind: "order" },

  { path: "services.*.introHeading.*", label: "Introduction heading ({1})", kind: "text", max: 100 },
  { path: "services.*.intro.*", label: "Introduction ({1})", kind: "paragraphs", max: 2500 },
  { path: "services.*.benefitsHeading.*", label: "Benefits heading ({1})", kind: "text", max: 100 },
  { path: "services.*.benefits.*.title.*", label: "Benefit ({1})", kind: "text", max: 60 },
  { path: "services.*.benefits.*.text.*", label: "Benefit's words ({1})", kind: "text", max: 300 },
  { path: "services.*.benefitOrder", label: "Benefits ({1})", kind: "order" },
  { path: "services.*.whyChooseUs.*", label: "Why choose us ({1})", kind: "lines", max: 12 },

  { path: "pages.*.*", label: "Page {1}", kind: "formatted", max: 20_000 },
  { path: "checklist.*.*", label: "Checklist cell", kind: "cell" },

  { path: "photos.*.alt.*", label: "Photo description", kind: "text", max: 250 },
  { path: "photos.*.gallery", label: "Photo's gallery", kind: "id" },
  { path: "galleries.*", label: "Gallery {1}", kind: "order" },
  { path: "comparisons.*.before", label: "Before photo of {1}", kind: "id" },
  { path: "comparisons.*.after", label: "After photo of {1}", kind: "id" },
  { path: "testimonials.*.text", label: "Testimonial", kind: "paragraphs", max: 1_200 },
  { path: "testimonials.*.customerName", label: "Testimonial's name", kind: "text", max: 80 },
  { path: "testimonials.*.place", label: "Testimonial's town", kind: "text", max: 60 },
  { path: "testimonials.*.date", label: "Testimonial's date", kind: "date" },
  { path: "testimonials.*.rating", label: "Testimonial's stars", kind: "number", min: 0, max: 5 },
  { path: "testimonials.*.hidden", label: "Testimonial hidden", kind: "flag" },
  { path: "testimonials.*.lang", label: "Testimonial's language", kind: "language" },
  { path: "testimonialOrder", label: "Testimonials", kind: "order" },
  { path: "booking.windows.*.label.*", label: "Arrival window's name", kind: "text", max: 30 },
  { path: "booking.windows.*.starts", label: "Arrival window {1} starts", kind: "time" },
  { path: "booking.windows.*.ends", label: "Arrival window {1} ends", kind: "time" },
  { path: "booking.windows.*.offeredTo", label: "Arrival window {1} offered to", kind: "audience" },
  { path: "booking.windows.*.retired", label: "Arrival window {1} removed", kind: "flag" },
  { path: "booking.daysFollowHours", label: "Visits on the days you open", kind: "flag" },
  { path: "booking.days.*", label: "Visits on {1}", kind: "flag" },
  { path: "payments.choice", label: "How customers pay online", kind: "id" },
  { path: "payments.depositKind", label: "Deposit as an amount or a percentage", kind: "id" },
  {
    path: "payments.depositCents",
    label: "Deposit amount (cents)",
    kind: "number",
    min: 100,
    max: 1_000_000,
  },
  { path: "payments.depositPercent", label: "Deposit percentage", kind: "number", min: 1, max: 100 },
  { path: "notice.text.*", label: "Notice", kind: "text", max: 160 },
  { path: "notice.until", label: "Notice shown until", kind: "date" },
];

const compiled = EDITABLE.map((field) => ({
  field,
  pattern: new RegExp(`^${field.path.replace(/\./g, "\\.").replace(/\*/g, "([^.]+)")}$`),
}));

/**
 * The owner's words for the ids a path holds, in the history ("Open on Monday", "Confirmed: legal name", "Page About
 * Us"): a weekday, a fact, a stored page, a strip of claims, a list of questions or a service page. Any other id (a
 * town's, "buffalo-gap") reads as its words ("Buffalo Gap").
 */
const KEY_NAMES: Readonly<Record<string, string>> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
  entityName: "legal name",
  venue: "courts for disputes",
  liabilityLimit: "limit of liability",
  quoteRequestMonths: "months quote requests are kept",
  serverLogDays: "days logs are kept",
  replyTime: "how soon you answer",
  payment: "how customers pay",
  securityPractices: "security practices",
  developerCredit: "website credit",
  "about-us": "About Us",
  "satisfaction-guarantee": "Satisfaction Guarantee",
  home: "home",
  business: "business",
  childcare: "daycare",
  faqs: "the FAQ page",
  services: "the services page",
  // The service pages by their own (English) names ("Move-In / Move-Out Cleaning"): a page added there is named
  // here too. The owner's pages are in English.
  ...Object.fromEntries(Object.values(services).map((service) => [service.key, service.cardTitle.en])),
  commercial: commercial.cardTitle.en,
};

function keyName(key: string): string {
  return (
    (Object.hasOwn(KEY_NAMES, key) ? KEY_NAMES[key] : undefined) ??
    key.replace(/-/g, " ").replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
  );
}

/** The field a path is, and its label with the path's ids filled in; undefined for a path nobody may change. */
export function editableField(path: string): (EditableField & { name: string }) | undefined {
  for (const { field, pattern } of compiled) {
    const match = pattern.exec(path);
    if (!match) continue;
    const name = field.label.replace(/\{(\d)\}/g, (_, index: string) => keyName(match[Number(index)] ?? ""));
    return { ...field, name };
  }
  return undefined;
}
