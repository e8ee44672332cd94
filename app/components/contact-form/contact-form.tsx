import {
  type ArrivalWindow,
  bookingSettings,
  type FormAudience,
  FREQUENCIES,
  offeredOn,
  type SiteBooking,
} from "../../content/booking.ts";
import { type BusinessDetails, telHref } from "../../content/business.ts";
import type { Lang } from "../../content/model/languages.ts";
import type { AvailabilityAnswer } from "../../lib/availability-api.ts";
import {
  BUSINESS_NAME_FIELD,
  BUSINESS_NAME_MAX_LENGTH,
  type ContactField,
  type FormField as FormFieldName,
  HONEYPOT_FIELD,
  NOTES_FIELD,
  NOTES_MAX_LENGTH,
  type QuoteFormField,
  referralOptions,
  serviceOptions,
  VISIT_FIELDS,
  type VisitField,
} from "../../lib/contact-fields.ts";
import type { VisitRequest } from "../../lib/contact-schema.ts";
import { fillWords } from "../../lib/fill-words.ts";
import { formatDay, windowLabel, workDaysWords } from "../../lib/visit-words.ts";
import type { SitePage } from "../../route-table.ts";
import { FormField, type FormFieldProps, SelectField, TextareaField } from "../ui/form-field.tsx";
import { listWords, optionalLabel, type QuoteFormWords } from "./form-words.ts";
import type { QuoteFormAnswer, QuoteFormFailure } from "./quote-form-answer.ts";
import { SuccessMessage } from "./success-message.tsx";
import { useQuoteForm } from "./use-quote-form.ts";

/**
 * The quote request form (docs/product.md §2-§5, §7, §8; docs/quote-form.md): one component for /get-a-quote and the
 * commercial page.
 *
 * It is a plain HTML form first: named fields, an enabled button, `method="post"` to its own page. Without
 * JavaScript the server answers it with a page (the form again with the messages, or "received"), through the
 * same pipeline as the JSON API. Once the page's scripts run, use-quote-form.ts takes over: messages as the
 * visitor types, the button disabled while the form is invalid, and a send without leaving the page.
 */

interface ContactFormProps {
  /** The page that shows the form (its route table entry names the form's section): the form posts there. */
  page: SitePage;
  /** The heading above the form (an h2); the words' own by default. */
  heading?: string;
  /** Everything the form says, in the page's language, formatted on the server (app/i18n/form-words.ts). */
  words: QuoteFormWords;
  /** The server's answer to this form sent without JavaScript, when it was not taken. */
  answer?: QuoteFormAnswer;
  /** The id of the lead this page was reached by storing (`?sent=<id>`), if any. */
  sentLeadId?: string | null;
  /** The visit that lead asked for, if any. */
  sentVisit?: VisitRequest;
  /**
   * The business as the owner keeps it (the form is an island: it gets what it shows as props): the phone for a
   * failure, the days visits can be asked for (in words and as ISO weekdays), and the arrival windows this form
   * offers.
   */
  business: QuoteFormBusiness;
}

export interface QuoteFormBusiness {
  phone: string;
  /** Whose form: the commercial page's asks for the business's name and offers the windows meant for businesses. */
  audience: FormAudience;
  /** "Monday to Friday" (in the page's language; empty when visits are booked by phone only). */
  openDays: string;
  /** ISO weekdays visits can be asked for. */
  workDays: number[];
  /** The owner's arrival windows this form offers, earliest first. */
  windows: ArrivalWindow[];
}

/** The form's props of the business, from its details and the owner's booking terms (rendered on the server). */
export function quoteFormBusiness(
  content: { business: Pick<BusinessDetails, "phone">; booking: SiteBooking; lang: Lang },
  audience: FormAudience,
): QuoteFormBusiness {
  const workDays = [...content.booking.workDays];
  return {
    phone: content.business.phone,
    audience,
    openDays: workDaysWords(workDays, content.lang),
    workDays,
    windows: content.booking.windows.filter((window) => offeredOn(window, audience)),
  };
}

/** Each text field: its type and the keyboard and autofill it asks for (its label is the words'). */
const textFields: ReadonlyArray<
  { field: ContactField } & Omit<FormFieldProps, "id" | "name" | "label" | "error">
