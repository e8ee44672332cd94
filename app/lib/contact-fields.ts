/**
 * The quote form's fields as the visitor sees them: names, options, labels and the messages of docs/product.md §5
 * (docs/quote-form.md). No rules live here and nothing is imported: the form's markup reads this module on every
 * page that shows the form, while the rules (app/lib/contact-schema.ts, with zod) load only when they are needed,
 * in the browser once the visitor starts on the form, and on the server for every request.
 */

export const serviceOptions = [
  { value: "AirBnB", label: "AirBnB Cleaning" },
  { value: "Construction", label: "Construction Cleaning" },
  { value: "Moving", label: "Moving Cleaning" },
  { value: "Recurring", label: "Recurring Cleaning" },
  { value: "DeepCleaning", label: "Deep Cleaning" },
  { value: "Other", label: "Other" },
] as const;

export const referralOptions = [
  { value: "Internet-Search", label: "Internet Search" },
  { value: "Social-Media", label: "Social Media" },
  { value: "Editorial-Magazine", label: "Editorial Magazine" },
  { value: "Referral", label: "Referral" },
  { value: "Seminar/Panel Discussion", label: "Seminar/Panel Discussion" },
  { value: "Other", label: "Other" },
] as const;

export type ServiceValue = (typeof serviceOptions)[number]["value"];
export type ReferralValue = (typeof referralOptions)[number]["value"];

/** The specification's message for each field, word for word, in the order the form shows the fields. */
export const contactMessages = {
  firstName: "First Name is required.",
  lastName: "Last Name is required.",
  phone: "Valid phone number is required.",
  email: "Valid email is required.",
  zipCode: "Zip Code must be a 5-digit number.",
  squareFootage: "Square Footage must be a non-negative number.",
  services: "Services are required.",
  referral: "Referral information is required.",
} as const;

export type ContactField = keyof typeof contactMessages;

/**
 * Names holding invisible characters (zero-width spaces and joiners, bidirectional controls) are refused with their
 * own message: such characters can make a name read differently in the owner's inbox than what was sent, and a
 * visitor who pasted one in by accident must learn why "First Name is required." would not make sense.
 */
export const hiddenCharacterMessages = {
  firstName: "First Name must not contain invisible or text-direction characters.",
  lastName: "Last Name must not contain invisible or text-direction characters.",
} as const;

/**
 * The longest first or last name. Long enough for "Maria de los Ángeles" or a double-barrelled surname; short enough
 * that a name cannot carry a sentence into the acknowledgement (docs/quote-form.md, "Names").
 */
export const NAME_MAX_LENGTH = 50;

/**
 * A name holds what names hold: letters and marks of any script, spaces, hyphens, apostrophes and periods. The
 * acknowledgement greets the visitor by name at whatever address was typed, so anything else ("$500", a web
 * address) is refused with this message rather than mailed from the business's domain.
 */
export const nameMessages = {
  firstName: "First Name can only have letters, spaces, hyphens, apostrophes and periods.",
  lastName: "Last Name can only have letters, spaces, hyphens, apostrophes and periods.",
} as const;

/**
 * A period followed by a letter makes a web address of a name ("refunds.x.com", "t.me"), which a mail client turns
 * into a link: outside initials ("J.R.") a name puts a space after a period ("St. John").
 */
export const namePeriodMessages = {
  firstName: "First Name needs a space after a period, except between initials such as J.R.",
  lastName: "Last Name needs a space after a period, except between initials such as J.R.",
} as const;

/** The form's eight required fields, in the order the form shows them. */
export const CONTACT_FIELDS = Object.keys(contactMessages) as readonly ContactField[];

/**
 * The optional notes field, "Anything we should know?" (docs/quote-form.md, "The notes field"): plain text the
 * visitor may leave empty, for what the pages tell them to mention (add-ons, access, pets, a checklist to follow).
 */
export const NOTES_FIELD = "notes";
export const NOTES_MAX_LENGTH = 1_000;
/** The notes field's question, as the form, the business email and the owner's inbox show it. */
export const NOTES_LABEL = "Anything we should know?";

/**
 * The commercial page's form asks for the business's name, optional (docs/quote-form.md): the owner sees it on the
 * lead, the schedule and the CSV. It is never repeated in the acknowledgement (which goes to whatever address was
 * typed), so it may hold what business names hold ("24/7 Fitness & Spa").
 */
export const BUSINESS_NAME_FIELD = "businessName";
export const BUSINESS_NAME_MAX_LENGTH = 100;
export const BUSINESS_NAME_LABEL = "Business name";

/** Every field the visitor fills in: the eight required ones, then the optional notes and business name. */
export type QuoteFormField = ContactField | typeof NOTES_FIELD | typeof BUSINESS_NAME_FIELD;
export const QUOTE_FORM_FIELDS: readonly QuoteFormField[] = [
  ...CONTACT_FIELDS,
  NOTES_FIELD,
  BUSINESS_NAME_FIELD,
];

/** The largest building we quote for: a sanity bound so a typo (or a bot) cannot store 1e308. */
export const MAX_SQUARE_FOOTAGE = 10_000_000;

/**
 * Messages for limits docs/product.md does not state (docs/quote-form.md): each names the limit, so a visitor
 * who reaches it knows what to change.
 */
