import type { FormField, FormMessages } from "../../lib/contact-fields.ts";
import { fillWords } from "../../lib/fill-words.ts";

/**
 * The quote form's own words in the page's language (docs/quote-form.md): each field's name, the introduction, the
 * hints, the line under the Send button, the answers and the confirmation, plus the rules' messages. The form is an
 * island, so it never formats a message: the server formats these from the catalogs (app/i18n/form-words.ts) and
 * gives them as a prop; what only the browser knows stays as "{name}" and is filled by app/lib/fill-words.ts.
 */
export interface QuoteFormWords {
  /** "en-US" or "es-US". */
  locale: string;
  /** The rules' messages, in the same language (the schema is built from them). */
  messages: FormMessages;
  heading: string;
  intro: string;
  /** "Every field is required except …, which are optional." */
  requiredFields: string;
  label: string;
  /** Each field's name, as its label shows it and as the line under the button names it. */
  fields: Record<FormField, string>;
  /** "{name} (optional)". */
  optionalLabel: string;
  optional: string;
  visitLegend: string;
  /** The options' labels by value (the values are the specification's, whatever the language). */
  services: Record<string, string>;
  referrals: Record<string, string>;
  frequencies: Record<string, string>;
  placeholders: Record<"services" | "referral" | "visitWindow" | "secondWindow" | "frequency", string>;
  frequencyHint: string;
  notesHint: string;
  /** Under the notes as the visitor types: "{count} characters left" (one and other). */
  charactersLeft: { one: string; other: string };
  visitHint: string;
  honeypot: string;
  consent: string;
  send: string;
  sending: string;
  sendingHint: string;
  /** "…, or {call}." and "call us at {phone}": the phone is a link. */
  failure: Record<"invalid" | "rate-limited" | "failed", string>;
  call: string;
  summaryOne: string;
  summaryMany: string;
  /** "{day} (closed)", "{day}: {windows} full", with {first}/{last} for the range. */
  unavailable: Record<"closed" | "full" | "allRoom" | "some", string>;
  hint: Record<"fillAll" | "fillIn" | "checkOne" | "checkMany", string>;
  /** "“{name}”" */
  quoted: string;
  and: string;
  success: Record<"heading" | "message" | "visitRequested" | "orElse" | "visitNext" | "reference", string>;
}

/** "A", "A and B", "A, B and C" (with the language's "and"). */
export function listWords(items: readonly string[], and: string): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** The label of an optional control says so. */
export const optionalLabel = (words: QuoteFormWords, name: string) =>
  fillWords(words.optionalLabel, { name });

/** More fields left blank than this are not named one by one: "Fill in every required field". */
const MISSING_NAMED_AT_MOST = 3;

/**
 * The line under the Send button while the form cannot be sent: what is wrong, named. Fields left blank are "to
 * fill in" (each named, up to three); a field with a wrong value is "to check", with its message when it is the only
 * one: "Fill in “Phone”. Check “Zip Code”: Zip Code must be a 5-digit number."
 */
export function sendHint(
  words: QuoteFormWords,
  missing: readonly FormField[],
  invalid: ReadonlyArray<{ field: FormField; message: string }>,
) {
  const quoted = (field: FormField) => fillWords(words.quoted, { name: words.fields[field] });
  const parts: string[] = [];
  if (missing.length > MISSING_NAMED_AT_MOST) parts.push(words.hint.fillAll);
  else if (missing.length > 0)
    parts.push(fillWords(words.hint.fillIn, { fields: listWords(missing.map(quoted), words.and) }));
  const [only] = invalid;
  if (invalid.length === 1 && only)
    parts.push(fillWords(words.hint.checkOne, { field: quoted(only.field), message: only.message }));
  else if (invalid.length > 1)
    parts.push(
      fillWords(words.hint.checkMany, {
        fields: listWords(
          invalid.map(({ field }) => quoted(field)),
          words.and,
        ),
      }),
    );
  return parts.join(" ");
}