> = [
  { field: "firstName", type: "text", autoComplete: "given-name" },
  { field: "lastName", type: "text", autoComplete: "family-name" },
  { field: "phone", type: "tel", inputMode: "tel", autoComplete: "tel" },
  { field: "email", type: "email", inputMode: "email", autoComplete: "email", spellCheck: false },
  { field: "zipCode", type: "text", inputMode: "numeric", autoComplete: "postal-code", maxLength: 10 },
  // Text, not a number input: browsers empty a number input holding "1,500" or "1500 sq ft" (Firefox, Safari) or
  // drop what they cannot read (Chromium), and the visitor's words are lost. The schema reads what people type.
  { field: "squareFootage", type: "text", inputMode: "numeric", autoComplete: "off" },
];

/** Each control's label: its name, and "(optional)" for the notes (the visit part says so once, on its line). */
const fieldLabels = (words: QuoteFormWords): Record<QuoteFormField | VisitField, string> => ({
  ...words.fields,
  notes: optionalLabel(words, words.fields.notes),
});

/** Options of a select: the values stay the specification's, the labels are the words'. */
const labelled = (options: ReadonlyArray<{ value: string }>, labels: Record<string, string>) =>
  options.map(({ value }) => ({ value, label: labels[value] ?? value }));

/**
 * Whether the visit choice opens unfolded: when the server sent the form back holding a visit value or a message
 * on one (the island opens it too when a message or a value appears).
 */
function visitHasSomething(answer: QuoteFormAnswer | undefined): boolean {
  return VISIT_FIELDS.some((field) => Boolean(answer?.values[field] || answer?.errors?.[field]));
}

