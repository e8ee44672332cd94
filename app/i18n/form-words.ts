import type { QuoteFormWords } from "../components/contact-form/form-words.ts";
import { listWords } from "../components/contact-form/form-words.ts";
import { bookingSettings, type FormAudience, FREQUENCIES } from "../content/booking.ts";
import { business } from "../content/business.ts";
import { type Lang, LOCALES } from "../content/model/languages.ts";
import {
  BUSINESS_NAME_MAX_LENGTH,
  CONTACT_FIELDS,
  type FormField,
  type FormMessages,
  MAX_SQUARE_FOOTAGE,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  OPTIONAL_PARTS,
  referralOptions,
  serviceOptions,
} from "../lib/contact-fields.ts";
import { frequencyLabel } from "../lib/visit-words.ts";
import { type MessageKey, translate } from "./messages.ts";

/**
 * The quote form's words and its rules' messages in a language, formatted from the catalogs on the server
 * (docs/architecture.md, "Two languages"): the pages give them to the form's island as a prop, the service builds
 * the schema that answers a request from them (app/lib/contact-schema.ts, `quoteRules`), and the emails name the
 * options with them.
 */

/** A message with `names` left as "{name}" for the browser (or app/lib/visit-words.ts) to fill. */
const withBlanks = (lang: Lang, key: MessageKey, names: readonly string[]) =>
  translate(lang, key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));

const fieldGroup = <F extends string>(lang: Lang, group: string, fields: readonly F[], values = {}) =>
  Object.fromEntries(
    fields.map((field) => [field, translate(lang, `form.${group}.${field}` as MessageKey, values)]),
  ) as Record<F, string>;

const byLang = new Map<Lang, FormMessages>();

/** Every message the form's rules answer, in `lang` (English is the specification's: a test compares them). */
export function formMessages(lang: Lang): FormMessages {
  const known = byLang.get(lang);
  if (known) return known;
  const names = ["firstName", "lastName"] as const;
  const messages: FormMessages = {
    lang,
    required: fieldGroup(lang, "required", CONTACT_FIELDS),
    hiddenCharacter: fieldGroup(lang, "hidden", names),
    name: fieldGroup(lang, "name", names),
    namePeriod: fieldGroup(lang, "namePeriod", names),
    limit: {
      firstName: translate(lang, "form.limit.firstName", { max: NAME_MAX_LENGTH }),
      lastName: translate(lang, "form.limit.lastName", { max: NAME_MAX_LENGTH }),
      squareFootage: translate(lang, "form.limit.squareFootage", { max: MAX_SQUARE_FOOTAGE }),
      notes: translate(lang, "form.limit.notes", { max: NOTES_MAX_LENGTH }),
      businessName: translate(lang, "form.limit.businessName", { max: BUSINESS_NAME_MAX_LENGTH }),
    },
    visit: fieldGroup(lang, "visit", [
      "visitDay",
      "visitWindow",
      "secondDay",
      "secondWindow",
      "frequency",
    ] as const),
    visitPair: fieldGroup(lang, "visitPair", ["secondWithoutFirst", "sameAsFirst"] as const),
    refusals: {
      "invalid-day": translate(lang, "form.refusal.invalidDay"),
      "unknown-window": translate(lang, "form.refusal.unknownWindow"),
      past: translate(lang, "form.refusal.past"),
      "not-a-working-day": withBlanks(lang, "form.refusal.notWorkingDay", ["workDays"]),
      phoneOnly: translate(lang, "form.refusal.phoneOnly"),
      "too-soon": withBlanks(lang, "form.refusal.tooSoon", ["leadTime"]),
      "too-far": withBlanks(lang, "form.refusal.tooFar", ["maxDays"]),
      closed: translate(lang, "form.refusal.closed"),
      full: translate(lang, "form.refusal.full"),
      noneOpen: withBlanks(lang, "form.refusal.noneOpen", ["why", "maxDays", "phone"]),
      nearest: withBlanks(lang, "form.refusal.nearest", ["why", "slots"]),
    },
  };
  byLang.set(lang, messages);
  return messages;
}

/** The referral options' message keys (their values hold "/" and spaces). */
const REFERRAL_KEYS: Record<string, MessageKey> = {
  "Internet-Search": "form.referral.internetSearch",
  "Social-Media": "form.referral.socialMedia",
  "Editorial-Magazine": "form.referral.editorialMagazine",
  Referral: "form.referral.referral",
  "Seminar/Panel Discussion": "form.referral.seminar",
  Other: "form.referral.other",
};

/** A service's label in `lang` ("Deep Cleaning", "Limpieza profunda"); an unknown value as it is. */
export function serviceLabelIn(value: string, lang: Lang): string {
  return serviceOptions.some((option) => option.value === value)
    ? translate(lang, `form.service.${value}` as MessageKey)
    : value;
}

/** A referral's label in `lang`; an unknown value as it is. */
export function referralLabelIn(value: string, lang: Lang): string {
  const key = REFERRAL_KEYS[value];
  return key ? translate(lang, key) : value;
}

