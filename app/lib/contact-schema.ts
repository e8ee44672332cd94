import { z } from "zod";
import { FREQUENCIES, type Frequency } from "../content/booking.ts";
import { ATTRIBUTION_PARAMS, type AttributionParam, MAX_ATTRIBUTION_LENGTH } from "./attribution-params.ts";
import { IDEMPOTENCY_KEY_PATTERN, MAX_BOT_TOKEN_LENGTH } from "./contact-api.ts";
import {
  BUSINESS_NAME_MAX_LENGTH,
  type ContactFieldErrors,
  ENGLISH_FORM_MESSAGES,
  FORM_FIELDS,
  type FormField,
  type FormMessages,
  HONEYPOT_FIELD,
  MAX_SQUARE_FOOTAGE,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  type ReferralValue,
  referralOptions,
  type ServiceValue,
  serviceOptions,
  type VisitField,
} from "./contact-fields.ts";
import { singleLineBreaks, visibleText } from "./plain-text.ts";
import { dayParts } from "./visit-words.ts";

// zod probes for `new Function` to compile faster parsers; our Content-Security-Policy forbids eval, so the probe
// would be reported as a violation on every page with the form. The plain parser is fast enough for eight fields.
z.config({ jitless: true });

/**
 * The quote request's rules: one schema for the browser form and the server (docs/product.md §3, §5), built from the
 * messages of the form's language (`quoteRules(messages)`; English is the specification's, word for word,
 * app/lib/contact-fields.ts); the form shows them as the visitor types and the API answers them in
 * {errors: {field: message}}. The browser loads this module (and zod) only once the visitor starts on the form.
 */

/**
 * A US phone number: an optional country code, an area code (with or without parentheses) and the last 4 digits,
 * separated by spaces, dots or dashes, or not at all: "325-555-0147", "(325) 555 0147", "+1 325.555.0147".
 */
const PHONE_PATTERN = /^(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

const requiredText = (message: string, max = Number.POSITIVE_INFINITY) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: message })
    // A control character (a newline, say) has no place in a name or a phone number, and must never reach a header.
    .refine((value) => !/\p{Cc}/u.test(value), { error: message });

/**
 * Invisible format characters (Unicode category Cf): zero-width space, non-joiner and joiner, word joiner, the byte
 * order mark, soft hyphen, and every bidirectional control (LRM, RLM, ALM, the embeddings, overrides and isolates).
 */
const INVISIBLE_CHARACTER = /\p{Cf}/u;

/**
 * What a name holds (docs/quote-form.md, "Names"): letters and combining marks of any script ("Zoë", "Nguyễn",
 * "محمد", "李"), with spaces, hyphens, apostrophes (straight or curly) and periods ("J.R.", "St. Clair") between or
 * after them. It starts with a letter, so "---" or "." is no name. Checked on the NFKC form, which is what is kept:
 * a fullwidth "．" or "ｃｏｍ" is a "." or "com" to a mail client too.
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

/** A run of letters, marks and periods: the part of a name a mail client could read as a host ("refunds.x.com"). */
const DOTTED_RUN = /[\p{L}\p{M}.]+/gu;
/** Initials: single letters (each perhaps with its marks) joined by periods, "J.R." or "J.R". */
const INITIALS = /^(?:\p{L}\p{M}*\.)+\p{L}\p{M}*\.?$/u;

/**
 * Whether every period that a letter follows is one between initials. A host needs a label and a top-level domain
 * of two letters or more ("t.me", "x.co"), so "J.R." is no address, while "St.John" or "evil.example" could be one:
 * a name puts a space after any other period ("St. John", "Jr.").
 */
function periodsAreNamePeriods(name: string): boolean {
  for (const [run] of name.matchAll(DOTTED_RUN)) {
    if (/\.[\p{L}\p{M}]/u.test(run) && !INITIALS.test(run)) return false;
  }
  return true;
}

/**
 * A person's name: required; refused with its own message when it holds an invisible character (a visitor who
 * pasted one in must learn why), when it is longer than a name, when it holds anything a name does not, or when a
 * period is followed by a letter outside initials.
 */
const nameText = (field: "firstName" | "lastName", messages: FormMessages) =>
  requiredText(messages.required[field])
    .normalize("NFKC")
    .refine((value) => !INVISIBLE_CHARACTER.test(value), {
      error: messages.hiddenCharacter[field],
      abort: true,
    })
    .refine((value) => value.length <= NAME_MAX_LENGTH, { error: messages.limit[field], abort: true })
    .refine((value) => NAME_PATTERN.test(value), { error: messages.name[field], abort: true })
    .refine(periodsAreNamePeriods, { error: messages.namePeriod[field] });

