import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { business } from "../../content/business.ts";
import {
  type ContactField,
  type ContactFormValues,
  contactFormSchema,
  HONEYPOT_FIELD,
  referralOptions,
  serviceOptions,
} from "../../lib/contact-schema.ts";
import { attributionForSubmit } from "./attribution.ts";
import { getRecaptchaToken, loadRecaptcha } from "./recaptcha.ts";
import { newIdempotencyKey, type SubmitResult, submitContactRequest } from "./submit-contact-request.ts";
import { SuccessMessage } from "./success-message.tsx";

/**
 * The quote request form (SPEC §2-§5, §7, §8): one component for /get-a-quote and the commercial page.
 *
 * - Rules and messages come from the one schema shared with the server (app/lib/contact-schema.ts).
 * - A field's message shows once the field is dirty or touched (or after a submit attempt), never before.
 * - The button is disabled (aria-disabled, so it stays focusable and a press explains what is missing) while the
 *   form is invalid or sending; a hint beside it says why.
 * - On submit: a bot-check token (never blocking), then POST /api/contact with an idempotency key, the honeypot
 *   and the visit's attribution; network errors and 5xx are retried with the same key.
 * - Success replaces the form by the confirmation and moves focus to it; a failure is logged as
 *   "Error sending email" and a short message offers the phone.
 */

/** What the inputs hold while the visitor types: text everywhere, "" for an untouched select. */
type FormInput = Record<ContactField, string>;

const EMPTY: FormInput = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  zipCode: "",
  squareFootage: "",
  services: "",
  referral: "",
};

// The schema's input type says `unknown` for squareFootage (it accepts a number or a numeric string) and the enum
// values for the selects; the inputs hold strings, which the schema parses.
const resolver = zodResolver(contactFormSchema) as unknown as Resolver<FormInput, unknown, ContactFormValues>;

type Status =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "failed"; reason: Exclude<SubmitResult, { ok: true }>["reason"] };

export interface ContactFormProps {
  /** The heading above the form (an h2). */
  heading?: string;
  /** A line under the heading. */
  intro?: string;
  /** The id of the heading, for a page that links to the form (#request-a-quote by default). */
  id?: string;
}