export const limitMessages = {
  firstName: `First Name must be at most ${NAME_MAX_LENGTH} characters.`,
  lastName: `Last Name must be at most ${NAME_MAX_LENGTH} characters.`,
  squareFootage: `Square Footage must be at most ${MAX_SQUARE_FOOTAGE.toLocaleString("en-US")}.`,
  notes: `Please keep this to ${NOTES_MAX_LENGTH.toLocaleString("en-US")} characters or fewer.`,
  businessName: `Please keep the business name to ${BUSINESS_NAME_MAX_LENGTH} characters or fewer.`,
} as const;

/**
 * The optional part "When would you like us?" (docs/quote-form.md, "When would you like us?"): a day, an arrival
 * window, a second choice, and how often for recurring cleaning. Left blank, the request is a quote request as
 * before. Their rules are app/lib/contact-schema.ts (the shape) and app/lib/availability.ts (the calendar, on the
 * server).
 */
export const VISIT_FIELDS = ["visitDay", "visitWindow", "secondDay", "secondWindow", "frequency"] as const;
export type VisitField = (typeof VISIT_FIELDS)[number];
export const VISIT_LEGEND = "When would you like us?";

export const visitMessages = {
  visitDay: "Please choose a day from the calendar.",
  visitWindow: "Please choose one of the arrival windows offered.",
  secondDay: "Please choose a day from the calendar for your second choice.",
  secondWindow: "Please choose one of the arrival windows offered for your second choice.",
  frequency: "Please choose how often we should come: weekly, every two weeks or every four weeks.",
} as const;

/** Messages of the visit part when its fields do not go together. */
export const visitPairMessages = {
  secondWithoutFirst: "Please choose your first choice before a second one.",
  sameAsFirst:
    "Your second choice is the same as your first. Please choose another window, or leave it blank.",
} as const;

/**
 * Why a chosen window cannot be had (app/lib/visit-words.ts fills the "{names}"): a day and window the calendar
 * cannot give is answered on its field with one of these and the nearest open windows.
 */
export const refusalMessages = {
  "invalid-day": "Please choose a day from the calendar.",
  "unknown-window": "Please choose one of the arrival windows offered.",
  past: "That time has already passed. Please choose a later day.",
  "not-a-working-day": "We clean {workDays} only. Please choose one of those days.",
  phoneOnly: "We book visits by phone only at the moment. Please call us.",
  "too-soon": "We need at least {leadTime} working days' notice. Please choose a later day, or call us.",
  "too-far": "We take requests up to {maxDays} days ahead. Please choose an earlier day.",
  closed: "We are closed that day. Please choose another day.",
  full: "That window is already fully booked. Please choose another one.",
  noneOpen: "{why} No window is open in the next {maxDays} days: please call us at {phone}.",
  nearest: "{why} Nearest open: {slots}.",
} as const;

type Messages<T> = { readonly [K in keyof T]: string };

/**
 * Every message the form's rules can answer, in one language: the schema is built from one of these
 * (app/lib/contact-schema.ts, `quoteRules`), so the browser and the server answer in the form's language. English
 * is the specification's, here; Spanish comes from the catalogs (app/i18n/form-messages.ts), given to the form's
 * island as a prop.
 */
export interface FormMessages {
  /** Whose words: how square footage is read ("1.500" is 1500 in Spanish) and how days are written. */
  lang: "en" | "es";
  required: Messages<typeof contactMessages>;
  hiddenCharacter: Messages<typeof hiddenCharacterMessages>;
  name: Messages<typeof nameMessages>;
  namePeriod: Messages<typeof namePeriodMessages>;
  limit: Messages<typeof limitMessages>;
  visit: Messages<typeof visitMessages>;
  visitPair: Messages<typeof visitPairMessages>;
  refusals: Messages<typeof refusalMessages>;
}

export const ENGLISH_FORM_MESSAGES: FormMessages = {
  lang: "en",
  required: contactMessages,
  hiddenCharacter: hiddenCharacterMessages,
  name: nameMessages,
  namePeriod: namePeriodMessages,
  limit: limitMessages,
  visit: visitMessages,
  visitPair: visitPairMessages,
  refusals: refusalMessages,
};

/**
 * The form's optional parts, in the order the form shows them, each with its question: every other field is
 * required (CONTACT_FIELDS). The form's introduction names these, so it says what is true as parts come and go.
 */
export const OPTIONAL_PARTS: ReadonlyArray<{
  label: string;
  fields: readonly (typeof NOTES_FIELD | typeof BUSINESS_NAME_FIELD | VisitField)[];
  /** Only the form for this audience has it (the commercial page's business name). */
  only?: "home" | "business";
}> = [
  { label: BUSINESS_NAME_LABEL, fields: [BUSINESS_NAME_FIELD], only: "business" },
  { label: NOTES_LABEL, fields: [NOTES_FIELD] },
  { label: VISIT_LEGEND, fields: VISIT_FIELDS },
];

/** Every field of the form, the visit part last: what the form sends and the messages are keyed by. */
export type FormField = QuoteFormField | VisitField;
export const FORM_FIELDS: readonly FormField[] = [...QUOTE_FORM_FIELDS, ...VISIT_FIELDS];

/** One message per field that failed; the shape of a 400 answer's `errors` and of the form's messages. */
export type ContactFieldErrors = Partial<Record<FormField, string>>;

/**
 * The hidden honeypot field: people never see it, so a value in it means a bot filled the form. The lead is still
 * stored, in quarantine, never dropped (a false positive must not lose a customer).
 */
export const HONEYPOT_FIELD = "website";

export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? value;
}

export function referralLabel(value: string): string {
  return referralOptions.find((option) => option.value === value)?.label ?? value;
}