/**
 * A square footage as a person types it: decimal digits, with commas between thousands ("1,850", "12,000") and an
 * optional decimal part ("1850.5"), then perhaps the unit ("1,500 sq ft", "1500 sqft", "1500 sq. ft.",
 * "1500 square feet", "1500 ft²", "1500 sf"). Number() would also read "0x10" as 16, "1e3" as 1000 and "  " as 0:
 * none of those is what a visitor means, so only this spelling is a number. The number is the first group.
 */
const SQUARE_FOOTAGE_PATTERN =
  /^((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*(?:sq(?:uare)?\.?\s*(?:ft|feet|foot)\.?|sqft|sf|ft(?:²|2))?$/i;

/**
 * The same in Spanish, where a period and a comma both separate thousands ("1.500", "1,500", "12.000") and either
 * may start a decimal part of one or two digits ("1500,5"); a group of three digits after one is always thousands,
 * so "1,500" is 1500 whoever types it. The units may be Spanish ("1.500 pies cuadrados", "1500 pies²", "1500 p2")
 * or English.
 */
const SPANISH_SQUARE_FOOTAGE_PATTERN =
  /^((?:\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*|\d+)(?:[.,]\d{1,2})?)\s*(?:pies?(?:\s*cuadrados?|²|2)?|p2|sq(?:uare)?\.?\s*(?:ft|feet|foot)\.?|sqft|sf|ft(?:²|2))?$/i;

/** "1.500,5" → "1500.5": the separator between thousands dropped, the decimal one a point. */
function spanishDigits(text: string): string {
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = decimal ? text.slice(0, decimal.index) : text;
  return `${whole.replace(/[.,]/g, "")}${decimal ? `.${decimal[1]}` : ""}`;
}

function squareFootageNumber(lang: FormMessages["lang"]) {
  return (value: unknown): unknown => {
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text === "") return value;
    if (lang === "es") {
      const digits = SPANISH_SQUARE_FOOTAGE_PATTERN.exec(text)?.[1];
      return digits === undefined ? Number.NaN : Number(spanishDigits(digits));
    }
    const digits = SQUARE_FOOTAGE_PATTERN.exec(text)?.[1];
    return digits === undefined ? Number.NaN : Number(digits.replace(/,/g, ""));
  };
}

/** The quote request's own fields, with the messages of one language. */
const contactFormSchemaOf = (messages: FormMessages) =>
  z.object({
    firstName: nameText("firstName", messages),
    lastName: nameText("lastName", messages),
    phone: requiredText(messages.required.phone, 30).refine((value) => PHONE_PATTERN.test(value), {
      error: messages.required.phone,
    }),
    email: z
      .string({ error: messages.required.email })
      .trim()
      .max(254, { error: messages.required.email })
      .pipe(z.email({ error: messages.required.email })),
    zipCode: z
      .string({ error: messages.required.zipCode })
      .trim()
      .regex(/^\d{5}$/, { error: messages.required.zipCode }),
    squareFootage: z.preprocess(
      // The form gives the text typed; a JSON client may send a number or "1200". Only decimal digits are a number.
      squareFootageNumber(messages.lang),
      z
        .number({ error: messages.required.squareFootage })
        .min(0, { error: messages.required.squareFootage })
        .max(MAX_SQUARE_FOOTAGE, { error: messages.limit.squareFootage }),
    ),
    services: z.enum(serviceOptions.map((option) => option.value) as [ServiceValue, ...ServiceValue[]], {
      error: messages.required.services,
    }),
    referral: z.enum(referralOptions.map((option) => option.value) as [ReferralValue, ...ReferralValue[]], {
      error: messages.required.referral,
    }),
    /**
     * Optional plain text. A browser counts a line break as one character in the field but sends it as two (CRLF),
     * so line breaks are made one before the length is checked: what fits in the field is accepted. Control
     * characters other than line breaks and tabs, and invisible ones, are dropped (app/lib/plain-text.ts).
     */
    notes: z.preprocess(
      (value) => (typeof value === "string" ? singleLineBreaks(value) : (value ?? "")),
      z
        .string({ error: messages.limit.notes })
        .max(NOTES_MAX_LENGTH, { error: messages.limit.notes })
        .transform((value) => visibleText(value).trim()),
    ),
    /** The commercial form's optional business name: one line of visible text (never sent to the customer). */
    businessName: z.preprocess(
      (value) => (typeof value === "string" ? value : (value ?? "")),
      z
        .string({ error: messages.limit.businessName })
        .transform((value) => visibleText(value).replace(/\s+/g, " ").trim())
        .pipe(z.string().max(BUSINESS_NAME_MAX_LENGTH, { error: messages.limit.businessName })),
    ),
    /** Whose form: the commercial page's is for businesses (its windows; app/route-table.ts). */
    audience: z.enum(["home", "business"]).catch("home"),
  });

/** What the visitor fills in (the visit part apart: it is stored as a booking, not with the lead's fields). */
export type ContactFormValues = z.infer<ReturnType<typeof contactFormSchemaOf>>;

/** An optional choice: blank, or one of `allowed` (then trimmed); anything else answers `message`. */
const optionalChoice = (message: string, allowed: (value: string) => boolean) =>
  z
    .string({ error: message })
    .trim()
    .max(40, { error: message })
    .refine((value) => value === "" || allowed(value), { error: message })
    .optional()
    .default("");

const isDay = (value: string) => dayParts(value) !== undefined;
/**
 * A window's id as the owner's windows have them ("morning", "evening"); which windows exist and which form offers
 * them is the calendar's question, answered on the server (app/lib/availability.ts) and by the form's select.
 */
const isWindow = (value: string) => /^[a-z0-9][a-z0-9-]{0,39}$/.test(value);
const isFrequency = (value: string) => FREQUENCIES.some((frequency) => frequency.value === value);

/** The shape of "When would you like us?": each field blank or well-formed. The calendar is the server's. */
const visitFieldsSchemaOf = ({ visit }: FormMessages) =>
  z.object({
    visitDay: optionalChoice(visit.visitDay, isDay),
    visitWindow: optionalChoice(visit.visitWindow, isWindow),
    secondDay: optionalChoice(visit.secondDay, isDay),
    secondWindow: optionalChoice(visit.secondWindow, isWindow),
    frequency: optionalChoice(visit.frequency, isFrequency),
  });

export type VisitFieldValues = z.infer<ReturnType<typeof visitFieldsSchemaOf>>;

/** A visit asked for: what the store keeps as a waiting booking. */
export interface VisitRequest {
  first: { day: string; window: string };
  second?: { day: string; window: string };
  frequency?: Frequency;
}

/**
 * Whether the visit part's fields go together: a day needs a window and a window a day, a second choice needs a
 * first and must differ from it, a recurring cleaning needs how often (and only a recurring one keeps it). Answers
 * the request (none when the part is blank) or the messages.
 */
function visitRequestIn(
  { visit: visitMessages, visitPair: visitPairMessages }: FormMessages,
  values: VisitFieldValues,
  service: string,
): { request?: VisitRequest; errors: Partial<Record<VisitField, string>> } {
  const errors: Partial<Record<VisitField, string>> = {};
  const { visitDay, visitWindow, secondDay, secondWindow, frequency } = values;
  const first = Boolean(visitDay || visitWindow);
  const second = Boolean(secondDay || secondWindow);
  if (first && !visitDay) errors.visitDay = visitMessages.visitDay;
  if (first && !visitWindow) errors.visitWindow = visitMessages.visitWindow;
  if (second && !first) errors.visitDay = visitPairMessages.secondWithoutFirst;
  if (second && !secondDay) errors.secondDay = visitMessages.secondDay;
  if (second && !secondWindow) errors.secondWindow = visitMessages.secondWindow;
  if (second && visitDay === secondDay && visitWindow === secondWindow)
    errors.secondDay = visitPairMessages.sameAsFirst;
  const recurring = service === "Recurring";
  if (first && recurring && !frequency) errors.frequency = visitMessages.frequency;
  if (!first || Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    request: {
      first: { day: visitDay, window: visitWindow },
      ...(second ? { second: { day: secondDay, window: secondWindow } } : {}),
      ...(recurring && frequency ? { frequency: frequency as Frequency } : {}),
    },
  };
}

/**
 * The messages a field may answer: its required message, the message of its limit, and for names the ones about
 * invisible characters, what a name holds and where a period goes.
 */
function knownMessages(messages: FormMessages, field: FormField): string[] {
  const of = (group: object) => (group as Record<string, string>)[field];
  const visit = of(messages.visit);
  if (visit) return [visit];
  const required = of(messages.required);
  const limit = of(messages.limit);
  const hidden = of(messages.hiddenCharacter);
  const name = of(messages.name);
  const period = of(messages.namePeriod);
  return [required, limit, hidden, name, period].filter(
    (message): message is string => message !== undefined,
  );
}

/**
 * Turns a zod failure into {field: message}, one message per field (the first), as the API answers it. Only our
 * own messages are answered: anything else zod might say becomes the field's required message.
 */
function fieldErrorsIn(messages: FormMessages, error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(FORM_FIELDS as readonly string[]).includes(field)) continue;
    const known = knownMessages(messages, field as FormField);
    errors[field as FormField] ??= known.includes(issue.message) ? issue.message : known[0];
  }
  return errors;
}

