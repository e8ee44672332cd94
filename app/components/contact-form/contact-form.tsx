import {
  type ArrivalWindow,
  bookingSettings,
  type FormAudience,
  FREQUENCIES,
  offeredOn,
  type SiteBooking,
} from "../../content/booking.ts";
import { type BusinessDetails, business, telHref } from "../../content/business.ts";
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
  VISIT_LEGEND,
  type VisitField,
} from "../../lib/contact-fields.ts";
import type { VisitRequest } from "../../lib/contact-schema.ts";
import { formatDay, windowLabel, workDaysWords } from "../../lib/visit-words.ts";
import type { SitePage } from "../../route-table.ts";
import { FormField, type FormFieldProps, SelectField, TextareaField } from "../ui/form-field.tsx";
import {
  DEFAULT_INTRO,
  FIELD_NAMES,
  NOTES_HINT,
  OPTIONAL_MARK,
  optionalLabel,
  requiredFieldsSentence,
  visitHint,
} from "./form-words.ts";
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
  /** The heading above the form (an h2). */
  heading?: string;
  /** The introduction's first words, under the heading; the form adds which fields are optional. */
  intro?: string;
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
  /** "Monday to Friday". */
  openDays: string;
  /** ISO weekdays visits can be asked for. */
  workDays: number[];
  /** The owner's arrival windows this form offers, earliest first. */
  windows: ArrivalWindow[];
}

/** The form's props of the business, from its details and the owner's booking terms (rendered on the server). */
export function quoteFormBusiness(
  content: { business: Pick<BusinessDetails, "phone">; booking: SiteBooking },
  audience: FormAudience,
): QuoteFormBusiness {
  const workDays = [...content.booking.workDays];
  return {
    phone: content.business.phone,
    audience,
    openDays: workDaysWords(workDays) || "by appointment",
    workDays,
    windows: content.booking.windows.filter((window) => offeredOn(window, audience)),
  };
}

/** Each text field: its label, its type and the keyboard and autofill it asks for. */
const textFields: ReadonlyArray<
  { field: ContactField; label: string } & Omit<FormFieldProps, "id" | "name" | "label" | "error">
> = [
  { field: "firstName", label: FIELD_NAMES.firstName, type: "text", autoComplete: "given-name" },
  { field: "lastName", label: FIELD_NAMES.lastName, type: "text", autoComplete: "family-name" },
  { field: "phone", label: FIELD_NAMES.phone, type: "tel", inputMode: "tel", autoComplete: "tel" },
  {
    field: "email",
    label: FIELD_NAMES.email,
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    spellCheck: false,
  },
  {
    field: "zipCode",
    label: FIELD_NAMES.zipCode,
    type: "text",
    inputMode: "numeric",
    autoComplete: "postal-code",
    maxLength: 10,
  },
  // Text, not a number input: browsers empty a number input holding "1,500" or "1500 sq ft" (Firefox, Safari) or
  // drop what they cannot read (Chromium), and the visitor's words are lost. The schema reads what people type.
  {
    field: "squareFootage",
    label: FIELD_NAMES.squareFootage,
    type: "text",
    inputMode: "numeric",
    autoComplete: "off",
  },
];

/** Each control's label: its name, and "(optional)" for the notes (the visit part says so once, on its line). */
const fieldLabels: Record<QuoteFormField | VisitField, string> = {
  ...FIELD_NAMES,
  notes: optionalLabel(FIELD_NAMES.notes),
};

/**
 * Whether the visit choice opens unfolded: when the server sent the form back holding a visit value or a message
 * on one (the island opens it too when a message or a value appears).
 */
function visitHasSomething(answer: QuoteFormAnswer | undefined): boolean {
  return VISIT_FIELDS.some((field) => Boolean(answer?.values[field] || answer?.errors?.[field]));
}

