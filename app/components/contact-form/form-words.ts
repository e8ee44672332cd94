import { bookingSettings, type FormAudience } from "../../content/booking.ts";
import {
  BUSINESS_NAME_LABEL,
  type FormField,
  NOTES_LABEL,
  NOTES_MAX_LENGTH,
  OPTIONAL_PARTS,
} from "../../lib/contact-fields.ts";

/**
 * The quote form's own words, in one place (docs/quote-form.md): each field's name, the introduction, the hints and
 * the line under the Send button. The specification's messages are app/lib/contact-fields.ts's.
 */

/** Each field's name, as its label shows it and as the line under the button names it. */
export const FIELD_NAMES: Record<FormField, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  phone: "Phone",
  email: "Email",
  zipCode: "Zip Code",
  squareFootage: "Square Footage",
  services: "Services",
  referral: "How did you hear about us?",
  notes: NOTES_LABEL,
  businessName: BUSINESS_NAME_LABEL,
  visitDay: "Preferred day",
  visitWindow: "Arrival window",
  secondDay: "Second choice: day",
  secondWindow: "Second choice: arrival window",
  frequency: "For recurring cleaning: how often",
};

/** What an optional control's label or part's line adds. */
export const OPTIONAL_MARK = "(optional)";

/** The label of an optional control says so. */
export const optionalLabel = (name: string) => `${name} ${OPTIONAL_MARK}`;

/** "A", "A and B", "A, B and C". */
function list(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const quoted = (name: string) => `“${name}”`;

/**
 * What the introduction says of the fields, from the form's list of optional parts (app/lib/contact-fields.ts), so
 * it stays true when a part is added: "Every field is required except “Anything we should know?” and “When would
 * you like us?”, which are optional." The commercial page's form names its business name too.
 */
export function requiredFieldsSentence(audience: FormAudience = "home"): string {
  const parts = OPTIONAL_PARTS.filter((part) => !part.only || part.only === audience);
  return `Every field is required except ${list(parts.map((part) => quoted(part.label)))}, which are optional.`;
}

/** The introduction's first words on /get-a-quote (a page may say its own, app/routes/commercial.tsx). */
export const DEFAULT_INTRO = "Tell us about the space and the cleaning you need.";

/** The commercial page's first words: a business's opening hours belong in the notes. */
export const COMMERCIAL_INTRO = `Tell us about your facility and its size, and we will get back to you with an estimate. Your opening hours go in ${quoted(NOTES_LABEL)}.`;

export const NOTES_HINT = `Access, pets, add-ons such as inside the oven, a checklist we should follow: up to ${NOTES_MAX_LENGTH.toLocaleString("en-US")} characters.`;

/** What the visit part tells before anything is chosen: the rules the server applies, in words. */
export const visitHint = (openDays: string) =>
  `Leave it blank to talk first. We clean ${openDays}, from ${bookingSettings.leadTimeWorkingDays} working days ahead up to ${bookingSettings.maxDaysAhead} days ahead. Times are Abilene time. It stays a request until we confirm it.`;

/** More fields left blank than this are not named one by one: "Fill in every required field". */
const MISSING_NAMED_AT_MOST = 3;

/**
 * The line under the Send button while the form cannot be sent: what is wrong, named. Fields left blank are "to
 * fill in" (each named, up to three); a field with a wrong value is "to check", with its message when it is the only
 * one: "Fill in “Phone”. Check “Zip Code”: Zip Code must be a 5-digit number."
 */
export function sendHint(
  missing: readonly FormField[],
  invalid: ReadonlyArray<{ field: FormField; message: string }>,
) {
  const parts: string[] = [];
  if (missing.length > MISSING_NAMED_AT_MOST)
    parts.push("Fill in every required field to send your request.");
  else if (missing.length > 0)
    parts.push(`Fill in ${list(missing.map((field) => quoted(FIELD_NAMES[field])))}.`);
  const [only] = invalid;
  if (invalid.length === 1 && only) parts.push(`Check ${quoted(FIELD_NAMES[only.field])}: ${only.message}`);
  else if (invalid.length > 1)
    parts.push(`Check ${list(invalid.map(({ field }) => quoted(FIELD_NAMES[field])))}.`);
  return parts.join(" ");
}

export const SENDING_HINT = "Sending your request…";