export function ContactForm({
  heading = "Request your free quote",
  intro = "Tell us about the space and the cleaning you need. All fields are required.",
  id = "request-a-quote",
}: ContactFormProps) {
  const uid = useId();
  const headingId = `${id}-heading`;
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const [hydrated, setHydrated] = useState(false);
  const sending = useRef(false);
  const attemptKey = useRef<{ key: string; values: string } | undefined>(undefined);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, dirtyFields, isSubmitted, isValid },
  } = useForm<FormInput, unknown, ContactFormValues>({
    resolver,
    mode: "all",
    defaultValues: EMPTY,
    shouldFocusError: true,
  });

  // Before hydration the button is truly disabled: a press then would submit the form natively, without our checks.
  useEffect(() => setHydrated(true), []);

  // The bot-check script is fetched once the visitor starts on the form, not with the page (and never without a key).
  useEffect(() => {
    const form = formRef.current;
    if (!form || !business.integrations.recaptchaSiteKey) return;
    const start = () => {
      loadRecaptcha(business.integrations.recaptchaSiteKey)?.catch(() => {
        // Blocked or offline: getRecaptchaToken sends without a token.
      });
    };
    form.addEventListener("focusin", start, { once: true });
    return () => form.removeEventListener("focusin", start);
  }, []);

  if (status.kind === "sent") {
    return (
      <section id={id} aria-label="Quote request" className={cardClasses}>
        <SuccessMessage headingId={headingId} />
      </section>
    );
  }

  const isSending = status.kind === "sending";
  const blocked = !isValid || isSending;

  const onValid = async (values: ContactFormValues) => {
    if (sending.current) return;
    sending.current = true;
    setStatus({ kind: "sending" });
    // One key per filled-in form: a retry of the same values reuses it (the server stores one lead); values
    // changed after a failure get a new one, so a correction is never swallowed as a duplicate.
    const fingerprint = JSON.stringify(values);
    if (attemptKey.current?.values !== fingerprint) {
      attemptKey.current = { key: newIdempotencyKey(), values: fingerprint };
    }
    let result: SubmitResult;
    try {
      const recaptcha = await getRecaptchaToken(business.integrations.recaptchaSiteKey);
      result = await submitContactRequest({
        ...values,
        recaptcha,
        idempotencyKey: attemptKey.current.key,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
        attribution: attributionForSubmit(window.location.pathname),
      });
    } catch (error) {
      result = {
        ok: false,
        reason: "failed",
        status: undefined,
        error: error instanceof Error ? error : new Error(String(error)),
      };
    }
    sending.current = false;
    if (result.ok) {
      attemptKey.current = undefined;
      setStatus({ kind: "sent" });
      return;
    }
    console.error("Error sending email", result.error);
    if (result.reason === "invalid") {
      const fields = Object.entries(result.errors) as [ContactField, string][];
      fields.forEach(([field, message], index) => {
        setError(field, { type: "server", message }, { shouldFocus: index === 0 });
      });
    }
    setStatus({ kind: "failed", reason: result.reason });
  };

  const onInvalid = (_errors: FieldErrors<FormInput>) => {
    // Every field now counts as touched (isSubmitted), so all messages show; react-hook-form focuses the first.
    setStatus((current) => (current.kind === "failed" ? { kind: "editing" } : current));
  };

  const submit = handleSubmit(onValid, onInvalid);

  /** A field's message, once the visitor has been there (or tried to send). */
  const messageOf = (field: ContactField): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return touchedFields[field] || dirtyFields[field] || isSubmitted ? message : undefined;
  };

  const fieldProps = (field: ContactField) => {
    const message = messageOf(field);
    return {
      id: `${uid}-${field}`,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? `${uid}-${field}-error` : undefined,
      "aria-required": true,
      className: `${inputClasses} ${message ? "border-red-700" : "border-slate-500"}`,
    } as const;
  };

  const label = (field: ContactField, text: string) => (
    <label htmlFor={`${uid}-${field}`} className="block font-semibold text-slate-900">
      {text}
    </label>
  );

  const error = (field: ContactField) => (
    <p id={`${uid}-${field}-error`} className="mt-1 min-h-5 text-sm font-medium text-red-700">
      {messageOf(field)}
    </p>
  );

  const hintId = `${uid}-hint`;
  const hint = isSending
    ? "Sending your request…"
    : !isValid
      ? "Fill in every field to send your request."
      : "";

  return (
    <section id={id} aria-labelledby={headingId} className={cardClasses}>
      <h2 id={headingId} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>

      <form
        method="post"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          // A second press while the first request is on its way does nothing (one lead, one request).
          if (sending.current) {
            event.preventDefault();
            return;
          }
          void submit(event);
        }}
        ref={formRef}
        className="relative mt-6"
      >
        <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          <div>
            {label("firstName", "First Name")}
            <input
              type="text"
              autoComplete="given-name"
              {...fieldProps("firstName")}
              {...register("firstName")}
            />
            {error("firstName")}
          </div>
          <div>
            {label("lastName", "Last Name")}
            <input
              type="text"
              autoComplete="family-name"
              {...fieldProps("lastName")}
              {...register("lastName")}
            />
            {error("lastName")}
          </div>
          <div>
            {label("phone", "Phone")}
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...fieldProps("phone")}
              {...register("phone")}
            />
            {error("phone")}
          </div>
          <div>
            {label("email", "Email")}
            <input
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              {...fieldProps("email")}
              {...register("email")}
            />
            {error("email")}
          </div>
          <div>
            {label("zipCode", "Zip Code")}
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              {...fieldProps("zipCode")}
              {...register("zipCode")}
            />
            {error("zipCode")}
          </div>
          <div>
            {label("squareFootage", "Square Footage")}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step="any"
              autoComplete="off"
              {...fieldProps("squareFootage")}
              {...register("squareFootage")}
            />
            {error("squareFootage")}
          </div>
          <div>
            {label("services", "Services")}
            <select autoComplete="off" {...fieldProps("services")} {...register("services")}>
              <option value="" disabled>
                Select One
              </option>
              {serviceOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {error("services")}
          </div>
          <div>
            {label("referral", "How did you hear about us?")}
            <select autoComplete="off" {...fieldProps("referral")} {...register("referral")}>
              <option value="" disabled>
                Select
              </option>
              {referralOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {error("referral")}
          </div>
        </div>

        {/* The honeypot: off-screen and hidden from assistive technology; people leave it empty, bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={`${uid}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            ref={honeypot}
            id={`${uid}-${HONEYPOT_FIELD}`}
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
            disabled={!hydrated}
            aria-disabled={blocked}
            aria-describedby={hint ? hintId : undefined}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent-700 px-8 py-3 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-accent-600 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-500 aria-disabled:hover:bg-slate-500"
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
          {status.kind === "failed" ? <FailureMessage reason={status.reason} /> : null}
        </div>
      </form>
    </section>
  );
}

function FailureMessage({ reason }: { reason: Exclude<SubmitResult, { ok: true }>["reason"] }) {
  const call = (
    <>
      call us at{" "}
      <a href={business.phoneHref} className="font-semibold underline underline-offset-2">
        {business.phone}
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

const inputClasses =
  "mt-1 block min-h-12 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors focus:border-brand-600 focus:outline-3 focus:outline-offset-0 focus:outline-brand-500/60 aria-invalid:bg-red-50/40";