export function ContactForm({
  page,
  heading,
  words,
  answer,
  sentLeadId,
  sentVisit,
  business: company,
}: ContactFormProps) {
  const { formRef, visitRef, status, availability, messageOf, summary, blocked, hint, handlers } =
    useQuoteForm(answer, {
      phone: company.phone,
      audience: company.audience,
      rules: { ...bookingSettings, windows: company.windows, retiredWindows: [], workDays: company.workDays },
      words,
    });
  const lang = words.messages.lang;
  const labels = fieldLabels(words);
  const windowOptions = company.windows.map((window) => ({
    value: window.id,
    label: windowLabel(window.id, company, lang),
  }));
  if (!page.quoteForm) throw new Error(`${page.path} has no quoteForm in the route table`);
  const { sectionId } = page.quoteForm;
  const pagePath = page.path;
  const headingId = `${sectionId}-heading`;
  const fieldId = (field: string) => `${sectionId}-${field}`;
  const hintId = `${sectionId}-hint`;

  if (status.kind === "sent" || sentLeadId) {
    return (
      <section id={sectionId} aria-label={words.label} className={cardClasses}>
        <SuccessMessage
          words={words}
          headingId={headingId}
          reference={status.kind === "sent" ? status.id : (sentLeadId ?? undefined)}
          visit={status.kind === "sent" ? status.visit : sentVisit}
          // Focus moves to the confirmation when it replaced the form in front of the visitor; a page that opens
          // on it (sent without JavaScript) is already scrolled there.
          moveFocus={status.kind === "sent"}
          windows={company.windows}
        />
      </section>
    );
  }

  const isSending = status.kind === "sending";
  const select = (field: "services" | "referral") => ({
    id: fieldId(field),
    name: field,
    error: messageOf(field),
    defaultValue: answer?.values[field] ?? "",
    "aria-required": true,
    autoComplete: "off",
  });

  const visitSelect = (field: "visitWindow" | "secondWindow" | "frequency") => ({
    id: fieldId(field),
    name: field,
    label: labels[field],
    error: messageOf(field),
    defaultValue: answer?.values[field] ?? "",
    optional: true,
    autoComplete: "off",
  });
  /** A day of the visit: between the first and the last day a visitor may ask for, when they are known. */
  const visitDate = (field: "visitDay" | "secondDay") => ({
    id: fieldId(field),
    name: field,
    type: "date",
    label: labels[field],
    error: messageOf(field),
    defaultValue: answer?.values[field] ?? "",
    min: availability?.earliest,
    max: availability?.latest,
    autoComplete: "off",
  });

  return (
    <section id={sectionId} aria-labelledby={headingId} className={cardClasses}>
      <h2 id={headingId} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {heading ?? words.heading}
      </h2>
      <p className="mt-2 text-slate-700">
        {words.intro} {words.requiredFields}
      </p>

      {summary.length > 0 ? (
        <ErrorSummary id={`${sectionId}-problems`} items={summary} fieldId={fieldId} words={words} />
      ) : null}

      <form
        ref={formRef}
        method="post"
        // Back to this page and to the form on it: the answer opens where the visitor was.
        action={`${pagePath}#${sectionId}`}
        // The specification's messages, not the browser's: the rules are checked by our code, or by the server.
        noValidate
        aria-labelledby={headingId}
        className="relative mt-6"
        {...handlers}
      >
        <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          {company.audience === "business" ? (
            <div className="sm:col-span-2">
              <FormField
                id={fieldId(BUSINESS_NAME_FIELD)}
                name={BUSINESS_NAME_FIELD}
                label={optionalLabel(words, words.fields.businessName)}
                error={messageOf(BUSINESS_NAME_FIELD)}
                defaultValue={answer?.values[BUSINESS_NAME_FIELD] ?? ""}
                type="text"
                autoComplete="organization"
                maxLength={BUSINESS_NAME_MAX_LENGTH}
              />
            </div>
          ) : null}
          {textFields.map(({ field, ...input }) => (
            <FormField
              key={field}
              id={fieldId(field)}
              name={field}
              label={labels[field]}
              error={messageOf(field)}
              defaultValue={answer?.values[field] ?? ""}
              aria-required
              {...input}
            />
          ))}
          <SelectField
            {...select("services")}
            label={labels.services}
            placeholder={words.placeholders.services}
            options={labelled(serviceOptions, words.services)}
          />
          <SelectField
            {...select("referral")}
            label={labels.referral}
            placeholder={words.placeholders.referral}
            options={labelled(referralOptions, words.referrals)}
          />
          <TextareaField
            id={fieldId(NOTES_FIELD)}
            name={NOTES_FIELD}
            label={labels.notes}
            hint={words.notesHint}
            error={messageOf(NOTES_FIELD)}
            defaultValue={answer?.values.notes ?? ""}
            maxLength={NOTES_MAX_LENGTH}
            countWords={{ ...words.charactersLeft, locale: words.locale }}
            rows={4}
            autoComplete="off"
            className="sm:col-span-2"
          />
        </div>

        {/* Optional, and long on a phone: folded under one line that opens it (a native <details>, no script). */}
        <details
          ref={visitRef}
          open={visitHasSomething(answer)}
          className="group mt-2 rounded-xl border border-slate-300"
        >
          <summary className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-4 py-2 font-bold text-brand-900 hover:bg-slate-50">
            <span
              aria-hidden="true"
              className="inline-block size-2.5 shrink-0 rotate-45 border-r-2 border-b-2 border-current transition-transform group-open:rotate-[225deg]"
            />
            <span>
              {words.visitLegend} <span className="font-normal">{words.optional}</span>
            </span>
          </summary>
          <fieldset
            className="grid gap-x-5 gap-y-2 px-4 pb-4 sm:grid-cols-2"
            aria-describedby={`${sectionId}-visit-hint`}
          >
            <legend className="sr-only">{words.visitLegend}</legend>
            <p id={`${sectionId}-visit-hint`} className="text-sm text-slate-700 sm:col-span-2">
              {words.visitHint}
            </p>
            {availability ? (
              <UnavailableDays answer={availability} windows={company.windows} words={words} />
            ) : null}
            <FormField {...visitDate("visitDay")} />
            <SelectField
              {...visitSelect("visitWindow")}
              placeholder={words.placeholders.visitWindow}
              options={windowOptions}
            />
            <FormField {...visitDate("secondDay")} />
            <SelectField
              {...visitSelect("secondWindow")}
              placeholder={words.placeholders.secondWindow}
              options={windowOptions}
            />
            <SelectField
              {...visitSelect("frequency")}
              placeholder={words.placeholders.frequency}
              options={labelled(FREQUENCIES, words.frequencies)}
              hint={words.frequencyHint}
            />
          </fieldset>
        </details>

        {/* Whose form this is: the windows it may ask for (the server reads the page for a form sent without JavaScript). */}
        <input type="hidden" name="audience" value={company.audience} />

        {/* The honeypot: off-screen and hidden from assistive technology; people leave it empty, bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{words.honeypot}</label>
          <input
            id={fieldId(HONEYPOT_FIELD)}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <p className="mt-2 text-sm leading-relaxed text-slate-700">{words.consent}</p>

        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            aria-disabled={blocked}
            aria-describedby={hint ? hintId : undefined}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent-700 px-8 py-3 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-accent-600 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-500 aria-disabled:hover:bg-slate-500"
          >
            {isSending ? (
              <span
                aria-hidden="true"
                className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            ) : null}
            {isSending ? words.sending : words.send}
          </button>
          <p id={hintId} className="min-h-5 text-sm text-slate-700">
            {hint}
          </p>
        </div>

        {/* Always in the page, so screen readers announce the message when it appears. */}
        <div aria-live="polite">
          {status.kind === "failed" ? (
            <FailureMessage reason={status.reason} phone={company.phone} words={words} />
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** The days the calendar cannot give, shown before sending (with JavaScript: they come from the service). */
function UnavailableDays({
  answer,
  windows,
  words,
}: {
  answer: AvailabilityAnswer;
  windows: readonly ArrivalWindow[];
  words: QuoteFormWords;
}) {
  const lang = words.messages.lang;
  const day = (value: string) => formatDay(value, lang);
  const offered = new Map(windows.map((window) => [window.id, window.label.toLocaleLowerCase(words.locale)]));
  const items = answer.unavailable.flatMap((entry) => {
    if (entry.closed) return [fillWords(words.unavailable.closed, { day: day(entry.day) })];
    // Only the windows this form offers: another form's full window is no concern of this visitor.
    const full = (entry.full ?? []).flatMap((id) => (offered.has(id) ? [offered.get(id) as string] : []));
    return full.length
      ? [fillWords(words.unavailable.full, { day: day(entry.day), windows: listWords(full, words.and) })]
      : [];
  });
  const range = { first: day(answer.earliest), last: day(answer.latest) };
  return (
    <div className="text-sm text-slate-800 sm:col-span-2" data-testid="visit-unavailable" aria-live="polite">
      {items.length === 0 ? (
        <p>{fillWords(words.unavailable.allRoom, range)}</p>
      ) : (
        <>
          <p className="font-semibold">{fillWords(words.unavailable.some, range)}</p>
          <ul className="mt-1 list-disc pl-5">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * At the top of a form the server sent back: what to correct, each a link to its field (the pattern of the GOV.UK
 * design system). The answer opens at the form's section (the `#` of the form's action), so the summary is the
 * first thing in view, and the first Tab lands on its first link. (An `autofocus` would be ignored there: browsers
 * skip it when a page opens at a fragment.)
 */
function ErrorSummary({
  id,
  items,
  fieldId,
  words,
}: {
  id: string;
  items: ReadonlyArray<{ field: FormFieldName; message: string }>;
  fieldId: (field: string) => string;
  words: QuoteFormWords;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <h3 id={`${id}-heading`} className="font-bold">
        {items.length === 1 ? words.summaryOne : words.summaryMany}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map(({ field, message }) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} className="font-semibold underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Words with one "{name}" in them, split around it, so an element can stand in its place. */
function around(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ""] : [template.slice(0, at), template.slice(at + name.length + 2)];
}

function FailureMessage({
  reason,
  phone,
  words,
}: {
  reason: QuoteFormFailure;
  phone: string;
  words: QuoteFormWords;
}) {
  const [beforePhone, afterPhone] = around(words.call, "phone");
  const [beforeCall, afterCall] = around(words.failure[reason], "call");
  return (
    <p
      className="mt-4 rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 text-red-800"
      data-testid="contact-error"
    >
      {beforeCall}
      {beforePhone}
      <a href={telHref(phone)} className="font-semibold underline underline-offset-2">
        {phone}
      </a>
      {afterPhone}
      {afterCall}
    </p>
  );
}

const cardClasses =
  "scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 shadow-lg sm:p-8";