const attributionValue = z
  .string()
  .max(MAX_ATTRIBUTION_LENGTH)
  .transform((value) =>
    visibleText(value)
      .replace(/[\n\t]/g, "")
      .trim(),
  );

/** One optional field per campaign parameter, typed by name so Attribution has utm_source, gclid and the rest. */
const campaignFields = Object.fromEntries(
  ATTRIBUTION_PARAMS.map((name) => [name, attributionValue.optional()]),
) as Record<AttributionParam, z.ZodOptional<typeof attributionValue>>;

const attributionSchema = z
  .object({
    /** The path of the page the form was sent from, such as "/get-a-quote". */
    page: attributionValue.optional(),
    /** The path the visitor first landed on in this visit. */
    landingPage: attributionValue.optional(),
    /** The referring site of the visit, if any. */
    referrer: attributionValue.optional(),
    ...campaignFields,
  })
  .partial();

export type Attribution = z.infer<typeof attributionSchema>;

/**
 * The body of POST /api/contact: the form's value plus what the browser adds: the bot-check token, an idempotency
 * key (one per form fill, so a double click or a retried request stores one lead), the honeypot and the visit's
 * attribution. Unknown fields are dropped by zod; strings are trimmed by the form schema.
 */
const contactRequestSchemaOf = (quoteFormSchema: ReturnType<typeof quoteFormSchemaOf>) =>
  quoteFormSchema.extend({
    recaptcha: z.string().max(MAX_BOT_TOKEN_LENGTH).optional().default(""),
    idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional(),
    [HONEYPOT_FIELD]: z.string().max(1_000).optional().default(""),
    attribution: attributionSchema.optional().catch(undefined),
    /**
     * The language of the form it came from: what everything the customer receives is written in. Anything else
     * counts as not given (the service then reads the page's language from the attribution).
     */
    lang: z.enum(["en", "es"]).optional().catch(undefined),
  });