/** The form's introduction: which parts are optional, named from the form's list (app/lib/contact-fields.ts). */
function requiredFieldsSentence(
  lang: Lang,
  audience: FormAudience,
  fields: Record<FormField, string>,
): string {
  const legend = translate(lang, "form.visitLegend");
  const parts = OPTIONAL_PARTS.filter((part) => !part.only || part.only === audience).map((part) =>
    translate(lang, "form.quoted", {
      name: part.fields.length > 1 ? legend : fields[part.fields[0] as FormField],
    }),
  );
  return translate(lang, "form.requiredFields", { parts: listWords(parts, translate(lang, "form.and")) });
}

/**
 * Everything the quote form says, in `lang`, for the form of `audience` (the commercial page's names its business
 * name and says its own first words); `openDays` is the days visits can be asked for, in words.
 */
export function quoteFormWords(
  lang: Lang,
  { audience, openDays }: { audience: FormAudience; openDays: string },
): QuoteFormWords {
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(lang, key, values);
  const fields = fieldGroup(lang, "field", [
    "firstName",
    "lastName",
    "phone",
    "email",
    "zipCode",
    "squareFootage",
    "services",
    "referral",
    "notes",
    "businessName",
    "visitDay",
    "visitWindow",
    "secondDay",
    "secondWindow",
    "frequency",
  ] as const satisfies readonly FormField[]);
  const quotedNotes = t("form.quoted", { name: fields.notes });
  return {
    locale: LOCALES[lang],
    messages: formMessages(lang),
    heading: t("form.heading"),
    intro: audience === "business" ? t("form.commercialIntro", { notes: quotedNotes }) : t("form.intro"),
    requiredFields: requiredFieldsSentence(lang, audience, fields),
    label: t("form.label"),
    fields,
    optionalLabel: withBlanks(lang, "form.optionalLabel", ["name"]),
    optional: t("form.optional"),
    visitLegend: t("form.visitLegend"),
    services: Object.fromEntries(serviceOptions.map(({ value }) => [value, serviceLabelIn(value, lang)])),
    referrals: Object.fromEntries(referralOptions.map(({ value }) => [value, referralLabelIn(value, lang)])),
    frequencies: Object.fromEntries(FREQUENCIES.map(({ value }) => [value, frequencyLabel(value, lang)])),
    placeholders: {
      services: t("form.placeholder.services"),
      referral: t("form.placeholder.referral"),
      visitWindow: t("form.placeholder.visitWindow"),
      secondWindow: t("form.placeholder.secondWindow"),
      frequency: t("form.placeholder.frequency"),
    },
    frequencyHint: t("form.frequencyHint"),
    notesHint: t("form.notesHint", { max: NOTES_MAX_LENGTH }),
    charactersLeft: {
      one: withBlanks(lang, "form.charactersLeft.one", ["count"]),
      other: withBlanks(lang, "form.charactersLeft.other", ["count"]),
    },
    visitHint: t("form.visitHint", {
      openDays: openDays || t("form.byAppointment"),
      leadTime: bookingSettings.leadTimeWorkingDays,
      maxDays: bookingSettings.maxDaysAhead,
    }),
    honeypot: t("form.honeypot"),
    consent: t("form.consent", { business: business.name }),
    send: t("form.send"),
    sending: t("form.sending"),
    sendingHint: t("form.sendingHint"),
    failure: {
      invalid: withBlanks(lang, "form.failure.invalid", ["call"]),
      "rate-limited": withBlanks(lang, "form.failure.rateLimited", ["call"]),
      failed: withBlanks(lang, "form.failure.failed", ["call"]),
    },
    call: withBlanks(lang, "form.failure.call", ["phone"]),
    summaryOne: t("form.summary.one"),
    summaryMany: t("form.summary.many"),
    unavailable: {
      closed: withBlanks(lang, "form.unavailable.closed", ["day"]),
      full: withBlanks(lang, "form.unavailable.full", ["day", "windows"]),
      allRoom: withBlanks(lang, "form.unavailable.allRoom", ["first", "last"]),
      some: withBlanks(lang, "form.unavailable.some", ["first", "last"]),
    },
    hint: {
      fillAll: t("form.hint.fillAll"),
      fillIn: withBlanks(lang, "form.hint.fillIn", ["fields"]),
      checkOne: withBlanks(lang, "form.hint.checkOne", ["field", "message"]),
      checkMany: withBlanks(lang, "form.hint.checkMany", ["fields"]),
    },
    quoted: withBlanks(lang, "form.quoted", ["name"]),
    and: t("form.and"),
    success: {
      heading: t("form.success.heading"),
      message: t("form.success.message"),
      visitRequested: t("form.success.visitRequested"),
      orElse: withBlanks(lang, "form.success.orElse", ["slot"]),
      visitNext: t("form.success.visitNext"),
      reference: t("form.success.reference"),
    },
  };
}