export function ContactForm({
  page,
  heading = "Request your free quote",
  intro = DEFAULT_INTRO,
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
    });
  const windowOptions = company.windows.map((window) => ({
    value: window.id,
    label: windowLabel(window.id, company),
  }));
  if (!page.quoteForm) throw new Error(`${page.path} has no quoteForm in the route table`);
  const { sectionId } = page.quoteForm;
  const pagePath = page.path;
  const headingId = `${sectionId}-heading`;
  const fieldId = (field: string) => `${sectionId}-${field}`;
  const hintId = `${sectionId}-hint`;

  if (status.kind === "sent" || sentLeadId) {
    return (
      <section id={sectionId} aria-label="Quote request" className={cardClasses}>
        <SuccessMessage
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
    label: fieldLabels[field],
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
    label: fieldLabels[field],
    error: messageOf(field),
    defaultValue: answer?.values[field] ?? "",
    min: availability?.earliest,
    max: availability?.latest,
    autoComplete: "off",
  });

  return (
    <section id={sectionId} aria-labelledby={headingId} className={cardClasses}>
      <h2 id={headingId} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">
        {intro} {requiredFieldsSentence(company.audience)}
      </p>

      {summary.length > 0 ? (
        <ErrorSummary id={`${sectionId}-problems`} items={summary} fieldId={fieldId} />
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
                label={optionalLabel(FIELD_NAMES.businessName)}
                error={messageOf(BUSINESS_NAME_FIELD)}
                defaultValue={answer?.values[BUSINESS_NAME_FIELD] ?? ""}
                type="text"
                autoComplete="organization"
                maxLength={BUSINESS_NAME_MAX_LENGTH}
              />
            </div>
          ) : null}
          {textFields.map(({ field, label, ...input }) => (
            <FormField
              key={field}
              id={fieldId(field)}
              name={field}
              label={label}
              error={messageOf(field)}
              defaultValue={answer?.values[field] ?? ""}
              aria-required
              {...input}
            />
          ))}
          <SelectField
            {...select("services")}
            label={fieldLabels.services}
            placeholder="Select One"
            options={serviceOptions}
          />
          <SelectField
            {...select("referral")}
            label={fieldLabels.referral}
            placeholder="Select"
            options={referralOptions}
          />
          <TextareaField
            id={fieldId(NOTES_FIELD)}
            name={NOTES_FIELD}
            label={fieldLabels.notes}
            hint={NOTES_HINT}
            error={messageOf(NOTES_FIELD)}
            defaultValue={answer?.values.notes ?? ""}
            maxLength={NOTES_MAX_LENGTH}
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
              {VISIT_LEGEND} <span className="font-normal">{OPTIONAL_MARK}</span>
            </span>
          </summary>
          <fieldset
            className="grid gap-x-5 gap-y-2 px-4 pb-4 sm:grid-cols-2"
            aria-describedby={`${sectionId}-visit-hint`}
          >
            <legend className="sr-only">{VISIT_LEGEND}</legend>
            <p id={`${sectionId}-visit-hint`} className="text-sm text-slate-700 sm:col-span-2">
              {visitHint(company.openDays)}
            </p>
            {availability ? <UnavailableDays answer={availability} windows={company.windows} /> : null}
            <FormField {...visitDate("visitDay")} />
            <SelectField
              {...visitSelect("visitWindow")}
              placeholder="No preference yet"
              options={windowOptions}
            />
            <FormField {...visitDate("secondDay")} />
            <SelectField
              {...visitSelect("secondWindow")}
              placeholder="No second choice"
              options={windowOptions}
            />
            <SelectField
              {...visitSelect("frequency")}
              placeholder="Not recurring"
              options={FREQUENCIES}
              hint="Only for Recurring Cleaning."
            />
          </fieldset>
        </details>

        {/* Whose form this is: the windows it may ask for (the server reads the page for a form sent without JavaScript). */}
        <input type="hidden" name="audience" value={company.audience} />

        {/* The honeypot: off-screen and hidden from assistive technology; people leave it empty, bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            id={fieldId(HONEYPOT_FIELD)}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          By submitting this form, you agree to receive emails and/or text messages from {business.name} about
          your inquiry. You can opt out at any time.
        </p>

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
            {isSending ? "Sending…" : "Send Request"}
          </button>
          <p id={hintId} className="min-h-5 text-sm text-slate-700">
            {hint}
          </p>
        </div>

        {/* Always in the page, so screen readers announce the message when it appears. */}
        <div aria-live="polite">
          {status.kind === "failed" ? <FailureMessage reason={status.reason} phone={company.phone} /> : null}
        </div>
      </form>
    </section>
  );
}

/** The days the calendar cannot give, shown before sending (with JavaScript: they come from the service). */
function UnavailableDays({
  answer,
  windows,
}: {
  answer: AvailabilityAnswer;
  windows: readonly ArrivalWindow[];
}) {
  const offered = new Map(windows.map((window) => [window.id, window.label.toLowerCase()]));
  const items = answer.unavailable.flatMap((entry) => {
    if (entry.closed) return [`${formatDay(entry.day)} (closed)`];
    // Only the windows this form offers: another form's full window is no concern of this visitor.
    const full = (entry.full ?? []).flatMap((id) => (offered.has(id) ? [offered.get(id) as string] : []));
    return full.length ? [`${formatDay(entry.day)}: ${full.join(" and ")} full`] : [];
  });
  return (
    <div className="text-sm text-slate-800 sm:col-span-2" data-testid="visit-unavailable" aria-live="polite">
      {items.length === 0 ? (
        <p>
          Every working day from {formatDay(answer.earliest)} to {formatDay(answer.latest)} has room.
        </p>
      ) : (
        <>
          <p className="font-semibold">
            Closed or full between {formatDay(answer.earliest)} and {formatDay(answer.latest)}:
          </p>
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
}: {
  id: string;
  items: ReadonlyArray<{ field: FormFieldName; message: string }>;
  fieldId: (field: string) => string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <h3 id={`${id}-heading`} className="font-bold">
        Your request was not sent yet. Please check {items.length === 1 ? "this field" : "these fields"}:
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

function FailureMessage({ reason, phone }: { reason: QuoteFormFailure; phone: string }) {
  const call = (
    <>
      call us at{" "}
      <a href={telHref(phone)} className="font-semibold underline underline-offset-2">
        {phone}
      </a>
    </>
  );
  return (
    <p
      className="mt-4 rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 text-red-800"
      data-testid="contact-error"
    >
      {reason === "invalid" ? (
        <>Please check the highlighted fields and send again, or {call}.</>
      ) : reason === "rate-limited" ? (
        <>
          We have received several requests from your connection in a short time. Please wait a few minutes
          and try again, or {call}.
        </>
      ) : (
        <>Sorry, we couldn't send your request. Please try again, or {call}.</>
      )}
    </p>
  );
}

const cardClasses =
  "scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 shadow-lg sm:p-8";