/** The whole form as the browser checks it: the quote request and the visit part. */
const quoteFormSchemaOf = (messages: FormMessages) =>
  contactFormSchemaOf(messages).extend(visitFieldsSchemaOf(messages).shape);

/** The form's rules in the language of `messages`: the same schema, its messages that language's. */
function rulesOf(messages: FormMessages) {
  const contactFormSchema = contactFormSchemaOf(messages);
  const quoteFormSchema = quoteFormSchemaOf(messages);
  return {
    contactFormSchema,
    visitFieldsSchema: visitFieldsSchemaOf(messages),
    quoteFormSchema,
    contactRequestSchema: contactRequestSchemaOf(quoteFormSchema),
    fieldErrors: (error: z.ZodError) => fieldErrorsIn(messages, error),
    visitRequestOf: (values: VisitFieldValues, service: string) => visitRequestIn(messages, values, service),
  };
}

export type QuoteRules = ReturnType<typeof rulesOf>;

const rulesByMessages = new WeakMap<FormMessages, QuoteRules>();

/** The form's rules answering in the language of `messages` (built once per messages object). */
export function quoteRules(messages: FormMessages): QuoteRules {
  let rules = rulesByMessages.get(messages);
  if (!rules) {
    rules = rulesOf(messages);
    rulesByMessages.set(messages, rules);
  }
  return rules;
}

/** The English rules, the specification's messages: what a caller gets that names no language. */
export const {
  contactFormSchema,
  visitFieldsSchema,
  quoteFormSchema,
  contactRequestSchema,
  fieldErrors,
  visitRequestOf,
} = quoteRules(ENGLISH_FORM_MESSAGES);

export type ContactRequest = z.infer<typeof contactRequestSchema>;
